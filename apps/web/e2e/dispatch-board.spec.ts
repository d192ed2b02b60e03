import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { DESKTOP, expectNoAxeViolations, hostUrl, PHONE, signInToBackOffice } from './support.ts';

const CITY = 'citylimo.localhost';
/** City Limo's day is Chicago's: the dispatcher's browser is there too. */
const ZONE = 'America/Chicago';
const todayInChicago = () => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
const SHOTS = process.env.DISPATCH_SHOTS_DIR ?? 'test-results/dispatch-board';

const providerPage = async (browser: Browser) => {
  const page = await (await browser.newContext({ viewport: DESKTOP, timezoneId: ZONE })).newPage();
  await signInToBackOffice(page, CITY, 'provider');
  await page.waitForURL(/\/admin\/dashboard/);
  return page;
};

/** A ride's block or card: a button named "<reference>, <status>, <from>–<to>[, <chauffeur>]". */
const ride = (scope: Page | Locator, status: string, chauffeur?: string) =>
  scope.getByRole('button', {
    name: new RegExp(`^[A-Z0-9-]+, ${status}, \\d{2}:\\d{2}–\\d{2}:\\d{2}${chauffeur ? `, ${chauffeur}` : ''}$`),
  });

const referenceOf = async (button: Locator) => ((await button.getAttribute('aria-label')) ?? '').split(',')[0];

