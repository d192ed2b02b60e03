import { expect, type Page, test } from '@playwright/test';
import { fillOwner, takeSiteAddress } from './company-registration.ts';
import { verificationCodeFor } from './dev-mailbox.ts';
import { confirmedTotal, payCashAndBook, searchChicagoSedans, takeFirstCarAs } from './guest-wizard.ts';
import { daysFromToday, expectNoAxeViolations, hostUrl, PORT, settle } from './support.ts';

/**
 * Issue 17, "A new provider's first booking within minutes": a company registers with the address
 * it chooses, verifies its e-mail, takes the trial, goes through the first-run guide (area, vehicles
 * with starter prices, payment, contact) and a guest books a ride on the company's own host. The
 * time from the e-mail verification to the booking's success page is recorded and must stay
 * under 5 minutes.
 */
const LIMIT_MS = 5 * 60_000;
const shots = process.env.SCREENSHOTS === '1';
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Time the journey spends checking (axe scans, screenshots): not the administrator's time. */
let checking = 0;

/** Every guide step is held to WCAG 2.1 AA at 1280 and 375 px, and photographed at both when asked. */
const checkStep = async (page: Page, name: string) => {
  const from = Date.now();
  // Scanned at 1280 px, then at 375 px, where the page is left for the checks below.
  await expectNoAxeViolations(page, `first-run ${name}`, { giveBack: false });
  // Nothing is wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  if (shots) await page.screenshot({ path: `docs/screenshots/first-run-${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  if (shots) {
    await settle(page);
    await page.screenshot({ path: `docs/screenshots/first-run-${name}-1280.png`, fullPage: true });
  }
  checking += Date.now() - from;
};

const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();

test.describe("a new provider's first booking within minutes", () => {
  test('a company registers, verifies, takes the trial, goes through the guide and a guest books on its own host in under 5 minutes', async ({
    page,
    request,
  }) => {
    // About 35 s; the 5-minute limit below is the product's, measured without the scans.
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const userName = unique('firstrun');
    const email = `${userName}@acme.example`;
    const label = unique('first-run-');
    const host = `${label}.localhost`;

    // Registration with the site address the company chooses.
    await page.goto(hostUrl('localhost', '/admin/login'));
    await page.getByRole('link', { name: 'Register your company' }).click();
    await textbox(page, 'Company name').fill('Lakeshore Limousines');
    await textbox(page, 'Company name').blur();
    await takeSiteAddress(page, label);
    await fillOwner(page, { firstName: 'Lena', lastName: 'Shore', email });
    await textbox(page, 'Username').fill(userName);
    await textbox(page, 'Password').fill('Lakeshore-Limousines-2026');
    await textbox(page, 'Confirm password').fill('Lakeshore-Limousines-2026');
    await page.getByRole('radio', { name: /Decide after signing in/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    // The code from the dev mailbox.
    await expect(page.getByText(`We have sent a 6-digit code to ${email}`)).toBeVisible();
    await textbox(page, 'Verification code').fill(await verificationCodeFor(request, email));
    checking = 0;
    const started = Date.now();
    await page.getByRole('button', { name: 'Verify and create the account' }).click();

    // The trial, then the guide.
    await page.waitForURL(/\/admin\/subscription\/choose-plan/);
    await page.getByRole('radio', { name: /One Month Trial/ }).check();
    await page.getByRole('button', { name: 'PROCEED' }).click();
    await page.waitForURL(/\/admin\/getting-started/);
    await expect(page.getByRole('heading', { name: 'Getting started', level: 1 })).toBeVisible();

    // 1. The area: Illinois and O'Hare.
    await expect(page.getByRole('heading', { name: 'Where do you drive?' })).toBeVisible();
    await page.getByRole('textbox', { name: 'States you serve' }).fill('Illin');
    await page.getByRole('option', { name: 'Illinois (IL)' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('checkbox', { name: "Chicago O'Hare International Airport (ORD)" }).check();
    await checkStep(page, '1-area');
    await saveAndContinue(page);

    // 2. The vehicles: a sedan with its starter prices, shown and editable before saving.
    await expect(page.getByRole('heading', { name: 'Which vehicles do you run?' })).toBeVisible();
    await page.getByRole('checkbox', { name: /^Sedan/ }).check();
    const sedan = page.getByRole('region', { name: 'Sedan' });
    await expect(sedan.getByRole('img', { name: 'Catalogue picture of the Sedan' })).toBeVisible();
    await expect(sedan.getByRole('textbox', { name: 'Point to Point: Per mile ($)' })).toHaveValue('3.5');
    await sedan.getByRole('textbox', { name: 'Point to Point: Base fare ($)' }).fill('18');
    await sedan.getByRole('textbox', { name: /^VIN/ }).fill('5LMJJ3LT1LEL00042');
    await sedan.getByRole('textbox', { name: /^Make/ }).fill('Lincoln');
    await sedan.getByRole('textbox', { name: /^Model/ }).fill('Continental');
    await checkStep(page, '2-vehicles');
    await saveAndContinue(page);

    // 3. Payment: cash and card (the sandbox card gateway).
    await expect(page.getByRole('heading', { name: 'How do travellers pay?' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Cash to the chauffeur' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Credit card' })).toBeChecked();
    await checkStep(page, '3-payment');
    await saveAndContinue(page);

    // 4. The contact details shown on the site.
    await expect(page.getByRole('heading', { name: 'How do travellers reach you?' })).toBeVisible();
    await expect(textbox(page, 'E-mail')).toHaveValue(email);
    await textbox(page, 'Phone').fill('3125550142');
    await textbox(page, 'Address').fill('400 N Lake Shore Dr, Chicago, IL 60611');
    await checkStep(page, '4-contact');
    await saveAndContinue(page);

    // The end: the site is live and offers a test booking on the company's own host.
    await expect(page.getByRole('heading', { name: 'Your booking site is live' })).toBeVisible({ timeout: 20_000 });
    const testBooking = page.getByRole('link', { name: 'Make a test booking' });
    await expect(testBooking).toHaveAttribute('href', `http://${host}:${PORT}/systembooking`);
    await checkStep(page, '5-live');
    const [site] = await Promise.all([page.context().waitForEvent('page'), testBooking.click()]);
    await site.setViewportSize({ width: 1280, height: 900 });
    await site.waitForLoadState();
    await expect(site).toHaveURL(`http://${host}:${PORT}/systembooking`);

    // A guest books a ride on the company's own host and pays by cash.
    await searchChicagoSedans(site, { day: daysFromToday(3), time: '10:00' });
    await takeFirstCarAs(site, {
      firstName: 'Grace',
      lastName: 'Guest',
      email: `grace.${Date.now()}@example.com`,
      mobile: '3125550199',
    });
    await confirmedTotal(site);
    await payCashAndBook(site);
    const total = Date.now() - started;
    const took = total - checking;
    await expect(site.getByTestId('booked-ride')).toContainText('Sedan');

    test.info().annotations.push({
      type: 'first-booking-time',
      description: `${(took / 1000).toFixed(1)} s from e-mail verification to the booking's success page (${(total / 1000).toFixed(1)} s with the journey's ${(checking / 1000).toFixed(1)} s of accessibility scans and screenshots)`,
    });
    expect(took, 'from e-mail verification to the success page').toBeLessThan(LIMIT_MS);

    // The site shows the company's contact details.
    await site.goto(`http://${host}:${PORT}/`);
    await expect(site.getByText('400 N Lake Shore Dr, Chicago, IL 60611')).toBeVisible();
  });
});
