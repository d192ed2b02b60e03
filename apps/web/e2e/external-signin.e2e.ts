import { expect, type Page, test } from '@playwright/test';
import { expectWelcome, hostUrl } from './support.ts';

/**
 * External sign-in through a real OpenID Connect provider running on this machine (see
 * external-signin.config.ts, which starts it and gives the server its settings). Its
 * development login page accepts any login; a login with an @ is the account's address.
 */

const CITY = 'citylimo.localhost';
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Plays the person at the identity provider: signs in as `login` and consents, until the browser is back. */
const throughProvider = async (page: Page, login: string, appHost: string) => {
  const isCallback = (url: URL) => url.hostname === appHost && /google(register)?redirect/.test(url.pathname);
  await page.waitForURL((url) => url.hostname !== appHost || isCallback(url));
  for (let step = 0; step < 5 && !isCallback(new URL(page.url())); step++) {
    const here = page.url();
    // The login page and the consent page each have one submit button.
    const submit = page.locator('button[type="submit"]').first();
    await Promise.race([submit.waitFor(), page.waitForURL(isCallback)]);
    if (isCallback(new URL(page.url()))) break;
    const loginField = page.locator('input[name="login"]');
    if (await loginField.count()) {
      await loginField.fill(login);
      await page.locator('input[name="password"]').fill('any');
    }
    await submit.click();
    await page.waitForURL((url) => url.href !== here);
  }
  await page.waitForURL(isCallback);
};

test.describe('external sign-in', () => {
  test('a new traveller signs in with Google, is not registered, continues and registers', async ({ page }) => {
    test.slow();
    const email = `nora.newcomer@${stamp()}.example`;
    await page.goto(hostUrl(CITY, '/login'));
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await throughProvider(page, email, CITY);

    // Not registered: Cancel goes back to the sign-in page.
    await expect(page.getByRole('heading', { name: 'You are not registered yet' })).toBeVisible();
    await expect(page.getByText(`The account ${email} is not registered with us.`)).toBeVisible();
    await expect(page.getByText('Do you want to proceed with registration?')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/login$/);

    // Again, and Continue: the external registration carries the names and the confirmed address.
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await throughProvider(page, email, CITY);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/externalregister\?/);
    await expect(textbox(page, 'First name')).toHaveValue('Nora');
    await expect(textbox(page, 'Last name')).toHaveValue('Newcomer');
    await expect(textbox(page, 'E-mail')).toHaveValue(email);
    await textbox(page, 'Phone').fill('3125550123');
    await textbox(page, 'Username').fill(`nora${stamp()}`);
    await page.getByRole('button', { name: 'Create the account' }).click();

    // Signed in on the profile; a Google account has no password to change.
    await page.waitForURL(/\/myaccount\/profile/);
    await expectWelcome(page, 'Nora');
    await expect(textbox(page, 'Phone')).toHaveValue('312-555-0123');
    await expect(page.getByRole('button', { name: 'Change password' })).toBeDisabled();
    await expect(page.getByText('Accounts signed in with Google cannot change their password.')).toBeVisible();

    // Next time the same Google account signs straight in.
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(hostUrl(CITY, '/login'));
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await throughProvider(page, email, CITY);
    await page.waitForURL(/\/myaccount\/profile/);
    await expectWelcome(page, 'Nora');
  });

  test('a traveller who signs in to the back office with Google is told the account has another role', async ({
    page,
  }) => {
    await page.goto(hostUrl(CITY, '/admin/login'));
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await throughProvider(page, 'customer@ridedesk.example', CITY);
    await page.waitForURL(/\/admin\/googleredirect/);
    await expect(page.getByRole('heading', { name: 'Already registered' })).toBeVisible();
    await expect(
      page.getByText(
        'This account is already registered with a different role. Please sign in through the matching portal.',
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(/\/admin\/login$/);
  });

  test('a provider registers with Google and is sent to the plan chooser', async ({ page }) => {
    const email = `fleet.owner@${stamp()}.example`;
    await page.goto(hostUrl('localhost', '/admin/register'));
    await page.getByRole('button', { name: 'Register with Google' }).click();
    await throughProvider(page, email, 'localhost');
    await page.waitForURL(/\/admin\/externalregister\?/);
    await expect(textbox(page, 'E-mail')).toHaveValue(email);
    await textbox(page, 'Company name').fill('Owner Fleet Cars');
    await textbox(page, 'ZIP code').fill('60601');
    await textbox(page, 'Username').fill(`owner${stamp()}`);
    await page.getByRole('button', { name: 'Create the account' }).click();
    await page.waitForURL(/\/admin\/subscription\/choose-plan/);
    await expect(page.getByRole('heading', { name: 'Choose your subscription plan' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /One Month Trial/ })).toBeVisible();
  });
});
