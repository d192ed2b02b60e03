import type { WorkingDay } from '@ridedesk/domain/rides/ride-rules';

/** A chauffeur as GET /api/chauffeurs answers one (decision 0028): the user and their profile. */
export type Chauffeur = {
  /** The chauffeur's user id. */
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  /** E.164 ('+13125550100'). */
  phone: string;
  /** A data URL (at most 200 KB), or null. */
  photo: string | null;
  licenceTypeId: number | null;
  licenceTypeName?: string | null;
  licenceNumber: string;
  /** 'YYYY-MM-DD'. */
  licenceExpiry: string | null;
  vehicleTypeIds: number[];
  vehicleTypeNames?: string[];
  active: boolean;
  workingHours: WorkingDay[];
  daysOff: string[];
  invitationPending?: boolean;
};

export type ChauffeurPage = { chauffeurs: Chauffeur[]; totalCount: number };

export type ChauffeurAnswer = Chauffeur & { message?: string };

export const chauffeurName = (c: Pick<Chauffeur, 'firstName' | 'lastName'>) => `${c.firstName} ${c.lastName}`.trim();

/** Weekdays in the order the form lists them, Monday first (0 is Sunday, as Date.getUTCDay). */
export const WEEKDAYS_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0] as const;
