import type { StaffRole } from '@ridedesk/domain/staff/staff-form';

/** A staff member as api/user/mappingBySiteId answers it. */
export type StaffMember = {
  id: number;
  siteId: number;
  userName: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  role: StaffRole;
  status: 'Active' | 'Disabled';
  isEnabled: boolean;
  invitationPending: boolean;
};

/** The list answer: a page of staff and the plan's user count. */
export type StaffPage = {
  staff: StaffMember[];
  totalCount: number;
  planName: string | null;
  noOfUsers: number;
  activeUsers: number;
  canAddUser: boolean;
};

export type StaffAnswer = StaffMember & { message: string };
