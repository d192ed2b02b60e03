import { expect, type Page, test } from '@playwright/test';
import { enterChicagoToOHare } from './guest-wizard.ts';
import {
  DESKTOP,
  daysFromToday,
  expectNoAxeViolations,
  hostUrl,
  PHONE,
  settle,
  signInAsTraveller,
  signInToBackOffice,
} from './support.ts';

/**
 * axe-core (WCAG 2.1 AA) over every page state a traveller, a guest, a provider, a dispatcher
 * and the platform administrator reach, at 1280 and 375 px: a critical, serious or moderate
 * violation fails the test, naming the rule, the nodes and the page state.
 */

const CITY = 'citylimo.localhost';

/** Every page state is scanned at 1280 px, where the journeys walk, and at 375 px. */
const scan = (page: Page, label: string) => expectNoAxeViolations(page, label);
const FOOTER_PAGES = ['/faq', '/aboutus', '/privacypolicy', '/termsofservice', '/support'];

/** Waits until the page has its heading and nothing is loading any more. */
const settled = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.mantine-Loader-root:visible, [aria-busy="true"]:visible')).toHaveCount(0, {
    timeout: 20_000,
  });
};

/** SCREENSHOTS=1: the traveller's pages after the colour changes, at 1280 and 375 px, under docs/screenshots. */
const shot = async (page: Page, name: string) => {
  if (!process.env.SCREENSHOTS) return;
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await settle(page);
    await page.screenshot({ path: `docs/screenshots/accessibility-${name}-${size.width}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
  await settle(page);
};

/**
 * Opens a page and scans it at both widths. The next page opens at the width this one was left
 * at, so a walk of pages alternates between 1280 and 375 px instead of resizing back each time.
 */
const visit = async (page: Page, path: string, host = CITY) => {
  await page.goto(hostUrl(host, path));
  await settled(page);
  await expectNoAxeViolations(page, path, { giveBack: false });
};

/** Every wizard step, scanned; a guest types their details, a signed-in traveller keeps theirs. */
const bookThroughTheWizard = async (page: Page, who: string, day: number) => {
  const guest = who === 'guest';
  await page.setViewportSize(DESKTOP);
  await page.goto(hostUrl(CITY, '/systembooking'));
  await settled(page);
  await scan(page, '/systembooking');
  if (guest) await shot(page, 'wizard-1-search');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('* Please enter all required fields')).toBeVisible();
  await scan(page, `${who}: search with messages`);
  await page.getByRole('combobox', { name: 'Pickup location' }).fill('233 S Wacker Dr, Chicago');
  await expect(page.getByRole('option', { name: /Wacker/ }).first()).toBeVisible();
  await scan(page, `${who}: address suggestions`);
  await enterChicagoToOHare(page);
  await page.getByLabel('Pickup date').fill(daysFromToday(day));
  await page.getByLabel('Pickup time').selectOption('11:00');
  await page.getByLabel('Passengers').selectOption('2');
  await page.getByRole('radio', { name: 'Sedan', exact: true }).click();
  await page.getByRole('button', { name: 'Search Fleets', exact: true }).click();
  // The search asks for the route and every fleet's price: slow on a busy machine.
  await expect(page.getByText(/vehicles? available/)).toBeVisible({ timeout: 30_000 });
  await scan(page, `${who}: fleets`);
  if (guest) await shot(page, 'wizard-2-fleets');
  // A phone shows each fleet as a row that opens: that state exists at 375 px only.
  await page.setViewportSize(PHONE);
  const details = page.getByRole('button', { name: /^Details of / }).first();
  await details.click();
  await expect(details).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page, `${who}: fleet details opened`, { otherWidth: false });
  await details.click();
  await page.setViewportSize(DESKTOP);
  await page
    .getByRole('button', { name: /^Select / })
    .first()
    .click();
  await scan(page, `${who}: fleet chosen`);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('First name')).toBeVisible();
  await scan(page, `${who}: traveller`);
  if (guest) {
    await shot(page, 'wizard-3-traveller');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Email').fill(`grace.${Date.now()}@example.com`);
    await page.getByLabel('Mobile number').fill('3125550199');
    await page.getByLabel('Mobile number').blur();
  }
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Promo Code').fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Applied !!')).toBeVisible();
  await page.locator('label').filter({ hasText: /^15%/ }).click();
  await scan(page, `${who}: confirm`);
  if (guest) await shot(page, 'wizard-4-confirm');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page.getByText('Please choose Payment type !!')).toBeVisible();
  await scan(page, `${who}: payment with message`);
  await page.getByRole('radio', { name: 'Pay by cash' }).check();
  if (guest) await shot(page, 'wizard-5-payment');
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page.getByText(/Your booking ID is \w+/).first()).toBeVisible({ timeout: 20_000 });
  await settled(page);
  await scan(page, `${who}: booked`);
  if (guest) await shot(page, 'wizard-6-booked');
};

/** The back office's menu links for the signed-in role, read from the side menu at full width. */
const menuPaths = async (page: Page) => {
  const width = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 860 });
  const nav = page.getByRole('navigation').filter({ has: page.getByRole('link', { name: 'Dashboard' }) });
  await expect(nav.getByRole('link').first()).toBeVisible();
  // Opens every group (Manage Booking, Reviews, Setup, Master Data) so that its links are there.
  const closed = nav.locator('button[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  if (width) await page.setViewportSize(width);
  return [...new Set(hrefs.filter((href) => href.startsWith('/admin')))];
};

/** Visits the menu's pages, or one half of them ('first', 'second') so that two workers share a long menu. */
const visitEveryMenuItem = async (page: Page, host: string, half?: 'first' | 'second') => {
  const paths = await menuPaths(page);
  const middle = Math.ceil(paths.length / 2);
  const chosen = half === 'first' ? paths.slice(0, middle) : half === 'second' ? paths.slice(middle) : paths;
  for (const path of chosen) await visit(page, path, host);
};

test.describe('accessibility at 1280 and 375 px', () => {
  test.use({ viewport: DESKTOP });
  // The longest walks open some twenty pages, each scanned at two widths: about a minute and a half
  // on a busy 2-core machine.
  test.describe.configure({ mode: 'parallel', timeout: 180_000 });

  test('When a visitor opens the landing page, the footer pages, sign-in and register, then axe finds nothing', async ({
    page,
  }) => {
    await visit(page, '/');
    await shot(page, 'landing');
    for (const path of FOOTER_PAGES) await visit(page, path);
    await visit(page, '/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await scan(page, '/login with messages');
    await visit(page, '/register');
    await visit(page, '/forgotpassword');
    await visit(page, '/usercompliants/addusercompliant');
    await visit(page, '/admin/login');
    await visit(page, '/', 'localhost');
  });

  test('When a guest books through every wizard step, then axe finds nothing', async ({ page }) => {
    await bookThroughTheWizard(page, 'guest', 41);
  });

  test('When the signed-in traveller books and opens their pages, then axe finds nothing', async ({ page }) => {
    await signInAsTraveller(page, CITY, 'customer');
    await page.waitForURL(/\/myaccount\/profile/);
    await settled(page);
    await scan(page, '/myaccount/profile');
    await bookThroughTheWizard(page, 'traveller', 43);
    await visit(page, '/mybookings/viewbookings');
    await visit(page, '/mybookings/viewbookings?period=all');
    await shot(page, 'my-bookings');
    await page.setViewportSize(DESKTOP);
    const details = page.getByRole('button', { name: /^Details of booking / }).first();
    if (await details.isVisible()) {
      await details.click();
      await expect(page.getByRole('dialog', { name: /^Details of booking / })).toBeVisible();
      await scan(page, 'My Bookings: details opened');
    }
    for (const path of [
      '/myaccount/changepassword',
      '/myaccount/changeuseremail',
      '/mynotifications',
      '/reviews/providersreviews',
      '/reviews/travellersreviews',
      '/usercompliants',
    ])
      await visit(page, path);
  });

  test('When the provider opens the first half of the back-office menu, then axe finds nothing', async ({ page }) => {
    await signInToBackOffice(page, CITY, 'provider');
    await page.waitForURL(/\/admin\/dashboard/);
    await visitEveryMenuItem(page, CITY, 'first');
  });

  test('When the provider opens the second half of the back-office menu and the add-fleet dialog, then axe finds nothing', async ({
    page,
  }) => {
    await signInToBackOffice(page, CITY, 'provider');
    await page.waitForURL(/\/admin\/dashboard/);
    await visitEveryMenuItem(page, CITY, 'second');
    // The menu walk scans the fleet list; the dialog is a state of its own.
    await page.setViewportSize(DESKTOP);
    await page.goto(hostUrl(CITY, '/admin/fleet'));
    await settled(page);
    await page.getByRole('button', { name: 'Add New' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Fleet' })).toBeVisible();
    await scan(page, 'add-fleet dialog');
    await visit(page, '/admin/systembooking');
  });

  test('When the dispatcher opens every back-office menu item, then axe finds nothing', async ({ page }) => {
    await signInToBackOffice(page, CITY, 'dispatcher');
    await page.waitForURL(/\/admin\/(dashboard|myaccount)/);
    await visitEveryMenuItem(page, CITY);
  });

  test('When the platform administrator opens every back-office menu item, then axe finds nothing', async ({
    page,
  }) => {
    await signInToBackOffice(page, 'localhost', 'superadmin', 'Platform administrator');
    await page.waitForURL(/\/admin\/myaccount\/profile/);
    await visitEveryMenuItem(page, 'localhost');
  });
});
