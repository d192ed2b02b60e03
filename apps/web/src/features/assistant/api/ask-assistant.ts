import { useMutation } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';

export type AssistantAction = { type: 'booking' | 'feedback'; path: string };

/** The assistant's answer (api/assistant/ask). */
export type AssistantAnswer = {
  known: boolean;
  locale: string;
  answer: string;
  heading: string | null;
  source: { uniqueName: string; displayName: string; path: string } | null;
  actions: AssistantAction[];
};

/** POST api/assistant/ask: a question answered from the site's help pages in the reader's language. */
export const askAssistant = async (input: { question: string; locale: string }) =>
  firstResult(await http.post<Results<AssistantAnswer>>('/api/assistant/ask', input));

export const useAskAssistant = () => useMutation({ mutationFn: askAssistant });
