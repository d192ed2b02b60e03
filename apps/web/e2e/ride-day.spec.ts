/**
 * The day of the ride, end to end (issue 21): the provider assigns a ride on /admin/dispatch; the
 * chauffeur, on a phone with its position emulated and moved along a path, accepts it and takes it
 * On the way, Arrived, Passenger on board and Completed; the provider's board follows each step and
 * the chauffeur's dot without a reload; the traveller's mailbox has each of the four mails once.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { api, bookChicagoRide, type Json } from './api-support.ts';
import { chauffeurOnPhone } from './chauffeur-app.ts';
import { attemptMark, CITY, DESKTOP, expectNoAxeViolations, hostUrl, signInToBackOffice } from './support.ts';

const ZONE = 'America/Chicago';
const SHOTS = 'docs/screenshots';
const chicagoDay = (daysAhead: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() + daysAhead * 86_400_000));

/** North of the Loop, closing in on 233 S Wacker Dr (the demo pickup). */
const PATH = [
  { latitude: 41.9484, longitude: -87.6553 },
  { latitude: 41.9201, longitude: -87.6468 },
  { latitude: 41.8955, longitude: -87.6389 },
  { latitude: 41.8789, longitude: -87.6363 },
];

const providerBoard = async (browser: Browser) => {
  const page = await (await browser.newContext({ viewport: DESKTOP, timezoneId: ZONE })).newPage();
  await signInToBackOffice(page, CITY, 'provider');
  await page.waitForURL(/\/admin\/dashboard/);
  return page;
};

/** The ride's block on the board, by its reference and shown status. */
const block = (page: Page, reference: string, status: string) =>
  page.getByRole('button', { name: new RegExp(`^${reference}, ${status}, `) }).first();

/** Where the board's map draws Marco Rossi's dot. */
const dotOf = (page: Page) =>
  page
    .getByTestId('dispatch-map')
    .locator('g[data-kind="chauffeur"] circle')
    .evaluateAll((circles) => circles.map((c) => `${c.getAttribute('cx')},${c.getAttribute('cy')}`).join(' '));

