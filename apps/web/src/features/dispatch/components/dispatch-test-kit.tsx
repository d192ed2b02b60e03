import type { Mock } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { DispatchScreen } from './dispatch-screen.tsx';

/* What the dispatch screen's tests share: the board opened on the fixtures' day, what a call sent, and a refusal. */

/** Opens the board on the day of the fixtures (26 November 2026). */
export const openBoard = () => renderWithProviders(<DispatchScreen />, { path: '/admin/dispatch?date=2026-11-26' });

/** The JSON body of the first call to `url`. */
export const bodyOf = (fetchMock: Mock<typeof fetch>, url: string) => {
  const [, init] = fetchMock.mock.calls.find(([u]) => String(u) === url) ?? [];
  return JSON.parse(String(init?.body));
};

/** The server's 409 refusal, with its reason. */
export const conflict = (errorId: string, reason: string) =>
  jsonResponse(409, { errorId, message: reason, code: 'CONFLICT' });
