import type { ComplaintStatus, ComplaintType } from '@ridedesk/domain/complaints/complaint-form';

/** A feedback or complaint as api/complaint/* answer it. */
export type Complaint = {
  id: number;
  siteId: number;
  complaintType: ComplaintType;
  status: ComplaintStatus;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  bookingReferenceId: string | null;
  bookingId: number | null;
  subject: string;
  description: string;
  answer: string | null;
  answeredOn: string | null;
  closedOn: string | null;
  createdOn: string;
};
