import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedQueryKeys } from '../../../lib/query-keys.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { signInAs as signIn } from '../../../test/session.ts';
import type { ServiceLocation } from '../service-location.ts';
import { ServiceAreasScreen } from './service-areas-screen.tsx';

// Typing into several inputs can be slow on a busy machine; the rules, not the speed, are under test.

const location = (over: Partial<ServiceLocation>): ServiceLocation => ({
  id: 1,
  siteId: 5,
  state: 'IL',
  stateName: 'Illinois',
  city: null,
  isEnabled: true,
  createdOn: '2026-01-01T00:00:00Z',
  createdBy: { firstName: 'Olivia' },
  updatedOn: null,
  updatedBy: null,
  ...over,
});

const fetchMock = vi.fn<typeof fetch>();
let stored: ServiceLocation[];

beforeEach(() => {
  stored = [];
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    const body = init?.body ? JSON.parse(String(init.body)) : {};
    if (path.startsWith('/api/ServiceLocation/mappingBySiteId')) return jsonResponse(200, { results: stored });
    if (path === '/api/ServiceLocation/create') {
      if (stored.some((l) => l.state === body.state && (l.city ?? '') === (body.city ?? '')))
        return jsonResponse(409, { message: 'This service location is already on this site' });
      const created = location({ id: stored.length + 1, state: body.state, stateName: 'Wisconsin', city: body.city });
      const first = stored.length === 0;
      stored = [...stored, created];
      return jsonResponse(201, { results: [created], ...(first ? { setupStatus: 'completed' } : {}) });
    }
    if (path === '/api/ServiceLocation/enableDisable') {
      stored = stored.map((l) => (l.id === body.id ? { ...l, isEnabled: body.isEnabled } : l));
      return jsonResponse(200, { results: stored.filter((l) => l.id === body.id) });
    }
    if (path === '/api/ServiceLocation/delete') {
      const removed = stored.filter((l) => l.id === body.id);
      stored = stored.filter((l) => l.id !== body.id);
      return jsonResponse(200, { results: removed });
    }
    return jsonResponse(404, {});
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

const chooseState = async (name: string) => {
  fireEvent.click(screen.getByRole('textbox', { name: /^State/ }));
  fireEvent.click(await screen.findByRole('option', { name }));
};
const addButton = () => screen.getByRole('button', { name: 'Add' }) as HTMLButtonElement;

/** The screen as the given role sees it, over the stored areas. */
const openScreen = (role = 'SPAdmin') => {
  signIn(role);
  return renderWithProviders(<ServiceAreasScreen />);
};

/** Presses a row's action once the list shows it, and hands back the confirmation it opens. */
const askAbout = async (action: string) => {
  fireEvent.click(await screen.findByRole('button', { name: action }));
  return screen.findByRole('dialog');
};

describe('the Area of Operation screen', { timeout: 30_000 }, () => {
  it('When the site serves nothing yet, then it says travellers cannot book, and links to the garage locations', async () => {
    openScreen();
    expect(await screen.findByText('No area of operation yet')).toBeTruthy();
    expect(screen.getByText(/Travellers can book only rides that start in one of these areas/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Garage Locations' }).getAttribute('href')).toBe('/admin/garagelocation');
    expect(addButton().disabled).toBe(true);
  });

  it('When the first state is added with a city, then it is listed and the setup checklist is refreshed', async () => {
    const { queryClient } = openScreen();
    queryClient.setQueryData(sharedQueryKeys.mappingCount, { counts: {}, available: true });
    await screen.findByText('No area of operation yet');
    await chooseState('Wisconsin (WI)');
    fireEvent.change(screen.getByRole('textbox', { name: /^City/ }), { target: { value: '  Milwaukee ' } });
    await waitFor(() => expect(addButton().disabled).toBe(false));
    fireEvent.click(addButton());

    expect(await screen.findByRole('cell', { name: 'Milwaukee' })).toBeTruthy();
    const create = fetchMock.mock.calls.find(([url]) => String(url) === '/api/ServiceLocation/create');
    expect(JSON.parse(String(create?.[1]?.body))).toEqual({ state: 'WI', city: 'Milwaukee' });
    expect(queryClient.getQueryState(sharedQueryKeys.mappingCount)?.isInvalidated).toBe(true);
  });

  it('When the same area is added again, then the server message shows', async () => {
    stored = [location({ id: 1, state: 'WI', stateName: 'Wisconsin' })];
    openScreen();
    await screen.findByText('Whole state');
    await chooseState('Wisconsin (WI)');
    await waitFor(() => expect(addButton().disabled).toBe(false));
    fireEvent.click(addButton());
    expect(await screen.findByText('This service location is already on this site')).toBeTruthy();
  });

  it('When Disable is pressed, then "Are you sure to Disable?" is asked first, and No changes nothing', async () => {
    stored = [location({})];
    openScreen();
    const dialog = await askAbout('Disable Illinois');
    expect(within(dialog).getByText('Are you sure to Disable?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/ServiceLocation/enableDisable')).toBe(false);

    fireEvent.click(within(await askAbout('Disable Illinois')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('button', { name: 'Enable Illinois' })).toBeTruthy();
    expect(screen.getByText('Every area is disabled')).toBeTruthy();
  });

  it('When Delete is confirmed, then the area is removed', async () => {
    stored = [location({}), location({ id: 2, state: 'WI', stateName: 'Wisconsin', city: 'Milwaukee' })];
    openScreen();
    const dialog = await askAbout('Delete Milwaukee, Wisconsin');
    expect(within(dialog).getByText('Delete Milwaukee, Wisconsin?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Milwaukee' })).toBeNull());
    expect(screen.getByText('1 area, 1 enabled')).toBeTruthy();
  });

  it('When a standard user opens it, then the areas show without the add form or actions', async () => {
    stored = [location({})];
    openScreen('SPUser');
    expect(await screen.findByText('Whole state')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Disable/ })).toBeNull();
    expect(screen.getByText('Only an administrator of your company can change the areas you serve.')).toBeTruthy();
  });
});
