import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchPerTest } from '../../../test/fetch-mock.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import type { Site } from '../site.ts';
import { SiteDetailsForm } from './site-details-form.tsx';

const LANGUAGES = [
  { id: 1, name: 'English', locale: 'en' },
  { id: 2, name: 'Spanish', locale: 'es' },
  { id: 3, name: 'French', locale: 'fr' },
];

const CITY_LIMO: Site = {
  id: 5,
  name: 'City Limo',
  host: 'citylimo.localhost',
  type: { id: 2, name: 'Service Provider' },
  title: 'City Limo — Chicago chauffeurs',
  color: '#1B2A41,#C9A227',
  preferredLanguageId: 1,
  otherLanguageIds: [2],
  createdBy: { firstName: 'Sam' },
  createdOn: '2026-01-01T00:00:00Z',
  updatedBy: null,
  updatedOn: null,
};

const fetchMock = stubFetchPerTest();

const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

const choose = async (label: string, option: string) => {
  fireEvent.click(screen.getByRole('textbox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('the site details form', () => {
  it('When the host is left and another site uses it, then "Duplicate Host Name !!" shows under it and Save stays disabled', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/api/site/checkDuplicateHostName')
        ? jsonResponse(200, { results: [{ isDuplicate: true, message: 'Duplicate Host Name !!' }] })
        : jsonResponse(404, {}),
    );
    renderWithProviders(<SiteDetailsForm languages={LANGUAGES} canChooseType />);
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Acme Cars' } });
    await choose('Preferred language', 'English');
    const host = screen.getByRole('textbox', { name: /^Host/ });
    fireEvent.change(host, { target: { value: 'CityLimo.localhost' } });
    fireEvent.blur(host);

    expect(await screen.findByText('Duplicate Host Name !!')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/site/checkDuplicateHostName?hostName=citylimo.localhost');
    expect(saveButton().disabled).toBe(true);

    fireEvent.change(host, { target: { value: 'acme.localhost' } });
    expect(screen.queryByText('Duplicate Host Name !!')).toBeNull();
  });

  it('When the title is longer than 40 characters, then it is refused and Save is disabled; the tooltip reads 50 as the spec says', async () => {
    renderWithProviders(<SiteDetailsForm site={CITY_LIMO} languages={LANGUAGES} canChooseType />);
    const title = screen.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement;
    expect(title.maxLength).toBe(40);
    await waitFor(() => expect(saveButton().disabled).toBe(false));

    fireEvent.change(title, { target: { value: 'x'.repeat(41) } });
    expect(await screen.findByText('Maximum of 40 characters allowed')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    expect(screen.getByLabelText(/Maximum of 50 characters allowed/)).toBeTruthy();

    fireEvent.change(title, { target: { value: 'x'.repeat(40) } });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
  });

  it('When the preferred language changes, then the other languages are reset to none', async () => {
    renderWithProviders(<SiteDetailsForm site={CITY_LIMO} languages={LANGUAGES} canChooseType />);
    const others = screen
      .getByRole('textbox', { name: /^Other languages/ })
      .closest('.mantine-MultiSelect-root') as HTMLElement;
    expect(within(others).getByText('Spanish')).toBeTruthy();

    await choose('Preferred language', 'French');

    await waitFor(() => expect(within(others).queryByText('Spanish')).toBeNull());
    expect(within(others).getByPlaceholderText('None')).toBeTruthy();
  });

  it('When other languages are offered, then the preferred language is never among them', async () => {
    renderWithProviders(
      <SiteDetailsForm site={{ ...CITY_LIMO, otherLanguageIds: [] }} languages={LANGUAGES} canChooseType />,
    );
    fireEvent.click(screen.getByRole('textbox', { name: /^Other languages/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Spanish', 'French']);
  });

  it('When the save answers 409 for the host, then "Duplicate Host Name !!" is shown', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'PUT'
        ? jsonResponse(409, { errorId: 'c-1', code: 'DUPLICATE_HOST', message: 'Duplicate Host Name !!' })
        : jsonResponse(200, { results: [{ isDuplicate: false }] }),
    );
    renderWithProviders(<SiteDetailsForm site={CITY_LIMO} languages={LANGUAGES} canChooseType />);
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());
    expect(await screen.findByText('Duplicate Host Name !!')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      id: 5,
      host: 'citylimo.localhost',
      headerColor: '#1B2A41',
      bodyColor: '#C9A227',
    });
  });

  it('When the save succeeds, then "Saved Site details !!" is shown', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'PUT'
        ? jsonResponse(200, { results: [{ ...CITY_LIMO, name: 'City Limo Chicago' }] })
        : jsonResponse(200, { results: [{ isDuplicate: false }] }),
    );
    const onSaved = vi.fn();
    renderWithProviders(<SiteDetailsForm site={CITY_LIMO} languages={LANGUAGES} canChooseType onSaved={onSaved} />);
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'City Limo Chicago' } });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());
    expect(await screen.findByText('Saved Site details !!')).toBeTruthy();
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'City Limo Chicago' }));
  });

  it('When the user may not choose the type, then the type is shown but cannot be changed', () => {
    renderWithProviders(<SiteDetailsForm site={CITY_LIMO} languages={LANGUAGES} canChooseType={false} />);
    expect((screen.getByRole('textbox', { name: /^Type/ }) as HTMLInputElement).disabled).toBe(true);
  });
});
