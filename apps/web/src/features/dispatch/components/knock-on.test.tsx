import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetchPerTest } from '../../../test/fetch-mock.ts';
import { jsonResponse } from '../../../test/render.tsx';
import { useWindowWidth } from '../../../test/window-width.ts';
import { flightFixtureAnswer } from '../board-fixture.ts';
import { bodyOf, conflict, openBoard } from './dispatch-test-kit.tsx';

const fetchMock = stubFetchPerTest();

/** After the fix: RD8 is Aisha's, and nothing needs attention. */
const afterFix = () => {
  const answer = flightFixtureAnswer();
  return {
    ...answer,
    rides: answer.rides.map((r) =>
      r.bookingId === 8 ? { ...r, chauffeurId: 42, chauffeurName: 'Aisha Khan', knockOn: null } : r,
    ),
    needsAttention: [],
  };
};

type BoardAnswer = ReturnType<typeof flightFixtureAnswer>;

/** RD8's car flag with a free car of its type (Sedan 102), and the board once RD8 goes in it. */
const withFreeCar = () => {
  const answer = flightFixtureAnswer();
  return {
    ...answer,
    needsAttention: (answer.needsAttention ?? []).map((f) =>
      f.reason === 'vehicle' ? { ...f, suggestion: { fleetId: 5, name: 'Sedan 102' } } : f,
    ),
  };
};
const afterCarFix = () => {
  const answer = flightFixtureAnswer();
  return { ...answer, needsAttention: (answer.needsAttention ?? []).filter((f) => f.reason !== 'vehicle') };
};

const serve = (
  apply: () => Response,
  landing: () => Response = () => jsonResponse(200, { results: [{}] }),
  boards: { before: () => BoardAnswer; after: () => BoardAnswer } = { before: flightFixtureAnswer, after: afterFix },
) => {
  let applied = false;
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/dispatch/board'))
      return jsonResponse(200, { results: [applied ? boards.after() : boards.before()] });
    if (url === '/api/dispatch/knock-on/apply') {
      const answer = apply();
      applied = answer.status === 200;
      return answer;
    }
    if (url.startsWith('/api/flights/') && init?.method === 'PUT') return landing();
    if (url.startsWith('/api/dispatch/rides/')) return jsonResponse(200, { results: [] });
    return jsonResponse(404, { message: `not served in this test: ${url}` });
  });
};

