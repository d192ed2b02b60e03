import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sharedQueryKeys } from '../../../lib/query-keys.ts';
import { stubFetchPerTest } from '../../../test/fetch-mock.ts';
import { publishButton as publish, publishAndReadCall } from '../../../test/publish-call.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import type { FleetChoice, PriceDefinition } from '../pricing.ts';
import { type PriceChoices, PriceDefinitionForm } from './price-definition-form.tsx';

// Typing into several inputs can be slow on a busy machine; the rules, not the speed, are under test.

const CHOICES: PriceChoices = {
  vehicleType: [
    { id: 1, name: 'Sedan', offered: true, basis: null },
    { id: 2, name: 'Executive SUV', offered: true, basis: null },
    { id: 9, name: 'Retired Coupe', offered: false, basis: null },
  ],
  serviceType: [{ id: 11, name: 'Point to Point', offered: true, basis: null }],
  serviceUserType: [{ id: 21, name: 'Corporate', offered: true, basis: null }],
  priceType: [
    { id: 31, name: 'Per Mile', offered: true, basis: 'per mile' },
    { id: 32, name: 'Per Hour', offered: true, basis: 'per hour' },
    { id: 33, name: 'Flat Rate', offered: true, basis: 'flat' },
  ],
};

const FLEETS: FleetChoice[] = [
  { id: 101, nickName: 'Black Sedan', vin: 'VIN101', vehicleTypeId: 1, isEnabled: true, isPublished: true },
  { id: 102, nickName: 'Silver Sedan', vin: 'VIN102', vehicleTypeId: 1, isEnabled: false, isPublished: true },
  { id: 201, nickName: 'Night SUV', vin: 'VIN201', vehicleTypeId: 2, isEnabled: true, isPublished: true },
];

const fetchMock = stubFetchPerTest();

const renderForm = (definition?: PriceDefinition) => {
  const onSaved = vi.fn();
  const view = renderWithProviders(
    <PriceDefinitionForm
      definition={definition}
      choices={CHOICES}
      fleets={FLEETS}
      onSaved={onSaved}
      onCancel={vi.fn()}
    />,
  );
  return { ...view, onSaved };
};

