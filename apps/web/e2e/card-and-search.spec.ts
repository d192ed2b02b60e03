import { expect, type Page, test } from '@playwright/test';
import { confirmToPayment, searchChicagoSedans, takeFirstCarAs } from './guest-wizard.ts';
import { CITY, daysFromToday, expectNoAxeViolations, hostUrl } from './support.ts';

/**
 * Issue 17, items 8 and 9, in the browser: an American Express card is taken with its 4-digit
 * code (its brand named as it is typed, its digits grouped as printed, the expiry as MM/YY), and
 * the fleet search lists each car once, at the one price that applies to the trip.
 */
const AMEX = '378282246310005';
const EXPIRY = `08/${String(new Date().getUTCFullYear() + 3).slice(2)}`;

/** A guest's search for a Sedan from downtown Chicago to O'Hare on a day no other journey uses. */
const searchSedans = async (page: Page, day: number, time: string) => {
  await page.goto(hostUrl(CITY, '/systembooking'));
  await searchChicagoSedans(page, { day: daysFromToday(day), time });
};

test.describe('card codes and one price per car (issue 17, items 8 and 9)', () => {
  test('the fleet search lists each car once', async ({ page }) => {
    await searchSedans(page, 70 + Math.floor(Math.random() * 30), '10:30');
    const selects = page.getByRole('button', { name: /^Select / });
    await expect(selects.first()).toBeVisible();
    const names = await selects.allTextContents();
    const labels = await Promise.all((await selects.all()).map((button) => button.getAttribute('aria-label')));
    const cars = labels.map((label, i) => label ?? names[i]);
    expect(cars.length).toBeGreaterThan(0);
    expect(new Set(cars).size, `each car once: ${cars.join(' | ')}`).toBe(cars.length);
  });

  test('a guest pays with American Express and its 4-digit card code', async ({ page }) => {
    test.setTimeout(120_000);
    const last = `Amex${Date.now().toString(36)}`;
    await searchSedans(page, 40 + Math.floor(Math.random() * 60), '14:45');
    await takeFirstCarAs(page, {
      firstName: 'Ada',
      lastName: last,
      email: `ada.${last.toLowerCase()}@example.com`,
      mobile: '3125550142',
    });
    await confirmToPayment(page);
    await page.getByRole('radio', { name: 'Credit Card' }).check();

    const number = page.getByLabel('Card number');
    await number.pressSequentially(AMEX);
    await expect(number).toHaveValue('3782 822463 10005');
    await expect(page.getByText('American Express card', { exact: true })).toBeVisible();
    await expect(page.getByText('4 digits, on the front of the card')).toBeVisible();
    await page.getByLabel('Expiry (MM/YY)').pressSequentially(EXPIRY.replace('/', ''));
    await expect(page.getByLabel('Expiry (MM/YY)')).toHaveValue(EXPIRY);
    await page.getByLabel('Card code').fill('1234');
    await expectNoAxeViolations(page, 'payment: American Express filled');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByText('Thank you for the Payment. Transaction Successful!!')).toBeVisible({
      timeout: 30_000,
    });
  });
});
