import type { ComplaintForm } from '@ridedesk/domain/complaints/complaint-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import type { Complaint } from './complaint.ts';
import { feedbackKeys } from './query-keys.ts';

/** POST api/complaint/create: a traveller's or guest's feedback to the site's provider. */
export const createComplaint = async (form: ComplaintForm & { languageId?: number }) =>
  firstResult(await http.post<Results<Complaint>>('/api/complaint/create', form));

export const useCreateComplaint = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComplaint,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
};