const choose = async (label: RegExp, option: string) => {
  fireEvent.click(screen.getByRole('textbox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

const rateLabels = () =>
  ['Base fare', 'Per-mile rate', 'Per-hour rate', 'Minimum hours'].filter(
    (label) => screen.queryByRole('textbox', { name: new RegExp(`^${label}`) }) !== null,
  );

const example = () => screen.getByTestId('price-example');

const fillRequired = async () => {
  type(/^Name/, 'Sedan - Point to Point');
  await choose(/^Vehicle Type/, 'Sedan');
  await choose(/^Service Type/, 'Point to Point');
};

describe('the price definition form', { timeout: 30_000 }, () => {
  it('When no price type is chosen, then no rate field shows and the example asks for one', () => {
    renderForm();
    expect(rateLabels()).toEqual([]);
    expect(screen.getByText('Choose a price type: its basis decides which rates you enter.')).toBeTruthy();
    expect(within(example()).getByText('Choose a price type to see what a ride costs.')).toBeTruthy();
  });

  it('When the price type changes basis, then the rate fields follow it: per mile, per hour, flat', async () => {
    renderForm();
    await choose(/^Price Type/, 'Per Mile (per mile)');
    expect(rateLabels()).toEqual(['Base fare', 'Per-mile rate']);
    await choose(/^Price Type/, 'Per Hour (per hour)');
    expect(rateLabels()).toEqual(['Base fare', 'Per-hour rate', 'Minimum hours']);
    await choose(/^Price Type/, 'Flat Rate (flat)');
    expect(rateLabels()).toEqual(['Base fare']);
    // Minimum fare and tax belong to every basis.
    expect(screen.getByRole('textbox', { name: /^Minimum fare/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Tax %/ })).toBeTruthy();
  });

  it('When per mile rates are typed, then the example costs a 10-mile, 30-minute ride with the money rules, tax to the cent', async () => {
    renderForm();
    await choose(/^Price Type/, 'Per Mile (per mile)');
    type(/^Base fare/, '15');
    type(/^Per-mile rate/, '3.25');
    type(/^Minimum fare/, '45');
    type(/^Tax %/, '10.25');
    // $15 + 10 × $3.25 = $47.50; tax 10.25 % of $47.50 = $4.86875, so $4.87.
    expect(await within(example()).findByText('A 10-mile, 30-minute ride costs $47.50')).toBeTruthy();
    expect(within(example()).getByText('plus $4.87 tax (10.25 %): $52.37 in all')).toBeTruthy();
    expect(within(example()).queryByText(/minimum fare applies/)).toBeNull();

    type(/^Minimum fare/, '60');
    expect(await within(example()).findByText('A 10-mile, 30-minute ride costs $60.00')).toBeTruthy();
    expect(within(example()).getByText('The minimum fare applies, as the rates come to less.')).toBeTruthy();
  });

  it('When the price is per hour with minimum hours, then the example charges the minimum hours', async () => {
    renderForm();
    await choose(/^Price Type/, 'Per Hour (per hour)');
    type(/^Per-hour rate/, '85');
    type(/^Minimum hours/, '2');
    expect(await within(example()).findByText('A 10-mile, 30-minute ride costs $170.00')).toBeTruthy();
    expect(within(example()).getByText('The minimum hours are charged, as the ride is shorter.')).toBeTruthy();
    expect(within(example()).getByText('No tax is added.')).toBeTruthy();
  });

  it('When the price is flat, then the example is the base fare whatever the ride', async () => {
    renderForm();
    await choose(/^Price Type/, 'Flat Rate (flat)');
    type(/^Base fare/, '75');
    expect(await within(example()).findByText('A 10-mile, 30-minute ride costs $75.00')).toBeTruthy();
  });

  it('When the rate the basis needs is missing, then its spec message shows and Publish stays disabled', async () => {
    renderForm();
    await fillRequired();
    await choose(/^Price Type/, 'Per Mile (per mile)');
    type(/^Base fare/, '15');
    type(/^Per-mile rate/, '0');
    expect(await screen.findByText('Please enter the per mile rate')).toBeTruthy();
    expect(publish().disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Save As Draft' }) as HTMLButtonElement).disabled).toBe(true);

    type(/^Per-mile rate/, '3.25');
    await waitFor(() => expect(publish().disabled).toBe(false));
    expect(screen.queryByText('Please enter the per mile rate')).toBeNull();
  });

  it('When the vehicle type is chosen, then only its fleets are offered, and none chosen reads "All fleets of this type"', async () => {
    renderForm();
    const fleets = () => screen.getByRole('textbox', { name: /^Fleets/ }) as HTMLInputElement;
    expect(fleets().disabled).toBe(true);
    expect(screen.getByText('Choose a vehicle type first.')).toBeTruthy();
    await choose(/^Vehicle Type/, 'Sedan');
    expect(fleets().disabled).toBe(false);
    expect(fleets().placeholder).toBe('All fleets of this type');
    fireEvent.click(fleets());
    expect(await screen.findByRole('option', { name: 'Black Sedan · VIN101' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Silver Sedan · VIN102 (disabled)' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /Night SUV/ })).toBeNull();
  });

  it('When a vehicle type not offered any more is not the current value, then it is not a choice', () => {
    renderForm();
    fireEvent.click(screen.getByRole('textbox', { name: /^Vehicle Type/ }));
    expect(screen.getByRole('option', { name: 'Sedan' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /Retired Coupe/ })).toBeNull();
  });

  it('When a new per mile price is published, then the unused rates are sent empty, and a first price refreshes the setup checklist', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      jsonResponse(201, {
        results: [{ id: 7, name: 'Sedan - Point to Point', isPublished: true, ...JSON.parse(String(init?.body)) }],
        setupStatus: 'completed',
        countKey: 'countPriceDefinition',
      }),
    );
    const { onSaved, queryClient } = renderForm();
    queryClient.setQueryData(sharedQueryKeys.mappingCount, { counts: {}, available: true });
    await fillRequired();
    await choose(/^Price Type/, 'Per Hour (per hour)');
    type(/^Per-hour rate/, '85');
    await choose(/^Price Type/, 'Per Mile (per mile)');
    type(/^Base fare/, '15');
    type(/^Per-mile rate/, '3.25');
    type(/^Tax %/, '8.625');
    const { url, body } = await publishAndReadCall(onSaved, fetchMock);
    expect(url).toBe('/api/priceDefinition/create');
    expect(body).toEqual({
      name: 'Sedan - Point to Point',
      vehicleTypeId: 1,
      serviceTypeId: 11,
      serviceUserTypeId: null,
      priceTypeId: 31,
      baseFare: 15,
      perMileRate: 3.25,
      perHourRate: null,
      minimumHours: null,
      minimumFare: null,
      taxPercentage: 8.625,
      fleetIds: [],
      isDraft: false,
      isPublished: true,
    });
    expect(queryClient.getQueryState(sharedQueryKeys.mappingCount)?.isInvalidated).toBe(true);
  });

  it('When the name is already used on the site, then the 409 message shows at the top and under the name', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(409, { message: 'A price definition named "Sedan - Point to Point" is already on this site' }),
    );
    const { onSaved } = renderForm();
    await fillRequired();
    await choose(/^Price Type/, 'Flat Rate (flat)');
    type(/^Base fare/, '75');
    await waitFor(() => expect(publish().disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Save As Draft' }));
    const messages = await screen.findAllByText(
      'A price definition named "Sedan - Point to Point" is already on this site',
    );
    expect(messages.length).toBe(2);
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toMatchObject({ isDraft: true, isPublished: false });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('When another published price already applies to the fleets, then the 409 message shows at the top and under Fleets, not under the name', async () => {
    const message =
      'The published price "Sedan - Point to Point" already applies to every Sedan for Point to Point (Corporate). A fleet has one published price per service type and service user type: disable that price first, or choose other fleets or another service user type.';
    fetchMock.mockResolvedValue(jsonResponse(409, { message, code: 'PRICE_ALREADY_APPLIES' }));
    const { onSaved } = renderForm();
    type(/^Name/, 'Sedan airport special');
    await choose(/^Vehicle Type/, 'Sedan');
    await choose(/^Service Type/, 'Point to Point');
    await choose(/^Price Type/, 'Flat Rate (flat)');
    type(/^Base fare/, '75');
    await waitFor(() => expect(publish().disabled).toBe(false));
    fireEvent.click(publish());
    expect((await screen.findAllByText(message)).length).toBe(2);
    expect(screen.getByRole('textbox', { name: /^Name/ }).getAttribute('aria-invalid')).not.toBe('true');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('When an existing price is edited, then its values fill the form and Publish sends an update with its id', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      jsonResponse(200, { results: [{ ...JSON.parse(String(init?.body)), isPublished: true }] }),
    );
    const definition = {
      id: 42,
      name: 'Sedan - Hourly',
      vehicleTypeId: 1,
      serviceTypeId: 11,
      serviceUserTypeId: 21,
      priceTypeId: 32,
      basis: 'per hour',
      baseFare: 0,
      perMileRate: 0,
      perHourRate: 85,
      minimumHours: 2,
      minimumFare: 170,
      taxPercentage: 10.25,
      fleetIds: [101],
    } as unknown as PriceDefinition;
    const { onSaved } = renderForm(definition);
    expect((screen.getByRole('textbox', { name: /^Per-hour rate/ }) as HTMLInputElement).value).toBe('85');
    expect(within(example()).getByText('A 10-mile, 30-minute ride costs $170.00')).toBeTruthy();
    const { url, body } = await publishAndReadCall(onSaved, fetchMock);
    expect(url).toBe('/api/priceDefinition/update');
    expect(body).toMatchObject({ id: 42, perHourRate: 85, minimumHours: 2, fleetIds: [101] });
  });
});
