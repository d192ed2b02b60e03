import { expect, type Page, test } from '@playwright/test';
import { api, bookChicagoRide, first, type Json, tokenOf } from './api-support.ts';
import { daysFromToday, expectNoAxeViolations, hostUrl, signInToBackOffice } from './support.ts';

const CITY = 'citylimo.localhost';
const shots = process.env.SCREENSHOTS === '1';

/** A ride of the demo customer on City Limo, booked and paid by card (the sandbox's Visa 4111). */
const paidCardRide = async (page: Page, day: string, time: string) => {
  await page.goto(hostUrl(CITY, '/'));
  const token = await tokenOf(page, 'customer', 'customer-portal');
  const ride = await bookChicagoRide(page, { day, time, token, paymentType: 'Card' });
  const paid = await api(page, '/api/auth/ChargeAuthorizeNetPayment', {
    method: 'POST',
    token,
    body: {
      bookingId: ride.id,
      card: { cardType: '', cardNumber: '4111111111111111', expirationDate: '2030-12', cardCode: '123' },
    },
  });
  expect(first(paid.json).success, JSON.stringify(paid.json)).toBe(true);
  return ride;
};

const mailsAbout = async (page: Page, reference: string) =>
  ((await api(page, '/api/dev/mailbox?to=customer%40ridedesk.example')).json.results as Json[]).filter((m) =>
    String(m.subject).includes(reference),
  );

test.describe('cancelling a paid ride with its refund', () => {
  test('the provider cancels a card-paid ride, refunds part of it in the same dialog, and the traveller is told the amount and when', async ({
    page,
  }) => {
    // Books, pays, signs in and cancels: several pages and API calls on a shared 2-core machine.
    test.slow();
    const ride = await paidCardRide(page, daysFromToday(40), '08:15');
    const confirmation = (await mailsAbout(page, ride.referenceId)).find(
      (m) => m.template === 'BookingConfirmation_Template',
    );
    expect(String(confirmation?.text)).toContain('(paid by Visa ending 1111)');

    await signInToBackOffice(page, CITY, 'provider');
    await page.waitForURL(/\/admin\/dashboard/);
    await page.goto(hostUrl(CITY, `/admin/booking/booking?reference=${ride.referenceId}`));
    const drawer = page.getByRole('dialog', { name: `Booking ${ride.referenceId}` });
    await expect(drawer).toBeVisible({ timeout: 45_000 });
    await drawer.getByRole('button', { name: 'Mark as Cancelled' }).click();

    const dialog = page.getByRole('dialog', { name: `Cancel booking ${ride.referenceId}?` });
    await expect(dialog.getByText(/^The traveller paid \$\d+\.\d{2}\.$/)).toBeVisible();
    await expect(dialog.getByRole('radio', { name: /^Full refund: \$/ })).toBeChecked();
    await expect(dialog.getByText(/Card refunds reach the traveller within 5-10 business days/)).toBeVisible();
    await expectNoAxeViolations(page, 'cancel dialog: paid ride');
    await dialog.getByRole('radio', { name: 'Refund part of it' }).check();
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(dialog.getByText('Please enter the amount to refund')).toBeVisible();
    await expectNoAxeViolations(page, 'cancel dialog: amount missing');
    await dialog.getByRole('textbox', { name: 'Amount to refund (USD)' }).fill('10');
    if (shots)
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        await dialog.getByRole('button', { name: 'Cancel and refund $10.00' }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: `docs/screenshots/booking-admin-cancel-refund-${width}.png` });
      }
    await dialog.getByRole('button', { name: 'Cancel and refund $10.00' }).click();

    await expect(
      drawer.getByText(
        `${ride.referenceId} is now Cancelled. Refunded $10.00: the traveller sees it within 5-10 business days.`,
      ),
    ).toBeVisible({ timeout: 45_000 });
    await expect(drawer.getByText('Partly refunded', { exact: true }).first()).toBeVisible();
    await expectNoAxeViolations(page, 'booking drawer: cancelled and partly refunded');

    const cancelled = (await mailsAbout(page, ride.referenceId)).find(
      (m) => m.template === 'BookingCancelled_Template',
    );
    expect(String(cancelled?.subject)).toBe(
      `City Limo has cancelled your ride ${ride.referenceId} on ${String(cancelled?.subject).split(' on ')[1]}`,
    );
    expect(String(cancelled?.text)).toContain('We have refunded $10.00 to your card ending 1111.');
    expect(String(cancelled?.text)).toContain('within 5-10 business days');
  });

  test('an unpaid ride is cancelled with no refund offered and reads Not charged', async ({ page }) => {
    test.slow();
    await page.goto(hostUrl(CITY, '/'));
    const ride = await bookChicagoRide(page, { day: daysFromToday(41), time: '08:45' });
    await signInToBackOffice(page, CITY, 'provider');
    await page.waitForURL(/\/admin\/dashboard/);
    await page.goto(hostUrl(CITY, `/admin/booking/booking?reference=${ride.referenceId}`));
    const drawer = page.getByRole('dialog', { name: `Booking ${ride.referenceId}` });
    await drawer.getByRole('button', { name: 'Mark as Cancelled' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel booking ${ride.referenceId}?` });
    await expect(dialog.getByText('Nothing was charged for this booking: it will read Not charged.')).toBeVisible();
    await expect(dialog.getByRole('radio')).toHaveCount(0);
    await expectNoAxeViolations(page, 'cancel dialog: unpaid ride');
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(drawer.getByText('Not charged', { exact: true }).first()).toBeVisible({ timeout: 45_000 });
    await expect(drawer.getByRole('button', { name: 'Refund' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'booking drawer: cancelled, not charged');
  });
});
