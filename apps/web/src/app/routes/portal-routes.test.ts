import { describe, expect, it } from 'vitest';
import { ADMIN_SCREENS } from './admin/coming-soon.screens.ts';
import { CUSTOMER_SCREENS } from './customer/coming-soon.screens.ts';
import { collectPaths, pendingScreens } from './portal-routes.ts';

describe('screens that are not built yet', () => {
  it('When an area defines a path, then its coming-soon page gives way', () => {
    const screens = [
      { ...ADMIN_SCREENS[0], paths: ['master-data/amenities'] },
      { ...ADMIN_SCREENS[0], paths: ['master-data/vehicle-types'] },
      { ...ADMIN_SCREENS[0], paths: ['master-data/service-types'] },
    ];
    const built = [{ path: 'master-data', children: [{ path: 'amenities' }, { path: 'vehicle-types' }] }];
    const pending = pendingScreens(built, screens).flatMap((screen) => screen.paths);
    expect(pending).not.toContain('master-data/amenities');
    expect(pending).not.toContain('master-data/vehicle-types');
    expect(pending).toContain('master-data/service-types');
  });

  it('When paths are collected, then nested and index routes give full paths', () => {
    expect(
      collectPaths([{ path: 'a', children: [{ index: true }, { path: 'b/' }] }, { children: [{ path: 'C' }] }]),
    ).toEqual(['a', 'a', 'a/b', 'c']);
  });

  it('When every back-office screen is built, then no coming-soon page stands in for one', () => {
    const paths = ADMIN_SCREENS.flatMap((screen) => screen.paths);
    for (const built of [
      'garagelocation',
      'fleet',
      'master-data/document-types',
      'master-data/paymenttypes',
      'master-data/subscription-plans',
    ])
      expect(paths).not.toContain(built);
    expect(CUSTOMER_SCREENS.flatMap((screen) => screen.paths)).not.toContain('systembooking');
  });

  it('When users, invoices and customers are built, then the back office has no coming-soon page for them', () => {
    const paths = ADMIN_SCREENS.flatMap((screen) => screen.paths);
    for (const path of ['users', 'invoice/view', 'customers']) expect(paths).not.toContain(path);
  });

  it('When templates management and feedback are built, then neither portal has a coming-soon page for them', () => {
    expect(ADMIN_SCREENS.flatMap((screen) => screen.paths)).not.toContain('templates/list');
    const customer = CUSTOMER_SCREENS.flatMap((screen) => screen.paths);
    for (const path of ['usercompliants', 'usercompliants/addusercompliant']) expect(customer).not.toContain(path);
  });

  it('When notifications and reviews are built, then neither portal has a coming-soon page for them', () => {
    const admin = ADMIN_SCREENS.flatMap((screen) => screen.paths);
    for (const path of ['reviews/add-review', 'reviews/reply-review']) expect(admin).not.toContain(path);
    const customer = CUSTOMER_SCREENS.flatMap((screen) => screen.paths);
    for (const path of ['mynotifications', 'mynotifications/view', 'reviews', 'reviews/providersreviews'])
      expect(customer).not.toContain(path);
  });

  it('When the pricing screens are built, then they have no coming-soon page left', () => {
    const paths = ADMIN_SCREENS.flatMap((screen) => screen.paths);
    for (const path of ['location', 'discount', 'price-definitions']) expect(paths).not.toContain(path);
  });

  it('When the booking lists are built, then neither portal has a coming-soon page for them', () => {
    const admin = ADMIN_SCREENS.flatMap((screen) => screen.paths);
    const customer = CUSTOMER_SCREENS.flatMap((screen) => screen.paths);
    for (const path of ['booking/booking', 'booking/bookingcalendarview']) expect(admin).not.toContain(path);
    for (const path of ['mybookings/viewbookings', 'mybookings/addbooking']) expect(customer).not.toContain(path);
  });

  it('When the account screens are built, then neither portal has a coming-soon page for them', () => {
    const admin = ADMIN_SCREENS.flatMap((screen) => screen.paths);
    const customer = CUSTOMER_SCREENS.flatMap((screen) => screen.paths);
    for (const path of ['myaccount/profile', 'myaccount/changepassword', 'myaccount/changeuseremail'])
      expect([...admin, ...customer]).not.toContain(path);
    for (const path of ['googleredirect', 'googleregisterredirect']) expect(customer).not.toContain(path);
  });
});
