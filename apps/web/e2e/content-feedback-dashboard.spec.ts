import { type Browser, expect, type Page, test } from '@playwright/test';
import { mailsTo } from './dev-mailbox.ts';
import { attemptMark, expectNoAxeViolations, hostUrl, signInToBackOffice } from './support.ts';

const CITY = 'citylimo.localhost';
const stamp = Date.now().toString(36);

const providerPage = async (browser: Browser, width = 1280) => {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  await signInToBackOffice(page, CITY, 'provider');
  await page.waitForURL(/\/admin\/dashboard/);
  return page;
};

const guestPage = async (browser: Browser, width = 1280) =>
  (await browser.newContext({ viewport: { width, height: 900 } })).newPage();

const askAssistant = async (page: Page, question: string) => {
  const panel = page.getByRole('dialog', { name: 'Assistant' });
  await panel.getByRole('textbox', { name: 'Your question' }).fill(question);
  await panel.getByRole('button', { name: 'Send question' }).click();
};

test.describe('content, feedback, dashboard and the assistant', () => {
  // Each test takes under half a minute, scans at two widths included.
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  const guestEmail = `guest-${stamp}@example.com`;
  const subject = `Late pickup ${stamp}`;

  test('a guest sends feedback, the provider answers it and the answer is mailed', async ({ browser }) => {
    const guest = await guestPage(browser);
    await guest.goto(hostUrl(CITY, '/usercompliants/addusercompliant'));
    await expect(guest.getByRole('heading', { name: 'Send Feedback' })).toBeVisible();
    await guest.getByText('Complaint', { exact: true }).click();
    await guest.getByRole('textbox', { name: 'First Name' }).fill('Gale');
    await guest.getByRole('textbox', { name: 'Last Name' }).fill('Guest');
    await guest.getByRole('textbox', { name: 'Email' }).fill(guestEmail);
    // A booking ID the site does not have is refused with the field's message.
    await guest.getByRole('textbox', { name: /Booking ID/ }).fill('RDXXXXXX');
    await guest.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await guest.getByRole('textbox', { name: 'Your message' }).fill('The chauffeur arrived twenty minutes late.');
    await guest.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(guest.getByText('No booking with this reference on this site')).toBeVisible();
    await expectNoAxeViolations(guest, 'send feedback: unknown booking ID');
    await guest.getByRole('textbox', { name: /Booking ID/ }).fill('');
    await guest.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(guest.getByText('Thank you! Your message has been sent to the provider.')).toBeVisible();
    await expectNoAxeViolations(guest, 'send feedback: sent');

    const provider = await providerPage(browser);
    await provider.getByRole('link', { name: 'Feedback', exact: true }).click();
    await expect(provider).toHaveURL(/\/admin\/usercompliants$/);
    await expect(provider.getByRole('heading', { name: 'Feedback', exact: true })).toBeVisible();
    const row = provider.getByRole('row').filter({ hasText: subject });
    await expect(row.getByRole('cell').nth(5)).toHaveText('Open');
    await expectNoAxeViolations(provider, 'feedback inbox');
    await row.getByRole('button', { name: `Open: ${subject}` }).click();
    const drawer = provider.getByRole('dialog');
    await expect(drawer.getByText('The chauffeur arrived twenty minutes late.')).toBeVisible();
    const answer = `We are sorry, Gale. Your next ride is on us (${stamp}).`;
    await drawer.getByRole('textbox', { name: 'Your answer' }).fill(answer);
    await drawer.getByRole('button', { name: 'Send answer' }).click();
    await expect(drawer.getByText(`The answer was sent to ${guestEmail}.`)).toBeVisible();
    await expectNoAxeViolations(provider, 'feedback drawer: answered');
    await provider.keyboard.press('Escape');
    await expect(row.getByRole('cell').nth(5)).toHaveText('Answered');

    await expect
      .poll(
        async () =>
          (await mailsTo(provider.request, guestEmail)).find((m) => m.template === 'ComplaintAnswer_Template')?.text ??
          '',
      )
      .toContain(answer);
  });

  test('the provider edits its privacy policy in Spanish and the customer portal shows it in Spanish', async ({
    browser,
  }) => {
    const provider = await providerPage(browser);
    await provider.getByRole('link', { name: 'Manage Templates' }).click();
    await expect(provider.getByRole('heading', { name: 'Manage Templates' })).toBeVisible();
    await provider.getByRole('button', { name: 'Privacy Policy' }).click();
    await expect(provider.getByRole('heading', { name: 'Privacy Policy', exact: true, level: 2 })).toBeVisible();
    await provider
      .locator('label')
      .filter({ hasText: /^Spanish$/ })
      .click();
    // The shipped text until the provider saves its own (which a retry of this group finds saved).
    await expect(provider.getByText(attemptMark() ? /^(Default|Your) content$/ : 'Default content')).toBeVisible();
    const editor = provider.getByRole('textbox', { name: /Content: Privacy Policy \(Spanish\)/ });
    await expect(editor).toContainText('rivacidad');
    await expectNoAxeViolations(provider, 'templates: privacy policy in Spanish');
    await editor.click();
    await provider.keyboard.press('ControlOrMeta+a');
    await provider.keyboard.type(`Política de privacidad de City Limo ${stamp}`);
    await provider.getByRole('button', { name: 'Preview' }).click();
    await expect(provider.getByRole('dialog').getByText(`Política de privacidad de City Limo ${stamp}`)).toBeVisible();
    await expectNoAxeViolations(provider, 'templates: preview');
    await provider.keyboard.press('Escape');
    await provider.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(provider.getByText('Saved the template')).toBeVisible();
    await expect(provider.getByText('Your content')).toBeVisible();
    await expectNoAxeViolations(provider, 'templates: saved');

    const traveller = await guestPage(browser);
    await traveller.goto(hostUrl(CITY, '/privacypolicy'));
    await expect(traveller.getByRole('heading', { name: 'Privacy Policy', exact: true, level: 1 })).toBeVisible();
    await expect(traveller.getByText(`Política de privacidad de City Limo ${stamp}`)).toHaveCount(0);
    await traveller.getByRole('button', { name: 'Language: English' }).click();
    await traveller.getByRole('menuitem', { name: 'Spanish' }).click();
    await expect(traveller.getByText(`Política de privacidad de City Limo ${stamp}`)).toBeVisible();
    await expectNoAxeViolations(traveller, 'privacy policy in Spanish');
  });

  test('the dashboard shows the booking charts next to the setup checklist', async ({ browser }) => {
    const provider = await providerPage(browser);
    await expect(provider.getByRole('heading', { name: 'Bookings and revenue' })).toBeVisible();
    const bookings = provider.getByRole('region', { name: 'Bookings' });
    await expect(bookings.getByText(/^\d+ bookings? from /)).toBeVisible();
    await expect(bookings.locator('.recharts-surface').first()).toBeVisible();
    await provider
      .locator('label')
      .filter({ hasText: /^This month$/ })
      .click();
    await expect(bookings.getByText(/^[1-9]\d* bookings? from /)).toBeVisible();
    await expect(provider.getByRole('region', { name: 'Revenue' }).locator('.recharts-surface').first()).toBeVisible();
    await expect(
      provider.getByRole('region', { name: 'Rides per staff member' }).getByText('Dana Brooks').first(),
    ).toBeVisible();
    await expect(provider.getByRole('heading', { name: 'Setup Data checklist' })).toBeVisible();
  });

  test('the assistant answers a FAQ question and says plainly when it does not know', async ({ browser }) => {
    const page = await guestPage(browser);
    await page.goto(hostUrl(CITY, '/'));
    await page.getByRole('button', { name: 'Ask a question' }).click();
    const panel = page.getByRole('dialog', { name: 'Assistant' });
    await expect(panel).toBeVisible();
    await askAssistant(page, 'Can I pay in cash?');
    await expect(panel.getByText('How can I pay?', { exact: true })).toBeVisible();
    await expect(panel.getByText(/credit or debit card/)).toBeVisible();
    await expect(panel.getByRole('link', { name: 'From: Travellers FAQ' })).toBeVisible();
    await expectNoAxeViolations(page, 'assistant: answered');
    await askAssistant(page, 'zorblax quantum giraffe sandwich');
    await expect(panel.getByText(/^Sorry, I don't know the answer to that\./)).toBeVisible();
    await expectNoAxeViolations(page, 'assistant: does not know');
    await panel.getByRole('link', { name: 'Send Feedback' }).click();
    await expect(page).toHaveURL(/\/usercompliants\/addusercompliant$/);
    await expect(page.getByRole('dialog', { name: 'Assistant' })).toHaveCount(0);
  });

  // SCREENSHOTS=1 refreshes docs/screenshots/{dashboard,templates,feedback,assistant}-*.png at 1280 and 375 px.
  test('screenshots of the dashboard, templates, feedback and assistant', async ({ browser }) => {
    test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to refresh the screenshots');
    test.setTimeout(400_000);
    for (const width of [1280, 375]) {
      const provider = await providerPage(browser, width);
      const shot = async (page: Page, name: string, fullPage = true) => {
        // A full-page picture of a scrolled page repeats the fixed header mid-page.
        if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `docs/screenshots/${name}-${width}.png`, fullPage });
      };
      await expect(provider.getByRole('heading', { name: 'Bookings and revenue' })).toBeVisible({ timeout: 30_000 });
      await provider
        .locator('label')
        .filter({ hasText: /^This month$/ })
        .click();
      await expect(provider.getByRole('region', { name: 'Bookings' }).locator('.recharts-surface').first()).toBeVisible(
        { timeout: 30_000 },
      );
      await expect(
        provider.getByRole('region', { name: 'Rides per vehicle type' }).locator('.recharts-surface').first(),
      ).toBeVisible({ timeout: 30_000 });
      // Charts animate in; the picture is taken once they have settled.
      await provider.waitForTimeout(2000);
      await shot(provider, 'dashboard');

      await provider.goto(hostUrl(CITY, '/admin/templates/list'));
      await expect(provider.getByRole('heading', { name: 'Manage Templates' })).toBeVisible();
      await expect(provider.getByRole('textbox', { name: /Content: / })).toBeVisible();
      await shot(provider, 'templates');
      if (width === 1280) {
        await provider.getByRole('button', { name: 'Answer to your feedback' }).click();
        await expect(provider.getByRole('button', { name: '{{answer}}' })).toBeVisible();
        await shot(provider, 'templates-mail');
        await provider.getByRole('button', { name: 'Preview' }).click();
        await expect(provider.getByRole('dialog')).toBeVisible();
        await shot(provider, 'templates-preview', false);
        await provider.keyboard.press('Escape');
      }

      await provider.goto(hostUrl(CITY, '/admin/usercompliants'));
      await expect(provider.getByText(subject).filter({ visible: true })).toBeVisible();
      await shot(provider, 'feedback-inbox');
      await provider
        .getByRole('button', { name: `Open: ${subject}` })
        .filter({ visible: true })
        .click();
      await expect(provider.getByRole('dialog')).toBeVisible();
      await shot(provider, 'feedback-answer', false);

      const guest = await guestPage(browser, width);
      await guest.goto(hostUrl(CITY, '/usercompliants/addusercompliant'));
      await expect(guest.getByRole('heading', { name: 'Send Feedback' })).toBeVisible();
      await shot(guest, 'feedback-form');
      await guest.getByRole('button', { name: 'Ask a question' }).click();
      await askAssistant(guest, 'How much luggage can I bring?');
      await expect(guest.getByRole('dialog', { name: 'Assistant' }).getByText(/pieces of luggage/)).toBeVisible();
      await askAssistant(guest, 'zorblax quantum giraffe sandwich');
      await expect(guest.getByText(/^Sorry, I don't know the answer to that\./)).toBeVisible();
      await shot(guest, 'assistant', false);
    }
  });
});
