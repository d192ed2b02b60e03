import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import type { Board } from '../board-types.ts';
import { dispatchKeys } from './query-keys.ts';

/** GET /api/dispatch/board?date=: the day's chauffeurs (hours, day off, last position), vehicles and rides. */
export const getBoard = async (date: string, signal?: AbortSignal): Promise<Board> => {
  const board = firstResult(await http.get<Results<Board>>('/api/dispatch/board', { query: { date }, signal }));
  return { ...board, mapStyleUrl: board.mapStyleUrl ?? null };
};

export const boardQuery = (date: string) =>
  queryOptions({
    queryKey: dispatchKeys.board(date),
    queryFn: ({ signal }) => getBoard(date, signal),
    // The live stream keeps the day current; a fetch happens on opening a day and after a reconnection.
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export const useBoard = (date: string) => useQuery(boardQuery(date));
