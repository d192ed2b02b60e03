import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ADMIN_MENU, adminMenuFor, pageAllowedFor } from './admin-menu.ts';
import { AdminNav } from './admin-nav.tsx';

const HIDDEN_FOR_SPUSER = [
  'Manage Site',
  'Manage Templates',
  'Manage Subscription Plans',
  'Invoices',
  '11. License Type',
];

const labels = (role: string) =>
  adminMenuFor(role).flatMap((item) => [item.label, ...(item.children ?? []).map((child) => child.label)]);

describe('the admin side menu', () => {
  it('When an administrator signs in, then every item of the spec and all 12 setup items are there', () => {
    const all = labels('SPAdmin');
    for (const label of [
      'My Profile',
      'Manage Site',
      'Manage Templates',
      'Manage Subscription Plans',
      'Manage Users',
      'Manage Booking',
      'Record View',
      'Calendar View',
      'Invoices',
      'Customers',
      'Reviews',
      'Give Reviews',
      'Reply to Reviews',
      '1. Area of Operation',
      '11. License Type',
      '12. Payment Types',
    ])
      expect(all).toContain(label);
    const setup = ADMIN_MENU.find((item) => item.label === 'Setup')?.children ?? [];
    expect(setup.filter((link) => /^\d+\. /.test(link.label))).toHaveLength(12);
    expect(setup.map((link) => link.to)).toContain('/admin/master-data/airports');
  });

  it.each(['SPUser', 'spuser', 'SpUser'])(
    "When the role is %s, then the five restricted items and the administrator's users and payment setup are hidden",
    (role) => {
      const visible = labels(role);
      for (const hidden of HIDDEN_FOR_SPUSER) expect(visible).not.toContain(hidden);
      expect(visible).not.toContain('Manage Users');
      expect(visible).not.toContain('12. Payment Types');
      expect(visible).toContain('10. Price Definitions');
      expect(visible).toContain('Customers');
    },
  );

  it('When a standard user sees the menu on screen, then the hidden items are not rendered', () => {
    renderWithProviders(<AdminNav userRole="SPUser" />, { path: '/admin/master-data/amenities' });
    expect(screen.getByRole('link', { name: 'Customers' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '2. Amenities' }).getAttribute('aria-current')).toBe('page');
    for (const hidden of HIDDEN_FOR_SPUSER) expect(screen.queryByText(hidden)).toBeNull();
  });

  it('When the platform administrator signs in, then Master Data lists the seven catalogues; providers do not see it', () => {
    const masterData = adminMenuFor('SuperAdmin').find((item) => item.label === 'Master Data');
    expect(masterData?.children?.map((link) => link.to)).toEqual([
      '/admin/master-data/catalogue/vehicle-types',
      '/admin/master-data/catalogue/service-types',
      '/admin/master-data/catalogue/airports',
      '/admin/master-data/catalogue/amenities',
      '/admin/master-data/catalogue/service-user-types',
      '/admin/master-data/catalogue/price-types',
      '/admin/master-data/catalogue/document-types',
    ]);
    for (const role of ['SPAdmin', 'SPUser']) expect(labels(role)).not.toContain('Master Data');
  });

  it('When a platform administrator sees the menu, then Manage Site links to the site list', () => {
    renderWithProviders(<AdminNav userRole="SuperAdmin" />, { path: '/admin/dashboard' });
    expect(screen.getByRole('link', { name: 'Manage Site' }).getAttribute('href')).toBe('/admin/site/new');
  });

  it("When the platform administrator signs in on the product site, then a provider's Setup and Reviews are not offered and Vehicle Types and Airports appear once", () => {
    const visible = labels('SuperAdmin');
    expect(visible).not.toContain('Setup');
    expect(visible).not.toContain('Reviews');
    expect(visible.filter((label) => /Vehicle Types/.test(label))).toEqual(['Vehicle Types']);
    expect(visible.filter((label) => /Airports/.test(label))).toEqual(['Airports']);
    // On a provider's own host the platform administrator sets that site up, but never writes reviews.
    const onSite = adminMenuFor('SuperAdmin', ADMIN_MENU, { onProviderSite: true }).map((item) => item.label);
    expect(onSite).toContain('Setup');
    expect(onSite).not.toContain('Reviews');
  });
});

describe('which back-office pages a role may open by address', () => {
  it('When a standard user types a hidden page, then it is not allowed; their own pages are', () => {
    for (const path of [
      '/admin/templates/list',
      '/admin/sites/manage/5/properties',
      '/admin/site/new',
      '/admin/invoice/view',
      '/admin/master-data/document-types',
      '/admin/master-data/paymenttypes',
      '/admin/users',
      '/admin/master-data/catalogue/vehicle-types',
    ])
      expect(pageAllowedFor('SPUser', path), path).toBe(false);
    for (const path of [
      '/admin/dashboard',
      '/admin/booking/booking',
      '/admin/master-data/amenities',
      '/admin/myaccount/profile',
    ])
      expect(pageAllowedFor('spuser', path), path).toBe(true);
  });

  it("When the platform administrator types a provider's own page, then it is not allowed; the catalogue is", () => {
    expect(pageAllowedFor('SuperAdmin', '/admin/master-data/vehicle-types')).toBe(false);
    expect(pageAllowedFor('SuperAdmin', '/admin/master-data/vehicle-types', { onProviderSite: true })).toBe(true);
    expect(pageAllowedFor('SuperAdmin', '/admin/reviews/reply-review')).toBe(false);
    expect(pageAllowedFor('SuperAdmin', '/admin/systembooking')).toBe(false);
    expect(pageAllowedFor('SuperAdmin', '/admin/master-data/catalogue/vehicle-types')).toBe(true);
    expect(pageAllowedFor('SuperAdmin', '/admin/site/new')).toBe(true);
  });

  it('When a provider administrator types a page, then only the platform catalogue is refused', () => {
    expect(pageAllowedFor('SPAdmin', '/admin/master-data/catalogue/airports')).toBe(false);
    expect(pageAllowedFor('SPAdmin', '/admin/sites/manage/5/properties')).toBe(true);
    expect(pageAllowedFor('SPAdmin', '/admin/master-data/document-types')).toBe(true);
    expect(pageAllowedFor('SPAdmin', '/admin/users')).toBe(true);
  });
});