test('The provider assigns a ride on the board and the chauffeur takes it to completed on a phone, the board following live', async ({
  browser,
}) => {
  test.slow();
  const email = `ride-day-${attemptMark() || '0'}-${Date.now()}@example.com`;
  const board = await providerBoard(browser);
  // Three days ahead: the offline and tracking journeys give the same chauffeur rides tomorrow and
  // the day after, and journeys run side by side.
  const day = chicagoDay(3);
  // A retry books another hour, so the chauffeur's rides never overlap.
  const hour = 7 + (Number(attemptMark() || 0) % 12);
  const ride = await bookChicagoRide(board, {
    day,
    time: `${String(hour).padStart(2, '0')}:30`,
    guestLastName: 'Dayride',
    guestEmail: email,
  });

  // The provider finds tomorrow's ride among the unassigned and offers it to Marco Rossi by keyboard.
  await board.goto(hostUrl(CITY, '/admin/dispatch'));
  await expect(board.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  for (let i = 0; i < 3; i++) await board.getByRole('button', { name: 'Next day' }).click();
  await expect(
    board.getByText(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`)),
    ),
  ).toBeVisible();
  const unassigned = board.getByRole('region', { name: /Unassigned rides/ });
  await expect(
    unassigned.getByRole('button', { name: new RegExp(`^${ride.referenceId}, (Scheduled|Confirmed), `) }),
  ).toBeVisible();
  await unassigned.getByRole('button', { name: `Assign ${ride.referenceId}` }).click();
  const picker = board.getByRole('dialog', { name: `Assign ${ride.referenceId}` });
  await picker.getByRole('button', { name: /Marco Rossi/ }).click();
  await expect(board.getByText(`${ride.referenceId} is offered to Marco Rossi.`)).toBeVisible();
  await expect(block(board, ride.referenceId, 'Assigned, not accepted')).toBeVisible();
  const boardLoads: string[] = [];
  board.on('request', (request) => {
    if (request.url().includes('/api/dispatch/board')) boardLoads.push(request.url());
  });

  // The chauffeur, on a phone, sees the ride and accepts it.
  const { context, page: phone } = await chauffeurOnPhone(browser, {
    timezoneId: ZONE,
    geolocation: PATH[0],
    permissions: ['geolocation'],
  });
  const card = phone.getByRole('link').filter({ hasText: ride.referenceId });
  await expect(card).toBeVisible();
  await card.click();
  await expect(phone.getByRole('heading', { name: `Job ${ride.referenceId}` })).toBeVisible();
  await phone.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(block(board, ride.referenceId, 'Accepted')).toBeVisible();
  await expectNoAxeViolations(phone, 'chauffeur job accepted', { otherWidth: false });
  await phone.screenshot({ path: `${SHOTS}/ride-day-accepted-375.png`, fullPage: true });

  // On the way: the board's block changes, and the chauffeur's dot appears and moves along the path.
  await phone.getByRole('button', { name: 'On the way', exact: true }).click();
  await expect(phone.getByText('Location on')).toBeVisible();
  await expect(block(board, ride.referenceId, 'On the way')).toBeVisible();
  await expect
    .poll(async () => (await board.getByRole('list', { name: /on the road/ }).textContent()) ?? '', { timeout: 30_000 })
    .toMatch(/Marco Rossi, last seen/);
  const first = await dotOf(board);
  for (const point of PATH.slice(1)) {
    await context.setGeolocation(point);
    await phone.waitForTimeout(1_500);
  }
  await expect.poll(() => dotOf(board), { timeout: 30_000 }).not.toBe(first);
  await expectNoAxeViolations(board, 'dispatch board with a chauffeur on the way', { otherWidth: false });
  await board.screenshot({ path: `${SHOTS}/ride-day-board-1280.png`, fullPage: true });
  await phone.screenshot({ path: `${SHOTS}/ride-day-on-the-way-375.png`, fullPage: true });

  // Arrived, Passenger on board, Completed: each on the board without a reload.
  for (const [step, shown] of [
    ['Arrived', 'Arrived'],
    ['Passenger on board', 'Passenger on board'],
    ['Completed', 'Completed'],
  ] as const) {
    await phone.getByRole('button', { name: step, exact: true }).click();
    await expect(block(board, ride.referenceId, shown)).toBeVisible();
  }
  expect(boardLoads, 'the board followed the ride from its event stream, without fetching the day').toEqual([]);
  await expectNoAxeViolations(phone, 'chauffeur job completed', { otherWidth: false });
  await phone.screenshot({ path: `${SHOTS}/ride-day-completed-375.png`, fullPage: true });

  // The traveller heard of each step once: accepted, on the way, arrived, completed (asking for a review).
  await expect
    .poll(
      async () => {
        const mails = (await api(board, `/api/dev/mailbox?to=${encodeURIComponent(email)}&limit=50`)).json
          .results as Json[];
        return mails.map((m) => String(m.subject));
      },
      { timeout: 30_000 },
    )
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/chauffeur Marco Rossi has accepted ride/),
        expect.stringMatching(/^Your chauffeur is on the way/),
        expect.stringMatching(/^Your chauffeur has arrived/),
        expect.stringMatching(/^Thank you for riding/),
      ]),
    );
  const subjects = (
    (await api(board, `/api/dev/mailbox?to=${encodeURIComponent(email)}&limit=50`)).json.results as Json[]
  ).map((m) => String(m.subject));
  for (const pattern of [/has accepted ride/, /is on the way/, /has arrived/, /^Thank you for riding/])
    expect(
      subjects.filter((s) => pattern.test(s)),
      String(pattern),
    ).toHaveLength(1);

  await context.close();
  await board.context().close();
});
