/** Cache keys of the dispatch board. */
export const dispatchKeys = {
  all: ['dispatch'] as const,
  boards: () => ['dispatch', 'board'] as const,
  board: (date: string) => ['dispatch', 'board', date] as const,
  options: (bookingId: number) => ['dispatch', 'options', bookingId] as const,
  history: (bookingId: number) => ['dispatch', 'history', bookingId] as const,
};
