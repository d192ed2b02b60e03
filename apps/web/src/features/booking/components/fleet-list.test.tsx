import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchPerTest } from '../../../test/fetch-mock.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import type { FleetOffer, FleetSort } from '../booking-types.ts';
import { CRITERIA, offer, pathOf, queryOf } from '../test/fixtures.ts';
import { FleetList } from './fleet-list.tsx';

const fetchMock = stubFetchPerTest();

const answer = (offers: FleetOffer[]) =>
  fetchMock.mockImplementation(async () => jsonResponse(200, { results: offers, totalCount: offers.length }));

const renderList = (props: { chosen?: FleetOffer | null; sort?: FleetSort } = {}) => {
  const handlers = { onSort: vi.fn(), onPage: vi.fn(), onChoose: vi.fn(), onNext: vi.fn(), onModify: vi.fn() };
  const view = renderWithProviders(
    <FleetList
      criteria={CRITERIA}
      sort={props.sort ?? 'price_asc'}
      page={1}
      chosen={props.chosen ?? null}
      {...handlers}
    />,
  );
  return { ...handlers, view };
};

const LINCOLN = offer({
  id: 2,
  fleetId: 2,
  make: 'Lincoln',
  model: 'Continental',
  year: 2020,
  cost: 99.5,
  costCents: 9950,
  averageReview: 4.5,
  priceDefinition: { id: 16, serviceUserType: 'Corporate', priceType: 'Per Mile', taxPercentage: 10.25 },
});

describe('the Choose Fleet step', { timeout: 30_000 }, () => {
  it('When the search finds nothing, then it says No Fleet Available and offers to change the search', async () => {
    answer([]);
    const { onModify } = renderList();
    expect(await screen.findByText('No Fleet Available')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Modify search' }).at(-1)!);
    expect(onModify).toHaveBeenCalled();
  });

  it('When fleets are found, then each row shows provider, tap-to-call phone, rating, vehicle, user type, price type, amenities, seats and net cost', async () => {
    answer([offer(), LINCOLN]);
    renderList();
    expect(await screen.findByText('2020 Lincoln Continental')).toBeTruthy();
    const call = screen.getAllByRole('link', { name: 'Call City Limo LLC on 312-555-0142' })[0] as HTMLAnchorElement;
    expect(call.getAttribute('href')).toBe('tel:3125550142');
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    for (const text of ['Corporate', 'Per Mile', 'Flat Rate', 'Individual', '$75.00', '$99.50'])
      expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getAllByText('WiFi')).toHaveLength(2);
    expect(screen.getByText('The cost shown is approximate; the final cost is known after the ride.')).toBeTruthy();
    expect(screen.getByText('2 vehicles available')).toBeTruthy();
    const url = String(fetchMock.mock.calls[0][0]);
    expect(pathOf(url)).toBe(
      "/api/fleet/searchavailablefleet/39/43/0/1/2/1/2026-11-26/10%3A00/233%20S%20Wacker%20Dr%2C%20Chicago%2C%20IL%2060606%2C%20USA/Chicago%20O'Hare%20International%20Airport%20(ORD)%2C%20Chicago%2C%20IL%2C%20USA/IL/41.8868/-87.6386/-360/30",
    );
    expect(queryOf(url).get('pageSize')).toBe('20');
    expect(queryOf(url).get('sort')).toBe('price_asc');
  });

  it('When Next is pressed before a fleet is chosen, then it says Please choose Fleet; Select then lets it go on', async () => {
    answer([offer(), LINCOLN]);
    const { onNext, onChoose, view } = renderList();
    await screen.findByText('2020 Lincoln Continental');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please choose Fleet')).toBeTruthy();
    expect(onNext).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Select 2020 Lincoln Continental from City Limo LLC' }));
    expect(onChoose).toHaveBeenCalledWith(LINCOLN);
    view.unmount();

    const chosen = renderList({ chosen: LINCOLN });
    await screen.findByText('2020 Lincoln Continental', { selector: 'p' });
    expect(
      screen
        .getByRole('button', { name: 'Select 2020 Lincoln Continental from City Limo LLC' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(chosen.onNext).toHaveBeenCalledTimes(1);
  });

  it('When the sort is changed, then the four sorts of the spec are offered, and the column headers toggle ascending and descending', async () => {
    answer([offer()]);
    const { onSort } = renderList({ sort: 'price_asc' });
    await screen.findByText('$75.00');
    fireEvent.click(screen.getByRole('textbox', { name: 'Sort by' }));
    for (const label of ['Price low to high', 'Price high to low', 'Service Provider A-Z', 'Service Provider Z-A'])
      expect(await screen.findByRole('option', { name: label })).toBeTruthy();
    fireEvent.click(screen.getByRole('option', { name: 'Service Provider Z-A' }));
    expect(onSort).toHaveBeenLastCalledWith('provider_desc');

    fireEvent.click(screen.getByRole('button', { name: 'Net Cost' }));
    expect(onSort).toHaveBeenLastCalledWith('price_desc');
    fireEvent.click(screen.getByRole('button', { name: 'Service Provider' }));
    await waitFor(() => expect(onSort).toHaveBeenLastCalledWith('provider_asc'));
  });
});
