import { expect, type Page } from '@playwright/test';

export const PORT = Number(process.env.E2E_PORT ?? 3211);
export const PASSWORD = 'ridedesk-demo';

/** The address of a demo host on the started product. */
export const hostUrl = (host: string, path = '/') => `http://${host}:${PORT}${path}`;

/** Signs in through the back-office sign-in page of a host. */
export const signInToBackOffice = async (
  page: Page,
  host: string,
  userName: string,
  as: 'Provider staff' | 'Platform administrator' = 'Provider staff',
) => {
  await page.goto(hostUrl(host, '/admin/login'));
  if (as === 'Platform administrator') await page.getByText('Platform administrator', { exact: true }).click();
  await page.getByLabel('Username or email').fill(userName);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
};

/** Signs in through a site's traveller sign-in page. */
export const signInAsTraveller = async (page: Page, host: string, userName: string, password = PASSWORD) => {
  await page.goto(hostUrl(host, '/login'));
  await page.getByLabel('Username or email').fill(userName);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
};

export const expectWelcome = async (page: Page, firstName: string) =>
  expect(page.getByText(`Welcome, ${firstName}`).first()).toBeVisible();
