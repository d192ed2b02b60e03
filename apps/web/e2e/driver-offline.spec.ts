/**
 * The chauffeur's app offline (issue 21, decision 0029): a status change made without network is
 * kept on the phone, the screen says so, and once the network is back it reaches the server
 * exactly once. The provider's side is read through the API of a second browser context.
 */
import { expect, type Page, test } from '@playwright/test';
import { api, bookChicagoRide, type Json, openStaffPage, tokenOf } from './api-support.ts';
import { openChauffeurApp, sessionUserId, shootBothWidths, signInChauffeur } from './chauffeur-app.ts';
import { attemptMark, CITY, daysFromToday, expectNoAxeViolations, hostUrl } from './support.ts';

const QUEUED = 'Saved on this phone, will be sent when you are back online';

/** A ride tomorrow offered to the demo chauffeur by City Limo's dispatcher (the provider account). */
const offerRideToChauffeur = async (staffPage: Page, chauffeurId: number) => {
  // A retry of the journey books another hour, so the chauffeur's rides never overlap.
  const hour = 8 + (Number(attemptMark() || 0) % 13);
  const ride = await bookChicagoRide(staffPage, {
    day: daysFromToday(1),
    time: `${String(hour).padStart(2, '0')}:00`,
    guestLastName: 'Offline',
  });
  const token = await tokenOf(staffPage, 'provider', 'admin-portal');
  const assigned = await api(staffPage, '/api/dispatch/assign', {
    method: 'POST',
    token,
    body: { siteId: 5, bookingId: ride.id, chauffeurId },
  });
  expect(assigned.status, JSON.stringify(assigned.json)).toBe(200);
  return { ...ride, token };
};

/** The ride's status history as the dispatch board reads it. */
const historyOf = async (staffPage: Page, token: string, bookingId: number) => {
  const answer = await api(staffPage, `/api/dispatch/rides/${bookingId}/history?siteId=5`, { token });
  expect(answer.status).toBe(200);
  return answer.json.results as Json[];
};

test('A status change made offline on the chauffeur app reaches the server once when the phone is back online', async ({
  browser,
}) => {
  const { context, page } = await openChauffeurApp(browser);
  await expect(page.getByRole('heading', { name: 'Chauffeur sign-in' })).toBeVisible();
  await expectNoAxeViolations(page, 'driver sign-in');
  await signInChauffeur(page);
  await expect(page.getByRole('heading', { name: 'Your jobs' })).toBeVisible();
  // Nothing of the back office: no menu, no dashboard link.
  await expect(page.getByRole('navigation')).toHaveCount(0);

  const chauffeurId = await sessionUserId(page);
  const staffPage = await openStaffPage(browser);
  const ride = await offerRideToChauffeur(staffPage, chauffeurId);

  await page.getByRole('button', { name: 'Refresh' }).click();
  const card = page.getByRole('link').filter({ hasText: ride.referenceId });
  await expect(card).toBeVisible();
  await expectNoAxeViolations(page, 'driver jobs');
  await shootBothWidths(page, 'driver-jobs');

  await card.click();
  await expect(page.getByRole('heading', { name: `Job ${ride.referenceId}` })).toBeVisible();
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  const onTheWay = page.getByRole('button', { name: 'On the way', exact: true });
  await expect(onTheWay).toBeVisible();
  await expect(page.getByText('Accepted', { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'driver job accepted');
  await shootBothWidths(page, 'driver-job');

  await context.setOffline(true);
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();
  await onTheWay.click();
  await expect(page.getByRole('status').filter({ hasText: QUEUED })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Arrived', exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'driver change queued offline', { otherWidth: false });
  await page.screenshot({ path: 'docs/screenshots/driver-job-queued-375.png', fullPage: true });
  // The server has not heard of it yet.
  expect((await historyOf(staffPage, ride.token, ride.id)).filter((e) => e.status === 'en route')).toHaveLength(0);

  await context.setOffline(false);
  await expect(page.getByText(QUEUED)).toHaveCount(0);
  await expect
    .poll(async () => (await historyOf(staffPage, ride.token, ride.id)).filter((e) => e.status === 'en route').length)
    .toBe(1);

  // A reload (the app starts again and flushes its queue) sends nothing twice.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Arrived', exact: true })).toBeVisible();
  await page.waitForTimeout(1_500);
  const history = await historyOf(staffPage, ride.token, ride.id);
  expect(history.filter((e) => e.status === 'en route')).toHaveLength(1);
  expect(history.filter((e) => e.status === 'accepted')).toHaveLength(1);

  // The service worker keeps the app and its last answers: the jobs open again without network.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.goto(hostUrl(CITY, '/driver'));
  await expect(card).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('You are offline: these are the jobs saved on this phone.')).toBeVisible();
  await expect(card).toBeVisible();
  await context.setOffline(false);
  await context.close();
  await staffPage.context().close();
});
