import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetchPerTest } from '../../../test/fetch-mock.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import type { SiteSetting } from '../site.ts';
import { SiteSettingsPanel } from './site-settings-panel.tsx';

/** The settings issue 22 adds, as api/sitesetting/mappingBySiteId answers them for City Limo. */
const SETTINGS: SiteSetting[] = [
  {
    SettingId: 8,
    name: 'SmsEnabled',
    groupName: 'Booking',
    description: 'Travellers who agree at booking get text messages (true or false).',
    defaultValue: 'false',
    value: 'true',
    siteSetting: { id: 30, value: 'true' },
  },
  {
    SettingId: 9,
    name: 'AirportGraceDomesticMinutes',
    groupName: 'Booking',
    description: 'Minutes after a domestic flight lands that its airport pickup is set to (0 to 240).',
    defaultValue: '15',
    value: null,
    siteSetting: null,
  },
  {
    SettingId: 10,
    name: 'AirportGraceInternationalMinutes',
    groupName: 'Booking',
    description: 'Minutes after an international flight lands that its airport pickup is set to (0 to 240).',
    defaultValue: '45',
    value: null,
    siteSetting: null,
  },
];

const fetchMock = stubFetchPerTest();

const serve = (posts: unknown[]) =>
  fetchMock.mockImplementation(async (input, init) => {
    if (init?.method === 'POST') {
      const change = JSON.parse(String(init.body)) as { SettingId: number; value: string };
      posts.push(change);
      // The update answers all the site's settings, the changed one with its new value.
      return jsonResponse(200, {
        results: SETTINGS.map((s) => (s.SettingId === change.SettingId ? { ...s, value: change.value } : s)),
      });
    }
    if (String(input).includes('/api/sitesetting/mappingBySiteId')) return jsonResponse(200, { results: SETTINGS });
    return jsonResponse(404, { message: 'no' });
  });

describe('the site settings of issue 22', { timeout: 30_000 }, () => {
  it('When SmsEnabled is listed, then it is a switch with its description, and turning it off saves false', async () => {
    const posts: unknown[] = [];
    serve(posts);
    renderWithProviders(<SiteSettingsPanel siteId={5} languages={[]} />);
    const sms = (await screen.findByRole('switch', { name: /^Sms enabled/ })) as HTMLInputElement;
    expect(sms.checked).toBe(true);
    expect(screen.getByText(/Travellers who agree at booking get text messages/)).toBeTruthy();
    fireEvent.click(sms);
    await waitFor(() => expect(posts).toEqual([{ siteId: 5, SettingId: 8, value: 'false' }]));
  });

  it('When the airport grace settings are listed, then each is a number with its description and default, saved as typed', async () => {
    const posts: unknown[] = [];
    serve(posts);
    renderWithProviders(<SiteSettingsPanel siteId={5} languages={[]} />);
    const domestic = (await screen.findByRole('textbox', {
      name: /^Airport grace domestic minutes/,
    })) as HTMLInputElement;
    const international = screen.getByRole('textbox', {
      name: /^Airport grace international minutes/,
    }) as HTMLInputElement;
    expect(domestic.value).toBe('15');
    expect(international.value).toBe('45');
    expect(screen.getByText(/Minutes after a domestic flight lands/).textContent).toContain('15');
    expect(screen.getByText(/Minutes after an international flight lands/).textContent).toContain('45');

    fireEvent.change(domestic, { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: /Airport grace domestic minutes/ }));
    await waitFor(() => expect(posts).toEqual([{ siteId: 5, SettingId: 9, value: '20' }]));
  });
});