describe('the knock-on of a delayed flight on the board', { timeout: 30_000 }, () => {
  useWindowWidth(1280);

  it('When a flight moved a pickup, then its ride shows the flight and the pushed ride is marked in words', async () => {
    serve(() => jsonResponse(500, {}));
    openBoard();
    expect(
      await screen.findByRole('button', {
        name: 'RD8, Assigned, not accepted, Needs attention: the chauffeur would be 35 min late after RD9, 12:00–13:30, Carl Chauffeur',
      }),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', {
        name: 'RD9, Accepted, 10:55–11:40, Carl Chauffeur, Flight UA 1542, Delayed 50 min',
      }),
    ).toBeTruthy();
    const panel = screen.getByRole('region', { name: /Needs attention/ });
    expect(
      within(panel).getByText(/at 12:00: Carl Chauffeur would be 35 min late, after the flight moved RD9\./),
    ).toBeTruthy();
    expect(within(panel).getByText('No other car of this type is free then.')).toBeTruthy();
  });

  it('When the operator gives the ride to the suggested chauffeur, then the fix is applied, confirmed and the flag goes', async () => {
    serve(() =>
      jsonResponse(200, {
        results: [
          {
            ride: afterFix().rides[1],
            given: { chauffeurId: 42, name: 'Aisha Khan' },
            taken: { chauffeurId: 40, name: 'Carl Chauffeur' },
            causeReferenceId: 'RD9',
            pendingMovesApplied: true,
          },
        ],
      }),
    );
    openBoard();
    fireEvent.click(await screen.findByRole('button', { name: 'Give to Aisha Khan (12 min away)' }));
    expect(
      await screen.findByText('RD8 is given to Aisha Khan. Both chauffeurs are told by mail and text.'),
    ).toBeTruthy();
    expect(bodyOf(fetchMock, '/api/dispatch/knock-on/apply')).toEqual({ bookingId: 8, chauffeurId: 42 });
    await waitFor(() => expect(screen.queryByRole('region', { name: /Needs attention/ })).toBeNull());
    expect(
      await screen.findByRole('button', { name: 'RD8, Assigned, not accepted, 12:00–13:30, Aisha Khan' }),
    ).toBeTruthy();
  });

  it('When the chauffeur was taken meanwhile, then the reason shows on the flag and in a notification', async () => {
    const reason = 'This chauffeur already has a ride at that time.';
    serve(() => conflict('e1', reason));
    openBoard();
    fireEvent.click(await screen.findByRole('button', { name: 'Give to Aisha Khan (12 min away)' }));
    const panel = screen.getByRole('region', { name: /Needs attention/ });
    expect((await within(panel).findByRole('alert')).textContent).toBe(`RD8 was not given: ${reason}`);
    expect(screen.getAllByText(`RD8 was not given: ${reason}`).length).toBe(2);
  });

  it('When the operator sets a manual flight’s landing time, then the flights route is called with the instant', async () => {
    serve(() => jsonResponse(500, {}));
    openBoard();
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'RD9, Accepted, 10:55–11:40, Carl Chauffeur, Flight UA 1542, Delayed 50 min',
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Set landing time of UA 1542' }));
    const dialog = await screen.findByRole('dialog', { name: 'Landing time of UA 1542' });
    const time = within(dialog).getByLabelText(/Local time/);
    expect((time as HTMLInputElement).value).toBe('10:40');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Has landed' }));
    fireEvent.change(time, { target: { value: '10:52' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save landing time' }));
    expect(await screen.findByText('Landing time of UA 1542 saved.')).toBeTruthy();
    expect(bodyOf(fetchMock, '/api/flights/9/arrival')).toEqual({ arrivedAt: '2026-11-26T16:52:00.000Z' });
  });

  it('When a car of the same type is free, then "Use Sedan 102" moves the ride to it and the car flag goes', async () => {
    serve(
      () =>
        jsonResponse(200, {
          results: [
            {
              ride: { ...flightFixtureAnswer().rides[1], fleetId: 5, vehicleName: 'Sedan 102' },
              car: { fleetId: 5, name: 'Sedan 102' },
              causeReferenceId: 'RD9',
              pendingMovesApplied: true,
            },
          ],
        }),
      undefined,
      { before: withFreeCar, after: afterCarFix },
    );
    openBoard();
    const panel = await screen.findByRole('region', { name: /Needs attention/ });
    expect(within(panel).getByText('Sedan 102, a car of the same type, is free then.')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Use Sedan 102' }));
    expect(await screen.findByText('RD8 now goes in Sedan 102. Its chauffeur is told by mail.')).toBeTruthy();
    expect(bodyOf(fetchMock, '/api/dispatch/knock-on/apply')).toEqual({ bookingId: 8, fleetId: 5 });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Use Sedan 102' })).toBeNull());
    // The chauffeur's flag stays: only the car was fixed.
    expect(screen.getByRole('button', { name: 'Give to Aisha Khan (12 min away)' })).toBeTruthy();
  });

  it('When the car was booked meanwhile, then the reason shows on the car flag only', async () => {
    const reason = 'This car is already booked at that time. Choose another.';
    serve(() => conflict('e2', reason), undefined, {
      before: withFreeCar,
      after: withFreeCar,
    });
    openBoard();
    fireEvent.click(await screen.findByRole('button', { name: 'Use Sedan 102' }));
    const panel = screen.getByRole('region', { name: /Needs attention/ });
    const alerts = await within(panel).findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([`RD8 keeps its car: ${reason}`]);
  });

  it('When a car fix is on its way, then only its button waits', async () => {
    let answer: (r: Response) => void = () => {};
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/dispatch/board')) return jsonResponse(200, { results: [withFreeCar()] });
      if (url === '/api/dispatch/knock-on/apply') return new Promise<Response>((resolve) => (answer = resolve));
      return jsonResponse(404, { message: `not served in this test: ${url}` });
    });
    openBoard();
    fireEvent.click(await screen.findByRole('button', { name: 'Use Sedan 102' }));
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Give to Aisha Khan (12 min away)' }) as HTMLButtonElement).disabled,
      ).toBe(true),
    );
    answer(conflict('e3', 'taken'));
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Give to Aisha Khan (12 min away)' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
  });
});
