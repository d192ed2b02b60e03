/**
 * The traveller's tracking link (issue 22): a guest books, opens the link from the confirmation
 * mail on a phone, and follows the ride without a reload while City Limo's dispatcher assigns it
 * and the chauffeur accepts and sets off on the chauffeur's app in a second browser context whose
 * geolocation moves along a path: the chauffeur appears, the car's marker and the ETA move, and
 * after Completed the position is gone. A wrong link shows the ended page with the company's
 * contact.
 */
import { expect, test } from '@playwright/test';
import { api, bookChicagoRide, type Json, openStaffPage, tokenOf } from './api-support.ts';
import { chauffeurOnPhone, shootBothWidths } from './chauffeur-app.ts';
import { trackLinkFor } from './dev-mailbox.ts';
import { attemptMark, CITY, daysFromToday, expectNoAxeViolations, hostUrl, PHONE } from './support.ts';

/** Where the chauffeur drives: from Lincoln Park down to two blocks north of the pickup on Wacker Drive. */
const PATH = [
  { latitude: 41.93, longitude: -87.63 },
  { latitude: 41.9052, longitude: -87.6318 },
  { latitude: 41.8826, longitude: -87.6372 },
];

test('a traveller follows the ride live from the tracking link on a phone, from booked to Completed', async ({
  browser,
}) => {
  test.slow();
  const staff = await openStaffPage(browser);
  // A retry or a repeated copy books two hours later, so the chauffeur's rides never overlap.
  const mark = Number(attemptMark() || 0);
  const hour = 8 + 2 * ((Math.floor(mark / 100) * 3 + (mark % 100)) % 6);
  const ride = await bookChicagoRide(staff, {
    day: daysFromToday(2),
    time: `${String(hour).padStart(2, '0')}:00`,
    guestLastName: 'Tracker',
  });
  const link = await trackLinkFor(staff.request, 'gale.guest@example.com', ride.referenceId);
  expect(link).toMatch(/\/track\/[A-Za-z0-9_-]{43}$/);

  // The traveller is in Madrid: the page still tells the ride's times on Chicago's clock.
  const traveller = await (await browser.newContext({ viewport: PHONE, timezoneId: 'Europe/Madrid' })).newPage();
  await traveller.goto(link);
  await expect(traveller.getByRole('heading', { level: 1, name: `Your ride ${ride.referenceId}` })).toBeVisible();
  const status = traveller.getByTestId('track-status');
  await expect(status).toHaveAttribute('aria-live', 'polite');
  await expect(
    traveller.getByText(
      /^Your chauffeur sets off in time to pick you up at \d{1,2}:00 [AP]M\. The car appears on the map/,
    ),
  ).toBeVisible();
  await expect(traveller.getByText('Your chauffeur is named here once the company assigns one.')).toBeVisible();
  await expect(traveller.getByRole('img', { name: /^Map: the pickup at 233 S Wacker Dr/ })).toBeVisible();
  await expect(traveller.getByTestId('track-car')).toHaveCount(0);
  await expect(traveller.getByTestId('track-ride')).toContainText('local time at pickup, UTC-06:00');
  await expect(traveller.getByTestId('track-stream')).toHaveText('Live');
  // Marks this document: if the page reloaded, the mark would be gone.
  await traveller.evaluate(() => {
    (window as { trackingMark?: number }).trackingMark = 1;
  });
  await expectNoAxeViolations(traveller, 'tracking: booked');
  await shootBothWidths(traveller, 'tracking-booked');

  // The dispatcher offers the ride to the demo chauffeur, Marco, who accepts it on his phone:
  // his name reaches the traveller's page live.
  const chauffeur = await chauffeurOnPhone(browser, { permissions: ['geolocation'], geolocation: PATH[0] });
  const providerToken = await tokenOf(staff, 'provider', 'admin-portal');
  const assigned = await api(staff, '/api/dispatch/assign', {
    method: 'POST',
    token: providerToken,
    body: { siteId: 5, bookingId: ride.id, chauffeurId: chauffeur.userId },
  });
  expect(assigned.status, JSON.stringify(assigned.json)).toBe(200);
  const driver = chauffeur.page;
  await driver.getByRole('button', { name: 'Refresh' }).click();
  await driver.getByRole('link').filter({ hasText: ride.referenceId }).click();
  await expect(driver.getByRole('heading', { name: `Job ${ride.referenceId}` })).toBeVisible();
  await expect(status).toHaveText('Your chauffeur is assigned');
  await driver.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(traveller.getByTestId('track-chauffeur')).toContainText('Marco');
  await expect(traveller.getByTestId('track-timeline')).toContainText('Chauffeur confirmed the ride');

  // On the way from Lincoln Park: the phone's first reading puts the car, its distance and an ETA on the page.
  const step = async (name: string) => {
    const button = driver.getByRole('button', { name, exact: true });
    await button.click();
    await expect(button).toHaveCount(0);
  };
  await step('On the way');
  await expect(status).toHaveText('Your chauffeur is on the way');
  const eta = traveller.getByTestId('track-eta');
  await expect(eta).toHaveText(/^Arriving in about \d+ min$/);
  const car = traveller.getByTestId('track-car');
  await expect(car).toHaveCount(1);
  const etaNow = async () => Number((await eta.textContent())?.match(/\d+/)?.[0]);
  const firstEta = await etaNow();
  const firstPlace = await car.getAttribute('transform');
  await expect(
    traveller.getByRole('img', {
      name: /^Map: the car is 5\.\d km from the pickup at 233 S Wacker Dr.*Arriving in about \d+ min\.$/,
    }),
  ).toBeVisible();
  await expectNoAxeViolations(traveller, 'tracking: on the way');
  await shootBothWidths(traveller, 'tracking-on-the-way');

  // The phone moves down the path (each move is past 50 m, so it is sent at once): the marker
  // moves and the ETA drops, in the same document.
  await chauffeur.page.context().setGeolocation(PATH[1]);
  await expect.poll(etaNow, { timeout: 20_000 }).toBeLessThan(firstEta);
  await expect(car).not.toHaveAttribute('transform', firstPlace ?? '');
  const secondEta = await etaNow();
  await chauffeur.page.context().setGeolocation(PATH[2]);
  await expect.poll(etaNow, { timeout: 20_000 }).toBeLessThan(secondEta);
  await expect(traveller.getByTestId('track-distance')).toHaveText(/^\d+ m from the pickup$/);
  expect(await traveller.evaluate(() => (window as { trackingMark?: number }).trackingMark)).toBe(1);

  // Arrived, on board, completed: the status follows, and after Completed there is no position.
  await step('Arrived');
  await expect(status).toHaveText('Your chauffeur has arrived at the pickup');
  await expect(eta).toHaveCount(0);
  await step('Passenger on board');
  await expect(status).toHaveText('Passenger on board');
  await step('Completed');
  await expect(status).toHaveText('Ride completed');
  await expect(car).toHaveCount(0);
  await expect(traveller.getByRole('img', { name: /^Map/ })).toHaveCount(0);
  await expect(traveller.getByText(/Position at/)).toHaveCount(0);
  await expect(traveller.getByTestId('track-timeline')).toContainText('Ride completed');
  expect(await traveller.evaluate(() => (window as { trackingMark?: number }).trackingMark)).toBe(1);
  // The API agrees: the state has no position once the ride is over.
  const token = link.split('/track/')[1] ?? '';
  const state = await api(traveller, `/api/track/${token}`);
  expect((state.json.results as Json[])[0]).toMatchObject({ status: 'completed', position: null, etaMinutes: null });
  await expectNoAxeViolations(traveller, 'tracking: completed');
  await shootBothWidths(traveller, 'tracking-completed');

  // A link that opens nothing: the ended page, with City Limo's contact and the way home.
  await traveller.goto(hostUrl(CITY, `/track/${'x'.repeat(43)}`));
  await expect(
    traveller.getByRole('heading', { level: 1, name: 'This tracking link has ended or is not valid' }),
  ).toBeVisible();
  await expect(traveller.getByRole('heading', { name: 'Questions about your ride?' })).toBeVisible();
  await expect(traveller.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  await expectNoAxeViolations(traveller, 'tracking: ended link');
  await shootBothWidths(traveller, 'tracking-ended');
  // The right link on another provider's host opens nothing either.
  await traveller.goto(hostUrl('baychauffeurs.localhost', `/track/${token}`));
  await expect(
    traveller.getByRole('heading', { level: 1, name: 'This tracking link has ended or is not valid' }),
  ).toBeVisible();

  await traveller.context().close();
  await chauffeur.page.context().close();
  await staff.context().close();
});
