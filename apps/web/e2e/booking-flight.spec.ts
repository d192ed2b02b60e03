import { expect, type Page, test } from '@playwright/test';
import { payCashAndBook } from './guest-wizard.ts';
import { atEachWidth, CITY, daysFromToday, expectNoAxeViolations, hostUrl, openSignedIn, settle } from './support.ts';

/**
 * Issue 22 in the booking wizard: a pickup at an airport asks for the flight (airline and number,
 * checked as each field is left) and every traveller may agree to texts; the confirm step, the
 * success page and the provider's booking drawer name the flight.
 */

const chooseAddress = async (page: Page, label: string, typed: string, option: RegExp) => {
  await page.getByRole('combobox', { name: label }).fill(typed);
  await page.getByRole('option', { name: option }).first().click();
};

/** The search step: a Sedan from O'Hare to downtown Chicago, then the first car and on to the traveller. */
const fromOHareToTraveller = async (page: Page) => {
  const day = daysFromToday(20 + Math.floor(Math.random() * 40));
  const hour = String(6 + Math.floor(Math.random() * 12)).padStart(2, '0');
  await page.goto(hostUrl(CITY, '/systembooking'));
  await chooseAddress(page, 'Pickup location', "O'Hare International Airport", /O'Hare International Airport/);
  await chooseAddress(
    page,
    'Drop-off location',
    '233 S Wacker Dr, Chicago, IL 60606',
    /233 S Wacker Dr, Chicago, IL 60606/,
  );
  await page.getByLabel('Pickup date').fill(day);
  await page.getByLabel('Pickup time').selectOption(`${hour}:45`);
  await page.getByRole('radio', { name: 'Sedan', exact: true }).click();
  await page.getByRole('button', { name: 'Search Fleets', exact: true }).click();
  await expect(page.getByText(/vehicles? available/)).toBeVisible({ timeout: 30_000 });
  await page
    .getByRole('button', { name: /^Select / })
    .first()
    .click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('group', { name: /Your flight/ })).toBeVisible();
};

test('When a guest books a pickup at O’Hare, then the flight is asked, checked and carried to the success page and the provider, with texts agreed', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 860 });
  await fromOHareToTraveller(page);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(`ada.${Date.now()}@example.com`);
  await page.getByLabel('Mobile number').fill('3125550123');
  await page.getByLabel('Mobile number').blur();

  // A half-written flight says what is wrong as the field is left.
  await page.getByRole('textbox', { name: /^Airline/ }).fill('U');
  await page.getByRole('textbox', { name: /^Airline/ }).blur();
  await expect(page.getByText("Please enter the airline's code, like UA or BA")).toBeVisible();
  await page.getByRole('textbox', { name: /^Airline/ }).fill('ua');
  await page.getByRole('textbox', { name: /^Flight number/ }).fill('1234');
  await page.getByRole('textbox', { name: /^Flight number/ }).blur();
  await expect(page.getByText("Please enter the airline's code, like UA or BA")).toBeHidden();
  await expect(page.getByRole('textbox', { name: /^Airline/ })).toHaveValue('UA');
  const texts = page.getByRole('checkbox', { name: /^Text me about this ride/ });
  await expect(texts).not.toBeChecked();
  await texts.check();

  await atEachWidth(page, async ({ name }) => {
    await settle(page);
    await page.screenshot({ path: `docs/screenshots/booking-flight-traveller-${name}.png`, fullPage: true });
  });
  await page.setViewportSize({ width: 1280, height: 860 });
  await expectNoAxeViolations(page, 'traveller step with a flight');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('ride-flight')).toHaveText('Flight UA 1234');
  await expect(page.getByText('Yes, to 312-555-0123')).toBeVisible();

  const reference = await payCashAndBook(page);
  const booked = page.getByTestId('booked-ride');
  await expect(booked.getByRole('row', { name: /Flight/ })).toContainText('UA 1234');
  await page.setViewportSize({ width: 375, height: 812 });
  await settle(page);
  await page.screenshot({ path: 'docs/screenshots/booking-flight-success-mobile.png', fullPage: true });

  // The provider reads the flight and the consent in the booking's drawer.
  const staff = await openSignedIn(browser, 'provider', { width: 1280, height: 860 });
  await staff.goto(hostUrl(CITY, `/admin/booking/booking?reference=${reference}`));
  const drawer = staff.getByRole('dialog', { name: `Booking ${reference}` });
  await expect(drawer.getByText('UA 1234')).toBeVisible();
  await expect(drawer.getByText('Agreed at booking')).toBeVisible();
  await settle(staff);
  await staff.screenshot({ path: 'docs/screenshots/booking-flight-drawer-desktop.png' });
  await expectNoAxeViolations(staff, 'booking drawer with a flight');
});
