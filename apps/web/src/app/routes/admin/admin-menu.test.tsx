import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ADMIN_MENU, adminMenuFor } from './admin-menu.ts';
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

  it.each(['SPUser', 'spuser', 'SpUser'])('When the role is %s, then the five restricted items are hidden', (role) => {
    const visible = labels(role);
    for (const hidden of HIDDEN_FOR_SPUSER) expect(visible).not.toContain(hidden);
    expect(visible).toContain('Manage Users');
    expect(visible).toContain('10. Price Definitions');
    expect(visible).toContain('12. Payment Types');
  });

  it('When a standard user sees the menu on screen, then the hidden items are not rendered', () => {
    renderWithProviders(<AdminNav userRole="SPUser" />, { path: '/admin/master-data/amenities' });
    expect(screen.getByRole('link', { name: 'Manage Users' })).toBeTruthy();
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
});
