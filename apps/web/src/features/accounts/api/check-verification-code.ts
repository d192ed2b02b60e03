import { useMutation } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';

/** The check's verdict: valid, or why not (wrong with the tries left, expired, used, locked). */
export type CodeVerdict = { isValid: boolean; message: string; triesLeft: number };

/** isvalidemailverificationcode: spends one try of the address's newest code. */
export const checkVerificationCode = async ({ email, code }: { email: string; code: string }) =>
  firstResult(
    await http.get<Results<CodeVerdict>>('/api/emailverificationcode/isvalidemailverificationcode', {
      query: { email, code },
      keepMessageFor: [429],
      signOutOnAuthFailure: false,
    }),
  );

export const useCheckVerificationCode = () => useMutation({ mutationFn: checkVerificationCode });
