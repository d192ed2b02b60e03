import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetchPerTest } from '../../../test/fetch-mock.ts';
import { jsonResponse } from '../../../test/render.tsx';
import { useWindowWidth } from '../../../test/window-width.ts';
import { fixtureAnswer } from '../board-fixture.ts';
import { bodyOf, conflict, openBoard } from './dispatch-test-kit.tsx';

const fetchMock = stubFetchPerTest();

const OPTIONS = [
  { id: 41, name: 'Dana Driver', fits: false, reason: "It is Dana Driver's day off." },
  { id: 40, name: 'Carl Chauffeur', fits: true, reason: null },
];
const RD7_ASSIGNED = {
  ...fixtureAnswer().rides[0],
  status: 'assigned',
  chauffeurId: 40,
  chauffeurName: 'Carl Chauffeur',
};

/** Answers the board, the options and the assignment by address. */
const serve = (assign: () => Response) =>
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/dispatch/board')) return jsonResponse(200, { results: [fixtureAnswer()] });
    if (url.startsWith('/api/dispatch/options')) return jsonResponse(200, { results: OPTIONS });
    if (url === '/api/dispatch/assign') return assign();
    if (url.startsWith('/api/dispatch/rides/')) return jsonResponse(200, { results: [] });
    return jsonResponse(404, { message: `not served in this test: ${url}` });
  });

describe('the dispatch board', { timeout: 30_000 }, () => {
  useWindowWidth(1280);

  it('When the day loads, then each ride is a button named by reference, status, times and chauffeur', async () => {
    serve(() => jsonResponse(500, {}));
    openBoard();
    expect(
      await screen.findByRole('button', { name: 'RD8, Assigned, not accepted, 12:00–13:30, Carl Chauffeur' }),
    ).toBeTruthy();
    const unassigned = screen.getByRole('region', { name: /Unassigned rides/ });
    expect(within(unassigned).getByRole('button', { name: 'RD7, Confirmed, 09:00–10:00' })).toBeTruthy();
    expect(screen.getByText(/^Day off · 0 rides/)).toBeTruthy();
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/dispatch/board?date=2026-11-26');
  });

  it('When a ride is assigned with the picker, then the free chauffeur comes first and the ride moves to their row', async () => {
    serve(() => jsonResponse(200, { results: [RD7_ASSIGNED] }));
    openBoard();
    fireEvent.click(await screen.findByRole('button', { name: 'Assign RD7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign RD7' });
    const options = await within(dialog).findAllByRole('button', { name: /Chauffeur|Driver/ });
    expect(options[0].textContent).toContain('Carl Chauffeur');
    expect(within(dialog).getByText("It is Dana Driver's day off.")).toBeTruthy();
    fireEvent.click(options[0]);
    expect(await screen.findByText('RD7 is offered to Carl Chauffeur.')).toBeTruthy();
    expect(bodyOf(fetchMock, '/api/dispatch/assign')).toEqual({ bookingId: 7, chauffeurId: 40 });
    expect(
      await screen.findByRole('button', { name: 'RD7, Assigned, not accepted, 09:00–10:00, Carl Chauffeur' }),
    ).toBeTruthy();
  });

  it('When the server refuses the assignment, then its reason shows on the ride and in a notification', async () => {
    const reason = 'This chauffeur already has a ride at that time.';
    serve(() => conflict('e1', reason));
    openBoard();
    fireEvent.click(await screen.findByRole('button', { name: 'Assign RD7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign RD7' });
    fireEvent.click((await within(dialog).findAllByRole('button', { name: /Carl Chauffeur/ }))[0]);
    await waitFor(() => expect(screen.getAllByText(`Refused: ${reason}`).length).toBeGreaterThan(0));
    expect(screen.getAllByText(reason).length).toBeGreaterThan(0);
    // The ride stays unassigned.
    expect(screen.getByRole('button', { name: 'RD7, Confirmed, 09:00–10:00' })).toBeTruthy();
  });

  it('When the rows are switched to vehicles, then each ride sits on its vehicle’s row', async () => {
    serve(() => jsonResponse(500, {}));
    openBoard();
    await screen.findByRole('button', { name: /^RD8, / });
    fireEvent.click(screen.getByRole('radio', { name: 'Vehicles' }));
    const row = (await screen.findByText('Navigator 1')).closest('li') as HTMLElement;
    expect(
      within(row).getByRole('button', { name: 'RD8, Assigned, not accepted, 12:00–13:30, Carl Chauffeur' }),
    ).toBeTruthy();
  });
});
