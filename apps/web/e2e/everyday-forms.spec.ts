import { expect, test } from '@playwright/test';
import { CITY, dialog, field, fillFleetCar, row, signIn, unique } from './master-data-support.ts';
import { atEachWidth, expectNoAxeViolations, hostUrl } from './support.ts';

const shots = Boolean(process.env.SCREENSHOTS);

test.describe('everyday forms (issue 17)', () => {
  test('the fleet form names what is missing, gives a malformed VIN its message, and one Publish click saves a vehicle without amenities while the VIN check still runs', async ({
    page,
  }) => {
    await signIn(page, CITY, 'provider', 'admin-portal');
    // The duplicate-VIN check answers slowly, as on a busy server: the click lands while it runs.
    await page.route('**/api/fleet/checkDuplicateVIN**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto(hostUrl(CITY, '/admin/fleet'));
    await expect(page.getByRole('heading', { name: 'Manage Fleets' })).toBeVisible();
    await page.getByRole('button', { name: 'Add New' }).click();
    const form = dialog(page, 'Add Fleet');
    await expect(
      form.getByText('To save, complete: Vehicle Type, Nickname, VIN, Color, Make, Model, Year, Seater'),
    ).toBeVisible();
    await expect(form.getByRole('button', { name: 'Publish' })).toBeDisabled();
    await expectNoAxeViolations(page, 'add fleet: empty');

    const tag = unique().replace(/[IOQ]/g, '7');
    const nickname = `Town Car ${tag}`;
    await fillFleetCar(page, form, {
      vehicleType: 'Sedan',
      nickname,
      color: 'Black',
      make: 'Lincoln',
      model: 'Town Car',
      year: '2011',
      seats: '3',
    });

    // A malformed VIN gets its message, and the note says the VIN is what is left.
    await field(form, /^VIN/).fill('1LNHM82W0BY6O0001');
    await expect(form.getByText('A VIN never contains the letters I, O or Q')).toBeVisible();
    await field(form, /^VIN/).fill('1LNHM82W0BY6');
    await expect(form.getByText('A VIN has exactly 17 characters')).toBeVisible();
    await expect(form.getByText('To save, complete: VIN')).toBeVisible();
    await expectNoAxeViolations(page, 'add fleet: VIN messages');
    if (shots)
      await atEachWidth(
        page,
        async ({ name }) => {
          await page.waitForTimeout(300);
          await page.screenshot({ path: `docs/screenshots/everyday-fleet-form-missing-${name}.png` });
        },
        { height: 900 },
      );
    await page.setViewportSize({ width: 1280, height: 900 });

    // No amenities; the cursor is still in the VIN field when Publish is clicked, once.
    const vin = `1LNHM82W0BY${tag}0`.slice(0, 17).padEnd(17, '1');
    await field(form, /^VIN/).fill(vin);
    await expect(form.getByText(/^To save, complete/)).toHaveCount(0);
    const check = page.waitForRequest('**/api/fleet/checkDuplicateVIN**');
    await form.getByRole('button', { name: 'Publish' }).click();
    await check;
    await expect(form).toBeHidden({ timeout: 20_000 });
    await expect(row(page, vin)).toContainText('Sedan');
    await expect(row(page, vin)).toContainText('Lincoln');
    await expectNoAxeViolations(page, 'fleets with the new vehicle');
  });
});
