import type { ComplaintStatus } from '@ridedesk/domain/complaints/complaint-form';

export type ComplaintFilters = { status: ComplaintStatus | ''; complaintType: string; search: string; page: number };

/** Cache keys of the feedback feature. */
export const feedbackKeys = {
  all: ['feedback'] as const,
  site: (filters: ComplaintFilters) => ['feedback', 'site', filters] as const,
  mine: (page: number) => ['feedback', 'mine', page] as const,
};
