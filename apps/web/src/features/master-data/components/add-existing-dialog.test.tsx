import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchPerTest } from '../../../test/fetch-mock.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { CATALOG_SCREENS } from '../catalog-screens.ts';
import { AddExistingDialog } from './add-existing-dialog.tsx';

const master = (id: number, name: string) => ({
  id,
  name,
  description: `${name} on board.`,
  isAvailableForOtherSites: true,
  isEnabled: true,
  isDraft: false,
  isPublished: true,
  createdBy: null,
  createdOn: null,
  updatedBy: null,
  updatedOn: null,
});

const fetchMock = stubFetchPerTest();

const answer = (post: () => Response) =>
  fetchMock.mockImplementation(async (_url, init) =>
    init?.method === 'POST'
      ? post()
      : jsonResponse(200, {
          results: [master(3, 'WiFi'), master(1, 'bottled Water'), master(2, 'Child Seat')],
        }),
  );

const available = () =>
  within(screen.getByRole('list', { name: 'Available' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

const continueButton = () => screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;

describe('the add-existing dialog', { timeout: 20_000 }, () => {
  it('When it opens, then the catalogue is sorted by name, searchable, and Continue waits for a selection', async () => {
    answer(() => jsonResponse(201, { results: [] }));
    renderWithProviders(
      <AddExistingDialog screen={CATALOG_SCREENS.amenity} opened onClose={vi.fn()} onAdded={vi.fn()} />,
    );
    expect(await screen.findByRole('dialog', { name: 'Add Amenities' })).toBeTruthy();
    await screen.findByText('WiFi');
    expect(available()).toEqual(['bottled Water', 'Child Seat', 'WiFi']);
    expect(continueButton().disabled).toBe(true);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'SEAT' } });
    expect(available()).toEqual(['Child Seat']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'limo' } });
    expect(screen.getByText('Nothing matches “limo”.')).toBeTruthy();
  });

  it('When an item is selected, then it leaves the available list for Selected; Remove puts it back; Continue adds the selection', async () => {
    const onAdded = vi.fn();
    answer(() => jsonResponse(201, { results: [{}], setupStatus: 'completed', countKey: 'countAmenity' }));
    renderWithProviders(
      <AddExistingDialog screen={CATALOG_SCREENS.amenity} opened onClose={vi.fn()} onAdded={onAdded} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Select WiFi' }));
    expect(available()).toEqual(['bottled Water', 'Child Seat']);
    expect(within(screen.getByRole('list', { name: /^Selected/ })).getByText('WiFi')).toBeTruthy();
    expect(continueButton().disabled).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Select Child Seat' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove WiFi' }));
    expect(available()).toEqual(['bottled Water', 'WiFi']);

    fireEvent.click(continueButton());
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith({ count: 1, setupStatus: 'completed' }));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toBe('/api/amenity/createMappingForExistingMasterAmenity');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ masters: [{ id: 2 }] });
  });

  it('When adding fails, then the message shows at the top of the dialog and the selection is kept', async () => {
    answer(() => jsonResponse(409, { message: 'The amenity "WiFi" is already on this site', code: 'CONFLICT' }));
    renderWithProviders(
      <AddExistingDialog screen={CATALOG_SCREENS.amenity} opened onClose={vi.fn()} onAdded={vi.fn()} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Select WiFi' }));
    fireEvent.click(continueButton());
    expect((await screen.findByRole('alert')).textContent).toBe('The amenity "WiFi" is already on this site');
    expect(screen.getByRole('button', { name: 'Remove WiFi' })).toBeTruthy();
  });
});
