import { expect, type Page } from '@playwright/test';
import { CITY, daysFromToday, hostUrl } from './support.ts';

/**
 * The booking wizard's steps as a guest goes through them: a Sedan from downtown Chicago to
 * O'Hare, the first car of the list, the traveller's details, then the payment. Each step waits
 * for what the next one needs, so a journey can stop after any of them and check its own page.
 */

export type Guest = { firstName: string; lastName: string; email: string; mobile: string };

const chooseAddress = async (page: Page, label: string, typed: string, option: RegExp) => {
  await page.getByRole('combobox', { name: label }).fill(typed);
  await page.getByRole('option', { name: option }).first().click();
};

/** The search step's addresses, each taken from the suggestions: downtown Chicago to O'Hare. */
export const enterChicagoToOHare = async (page: Page) => {
  await chooseAddress(
    page,
    'Pickup location',
    '233 S Wacker Dr, Chicago, IL 60606',
    /233 S Wacker Dr, Chicago, IL 60606/,
  );
  await chooseAddress(page, 'Drop-off location', "O'Hare International Airport", /O'Hare International Airport/);
};

/**
 * The search step on the wizard the page shows: downtown Chicago to O'Hare on a day (YYYY-MM-DD)
 * at a time (HH:MM), a Sedan, for the given passengers if not the default one; waits for the cars.
 */
export const searchChicagoSedans = async (page: Page, ride: { day: string; time: string; passengers?: string }) => {
  await enterChicagoToOHare(page);
  await page.getByLabel('Pickup date').fill(ride.day);
  await page.getByLabel('Pickup time').selectOption(ride.time);
  if (ride.passengers) await page.getByLabel('Passengers').selectOption(ride.passengers);
  await page.getByRole('radio', { name: 'Sedan', exact: true }).click();
  await page.getByRole('button', { name: 'Search Fleets', exact: true }).click();
  await expect(page.getByText(/vehicles? available/)).toBeVisible({ timeout: 30_000 });
};

/** The traveller step: the guest's name, e-mail and mobile, then on to the confirm step. */
export const enterTraveller = async (page: Page, guest: Guest) => {
  await page.getByLabel('First name').fill(guest.firstName);
  await page.getByLabel('Last name').fill(guest.lastName);
  await page.getByLabel('Email').fill(guest.email);
  await page.getByLabel('Mobile number').fill(guest.mobile);
  await page.getByLabel('Mobile number').blur();
  await page.getByRole('button', { name: 'Next' }).click();
};

/** Takes the first car of the list, fills the traveller step with the guest and moves on. */
export const takeFirstCarAs = async (page: Page, guest: Guest) => {
  await page
    .getByRole('button', { name: /^Select / })
    .first()
    .click();
  await page.getByRole('button', { name: 'Next' }).click();
  await enterTraveller(page, guest);
};

/** From the confirm step (with its promo code field) to the Payment Details step. */
export const confirmToPayment = async (page: Page) => {
  await expect(page.getByLabel('Promo Code')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Details' })).toBeVisible();
};

/** The total the confirm step shows, once it shows it. */
export const confirmedTotal = async (page: Page) => {
  await expect(page.getByTestId('breakdown-total')).toBeVisible();
  return ((await page.getByTestId('breakdown-total').locator('p').last().textContent()) ?? '').trim();
};

/** From the confirm step, pays by cash and books; answers the booking's reference. */
export const payCashAndBook = async (page: Page) => {
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Pay by cash' }).check();
  await page.getByRole('button', { name: 'Book now' }).click();
  const booked = page.getByText(/Your booking ID is (\w+)/);
  await expect(booked).toBeVisible({ timeout: 20_000 });
  return (await booked.textContent())?.match(/Your booking ID is (\w+)/)?.[1] ?? '';
};

/**
 * A guest books a Sedan from downtown Chicago to O'Hare on City Limo through every wizard step,
 * as a traveller does, and pays cash: a day 20-59 days ahead at a random hour and the given
 * minute, so journeys side by side rarely want the same car. Answers the booking's reference
 * and the total the Confirm step showed.
 */
export const guestCashBooking = async (page: Page, guest: Guest, minute: '15' | '45') => {
  const day = daysFromToday(20 + Math.floor(Math.random() * 40));
  const hour = String(6 + Math.floor(Math.random() * 12)).padStart(2, '0');
  await page.goto(hostUrl(CITY, '/systembooking'));
  await searchChicagoSedans(page, { day, time: `${hour}:${minute}` });
  await takeFirstCarAs(page, guest);
  const total = await confirmedTotal(page);
  const reference = await payCashAndBook(page);
  return { reference, total };
};
