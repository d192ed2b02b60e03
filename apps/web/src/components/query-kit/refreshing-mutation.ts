import { type DefaultError, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { sharedQueryKeys } from '../../lib/query-keys.ts';

/**
 * A mutation that refreshes what it changed: once the call succeeds (or, with `onSettled`,
 * however it ends) the cached queries under each key `refresh` names are invalidated in turn,
 * and the mutation's promise waits for them.
 */
export const useRefreshingMutation = <Answer, Arg>(
  mutationFn: (arg: Arg) => Promise<Answer>,
  refresh: (answer: Answer | undefined, arg: Arg) => QueryKey[],
  { onSettled = false }: { onSettled?: boolean } = {},
) => {
  const queryClient = useQueryClient();
  const invalidate = async (answer: Answer | undefined, arg: Arg) => {
    for (const queryKey of refresh(answer, arg)) await queryClient.invalidateQueries({ queryKey });
  };
  return useMutation<Answer, DefaultError, Arg>({
    mutationFn,
    ...(onSettled
      ? { onSettled: (answer: Answer | undefined, _error: unknown, arg: Arg) => invalidate(answer, arg) }
      : { onSuccess: (answer: Answer, arg: Arg) => invalidate(answer, arg) }),
  });
};

/**
 * A site's first item of a kind answers setupStatus 'completed' (spec 02 section 1): the
 * dashboard checklist's counts and progress are then out of date and refresh first.
 */
export const checklistKeys = (answer: { setupStatus?: string } | undefined): QueryKey[] =>
  answer?.setupStatus === 'completed' ? [sharedQueryKeys.mappingCount] : [];
