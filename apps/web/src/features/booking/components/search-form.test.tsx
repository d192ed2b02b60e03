import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pressAndExpectMessages } from '../../../test/form-messages.ts';
import { jsonResponse } from '../../../test/render.tsx';
import { CHICAGO_CITY_ONLY, GUEST_ON_PROVIDER_HOST, OHARE, pathOf, queryOf, WACKER } from '../test/fixtures.ts';
import { renderSearchForm } from '../test/render-search-form.tsx';

// The form's checks download on first use (search-form.tsx); here they are loaded once up front,
// so each test's waits measure the form, not the first transform of that module.
beforeAll(async () => {
  await import('@ridedesk/domain/booking/search-form');
});

const VEHICLE_TYPES = [
  { id: 11, imageFileName: 'Premium Sedan', vehicleType: { id: 1, name: 'Sedan', imageFileName: 'Premium Sedan' } },
  {
    id: 12,
    imageFileName: 'Executive SUV',
    vehicleType: { id: 3, name: 'Executive SUV', imageFileName: 'Executive SUV' },
  },
];

const fetchMock = vi.fn<typeof fetch>();

/** The API as the search form meets it; each test may replace answers. */
const api = (overrides: Record<string, (url: RequestInfo | URL) => Response> = {}) =>
  fetchMock.mockImplementation(async (input) => {
    const path = pathOf(input);
    if (overrides[path]) return overrides[path](input);
    if (path === '/api/vehicleType/getVehicleTypeBySiteIdOrState') return jsonResponse(200, { results: VEHICLE_TYPES });
    if (path === '/api/serviceType/getServiceTypeBySiteIdOrState')
      return jsonResponse(200, { results: [{ id: 9, serviceType: { id: 15, name: 'Airport Transfer' } }] });
    if (path === '/api/geo/autocomplete') {
      const typed = (queryOf(input).get('input') ?? '').toLowerCase();
      const all = [WACKER, OHARE, CHICAGO_CITY_ONLY];
      return jsonResponse(200, {
        results: all.filter((s) => s.description.toLowerCase().includes(typed.split(/[ ,]/)[0])),
      });
    }
    if (path === '/api/ServiceLocation/validateServiceLocation')
      return jsonResponse(200, {
        results: [{ isServiceable: true, state: 'IL', stateName: 'Illinois', city: 'Chicago', siteIds: [5] }],
      });
    if (path === '/api/booking/getEstimatedRideDuration')
      return jsonResponse(200, {
        results: [
          {
            status: 'OK',
            estimatedDistanceKm: 30,
            estimatedDurationMinutes: 39,
            estimatedDurationInTrafficMinutes: 43,
          },
        ],
      });
    if (path === '/api/geo/geocode') return jsonResponse(404, { message: 'not found' });
    return jsonResponse(404, {});
  });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const pickup = () => screen.getByRole('combobox', { name: /^Pickup location/ }) as HTMLInputElement;
const dropoff = () => screen.getByRole('combobox', { name: /^Drop-off location/ }) as HTMLInputElement;

const pickupDate = () => screen.getByLabelText(/^Pickup date/) as HTMLInputElement;
const pickupTime = () => screen.getByRole('combobox', { name: /^Pickup time/ }) as HTMLSelectElement;
const searchFleets = () => fireEvent.click(screen.getByRole('button', { name: 'Search Fleets' }));

/** Everything but the addresses: a later day at 10:00 unless told otherwise, and a Sedan. */
const fillDateTimeAndSedan = async ({ date = '2026-11-26', time = '10:00' } = {}) => {
  fireEvent.change(pickupDate(), { target: { value: date } });
  fireEvent.change(pickupTime(), { target: { value: time } });
  fireEvent.click(await screen.findByRole('radio', { name: 'Sedan' }));
};

const chooseSuggestion = async (input: HTMLInputElement, text: string, option: RegExp) => {
  fireEvent.change(input, { target: { value: text } });
  fireEvent.click(await screen.findByRole('option', { name: option }, { timeout: 15_000 }));
};

