import { expect, type Page } from '@playwright/test';
import { daysFromToday, hostUrl } from './support.ts';

/**
 * A guest books a Sedan from downtown Chicago to O'Hare on City Limo through every wizard step,
 * as a traveller does, and pays cash: a day 20-59 days ahead at a random hour and the given
 * minute, so journeys side by side rarely want the same car. Answers the booking's reference
 * and the total the Confirm step showed.
 */
export const guestCashBooking = async (
  page: Page,
  guest: { firstName: string; lastName: string; email: string; mobile: string },
  minute: '15' | '45',
) => {
  const day = daysFromToday(20 + Math.floor(Math.random() * 40));
  const hour = String(6 + Math.floor(Math.random() * 12)).padStart(2, '0');
  await page.goto(hostUrl('citylimo.localhost', '/systembooking'));
  await page.getByRole('combobox', { name: 'Pickup location' }).fill('233 S Wacker Dr, Chicago, IL 60606');
  await page
    .getByRole('option', { name: /233 S Wacker Dr, Chicago, IL 60606/ })
    .first()
    .click();
  await page.getByRole('combobox', { name: 'Drop-off location' }).fill("O'Hare International Airport");
  await page
    .getByRole('option', { name: /O'Hare International Airport/ })
    .first()
    .click();
  await page.getByLabel('Pickup date').fill(day);
  await page.getByLabel('Pickup time').selectOption(`${hour}:${minute}`);
  await page.getByRole('radio', { name: 'Sedan', exact: true }).click();
  await page.getByRole('button', { name: 'Search Fleets', exact: true }).click();
  await expect(page.getByText(/vehicles? available/)).toBeVisible({ timeout: 30_000 });
  await page
    .getByRole('button', { name: /^Select / })
    .first()
    .click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('First name').fill(guest.firstName);
  await page.getByLabel('Last name').fill(guest.lastName);
  await page.getByLabel('Email').fill(guest.email);
  await page.getByLabel('Mobile number').fill(guest.mobile);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('breakdown-total')).toBeVisible();
  const total = ((await page.getByTestId('breakdown-total').locator('p').last().textContent()) ?? '').trim();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Pay by cash' }).check();
  await page.getByRole('button', { name: 'Book now' }).click();
  const booked = page.getByText(/Your booking ID is (\w+)/);
  await expect(booked).toBeVisible({ timeout: 20_000 });
  const reference = (await booked.textContent())?.match(/Your booking ID is (\w+)/)?.[1] ?? '';
  return { reference, total };
};
