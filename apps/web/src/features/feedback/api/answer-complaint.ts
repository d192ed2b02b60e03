import { useRefreshingMutation } from '../../../components/query-kit/refreshing-mutation.ts';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import type { Complaint } from './complaint.ts';
import { feedbackKeys } from './query-keys.ts';

/** POST api/complaint/answer: the provider's answer, mailed to the traveller. */
export const answerComplaint = async (input: { id: number; answer: string }) =>
  firstResult(await http.post<Results<Complaint>>('/api/complaint/answer', input));

/** POST api/complaint/close. */
export const closeComplaint = async (id: number) =>
  firstResult(await http.post<Results<Complaint>>('/api/complaint/close', { id }));

export const useAnswerComplaint = () => useRefreshingMutation(answerComplaint, () => [feedbackKeys.all]);

export const useCloseComplaint = () => useRefreshingMutation(closeComplaint, () => [feedbackKeys.all]);
