import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { CITY, DESKTOP, hostUrl, PASSWORD, PHONE, settle } from './support.ts';

/* The chauffeur's app in the journeys: signing the demo chauffeur in, and its screenshots. */

/** Signs the demo chauffeur (Marco) in on the chauffeur's app's sign-in page and waits for the jobs. */
export const signInChauffeur = async (page: Page) => {
  await page.getByLabel('Username or email').fill('chauffeur');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/driver$/);
};

/** The signed-in user's id, as the app keeps it in its session. */
export const sessionUserId = async (page: Page) =>
  Number(await page.evaluate(() => JSON.parse(localStorage.getItem('rd.session') ?? '{}').user.userId));

/** City Limo's chauffeur's app opened on a phone (`options` add to its context: a time zone, a location). */
export const openChauffeurApp = async (browser: Browser, options: BrowserContextOptions = {}) => {
  const context = await browser.newContext({ viewport: PHONE, ...options });
  const page = await context.newPage();
  await page.goto(hostUrl(CITY, '/driver'));
  await page.waitForURL(/\/driver\/login$/);
  return { context, page };
};

/** The demo chauffeur signed in on the chauffeur's app on a phone, with their user id. */
export const chauffeurOnPhone = async (browser: Browser, options: BrowserContextOptions = {}) => {
  const { context, page } = await openChauffeurApp(browser, options);
  await signInChauffeur(page);
  return { context, page, userId: await sessionUserId(page) };
};

/** Both widths of the page as it stands, for docs/screenshots/{name}-{width}.png (then back to the phone). */
export const shootBothWidths = async (page: Page, name: string) => {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await settle(page);
    await page.screenshot({ path: `docs/screenshots/${name}-${size.width}.png`, fullPage: true });
  }
  await page.setViewportSize(PHONE);
};
