import { expect, type Page, test } from '@playwright/test';
import { daysFromToday, expectNoAxeViolations, hostUrl, signInAsTraveller, signInToBackOffice } from './support.ts';

/**
 * axe-core (WCAG 2.1 AA) over every page state a traveller, a guest, a provider, a dispatcher
 * and the platform administrator reach, at 1280 and 375 px: a critical, serious or moderate
 * violation fails the test, naming the rule, the nodes and the page state.
 */

const CITY = 'citylimo.localhost';
const FOOTER_PAGES = ['/faq', '/aboutus', '/privacypolicy', '/termsofservice', '/support'];

/** Waits until the page has its heading and nothing is loading any more. */
const settled = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.mantine-Loader-root:visible, [aria-busy="true"]:visible')).toHaveCount(0, {
    timeout: 20_000,
  });
  // Mantine's transitions (dialogs, notifications, collapses) end before the colours are read.
  await page.waitForTimeout(350);
};

/** SCREENSHOTS=1: the traveller's pages after the colour changes, at the test's width, under docs/screenshots. */
const shot = async (page: Page, name: string) => {
  if (!process.env.SCREENSHOTS) return;
  await page.screenshot({
    path: `docs/screenshots/accessibility-${name}-${page.viewportSize()?.width}.png`,
    fullPage: true,
  });
};

const visit = async (page: Page, path: string, host = CITY) => {
  await page.goto(hostUrl(host, path));
  await settled(page);
  await expectNoAxeViolations(page, path);
};

const chooseAddress = async (page: Page, label: string, typed: string, option: RegExp) => {
  await page.getByRole('combobox', { name: label }).fill(typed);
  await page.getByRole('option', { name: option }).first().click();
};

/** Every wizard step, scanned; a guest types their details, a signed-in traveller keeps theirs. */
const bookThroughTheWizard = async (page: Page, who: string, day: number) => {
  const guest = who === 'guest';
  await visit(page, '/systembooking');
  if (guest) await shot(page, 'wizard-1-search');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('* Please enter all required fields')).toBeVisible();
  await expectNoAxeViolations(page, `${who}: search with messages`);
  await page.getByRole('combobox', { name: 'Pickup location' }).fill('233 S Wacker Dr, Chicago');
  await expect(page.getByRole('option', { name: /Wacker/ }).first()).toBeVisible();
  await expectNoAxeViolations(page, `${who}: address suggestions`);
  await chooseAddress(
    page,
    'Pickup location',
    '233 S Wacker Dr, Chicago, IL 60606',
    /233 S Wacker Dr, Chicago, IL 60606/,
  );
  await chooseAddress(page, 'Drop-off location', "O'Hare International Airport", /O'Hare International Airport/);
  await page.getByLabel('Pickup date').fill(daysFromToday(day));
  await page.getByLabel('Pickup time').selectOption('11:00');
  await page.getByLabel('Passengers').selectOption('2');
  await page.getByRole('radio', { name: 'Sedan', exact: true }).click();
  await page.getByRole('button', { name: 'Search Fleets', exact: true }).click();
  // The search asks for the route and every fleet's price: slow on a busy machine.
  await expect(page.getByText(/vehicles? available/)).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(350);
  await expectNoAxeViolations(page, `${who}: fleets`);
  if (guest) await shot(page, 'wizard-2-fleets');
  if ((page.viewportSize()?.width ?? 0) < 768) {
    await page
      .getByRole('button', { name: /^Details of / })
      .first()
      .click();
    await page.waitForTimeout(350);
    await expectNoAxeViolations(page, `${who}: fleet details opened`);
  }
  await page
    .getByRole('button', { name: /^Select / })
    .first()
    .click();
  await expectNoAxeViolations(page, `${who}: fleet chosen`);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('First name')).toBeVisible();
  await expectNoAxeViolations(page, `${who}: traveller`);
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
  await page.waitForTimeout(350);
  await expectNoAxeViolations(page, `${who}: confirm`);
  if (guest) await shot(page, 'wizard-4-confirm');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page.getByText('Please choose Payment type !!')).toBeVisible();
  await expectNoAxeViolations(page, `${who}: payment with message`);
  await page.getByRole('radio', { name: 'Pay by cash' }).check();
  if (guest) await shot(page, 'wizard-5-payment');
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page.getByText(/Your booking ID is \w+/).first()).toBeVisible({ timeout: 20_000 });
  await settled(page);
  await expectNoAxeViolations(page, `${who}: booked`);
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

