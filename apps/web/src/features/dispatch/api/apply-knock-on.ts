import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import type { RideAnswer } from './get-board.ts';
import { dispatchKeys } from './query-keys.ts';

/** Another chauffeur for a ride flagged for its chauffeur, or another car for one flagged for its car. */
export type KnockOnFix = { bookingId: number; chauffeurId: number } | { bookingId: number; fleetId: number };

/**
 * What POST /api/dispatch/knock-on/apply answers: the ride as it now is, and who took it and who
 * gave it up (a chauffeur fix) or the car it now goes in (a car fix).
 */
export type KnockOnApplied = {
  ride: RideAnswer;
  given?: { chauffeurId: number; name: string };
  taken?: { chauffeurId: number; name: string };
  car?: { fleetId: number; name: string };
  causeReferenceId: string;
  pendingMovesApplied: boolean;
};

/** Which of a ride's flags a fix answers ('8:chauffeur', '8:vehicle'): a ride may have both. */
export const fixKey = (bookingId: number, reason: 'chauffeur' | 'vehicle') => `${bookingId}:${reason}`;
export const keyOfFix = (fix: KnockOnFix) => fixKey(fix.bookingId, 'fleetId' in fix ? 'vehicle' : 'chauffeur');

/** 409 (the chauffeur or car was taken meanwhile, or does not fit) and 422 (the flag is gone) carry the reason: shown as is. */
const KEEP_MESSAGES = [404, 409, 422] as const;

/** POST /api/dispatch/knock-on/apply: gives a flagged ride to another chauffeur (and tells both) or another car. */
export const applyKnockOn = async (input: KnockOnFix) =>
  firstResult(
    await http.post<Results<KnockOnApplied>>('/api/dispatch/knock-on/apply', input, { keepMessageFor: KEEP_MESSAGES }),
  );

/** Applies the fix, then fetches the boards again: flags, the ride's row and a pickup that waited all change. */
export const useApplyKnockOn = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyKnockOn,
    onSettled: (_answer, _error, input) => {
      void queryClient.invalidateQueries({ queryKey: dispatchKeys.boards() });
      void queryClient.invalidateQueries({ queryKey: dispatchKeys.history(input.bookingId) });
    },
  });
};
