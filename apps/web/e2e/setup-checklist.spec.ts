import { expect, test } from '@playwright/test';
import { callApi, choose, dialog, field, progressOf, signIn, unique } from './master-data-support.ts';
import { expectNoAxeViolations, hostUrl } from './support.ts';

test.describe('the setup checklist on a new site', () => {
  test('on a site the platform administrator has just created (0%), the first amenity and the first vehicle type each tick their checklist box and move the progress', async ({
    page,
  }) => {
    // About 40 s, each page state scanned at two widths.
    test.setTimeout(120_000);
    const host = `setup-${unique().toLowerCase()}.localhost`;
    await signIn(page, 'localhost', 'superadmin', 'super-admin-portal');
    const created = await callApi(page, 'POST', '/api/site', {
      name: `Lakeside Limo ${host}`,
      host,
      typeId: 2,
      title: 'Lakeside Limo',
      preferredLanguageId: 1,
    });
    expect(created.status).toBe(201);

    // On the new site's own address, everything starts unchecked.
    await signIn(page, host, 'superadmin', 'super-admin-portal');
    await page.goto(hostUrl(host, '/admin/dashboard'));
    await expect(page.getByText('0% complete')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: '2. Amenities: Not set up yet' })).not.toBeChecked();
    await expectNoAxeViolations(page, 'dashboard: checklist at 0%');

    await page.getByRole('main').getByRole('link', { name: '2. Amenities' }).click();
    await expect(page.getByRole('heading', { name: 'Manage Amenities' })).toBeVisible();
    await expect(page.getByText('No published amenities yet.')).toBeVisible();
    await expectNoAxeViolations(page, 'amenities: none yet');
    await page.getByRole('button', { name: 'Add New' }).click();
    const amenityForm = dialog(page, 'Add Amenity');
    await field(amenityForm, /^Name/).fill('Wi-Fi');
    await field(amenityForm, /^Description/).fill('Free Wi-Fi on board.');
    await amenityForm.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText(/First amenities added/)).toBeVisible();
    await expectNoAxeViolations(page, 'amenities: first added');

    // Back on the dashboard without reloading: the 'completed' answer refreshed the counts.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(page.getByRole('checkbox', { name: '2. Amenities: Set up' })).toBeChecked();
    await expect(page.getByText('8% complete')).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: '3. Vehicle Types' }).click();
    await page.getByRole('button', { name: 'Add New' }).click();
    const vehicleForm = dialog(page, 'Add Vehicle Type');
    await field(vehicleForm, /^Name/).fill('Sprinter');
    await field(vehicleForm, /^Description/).fill('High-roof van for 14.');
    await choose(page, vehicleForm, /^Choose Vehicle Image/, 'Sprinter Van 11-14 Passengers Or Similar');
    await expectNoAxeViolations(page, 'add vehicle type');
    await vehicleForm.getByRole('button', { name: 'Save As Draft' }).click();
    await expect(vehicleForm).toBeHidden();
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(page.getByRole('checkbox', { name: '3. Vehicle Types: Set up' })).toBeChecked();
    expect(await progressOf(page)).toBe(17);
  });
});
