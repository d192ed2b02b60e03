import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

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

/** One line per failing node: rule id, impact, the node's selectors, and the page state. */
export const axeViolationLines = async (page: Page, label: string) => {
  const rules = Object.fromEntries(AXE_EXTRA_RULES.map((rule) => [rule, { enabled: true }]));
  const results = await new AxeBuilder({ page }).options({ rules }).withTags(AXE_TAGS).analyze();
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

/**
 * Scans the page as it stands with axe-core and fails the journey on any critical, serious or
 * moderate WCAG 2.1 AA violation. Soft: the journey goes on, so one run names every page state
 * that fails, and the test still fails at its end.
 */
export const expectNoAxeViolations = async (page: Page, label: string) => {
  const lines = await axeViolationLines(page, label);
  expect.soft(lines, `axe-core: WCAG 2.1 AA violations at "${label}"`).toEqual([]);
};
