import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, expectWelcome, hostUrl, signInAs } from './support.ts';

test.describe('the platform frame', () => {
  test('the platform administrator signs in, lands on the profile route and opens the site list', async ({ page }) => {
    await signInAs(page, 'superadmin');
    await expectWelcome(page, 'Sam');
    await page.goto(hostUrl('localhost', '/admin/site/new'));
    await expect(page.getByRole('heading', { name: 'Manage Site' })).toBeVisible();
    for (const host of ['citylimo.localhost', 'baychauffeurs.localhost', 'lonestarcars.localhost'])
      await expect(page.getByText(host, { exact: true }).first()).toBeVisible();
    // Settings shows only for provider sites (ids above 4); the four reserved sites have none.
    await expect(page.getByText('Reserved', { exact: true })).toHaveCount(4);
    await expect(page.getByRole('link', { name: 'Settings of City Limo' })).toBeVisible();
    await expectNoAxeViolations(page, 'site list');
  });

  test('the site list searches by host and says why it is empty', async ({ page }) => {
    await signInAs(page, 'superadmin');
    await page.goto(hostUrl('localhost', '/admin/site/new'));
    await page.getByLabel('Search by Host').fill('baychauff');
    await expect(page.getByText('baychauffeurs.localhost', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('citylimo.localhost', { exact: true })).toHaveCount(0);
    await page.getByLabel('Search by Host').fill('no-such-host');
    await expect(page.getByText('No site matches "no-such-host"')).toBeVisible();
    await expectNoAxeViolations(page, 'site list: no match');
  });

  test('creating a site with a host already in use shows Duplicate Host Name !!', async ({ page }) => {
    await signInAs(page, 'superadmin');
    await page.goto(hostUrl('localhost', '/admin/site/new'));
    await page.getByRole('button', { name: 'Add Site' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Copycat Cars');
    await dialog.getByRole('textbox', { name: 'Host', exact: true }).fill('citylimo.localhost');
    await dialog.getByRole('textbox', { name: 'Host', exact: true }).blur();
    await expect(dialog.getByText('Duplicate Host Name !!')).toBeVisible();
    await expectNoAxeViolations(page, 'add site: duplicate host');
  });

  test('a provider signs in on its own host and reaches the dashboard', async ({ page }) => {
    await signInAs(page, 'provider');
    await expectWelcome(page, 'Olivia');
    await page.goto(hostUrl('citylimo.localhost', '/admin/site/new'));
    await expect(page.getByText('citylimo.localhost', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('baychauffeurs.localhost', { exact: true })).toHaveCount(0);
  });

  test('on a 375 px phone the back-office header shows the whole site name; the language picker is its mark alone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signInAs(page, 'provider');
    const name = page.getByRole('banner').getByText('City Limo', { exact: true });
    await expect(name).toBeVisible();
    // Not cut off: a one-line clamp hides the rest below the line, so the text must fit both ways.
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight)).toBe(
      true,
    );
    const picker = page.getByRole('button', { name: 'Language: English' });
    await expect(picker).toBeVisible();
    await expect(picker.getByText('EN', { exact: true })).toBeHidden();
    await expectNoAxeViolations(page, 'dashboard at 375 px');
  });

  test('a wrong password is refused with a clear message', async ({ page }) => {
    await page.goto(hostUrl('citylimo.localhost', '/admin/login'));
    await page.getByLabel('Username or email').fill('provider2');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Invalid username or password')).toBeVisible();
    await expectNoAxeViolations(page, 'sign-in: wrong password');
  });

  test('the traveller signs in on the customer portal and lands on the profile route', async ({ page }) => {
    await signInAs(page, 'customer');
    await expectWelcome(page, 'Chris');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, 'traveller profile');
  });

  test('a provider host shows its own title and colours; an unknown host shows the default site', async ({ page }) => {
    await page.goto(hostUrl('citylimo.localhost'));
    await expect(page).toHaveTitle(/City Limo/);
    const header = page.locator('header').first();
    await expect(header).toContainText('City Limo');
    await expect(header).toHaveCSS('background-color', 'rgb(27, 42, 65)'); // #1B2A41

    await page.goto(hostUrl('lonestarcars.localhost'));
    await expect(page.locator('header').first()).toHaveCSS('background-color', 'rgb(140, 28, 19)'); // #8C1C13

    await page.goto(hostUrl('localhost'));
    await expect(page).toHaveTitle(/Online Booking for your rides/);
  });

  test('each footer page opens with its template content', async ({ page }) => {
    const pages: [string, RegExp][] = [
      ['Travellers FAQ', /Frequently asked questions/i],
      ['About Us', /About us/i],
      ['Privacy Policy', /Privacy policy/i],
      ['Terms And Conditions', /Terms and conditions/i],
      ['Contact Us', /Contact us/i],
    ];
    for (const [link, heading] of pages) {
      await page.goto(hostUrl('citylimo.localhost'));
      await page.locator('footer').getByRole('link', { name: link, exact: true }).click();
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      await expectNoAxeViolations(page, `footer page ${link}`);
    }
    // Send Feedback opens the complaint form in a new tab.
    const feedback = page.locator('footer').getByRole('link', { name: /Send Feedback/ });
    await expect(feedback).toHaveAttribute('target', '_blank');
    await expect(feedback).toHaveAttribute('href', /\/usercompliants\/addusercompliant$/);
  });

  test('the logged-in routes send a visitor who is not signed in to the site root', async ({ page }) => {
    await page.goto(hostUrl('citylimo.localhost', '/mybookings/viewbookings'));
    await page.waitForURL(hostUrl('citylimo.localhost', '/'));
  });
});
