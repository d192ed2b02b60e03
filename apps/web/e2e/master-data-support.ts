/** What the master-data journeys share: sign-in through the API, calls with the session token, and form and list lookups. */
import type { Locator, Page } from '@playwright/test';
import { hostUrl, PASSWORD } from './support.ts';

export const CITY = 'citylimo.localhost';
/** A tiny real PNG: the server checks the bytes, not only the name. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const unique = () => Math.random().toString(36).slice(2, 7).toUpperCase();

type Client = 'admin-portal' | 'super-admin-portal';

/** Signs in through the API (getredirecturl) from the host's own page, then opens the answered redirect. */
export const signIn = async (page: Page, host: string, userName: string, clientId: Client) => {
  await page.goto(hostUrl(host, '/admin/login'));
  const redirectUrl = await page.evaluate(
    async ({ userName, password, clientId }) => {
      const response = await fetch('/api/account/getredirecturl', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userName, password, clientId, CustomerSiteID: 0 }),
      });
      return (await response.json()).results[0].redirectUrl as string;
    },
    { userName, password: PASSWORD, clientId },
  );
  await page.goto(new URL(redirectUrl, hostUrl(host)).toString());
  await page.waitForURL(/\/admin\/(dashboard|myaccount|subscription)/);
};

/** An API call with the signed-in user's token, from the page (the app keeps the session in localStorage). */
export const callApi = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const session = JSON.parse(window.localStorage.getItem('rd.session') ?? '{}');
      const response = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${session.accessToken}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { method, path, body },
  );

export const field = (scope: Page | Locator, label: RegExp) => scope.getByLabel(label).first();

/** Picks an option of a Mantine select (or multi-select) by its label. */
export const choose = async (page: Page, scope: Locator, label: RegExp, option: string | RegExp) => {
  await field(scope, label).click();
  await page
    .getByRole('option', typeof option === 'string' ? { name: option, exact: true } : { name: option })
    .first()
    .click();
};

export const dialog = (page: Page, title: string | RegExp) => page.getByRole('dialog', { name: title });
export const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

export const progressOf = async (page: Page) =>
  Number((await page.getByText(/% complete$/).textContent())?.match(/(\d+)%/)?.[1]);

/** The Add Fleet form's car: its vehicle type, nickname and what its papers say; the VIN is the caller's. */
export const fillFleetCar = async (
  page: Page,
  form: Locator,
  car: {
    vehicleType: string;
    nickname: string;
    color: string;
    make: string;
    model: string;
    year: string;
    seats: string;
  },
) => {
  await choose(page, form, /^Vehicle Type/, car.vehicleType);
  await field(form, /^Nickname/).fill(car.nickname);
  await field(form, /^Color/).fill(car.color);
  await field(form, /^Make/).fill(car.make);
  await field(form, /^Model/).fill(car.model);
  await field(form, /^Year/).fill(car.year);
  await field(form, /^Seater/).fill(car.seats);
};
