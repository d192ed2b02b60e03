import { expect, type Page, test } from '@playwright/test';
import { guestCashBooking } from './guest-wizard.ts';
import { expectNoAxeViolations, hostUrl } from './support.ts';

/**
 * Issue 17, item 12 (decision 0024): a guest's booking has a manage link that works without
 * signing in: on the success page and in the confirmation mail, it opens the ride, and the guest
 * can cancel it there under the site's rule. A wrong link says so and offers the home page.
 */
const CITY = 'citylimo.localhost';
const shots = process.env.SCREENSHOTS === '1';
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `test-results/screens/manage-link-${name}.png`, fullPage: true });
};

type Mail = { subject: string; text: string; links: string[] };

test.describe("a guest's manage link (issue 17, item 12)", () => {
  test('a guest on a phone books, opens the manage link from the success page and the mail, and cancels the ride there', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 375, height: 812 });
    const email = `morgan.${Date.now()}@example.com`;
    const { reference } = await guestCashBooking(
      page,
      { firstName: 'Morgan', lastName: 'Guest', email, mobile: '3125550142' },
      '45',
    );
    expect(reference).toMatch(/^[A-Z0-9]{6,}$/);

    // The success page offers the link, and says what it does.
    await expect(
      page.getByText('See or cancel this ride any time before it starts, without signing in.', { exact: false }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Manage this booking' }).click();
    await page.waitForURL(/\/mybookings\/manage\/[A-Za-z0-9_-]{43}$/);
    const managePath = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name: `Your booking ${reference}` })).toBeVisible();
    const ride = page.getByTestId('managed-ride');
    await expect(ride).toContainText('233 S Wacker Dr, Chicago, IL 60606');
    await expect(ride).toContainText('Pay by cash to the chauffeur');
    await expect(page.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
    await expectNoAxeViolations(page, 'manage link: the booking');
    await shot(page, 'booking-375');

    // The confirmation mail carries a link of its own that opens the same booking (no sign-in).
    let mail: Mail | undefined;
    await expect
      .poll(
        async () => {
          const res = await page.request.get(hostUrl('localhost', `/api/dev/mailbox?to=${encodeURIComponent(email)}`));
          mail = ((await res.json()).results as Mail[]).find((m) => m.subject.includes(reference));
          return Boolean(mail);
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    const mailed = mail?.links.find((link) => link.includes('/mybookings/manage/'));
    expect(mailed, 'the confirmation mail has a manage link').toBeTruthy();
    await page.goto(mailed as string);
    await expect(page.getByRole('heading', { level: 1, name: `Your booking ${reference}` })).toBeVisible();

    // Cancelling asks first; nothing was charged for a cash ride, and the page then says it is cancelled.
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel booking ${reference}?` });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByText('Nothing was charged for this booking, so there is nothing to refund.'),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'manage link: cancel dialog');
    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('This booking is cancelled. A confirmation is on its way by e-mail.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'manage link: cancelled');
    await shot(page, 'cancelled-375');

    // The success page's link, opened again, shows the same cancelled booking.
    await page.goto(hostUrl(CITY, managePath));
    await expect(page.getByText('This booking is cancelled.', { exact: false })).toBeVisible();

    // Another provider's host does not know the link; a wrong link says so and leads home.
    await page.goto(hostUrl('baychauffeurs.localhost', managePath));
    await expect(page.getByRole('heading', { level: 1, name: 'This link does not open a booking' })).toBeVisible();
    await page.goto(hostUrl(CITY, `/mybookings/manage/${'x'.repeat(43)}`));
    await expect(page.getByRole('heading', { level: 1, name: 'This link does not open a booking' })).toBeVisible();
    await expectNoAxeViolations(page, 'manage link: not found');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL(hostUrl(CITY, '/'));
  });
});
