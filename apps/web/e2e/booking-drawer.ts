import { expect, type Locator, type Page } from '@playwright/test';
import { hostUrl } from './support.ts';

/** The back office's booking drawer: opened from the calendar, a chauffeur assigned, the ride driven to its end. */

/** Opens a booking from the calendar (its pickup may fall next month) and answers its drawer, open. */
export const openFromCalendar = async (page: Page, host: string, reference: string) => {
  await page.goto(hostUrl(host, '/admin/booking/bookingcalendarview'));
  await expect(page.getByRole('heading', { name: 'Calendar View' })).toBeVisible();
  const entry = page.getByRole('button', { name: new RegExp(`^Open booking ${reference}`) });
  await expect(page.getByText(/\d+ bookings? this month/)).toBeVisible();
  if ((await entry.count()) === 0) await page.getByRole('button', { name: 'Next month' }).click();
  await entry.click();
  const drawer = page.getByRole('dialog', { name: `Booking ${reference}` });
  await expect(drawer).toBeVisible();
  return drawer;
};

/** Assigns City Limo's dispatcher, Dana Brooks, as the chauffeur: scheduled becomes assigned. */
export const assignDana = async (page: Page, drawer: Locator, reference: string) => {
  await drawer.getByRole('textbox', { name: 'Assign a chauffeur' }).click();
  await page.getByRole('option', { name: 'Dana Brooks', exact: true }).click();
  await drawer.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(drawer.getByText(`Dana Brooks is assigned to ${reference}.`)).toBeVisible();
};

/** Moves an assigned booking along the allowed moves only: en route, arrived, completed. */
export const driveToCompleted = async (drawer: Locator, reference: string) => {
  for (const status of ['En route', 'Arrived', 'Completed']) {
    await drawer.getByRole('button', { name: `Mark as ${status}` }).click();
    await expect(drawer.getByText(`${reference} is now ${status}.`)).toBeVisible();
  }
};
