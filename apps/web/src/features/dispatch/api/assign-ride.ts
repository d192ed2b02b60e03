import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import { applyRideEvent } from '../board-events.ts';
import type { Board } from '../board-types.ts';
import type { RideAnswer } from './get-board.ts';
import { dispatchKeys } from './query-keys.ts';

export type Assignment = { bookingId: number; chauffeurId: number | null };

/** 409 carries the reason (overlapping ride, outside working hours, day off, licence, vehicle type): shown as is. */
const KEEP_MESSAGES = [409, 422] as const;

/** POST /api/dispatch/assign: offers the ride to a chauffeur (null takes it back to the unassigned list). */
export const assignRide = async (input: Assignment) =>
  firstResult(await http.post<Results<RideAnswer>>('/api/dispatch/assign', input, { keepMessageFor: KEEP_MESSAGES }));

/** Assigns and moves the block on every cached board at once with the server's answer. */
export const useAssignRide = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignRide,
    onSuccess: (answer, input) => {
      const { status, chauffeurId, accepted } = answer;
      for (const [key, board] of queryClient.getQueriesData<Board>({ queryKey: dispatchKeys.boards() })) {
        if (!board) continue;
        const applied = applyRideEvent(board, { bookingId: input.bookingId, status, chauffeurId, accepted });
        if (applied.changed) queryClient.setQueryData(key, applied.board);
      }
      void queryClient.invalidateQueries({ queryKey: dispatchKeys.history(input.bookingId) });
      void queryClient.invalidateQueries({ queryKey: ['dispatch', 'options'] });
    },
  });
};
