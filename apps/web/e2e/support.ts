import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test, type ViewportSize } from '@playwright/test';

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

/** The demo provider's site, where most journeys book and manage rides. */
export const CITY = 'citylimo.localhost';

/** Signs in through a site's traveller sign-in page. */
export const signInAsTraveller = async (page: Page, host: string, userName: string, password = PASSWORD) => {
  await page.goto(hostUrl(host, '/login'));
  await page.getByLabel('Username or email').fill(userName);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
};

/**
 * Signs a demo user in where they work and waits for the page they land on: City Limo's back
 * office (the dashboard) for its provider, the traveller portal (the profile) for its customer,
 * the product site's back office (the profile) for the platform administrator.
 */
export const signInAs = async (page: Page, who: 'provider' | 'customer' | 'superadmin') => {
  if (who === 'provider') {
    await signInToBackOffice(page, CITY, 'provider');
    await page.waitForURL(/\/admin\/dashboard/);
  } else if (who === 'customer') {
    await signInAsTraveller(page, CITY, 'customer');
    await page.waitForURL(/\/myaccount\/profile/);
  } else {
    await signInToBackOffice(page, 'localhost', 'superadmin', 'Platform administrator');
    await page.waitForURL(/\/admin\/myaccount\/profile/);
  }
};

/** A page in a browser context of its own (a viewport if given), signed in as `who` (see signInAs). */
export const openSignedIn = async (browser: Browser, who: Parameters<typeof signInAs>[1], viewport?: ViewportSize) => {
  const page = await (await browser.newContext(viewport ? { viewport } : {})).newPage();
  await signInAs(page, who);
  return page;
};

/** Picks an option of a Mantine select by the select's label. */
export const chooseOption = async (page: Page, label: string | RegExp, option: string) => {
  await page.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

export const expectWelcome = async (page: Page, firstName: string) =>
  expect(page.getByText(`Welcome, ${firstName}`).first()).toBeVisible();

/**
 * '' on a test's first run; on a CI retry or a --repeat-each copy, a number. A serial group runs
 * again from its first test on the same server, so what it creates (names, codes, hosts, users)
 * carries this mark to stay unique, and `npx playwright test --repeat-each=2` checks that it does.
 */
export const attemptMark = () => {
  const { retry, repeatEachIndex } = test.info();
  return retry === 0 && repeatEachIndex === 0 ? '' : String(retry * 100 + repeatEachIndex);
};

/** A date `days` from today (UTC) as YYYY-MM-DD, as the date fields and the booking API take it. */
export const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** WCAG 2.1 A and AA: what the journeys hold every page state to. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** axe's best-practice rules that issue 18 names (an h1 on every page, heading order, one banner), run with them. */
const AXE_EXTRA_RULES = ['page-has-heading-one', 'heading-order', 'landmark-no-duplicate-banner'];
const FAILING_IMPACTS = new Set(['critical', 'serious', 'moderate']);

/**
 * Waits until the page has stopped moving: two frames painted, no finite animation or transition
 * running (Mantine's dialogs, collapses, notifications; endless ones such as loaders do not count),
 * and no change to the document for 100 ms (charts that animate from script). Gives up after 5 s.
 */
export const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const started = performance.now();
        let changed = started;
        const observer = new MutationObserver(() => {
          changed = performance.now();
        });
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        const moving = () =>
          document
            .getAnimations()
            .some(
              (animation) =>
                animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
            );
        const check = () => {
          const now = performance.now();
          if ((!moving() && now - changed >= 100) || now - started > 5_000) {
            observer.disconnect();
            resolve();
          } else requestAnimationFrame(check);
        };
        requestAnimationFrame(() => requestAnimationFrame(check));
      }),
  );

/**
 * axe-core is put into a document once: a later scan of the same document (the other width, the
 * next state of a dialog) reuses it. Legacy mode runs axe.run in the page itself instead of opening
 * a blank page per scan for axe.finishRun; the product has no frames for the partial runs to visit.
 */
const axeBuilder = async (page: Page) => {
  const present = await Promise.all(
    page.frames().map((frame) => frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object')),
  );
  const builder = new AxeBuilder(present.every(Boolean) ? { page, axeSource: ';' } : { page });
  return builder.setLegacyMode(true);
};

/** One line per failing node: rule id, impact, the node's selectors, and the page state. */
export const axeViolationLines = async (page: Page, label: string) => {
  const rules = Object.fromEntries(AXE_EXTRA_RULES.map((rule) => [rule, { enabled: true }]));
  // Only violations are read: axe skips describing every passing node (about a third of a scan).
  const results = await (await axeBuilder(page))
    .options({ rules, resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .analyze();
  const width = page.viewportSize()?.width ?? 0;
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `axe ${violation.id} (${violation.impact}) at "${label}" ${width}px: ${node.target.join(' ')} - ${node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? violation.help}`,
      ),
    );
};

/** The two widths every page state is held to: a desktop and a phone. */
export const DESKTOP = { width: 1280, height: 860 };
export const PHONE = { width: 375, height: 812 };

/**
 * Runs `step` with the pages at a desktop's size and then at a phone's, each named as screenshot
 * files name it ('desktop', 'mobile'); `height` replaces both sizes' own heights.
 */
export const atEachWidth = async (
  pages: Page | Page[],
  step: (size: { name: 'desktop' | 'mobile'; width: number }) => Promise<void>,
  { height }: { height?: number } = {},
) => {
  for (const [name, size] of [
    ['desktop', DESKTOP],
    ['mobile', PHONE],
  ] as const) {
    for (const page of [pages].flat()) await page.setViewportSize({ width: size.width, height: height ?? size.height });
    await step({ name, width: size.width });
  }
};

/**
 * Scans the page as it stands with axe-core and fails the journey on any critical, serious or
 * moderate WCAG 2.1 AA violation. Soft: the journey goes on, so one run names every page state
 * that fails, and the test still fails at its end. The page is scanned at its own width and at the
 * other (1280 or 375 px), then given back at its own size (`giveBack: false` leaves it at the other,
 * for a walk of pages that opens the next one anyway); `otherWidth: false` scans a state that
 * exists at one width only (a phone's opened list row). The journey's next step waits for what it
 * needs, as Playwright's actions and assertions do.
 */
export const expectNoAxeViolations = async (page: Page, label: string, { otherWidth = true, giveBack = true } = {}) => {
  await settle(page);
  const lines = await axeViolationLines(page, label);
  const own = page.viewportSize();
  if (otherWidth && own) {
    await page.setViewportSize(own.width < 768 ? DESKTOP : PHONE);
    // The layout changes (phone rows, the burger menu) and Mantine's transitions end first.
    await settle(page);
    lines.push(...(await axeViolationLines(page, label)));
    if (giveBack) await page.setViewportSize(own);
  }
  expect.soft(lines, `axe-core: WCAG 2.1 AA violations at "${label}"`).toEqual([]);
};