/** Moves the picker's focus with the arrow keys to a chauffeur, then Enter assigns. */
const chooseByKeyboard = async (page: Page, dialog: Locator, name: string) => {
  const option = dialog.getByRole('button', { name: new RegExp(name) });
  await expect(option).toBeVisible();
  for (let i = 0; i < 6 && !(await option.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('ArrowDown');
  await expect(option).toBeFocused();
  await page.keyboard.press('Enter');
};

/** Drags with the mouse as a person does (dnd-kit starts a drag after a few pixels of movement). */
const dragOnto = async (page: Page, from: Locator, to: Locator) => {
  await from.scrollIntoViewIfNeeded();
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('Both ends of the drag must be on screen');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  // Pauses as a hand makes them: on a busy machine dnd-kit must see the press before the move.
  await page.waitForTimeout(150);
  await page.mouse.move(start.x + start.width / 2 + 12, start.y + start.height / 2 + 12, { steps: 4 });
  await page.waitForTimeout(150);
  await page.mouse.move(end.x + end.width * 0.6, end.y + end.height / 2, { steps: 12 });
  await page.waitForTimeout(150);
  await page.mouse.up();
};

/** Sets or clears a day off of a chauffeur on /admin/chauffeurs. */
const setDayOff = async (page: Page, chauffeur: string, day: string, off: boolean, scan = false) => {
  await page.goto(hostUrl(CITY, '/admin/chauffeurs'));
  await expect(page.getByRole('heading', { name: 'Chauffeurs', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '+1 312 555 0177' })).toContainText('Aisha Khan');
  if (scan) {
    await expectNoAxeViolations(page, 'chauffeurs');
    await page.screenshot({ path: `${SHOTS}/chauffeurs-1280.png` });
  }
  await page.getByRole('button', { name: `Edit ${chauffeur}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit - ${chauffeur}` });
  if (scan) {
    await expectNoAxeViolations(page, 'chauffeurs: edit', { otherWidth: false });
    await page.screenshot({ path: `${SHOTS}/chauffeur-edit-1280.png` });
  }
  const label = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
  if (off) {
    await dialog.getByLabel('Date off').fill(day);
    await dialog.getByRole('button', { name: 'Add date' }).click();
    await expect(dialog.getByText(label)).toBeVisible();
  } else {
    await dialog.getByRole('button', { name: `Remove ${label}` }).click();
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The chauffeur has been saved.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
};

test.describe('the dispatch board', () => {
  test.describe.configure({ mode: 'serial' });

  test('shows today’s demo rides, assigns one by keyboard, shows the server’s refusal of another, and reads at 375 px', async ({
    browser,
  }) => {
    test.slow();
    const page = await providerPage(browser);
    const today = todayInChicago();

    // Aisha Khan takes today off, so the board's server refuses her the evening ride (409).
    await setDayOff(page, 'Aisha Khan', today, true, true);

    await page.goto(hostUrl(CITY, '/admin/dispatch'));
    await expect(page.getByRole('heading', { name: 'Dispatch', level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
    // Today's demo day: a completed ride and one on the way (Luis), one offered to Aisha, two unassigned.
    await expect(ride(page, 'Completed', 'Luis Ortega')).toBeVisible();
    await expect(ride(page, 'On the way', 'Luis Ortega')).toBeVisible();
    await expect(ride(page, 'Assigned, not accepted', 'Aisha Khan')).toBeVisible();
    const unassigned = page.getByRole('region', { name: /Unassigned rides/ });
    await expect(ride(unassigned, 'Confirmed')).toHaveCount(2);
    // The map is never blank: without tiles, Luis's position and the pickups are drawn on the SVG.
    await expect(page.getByTestId('dispatch-map')).toHaveAttribute('data-drawn', 'svg');
    await expect(page.getByRole('img', { name: /Map of 1 chauffeur on the road/ })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Chauffeur on the road' }).getByText(/^Luis Ortega, last seen \d{2}:\d{2}$/),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'dispatch board');

    // A second board, open beside the first, follows its changes live (the event stream, no reload).
    const watcher = await page.context().newPage();
    await watcher.goto(hostUrl(CITY, '/admin/dispatch'));
    await expect(watcher.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
    const boardLoads: string[] = [];
    watcher.on('request', (request) => {
      if (request.url().includes('/api/dispatch/board')) boardLoads.push(request.url());
    });

    // The first unassigned ride goes to Luis Ortega, by keyboard only.
    const first = ride(unassigned, 'Confirmed').first();
    const reference = await referenceOf(first);
    await unassigned.getByRole('button', { name: `Assign ${reference}` }).focus();
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog', { name: `Assign ${reference}` });
    await expect(picker.getByText("It is Aisha Khan's day off.")).toBeVisible();
    await expectNoAxeViolations(page, 'dispatch: chauffeur picker', { otherWidth: false });
    await chooseByKeyboard(page, picker, 'Luis Ortega');
    await expect(page.getByText(`${reference} is offered to Luis Ortega.`)).toBeVisible();
    const assigned = page.getByRole('button', {
      name: new RegExp(`^${reference}, Assigned, not accepted, .*, Luis Ortega$`),
    });
    await expect(assigned).toBeVisible();
    await expect(ride(unassigned, 'Confirmed')).toHaveCount(1);
    await expect(
      watcher.getByRole('button', { name: new RegExp(`^${reference}, Assigned, not accepted, .*, Luis Ortega$`) }),
    ).toBeVisible();
    expect(boardLoads, 'the second board moved the ride from the event, without fetching the day').toEqual([]);
    await watcher.close();

    // The evening ride offered to Aisha on her day off: the server refuses with the reason, on the ride too.
    const evening = ride(unassigned, 'Confirmed').first();
    const eveningRef = await referenceOf(evening);
    await unassigned.getByRole('button', { name: `Assign ${eveningRef}` }).click();
    const second = page.getByRole('dialog', { name: `Assign ${eveningRef}` });
    await chooseByKeyboard(page, second, 'Aisha Khan');
    await expect(page.getByRole('alert').filter({ hasText: "It is Aisha Khan's day off." })).toBeVisible();
    await expect(unassigned.getByText("Refused: It is Aisha Khan's day off.")).toBeVisible();
    await expect(ride(unassigned, 'Confirmed')).toHaveCount(1);

    // Dragged onto Marco Rossi's row, the evening ride is offered to him; dragged back, it is unassigned again.
    const marcoRow = page
      .getByRole('region', { name: /^Timeline of / })
      .getByRole('listitem')
      .filter({ hasText: 'Marco Rossi' });
    const offered = page.getByText(`${eveningRef} is offered to Marco Rossi.`);
    // A drag the busy machine dropped is made again (at most three times), as a person would.
    for (let attempt = 0; attempt < 3 && !(await offered.isVisible()); attempt++) {
      await dragOnto(page, unassigned.getByRole('button', { name: new RegExp(`^${eveningRef}, `) }), marcoRow);
      await offered.waitFor({ timeout: 5_000 }).catch(() => undefined);
    }
    await expect(offered).toBeVisible();
    const dragged = marcoRow.getByRole('button', { name: new RegExp(`^${eveningRef}, Assigned, not accepted, `) });
    await expect(dragged).toBeVisible();
    await dragOnto(page, dragged, unassigned);
    await expect(page.getByText(`${eveningRef} is back in the unassigned rides.`)).toBeVisible();
    await expect(ride(unassigned, 'Confirmed')).toHaveCount(1);

    // The ride's drawer: its history says who it was offered to; Unassign takes it back.
    await assigned.click();
    const drawer = page.getByRole('dialog', { name: `Ride ${reference}` });
    await expect(drawer.getByText('Offered to Luis Ortega')).toBeVisible();
    await expectNoAxeViolations(page, 'dispatch: ride drawer', { otherWidth: false });
    await page.screenshot({ path: `${SHOTS}/dispatch-drawer-1280.png` });
    await drawer.getByRole('button', { name: 'Unassign' }).click();
    await expect(page.getByText(`${reference} is back in the unassigned rides.`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(ride(unassigned, 'Confirmed')).toHaveCount(2);
    await page.screenshot({ path: `${SHOTS}/dispatch-board-1280.png`, fullPage: true });

    // At 375 px the board is a list per chauffeur, unassigned rides first, still with Assign.
    await page.setViewportSize(PHONE);
    await expect(page.getByRole('heading', { name: 'Luis Ortega', level: 2 })).toBeVisible();
    await expect(page.getByRole('button', { name: `Assign ${eveningRef}` })).toBeVisible();
    await expect(page.locator('section[aria-label^="Timeline"]')).toHaveCount(0);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: `${SHOTS}/dispatch-board-375.png`, fullPage: true });
    await expectNoAxeViolations(page, 'dispatch board on a phone', { otherWidth: false });

    // Aisha's day off ends: the demo day is as it was for the journeys after this one.
    await page.setViewportSize(DESKTOP);
    await setDayOff(page, 'Aisha Khan', today, false);
  });
});