/** The ride most tests search: 233 S Wacker to O'Hare, each chosen from its suggestions. */
const chooseWackerToOHare = async () => {
  await chooseSuggestion(pickup(), '233 S Wacker', /Wacker/);
  await chooseSuggestion(dropoff(), "Chicago O'H", /O'Hare/);
};

/** A search whose typed pickup matches no US place, to O'Hare. */
const searchFromNowhere = async () => {
  fireEvent.change(pickup(), { target: { value: 'Nowhere at all' } });
  await chooseSuggestion(dropoff(), "Chicago O'H", /O'Hare/);
  await fillDateTimeAndSedan();
  searchFleets();
};

// Mantine's form renders slowly under jsdom; these tests type, wait for suggestions and submit.
describe('the Search Fleets form', { timeout: 30_000 }, () => {
  it('When Next is pressed with nothing filled in, then every required field says what it needs, and the form says all are required', async () => {
    api();
    renderSearchForm();
    await pressAndExpectMessages('Next', [
      'Please enter Pickup location',
      'Please enter Drop-off location',
      'Please choose Pickup date',
      'Please choose Pickup time',
      'Please choose Vehicle type',
      '* Please enter all required fields',
    ]);
  });

  it('When a vehicle type is chosen, then the Search Fleets button appears in place of Next', async () => {
    api();
    renderSearchForm();
    expect(screen.queryByRole('button', { name: 'Search Fleets' })).toBeNull();
    fireEvent.click(await screen.findByRole('radio', { name: 'Executive SUV' }));
    expect(await screen.findByRole('button', { name: 'Search Fleets' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('When the time is chosen, then there are 96 slots with 12-hour labels and 24-hour values; passengers go to 30 and luggage to 25', () => {
    api();
    renderSearchForm();
    const time = pickupTime();
    const slots = [...time.options].filter((o) => o.value);
    expect(slots).toHaveLength(96);
    expect(slots.find((o) => o.value === '13:45')?.textContent).toBe('1:45 PM');
    expect((screen.getByRole('combobox', { name: 'Passengers' }) as HTMLSelectElement).options).toHaveLength(30);
    expect((screen.getByRole('combobox', { name: 'Luggage' }) as HTMLSelectElement).options).toHaveLength(25);
    expect(pickupDate().min).toBe('2026-11-22');
  });

  it('When suggestions arrive, then only those with more than 2 address components are offered', async () => {
    api();
    renderSearchForm();
    fireEvent.change(pickup(), { target: { value: 'Chicago' } });
    expect(await screen.findByRole('option', { name: /O'Hare/ }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Chicago, USA' })).toBeNull();
  });

  it('When a pasted address has more than 3 comma-separated parts, then it is matched against the suggestions and chosen', async () => {
    api();
    renderSearchForm();
    fireEvent.paste(pickup(), {
      clipboardData: { getData: () => '233 South Wacker Drive, Chicago, Illinois 60606, United States' },
    });
    await waitFor(() => expect(pickup().value).toBe(WACKER.description));
  });

  it('When an address was typed and no US place matches it, then it says to enter a valid address with city and state', async () => {
    api();
    renderSearchForm();
    await searchFromNowhere();
    expect(await screen.findByText('Please enter a valid address with city and state!!')).toBeTruthy();
  });

  it('When the ride estimate finds no route, then it says to enter a valid address with city and state', async () => {
    api({
      '/api/booking/getEstimatedRideDuration': () => jsonResponse(200, { results: [{ status: 'NOT_FOUND' }] }),
    });
    const { onSearched } = renderSearchForm();
    await chooseWackerToOHare();
    await fillDateTimeAndSedan();
    searchFleets();
    expect(await screen.findByText('Please enter a valid address with city and state!!')).toBeTruthy();
    expect(onSearched).not.toHaveBeenCalled();
  });

  it('When the form is complete, then the search goes on with the ride estimate, the pickup state and its UTC offset on the day', async () => {
    api();
    const { onSearched } = renderSearchForm();
    await chooseWackerToOHare();
    await fillDateTimeAndSedan();
    fireEvent.change(screen.getByRole('combobox', { name: 'Passengers' }), { target: { value: '2' } });
    searchFleets();

    await waitFor(() => expect(onSearched).toHaveBeenCalledTimes(1));
    const [, criteria] = onSearched.mock.calls[0];
    expect(criteria).toMatchObject({
      vehicleTypeId: 1,
      vehicleTypeName: 'Sedan',
      pickupcity: 'Chicago',
      pickupstate: 'IL',
      pickupoffset: -360,
      pickuptimetodisplay: '10:00 AM',
      noofpassengers: 2,
      estimatedduration: 39,
      estimateddurationintraffic: 43,
      estimateddistance: 30,
    });
    const estimateCall = fetchMock.mock.calls.find(([u]) => pathOf(u) === '/api/booking/getEstimatedRideDuration');
    // Non-alphanumeric characters become spaces before the duration call (spec 03 section 5).
    expect(queryOf(estimateCall![0] as string).get('destinationAddress')).toBe(
      'Chicago O Hare International Airport  ORD   Chicago  IL  USA',
    );
    expect(queryOf(estimateCall![0] as string).get('pickupDateTime')).toBe('2026-11-26T10:00');
  });

  it('When the pickup time has already passed today, then the search is refused at the time field', async () => {
    api();
    const { onSearched } = renderSearchForm();
    await chooseWackerToOHare();
    await fillDateTimeAndSedan({ date: '2026-11-22', time: '06:00' });
    searchFleets();
    expect(await screen.findByText('The pickup time has already passed. Please choose a later time.')).toBeTruthy();
    expect(onSearched).not.toHaveBeenCalled();
    // Choosing another time takes the message away.
    fireEvent.change(pickupTime(), { target: { value: '18:00' } });
    await waitFor(() =>
      expect(screen.queryByText('The pickup time has already passed. Please choose a later time.')).toBeNull(),
    );
  });

  it('When a traveller on the default site picks up where no provider serves, then the service is not available there', async () => {
    api({
      '/api/vehicleType/getVehicleTypeBySiteIdOrState': () => jsonResponse(200, { results: [] }),
      '/api/site/getallserviceproviderbystate': () => jsonResponse(200, { results: [] }),
    });
    renderSearchForm({ portal: { ...GUEST_ON_PROVIDER_HOST, siteId: 4, isProductSite: true, provider: null } });
    expect(
      screen.getByText('Choose the pickup location first: the vehicles offered depend on where the ride starts.'),
    ).toBeTruthy();
    const provider = () => screen.getByRole('combobox', { name: 'Service provider' }) as HTMLSelectElement;
    expect(provider().disabled).toBe(true);
    expect(screen.getByText('Choose the pickup first to see who serves it.')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Service type' }) as HTMLSelectElement).disabled).toBe(true);
    await chooseSuggestion(pickup(), '233 S Wacker', /Wacker/);
    expect(await screen.findByText('Service is not available in this area!!')).toBeTruthy();
    expect(provider().disabled).toBe(false);
    expect([...provider().options].map((o) => o.textContent)).toEqual(['All providers']);
  });

  it('When a field in error is fixed after a search was tried, then its message goes while the others stay', async () => {
    api();
    renderSearchForm();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please choose Pickup date')).toBeTruthy();

    fireEvent.change(pickupDate(), { target: { value: '2026-11-26' } });
    await waitFor(() => expect(screen.queryByText('Please choose Pickup date')).toBeNull());
    expect(screen.getByText('Please enter Pickup location')).toBeTruthy();
    expect(screen.getByText('Please choose Pickup time')).toBeTruthy();

    // A value the schema refuses brings the message back.
    fireEvent.change(pickupDate(), { target: { value: '' } });
    expect(await screen.findByText('Please choose Pickup date')).toBeTruthy();
  });

  it('When nothing was searched yet, then changing a field does not check the form', async () => {
    api();
    renderSearchForm();
    fireEvent.change(pickupDate(), { target: { value: '2026-11-26' } });
    fireEvent.change(pickupDate(), { target: { value: '' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Please choose Pickup date')).toBeNull();
  });

  it('When Next finds fields in error, then the first of them on the form gets the focus', async () => {
    api();
    renderSearchForm();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(document.activeElement).toBe(pickup()));

    fireEvent.change(pickup(), { target: { value: 'Somewhere' } });
    fireEvent.change(dropoff(), { target: { value: 'Elsewhere' } });
    fireEvent.change(pickupTime(), { target: { value: '10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(document.activeElement).toBe(pickupDate()));
  });

  it('When the search could not place the pickup and the pickup is then edited, then its message goes', async () => {
    api();
    renderSearchForm();
    await searchFromNowhere();
    expect(await screen.findByText('Please enter a valid address with city and state!!')).toBeTruthy();
    // An address the search could not place is not a missing field.
    expect(screen.queryByText('* Please enter all required fields')).toBeNull();

    fireEvent.change(pickup(), { target: { value: 'Nowhere at all, Chicago' } });
    await waitFor(() => expect(screen.queryByText('Please enter a valid address with city and state!!')).toBeNull());
  });

  it('When a service type is chosen, then the search is for that service type', async () => {
    api();
    const { onSearched } = renderSearchForm();
    const serviceType = screen.getByRole('combobox', { name: 'Service type' }) as HTMLSelectElement;
    expect(serviceType.value).toBe('0');
    expect(await screen.findByRole('option', { name: 'Airport Transfer' })).toBeTruthy();
    expect([...serviceType.options].map((o) => o.textContent)).toEqual(['Any service', 'Airport Transfer']);
    fireEvent.change(serviceType, { target: { value: '15' } });

    await chooseWackerToOHare();
    await fillDateTimeAndSedan();
    searchFleets();

    await waitFor(() => expect(onSearched).toHaveBeenCalledTimes(1));
    const [values, criteria] = onSearched.mock.calls[0];
    expect(values).toMatchObject({ serviceTypeId: 15, siteId: 0, noofpassengers: 1 });
    expect(criteria).toMatchObject({ serviceTypeId: 15, siteId: 0 });
  });
});
