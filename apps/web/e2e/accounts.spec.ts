import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { fillOwner, takeSiteAddress } from './company-registration.ts';
import { type DevMail, mailsTo } from './dev-mailbox.ts';
import { expectNoAxeViolations, expectWelcome, hostUrl, PASSWORD } from './support.ts';

const CITY = 'citylimo.localhost';
const PHONE_MESSAGE = 'Please enter 10 digit number or a valid formatted number (e.g., 123-456-7890)';

/** A name no other run or test has used. */
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** The newest mail to an address once `count` of them have arrived. */
const newestMail = async (request: APIRequestContext, to: string, count = 1) => {
  await expect.poll(async () => (await mailsTo(request, to)).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return (await mailsTo(request, to))[0] as DevMail;
};

const codeIn = (mail: DevMail) => {
  const code = mail.text.match(/\b(\d{6})\b/)?.[1];
  expect(code, 'the verification mail carries a 6-digit code').toBeTruthy();
  return code as string;
};

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Fills a new password and its confirmation. */
const fillNewPassword = async (page: Page, password: string, labels = ['Password', 'Confirm password']) => {
  await textbox(page, labels[0]).fill(password);
  await textbox(page, labels[1]).fill(password);
};

const signOut = async (page: Page) => {
  await page.evaluate(() => window.localStorage.clear());
};

test.describe('accounts', () => {
  test('a provider registers, verifies the address with the mailed code, and is sent to the plan chooser', async ({
    page,
    request,
  }) => {
    // About 25 s; registration sends mail and checks the site address: slower on a busy machine.
    test.setTimeout(120_000);
    const userName = unique('fleet');
    const email = `${userName}@acme.example`;
    const password = 'Grey-Harbour-Limousines-42';

    await page.goto(hostUrl('localhost', '/admin/login'));
    await page.getByRole('link', { name: 'Register your company' }).click();
    await expect(page.getByRole('heading', { name: 'Register your transportation company' })).toBeVisible();

    await textbox(page, 'Company name').fill('Grey Harbour Limousines');
    await textbox(page, 'Company name').blur();
    // The site address is suggested from the company name; a taken one says so (no EIN to start).
    await expect(textbox(page, 'Booking site address')).toHaveValue('grey-harbour-limousines');
    await expect(textbox(page, 'EIN')).toHaveCount(0);
    await textbox(page, 'Booking site address').fill('citylimo');
    await textbox(page, 'Booking site address').blur();
    await expect(page.getByText('This site address is already taken. Please choose another one.')).toBeVisible();
    await expectNoAxeViolations(page, 'register company: site address taken');
    const siteLabel = unique('grey-harbour-');
    await takeSiteAddress(page, siteLabel);
    await fillOwner(page, { firstName: 'Grace', lastName: 'Harbour', email });
    // A taken username says so as soon as the field is left.
    await textbox(page, 'Username').fill('provider');
    await textbox(page, 'Username').blur();
    await expect(page.getByText('This username is already taken. Please choose another one.')).toBeVisible();
    await textbox(page, 'Username').fill(userName);
    await textbox(page, 'Username').blur();
    await expect(page.getByText('This username is available.')).toBeVisible();
    // The password rules and the strength hint.
    await fillNewPassword(page, 'password1');
    await expect(
      page.getByText('This password is one of the most common passwords. Please choose a less common one.'),
    ).toBeVisible();
    await expect(page.getByText('Strength: too weak')).toBeVisible();
    await expectNoAxeViolations(page, 'register company: weak password');
    await fillNewPassword(page, password);
    await expect(page.getByText('Strength: strong')).toBeVisible();
    // The plans are listed; this provider decides after signing in.
    await expect(page.getByRole('radio', { name: /Basic/ })).toBeVisible();
    await expectNoAxeViolations(page, 'register company: filled');
    await page.getByRole('radio', { name: /Decide after signing in/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    // The verification step: a wrong code counts a try; the mailed one creates the account.
    await expect(page.getByText(`We have sent a 6-digit code to ${email}`)).toBeVisible();
    await expectNoAxeViolations(page, 'register company: verification code');
    const code = codeIn(await newestMail(request, email));
    const wrong = code === '123456' ? '654321' : '123456';
    await textbox(page, 'Verification code').fill(wrong);
    await page.getByRole('button', { name: 'Verify and create the account' }).click();
    await expect(page.getByText('The code is not correct. You have 4 tries left.')).toBeVisible();
    await expect(page.getByText('4 tries left', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'register company: wrong code');
    await textbox(page, 'Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify and create the account' }).click();

    // Registered, signed in, and the post-login flow sends a pending subscription to the plan chooser.
    await page.waitForURL(/\/admin\/subscription\/choose-plan/);
    await expect(page.getByRole('heading', { name: 'Choose your subscription plan' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /One Month Trial/ })).toBeVisible();

    // Signing in again later leads to the same place.
    // Sign-out clears the session and reloads the portal's root: wait for that page load.
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Sign out' }).click()]);
    await page.goto(hostUrl('localhost', '/admin/login'));
    await page.getByLabel('Username or email').fill(userName);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/admin\/subscription\/choose-plan/);
  });

  test('the landing page offers providers the registration', async ({ page }) => {
    await page.goto(hostUrl('localhost'));
    await page.getByRole('link', { name: 'Register your company' }).click();
    await expect(page).toHaveURL(/\/admin\/register$/);
  });

  test('a traveller registers on a provider site, keeps the profile, changes password and e-mail, and resets a forgotten password', async ({
    page,
    request,
  }) => {
    // About a minute: many page states, each scanned at two widths.
    test.setTimeout(150_000);
    const userName = unique('rider');
    const email = `${userName}@travel.example`;
    const firstPassword = 'Lake-Shore-Drive-1957';

    // Registration on citylimo.localhost, with the phone rules on the way.
    await page.goto(hostUrl(CITY, '/login'));
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page.getByRole('heading', { name: 'Create your account on City Limo' })).toBeVisible();
    await textbox(page, 'First name').fill('Rita');
    await textbox(page, 'Last name').fill('Rider');
    await textbox(page, 'E-mail').fill(email);
    const phone = textbox(page, 'Phone');
    await phone.pressSequentially('312555011');
    await phone.blur();
    await expect(page.getByText(PHONE_MESSAGE)).toBeVisible();
    await expectNoAxeViolations(page, 'register traveller: phone message');
    await phone.press('End');
    await phone.pressSequentially('1');
    await phone.blur();
    await expect(phone).toHaveValue('312-555-0111');
    await textbox(page, 'Username').fill(userName);
    await fillNewPassword(page, firstPassword);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(`We have sent a 6-digit code to ${email}`)).toBeVisible();
    await textbox(page, 'Verification code').fill(codeIn(await newestMail(request, email)));
    await page.getByRole('button', { name: 'Verify and create the account' }).click();

    // Signed in on the profile, which holds the registration's details.
    await page.waitForURL(/\/myaccount\/profile/);
    await expectWelcome(page, 'Rita');
    await expect(textbox(page, 'First name')).toHaveValue('Rita');
    await expect(phone).toHaveValue('312-555-0111');
    await expect(textbox(page, 'E-mail')).toHaveValue(email);
    await expect(textbox(page, 'E-mail')).toHaveAttribute('readonly', '');
    await expect(textbox(page, 'Username')).toHaveValue(userName);
    await expect(textbox(page, 'Username')).toHaveAttribute('readonly', '');

    // Every phone rule: keystroke filter, maximum length, message, Save disabled, formatting on blur.
    const save = page.getByRole('button', { name: 'Save' });
    await phone.fill('');
    await expect(page.getByText(PHONE_MESSAGE)).toBeVisible();
    await expect(save).toBeDisabled();
    await phone.pressSequentially('(773) abc 555.0199');
    await expect(phone).toHaveValue('7735550199');
    await phone.pressSequentially('12345');
    await expect(phone).toHaveValue('773555019912');
    await expect(page.getByText(PHONE_MESSAGE)).toBeVisible();
    await expect(save).toBeDisabled();
    await phone.fill('773-5550-199');
    await expect(page.getByText(PHONE_MESSAGE)).toBeVisible();
    await phone.fill('7735550199');
    await phone.blur();
    await expect(phone).toHaveValue('773-555-0199');
    await expect(page.getByText(PHONE_MESSAGE)).toHaveCount(0);
    await expect(save).toBeEnabled();

    // Names are required too; the time zone comes from the America/ list.
    await textbox(page, 'Last name').fill('');
    await expect(page.getByText('Please enter the last name')).toBeVisible();
    await expectNoAxeViolations(page, 'profile: messages');
    await expect(save).toBeDisabled();
    await textbox(page, 'Last name').fill('Rider-Lane');
    await page.getByRole('textbox', { name: 'Preferred TimeZone' }).click();
    await page.getByRole('option', { name: 'America/Chicago (CST)' }).click();
    await save.click();
    // 'Saved Changes!!' is a toast: nothing to click, it goes by itself.
    await expect(page.getByText('Saved Changes!!')).toBeVisible();
    await expectNoAxeViolations(page, 'profile: saved');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('Saved Changes!!')).toBeHidden({ timeout: 10_000 });
    await page.reload();
    await expect(phone).toHaveValue('773-555-0199');
    await expect(textbox(page, 'Last name')).toHaveValue('Rider-Lane');
    await expect(page.getByRole('textbox', { name: 'Preferred TimeZone' })).toHaveValue('America/Chicago (CST)');

    // Change password from the profile's Change button; then sign in with the new one.
    const secondPassword = 'Wacker-Drive-Night-Ride-88';
    await page.getByRole('link', { name: 'Change password' }).click();
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
    await textbox(page, 'Current password').fill('not-my-password');
    await fillNewPassword(page, secondPassword, ['New password', 'Confirm the new password']);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The current password is not correct')).toBeVisible();
    await expectNoAxeViolations(page, 'change password: wrong current password');
    await textbox(page, 'Current password').fill(firstPassword);
    await textbox(page, 'Confirm the new password').fill('something-else-entirely');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The passwords do not match')).toBeVisible();
    await expectNoAxeViolations(page, 'change password: passwords differ');
    await textbox(page, 'Confirm the new password').fill(secondPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByText('Your password has been changed. Your other sessions have been signed out.'),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'change password: changed');
    await signOut(page);
    await page.goto(hostUrl(CITY, '/login'));
    await page.getByLabel('Username or email').fill(userName);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(firstPassword);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Invalid username or password')).toBeVisible();
    await expectNoAxeViolations(page, 'sign-in: wrong password');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(secondPassword);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/myaccount\/profile/);

    // Change the e-mail: nothing changes until the link mailed to the new address is opened.
    const newEmail = `${userName}.new@travel.example`;
    await page.getByRole('link', { name: 'Change e-mail address' }).click();
    await expect(page.getByText('Your e-mail address changes only when you open that link')).toBeVisible();
    await textbox(page, 'New e-mail address').fill(newEmail);
    // The change asks for the current password, so a borrowed session cannot take the account.
    await textbox(page, 'Current password').fill(secondPassword);
    await page.getByRole('button', { name: 'Send the confirmation link' }).click();
    await expect(page.getByText(`We have sent a confirmation link to ${newEmail}.`)).toBeVisible();
    await expect(page.getByText('The change takes effect only after you click the link in that e-mail.')).toBeVisible();
    await expectNoAxeViolations(page, 'change e-mail: link sent');
    await page.goto(hostUrl(CITY, '/myaccount/profile'));
    await expect(textbox(page, 'E-mail')).toHaveValue(email);
    const link = (await newestMail(request, newEmail)).links.find((l) => l.includes('/home?'));
    expect(link).toBeTruthy();
    const url = new URL(link as string);
    expect(url.searchParams.get('oldemail')).toBe(email);
    expect(url.searchParams.get('newemail')).toBe(newEmail);
    await page.goto(link as string);
    await expect(page.getByText('Your e-mail address has been changed')).toBeVisible();
    await expect(page.getByText(`You now sign in and receive mail at ${newEmail}`)).toBeVisible();
    await expectNoAxeViolations(page, 'e-mail changed');
    // The link works once.
    await page.reload();
    await expect(
      page.getByText('This e-mail change link has expired or was already used. Please ask for a new one.'),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'e-mail change link used');
    await page.goto(hostUrl(CITY, '/myaccount/profile'));
    await expect(textbox(page, 'E-mail')).toHaveValue(newEmail);

    // Forgot password: the mailed link sets a new password once.
    await signOut(page);
    await page.goto(hostUrl(CITY, '/login'));
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await textbox(page, 'Username or e-mail').fill(userName);
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    await expect(page.getByText(/If an account matches, we have sent a link/)).toBeVisible();
    await expectNoAxeViolations(page, 'forgot password: link sent');
    const resetLink = (await newestMail(request, newEmail, 2)).links.find((l) => l.includes('/resetpassword?token='));
    expect(resetLink).toBeTruthy();
    const thirdPassword = 'Navy-Pier-Ferris-Wheel-2025';
    await page.goto(resetLink as string);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await expectNoAxeViolations(page, 'choose a new password');
    await fillNewPassword(page, thirdPassword, ['New password', 'Confirm the new password']);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByText('Your password has been changed. Please sign in with the new password.')).toBeVisible();
    await expectNoAxeViolations(page, 'new password saved');
    await page.goto(resetLink as string);
    await fillNewPassword(page, 'Another-Fresh-Phrase-77', ['New password', 'Confirm the new password']);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(
      page.getByText('This password reset link has expired or was already used. Please ask for a new one.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
    await expectNoAxeViolations(page, 'reset link used');

    await page.goto(hostUrl(CITY, '/login'));
    await page.getByLabel('Username or email').fill(newEmail);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(thirdPassword);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/myaccount\/profile/);
    await expectWelcome(page, 'Rita');
  });

  test('the back office has the same account screens for staff', async ({ page }) => {
    await page.goto(hostUrl(CITY, '/admin/login'));
    await page.getByLabel('Username or email').fill('dispatcher');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/admin\/dashboard/);
    await page.getByRole('link', { name: 'My Profile' }).first().click();
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await expectNoAxeViolations(page, 'back office: my profile');
    await expect(textbox(page, 'Username')).toHaveValue('dispatcher');
    await page.getByRole('link', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/admin\/myaccount\/changepassword$/);
    await page.goto(hostUrl(CITY, '/admin/myaccount/changeuseremail'));
    await expect(page.getByRole('heading', { name: 'Change e-mail address' })).toBeVisible();
    await expectNoAxeViolations(page, 'back office: change e-mail');
  });
});