const visitEveryMenuItem = async (page: Page, host: string) => {
  for (const path of await menuPaths(page)) await visit(page, path, host);
};

for (const [width, height] of [
  [1280, 860],
  [375, 812],
] as const) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height } });
    // Each test walks many pages and scans each.
    test.describe.configure({ mode: 'parallel', timeout: 900_000 });

    test('When a visitor opens the landing page, the footer pages, sign-in and register, then axe finds nothing', async ({
      page,
    }) => {
      await visit(page, '/');
      await shot(page, 'landing');
      for (const path of FOOTER_PAGES) await visit(page, path);
      await visit(page, '/login');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForTimeout(350);
      await expectNoAxeViolations(page, '/login with messages');
      await visit(page, '/register');
      await visit(page, '/forgotpassword');
      await visit(page, '/usercompliants/addusercompliant');
      await visit(page, '/admin/login');
      await visit(page, '/', 'localhost');
    });

    test('When a guest books through every wizard step, then axe finds nothing', async ({ page }) => {
      await bookThroughTheWizard(page, 'guest', width === 1280 ? 41 : 42);
    });

    test('When the signed-in traveller books and opens their pages, then axe finds nothing', async ({ page }) => {
      await signInAsTraveller(page, CITY, 'customer');
      await page.waitForURL(/\/myaccount\/profile/);
      await settled(page);
      await expectNoAxeViolations(page, '/myaccount/profile');
      await bookThroughTheWizard(page, 'traveller', width === 1280 ? 43 : 44);
      await visit(page, '/mybookings/viewbookings');
      await visit(page, '/mybookings/viewbookings?period=all');
      await shot(page, 'my-bookings');
      const details = page.getByRole('button', { name: /^Details of booking / }).first();
      if (await details.isVisible()) {
        await details.click();
        await page.waitForTimeout(350);
        await expectNoAxeViolations(page, 'My Bookings: details opened');
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

    test('When the provider opens every back-office menu item and the add-fleet dialog, then axe finds nothing', async ({
      page,
    }) => {
      await signInToBackOffice(page, CITY, 'provider');
      await page.waitForURL(/\/admin\/dashboard/);
      await settled(page);
      await expectNoAxeViolations(page, '/admin/dashboard');
      await visitEveryMenuItem(page, CITY);
      await visit(page, '/admin/fleet');
      await page.getByRole('button', { name: 'Add New' }).click();
      await expect(page.getByRole('dialog', { name: 'Add Fleet' })).toBeVisible();
      await page.waitForTimeout(350);
      await expectNoAxeViolations(page, 'add-fleet dialog');
      await visit(page, '/admin/systembooking');
    });

    test('When the dispatcher opens every back-office menu item, then axe finds nothing', async ({ page }) => {
      await signInToBackOffice(page, CITY, 'dispatcher');
      await page.waitForURL(/\/admin\/(dashboard|myaccount)/);
      await settled(page);
      await visitEveryMenuItem(page, CITY);
    });

    test('When the platform administrator opens every back-office menu item, then axe finds nothing', async ({
      page,
    }) => {
      await signInToBackOffice(page, 'localhost', 'superadmin', 'Platform administrator');
      await page.waitForURL(/\/admin\/myaccount\/profile/);
      await settled(page);
      await visitEveryMenuItem(page, 'localhost');
    });
  });
}
