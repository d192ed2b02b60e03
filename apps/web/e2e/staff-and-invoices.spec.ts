import { readFileSync } from 'node:fs';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { mailsTo } from './dev-mailbox.ts';
import { attemptMark, expectNoAxeViolations, expectWelcome, hostUrl, signInToBackOffice } from './support.ts';

const CITY = 'citylimo.localhost';
const LIMIT_MESSAGE = 'Your Basic plan allows 3 active users. Disable a user or upgrade your plan to add another.';

const providerPage = async (browser: Browser, width = 1280) => {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  await signInToBackOffice(page, CITY, 'provider');
  await page.waitForURL(/\/admin\/dashboard/);
  return page;
};

const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

test.describe('staff, invoices and customers', () => {
  test.describe.configure({ mode: 'serial' });
  const invited = { first: 'Nadia', last: 'Novak', userName: 'nadia.novak', email: 'nadia.novak@citylimo.example' };
  // A retry of the group invites another Nadia (user names and addresses are unique).
  test.beforeEach(() => {
    const mark = attemptMark();
    invited.userName = `nadia.novak${mark}`;
    invited.email = `nadia.novak${mark}@citylimo.example`;
  });

  test('a provider on Basic adds users until the limit message shows; the invited user sets a password and signs in', async ({
    browser,
    request,
  }) => {
    test.slow();
    const page = await providerPage(browser);
    await page.goto(hostUrl(CITY, '/admin/users'));
    await expect(page.getByRole('heading', { name: 'Manage Users' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'dispatcher', exact: true })).toBeVisible();
    if (attemptMark()) {
      // An earlier run of the group left its Nadia active on the plan's last seat: free it.
      const earlier = page.getByRole('button', { name: `Disable ${invited.first} ${invited.last}` });
      for (let active = await earlier.count(); active > 0; active--) {
        await earlier.first().click();
        await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
        await expect(earlier).toHaveCount(active - 1);
      }
    }
    await expect(page.getByTestId('plan-usage')).toHaveText('2 of 3 active users on the Basic plan');

    // Bad input is refused with the shared messages before anything is sent.
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(dialog.getByText('Please enter the first name')).toBeVisible();
    await expectNoAxeViolations(page, 'add user: messages');
    await textbox(dialog, 'Username').fill('dispatcher');
    await textbox(dialog, 'First name').fill(invited.first);
    await textbox(dialog, 'Last name').fill(invited.last);
    await textbox(dialog, 'E-mail').fill(invited.email);
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(dialog.getByText('This username is already taken. Please choose another one.').first()).toBeVisible();
    await expectNoAxeViolations(page, 'add user: username taken');

    // The third user fills the plan: the limit message shows and Add User is off.
    await textbox(dialog, 'Username').fill(invited.userName);
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(`We have sent an invitation to ${invited.email}.`)).toBeVisible();
    await expect(page.getByTestId('plan-usage')).toHaveText('3 of 3 active users on the Basic plan');
    await expect(page.getByText(LIMIT_MESSAGE)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add User' })).toBeDisabled();
    const row = page.getByRole('row').filter({ hasText: invited.userName });
    await expect(row.getByText('Invitation sent')).toBeVisible();
    await expectNoAxeViolations(page, 'users: limit reached');

    // The invited user opens the mailed link, sets a password and signs in to the back office.
    await expect.poll(async () => (await mailsTo(request, invited.email)).length, { timeout: 15_000 }).toBe(1);
    const [mail] = await mailsTo(request, invited.email);
    expect(mail.text).toContain(invited.userName);
    const link = mail.links.find((l) => l.includes('/admin/resetpassword?token='));
    expect(link).toBeTruthy();
    const newcomer = await (await browser.newContext()).newPage();
    await newcomer.goto(link as string);
    await expect(newcomer.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await textbox(newcomer, 'New password').fill('Lakeshore-Drive-Sunrise-9');
    await textbox(newcomer, 'Confirm the new password').fill('Lakeshore-Drive-Sunrise-9');
    await newcomer.getByRole('button', { name: 'Save the new password' }).click();
    await expect(
      newcomer.getByText('Your password has been changed. Please sign in with the new password.'),
    ).toBeVisible();
    await newcomer.goto(hostUrl(CITY, '/admin/login'));
    await newcomer.getByLabel('Username or email').fill(invited.userName);
    await newcomer.getByRole('textbox', { name: 'Password', exact: true }).fill('Lakeshore-Drive-Sunrise-9');
    await newcomer.getByRole('button', { name: 'Sign in', exact: true }).click();
    await newcomer.waitForURL(/\/admin\/dashboard/);
    await expectWelcome(newcomer, invited.first);

    // Disabling a user frees a seat (after a confirmation); the provider can add again.
    await page.reload();
    await page
      .getByRole('row')
      .filter({ hasText: invited.userName })
      .getByRole('button', { name: `Disable ${invited.first} ${invited.last}` })
      .click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Disable' })).toBeVisible();
    await expectNoAxeViolations(page, 'disable user: confirmation');
    await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
    await expect(page.getByTestId('plan-usage')).toHaveText('2 of 3 active users on the Basic plan');
    await expect(page.getByRole('button', { name: 'Add User' })).toBeEnabled();
    await page
      .getByRole('row')
      .filter({ hasText: invited.userName })
      .getByRole('button', { name: `Enable ${invited.first} ${invited.last}` })
      .click();
    await expect(page.getByTestId('plan-usage')).toHaveText('3 of 3 active users on the Basic plan');
  });

  test('the provider opens its invoices, works out the month so far and downloads a PDF', async ({ browser }) => {
    const page = await providerPage(browser);
    await page.goto(hostUrl(CITY, '/admin/invoice/view'));
    await expect(page.getByRole('heading', { name: 'Invoices' })).toBeVisible();
    await page.getByRole('button', { name: 'This month so far' }).click();
    await expect(page.getByText('The draft for this month is up to date.')).toBeVisible();
    const draft = page.getByRole('row').filter({ hasText: 'Draft' });
    await expect(draft).toHaveCount(1);
    await expect(draft.getByText('Basic')).toBeVisible();
    await expectNoAxeViolations(page, "invoices with this month's draft");
    const number = (await draft.getByRole('cell').first().textContent())?.trim() ?? '';
    expect(number).toMatch(/^RD-\d{6}-00005$/);
    const download = page.waitForEvent('download');
    await draft.getByRole('button', { name: `Download invoice ${number} as PDF` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${number}.pdf`);
    const bytes = readFileSync((await file.path()) as string);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('the dispatcher (standard user) typing the invoices or users address gets the one not-for-your-role page, still signed in', async ({
    browser,
  }) => {
    const page = await (await browser.newContext()).newPage();
    await signInToBackOffice(page, CITY, 'dispatcher');
    await page.waitForURL(/\/admin\/dashboard/);
    for (const path of ['/admin/invoice/view', '/admin/users']) {
      await page.goto(hostUrl(CITY, path));
      await expect(page.getByRole('heading', { name: 'Not available for your role' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'SignOut' }).first()).toBeVisible();
      // One page state whatever the address: scanned once.
      if (path === '/admin/invoice/view') await expectNoAxeViolations(page, 'not available for your role');
    }
  });

  test('the customer list searches the site’s travellers', async ({ browser }) => {
    const page = await providerPage(browser);
    await page.goto(hostUrl(CITY, '/admin/customers'));
    await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible();
    await expect(page.getByText(/^Showing 1–\d+ of \d+$/)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search customers' }).fill('Traveler');
    await expect(page).toHaveURL(/search=Traveler/);
    const row = page.getByRole('row').filter({ hasText: 'Chris Traveler' });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Registered')).toBeVisible();
    await expectNoAxeViolations(page, 'customers: searched');
    await page.getByRole('searchbox', { name: 'Search customers' }).fill('nobody-by-this-name');
    await expect(page.getByText('No customer matches "nobody-by-this-name"')).toBeVisible();
    await expectNoAxeViolations(page, 'customers: no match');
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByText(/^Showing 1–\d+ of \d+$/)).toBeVisible();
  });

  // SCREENSHOTS=1 refreshes docs/screenshots/staff-*.png, invoices-*.png and customers-*.png at 1280 and 375 px.
  test('screenshots of users, invoices and customers', async ({ browser }) => {
    test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to refresh the screenshots');
    test.slow();
    for (const width of [1280, 375]) {
      const page = await providerPage(browser, width);
      const shot = (name: string) => page.screenshot({ path: `docs/screenshots/${name}-${width}.png`, fullPage: true });
      await page.goto(hostUrl(CITY, '/admin/users'));
      await expect(page.getByTestId('plan-usage')).toBeVisible();
      await shot('staff-list');
      if (width === 375) {
        await page.getByRole('button', { name: /^Show the details of Nadia/ }).click();
        await shot('staff-row-expanded');
      }
      await page.getByRole('button', { name: `Edit ${invited.first} ${invited.last}` }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.screenshot({ path: `docs/screenshots/staff-edit-${width}.png` });
      await page.keyboard.press('Escape');
      await page.goto(hostUrl(CITY, '/admin/invoice/view'));
      await expect(page.getByText(/^RD-\d{6}-00005$/).first()).toBeVisible();
      await shot('invoices-list');
      if (width === 375) {
        await page
          .getByRole('button', { name: /^Show invoice RD-/ })
          .first()
          .click();
        await shot('invoices-row-expanded');
      }
      await page.goto(hostUrl(CITY, '/admin/customers'));
      await expect(page.getByText(/^Showing 1–\d+ of \d+$/)).toBeVisible();
      await shot('customers-list');
      await page.getByRole('searchbox', { name: 'Search customers' }).fill('Traveler');
      await expect(page.getByText(/^Showing 1–1 of 1$/)).toBeVisible();
      if (width === 375) await page.getByRole('button', { name: /^Show the details of Chris/ }).click();
      await shot('customers-search');
      await page.context().close();
    }
  });
});
