import { expect, type Page } from '@playwright/test';

/** The provider registration form (Register your company), a part at a time. */

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Takes a booking site address and waits for the form to show the address travellers will book at. */
export const takeSiteAddress = async (page: Page, label: string) => {
  await textbox(page, 'Booking site address').fill(label);
  await textbox(page, 'Booking site address').blur();
  await expect(page.getByText(new RegExp(`Travellers book at http://${label}\\.localhost`))).toBeVisible();
};

/** The owner's part: a Chicago ZIP code, their name and e-mail. */
export const fillOwner = async (page: Page, owner: { firstName: string; lastName: string; email: string }) => {
  await textbox(page, 'ZIP code').fill('60601');
  await textbox(page, 'First name').fill(owner.firstName);
  await textbox(page, 'Last name').fill(owner.lastName);
  await textbox(page, 'E-mail').fill(owner.email);
};
