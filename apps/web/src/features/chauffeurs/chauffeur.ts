import type { WorkingDay } from '@ridedesk/domain/rides/ride-rules';

/** A chauffeur as GET /api/chauffeurs answers one (decision 0028): the user and their profile. */
export type Chauffeur = {
  /** The chauffeur's user id. */
  id: number;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  userName: string;
  /** E.164 ('+13125550100'). */
  phone: string;
  /** The phone written for people ('+1 312 555 0100'). */
  phoneDisplay: string;
  /** A data URL (at most 200 KB), or null. */
  photo: string | null;
  licenceTypeId: number | null;
  licenceNumber: string;
  /** 'YYYY-MM-DD'. */
  licenceExpiry: string | null;
  vehicleTypeIds: number[];
  active: boolean;
  workingHours: WorkingDay[];
  daysOff: string[];
  /** The invitation's link has not been used yet. */
  invitationPending: boolean;
};

export type ChauffeurAnswer = Chauffeur & { message?: string };

export const chauffeurName = (c: Pick<Chauffeur, 'firstName' | 'lastName'>) => `${c.firstName} ${c.lastName}`.trim();

/** Weekdays in the order the form lists them, Monday first (0 is Sunday, as Date.getUTCDay). */
export const WEEKDAYS_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0] as const;
