import { expect, test } from '@playwright/test';
import { CITY, dialog, field, row, signIn, unique } from './master-data-support.ts';
import { expectNoAxeViolations, hostUrl } from './support.ts';

test.describe('the shared master-data catalogue', () => {
  test('the platform administrator publishes a master amenity, and the provider adds it as existing; it is shared, so Edit stays disabled', async ({
    page,
  }) => {
    const name = `Heated Seats ${unique()}`;
    await signIn(page, 'localhost', 'superadmin', 'super-admin-portal');
    await page.goto(hostUrl('localhost', '/admin/dashboard'));
    await page.getByRole('button', { name: 'Master Data' }).click();
    await page.getByRole('link', { name: 'Amenities', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Amenities catalogue' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Existing' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const masterForm = dialog(page, 'Add Amenity');
    await field(masterForm, /^Name/).fill(name);
    await field(masterForm, /^Description/).fill('Heated front and rear seats.');
    await expectNoAxeViolations(page, 'add master amenity');
    await masterForm.getByRole('button', { name: 'Publish' }).click();
    await expect(row(page, name)).toBeVisible();

    await signIn(page, CITY, 'provider', 'admin-portal');
    await page.goto(hostUrl(CITY, '/admin/master-data/amenities'));
    await page.getByRole('button', { name: 'Add Existing' }).click();
    const addAmenities = dialog(page, 'Add Amenities');
    await addAmenities.getByRole('searchbox', { name: 'Search' }).fill('heated');
    await addAmenities.getByRole('button', { name: `Select ${name}` }).click();
    await expectNoAxeViolations(page, 'add existing amenities: one chosen');
    await addAmenities.getByRole('button', { name: 'Continue' }).click();
    await expect(addAmenities).toBeHidden();
    await expect(row(page, name)).toBeVisible();
    await expect(row(page, name).getByRole('button', { name: `Edit ${name}` })).toBeDisabled();
    await expectNoAxeViolations(page, 'provider amenities with the shared one');
  });
});
