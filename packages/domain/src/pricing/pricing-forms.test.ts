import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rideCost } from '../booking/pricing.ts';
import { fieldMessages } from '../shared/field-messages.ts';
import { discountFormSchema, normalizeDiscountCode } from './discount-form.ts';
import { discountStatusOn, parsePickupDate } from './discount-rules.ts';
import {
  basisRateIssues,
  priceDefinitionFormSchema,
  priceDefinitionFormSchemaFor,
  priceDefinitionRates,
} from './price-definition-form.ts';
import { pickupAreaOf, servesArea, serviceLocationFormSchema } from './service-location-form.ts';

const definition = (over: Record<string, unknown> = {}) => ({
  name: 'Sedan - Point to Point',
  vehicleTypeId: 1,
  serviceTypeId: 2,
  priceTypeId: 3,
  baseFare: '15',
  perMileRate: 3.25,
  minimumFare: 45,
  taxPercentage: '10.25',
  ...over,
});

describe('price definition form', () => {
  it('When the form is filled, then numbers typed as text become numbers and blanks null', () => {
    const form = priceDefinitionFormSchema.parse(definition({ perHourRate: '', serviceUserTypeId: '0' }));
    expect(form).toMatchObject({
      baseFare: 15,
      perMileRate: 3.25,
      perHourRate: null,
      minimumHours: null,
      taxPercentage: 10.25,
      serviceUserTypeId: null,
      fleetIds: [],
    });
  });

  it('When everything required is missing, then each field has its message', () => {
    expect(fieldMessages(priceDefinitionFormSchema.safeParse({}))).toEqual({
      name: 'Please enter the price definition name',
      vehicleTypeId: 'Please choose the vehicle type',
      serviceTypeId: 'Please choose the service type',
      priceTypeId: 'Please choose the price type',
    });
  });

  it('When amounts are negative or the tax is outside 0 to 100, then they are refused', () => {
    expect(
      fieldMessages(priceDefinitionFormSchema.safeParse(definition({ baseFare: -1, taxPercentage: 101 }))),
    ).toEqual({
      baseFare: 'Please enter a number of 0 or more',
      taxPercentage: 'Please enter a tax percentage between 0 and 100',
    });
  });

  it('When the tax has three decimals, then they are kept; amounts keep two', () => {
    const form = priceDefinitionFormSchema.parse(definition({ taxPercentage: 8.6254, baseFare: 15.555 }));
    expect(form.taxPercentage).toBe(8.625);
    expect(form.baseFare).toBe(15.56);
  });

  it('When fleets come as records or ids with repeats, then each id is kept once', () => {
    const form = priceDefinitionFormSchema.parse(definition({ fleetIds: [{ id: 4 }, 4, '7'] }));
    expect(form.fleetIds).toEqual([4, 7]);
  });

  it.each([
    ['per mile', { perMileRate: null }, { perMileRate: 'Please enter the per mile rate' }],
    ['per hour', { perHourRate: 0 }, { perHourRate: 'Please enter the per hour rate' }],
    ['flat', { baseFare: null }, { baseFare: 'Please enter the base fare' }],
    ['flat', { baseFare: 75 }, {}],
  ] as const)('When the basis is %s and %j, then the issues are %j', (basis, rates, issues) => {
    expect(basisRateIssues(basis, { baseFare: 10, perMileRate: 1, perHourRate: 1, ...rates })).toEqual(issues);
  });

  it('When the web knows the basis, then the form with the basis rule refuses the missing rate', () => {
    const result = priceDefinitionFormSchemaFor('per hour').safeParse(definition());
    expect(fieldMessages(result)).toEqual({ perHourRate: 'Please enter the per hour rate' });
  });

  it('When stored amounts are read, then the rates are in cents and cost rides as the money rules say', () => {
    const rates = priceDefinitionRates({
      basis: 'per hour',
      baseFare: '0.00',
      perMileRate: '0.00',
      perHourRate: '85.00',
      minimumHours: '2.00',
      minimumFare: '170.00',
    });
    expect(rates).toEqual({
      basis: 'per hour',
      baseFareCents: 0,
      perMileCents: 0,
      perHourCents: 8500,
      minimumHours: 2,
      minimumFareCents: 17000,
    });
    // 3 h 30 min at $85/h = $297.50
    expect(rideCost(rates, { miles: 40, minutes: 210 })).toBe(29750);
  });

  it('keeps every stored amount exact in cents (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        const dollars = (cents / 100).toFixed(2);
        const rates = priceDefinitionRates({
          basis: 'flat',
          baseFare: dollars,
          perMileRate: dollars,
          perHourRate: dollars,
          minimumHours: 0,
          minimumFare: 0,
        });
        return rates.baseFareCents === cents && rates.perMileCents === cents && rates.perHourCents === cents;
      }),
    );
  });
});

const promo = (over: Record<string, unknown> = {}) => ({
  code: 'welcome10',
  kind: 'percent',
  value: '10',
  validFrom: '2025-01-01',
  validTo: '2027-12-31',
  ...over,
});

describe('discount form', () => {
  it('When a code is typed in lower case, then it is kept in capitals; no usage limit is null', () => {
    expect(discountFormSchema.parse(promo())).toMatchObject({
      code: 'WELCOME10',
      value: 10,
      usageLimit: null,
      description: null,
    });
    expect(normalizeDiscountCode('  spring-25 ')).toBe('SPRING-25');
  });

  it('When the fields are missing, then each has its message', () => {
    expect(fieldMessages(discountFormSchema.safeParse({}))).toEqual({
      code: 'Please enter the promo code',
      kind: 'Please choose the discount type: percent or amount',
      value: 'Please enter the discount value',
      validFrom: 'Please choose the valid from date',
      validTo: 'Please choose the valid to date',
    });
  });

  it('When a percent is above 100 or the dates are reversed, then they are refused', () => {
    expect(
      fieldMessages(
        discountFormSchema.safeParse(promo({ value: 101, validFrom: '2026-02-01', validTo: '2026-01-31' })),
      ),
    ).toEqual({
      value: 'A percent discount is at most 100',
      validTo: 'The valid to date cannot be before the valid from date',
    });
    expect(discountFormSchema.safeParse(promo({ kind: 'amount', value: 101 })).success).toBe(true);
  });

  it('When a code has spaces or other signs, then it is refused', () => {
    expect(fieldMessages(discountFormSchema.safeParse(promo({ code: 'TEN%OFF' }))).code).toBe(
      'The promo code may hold only letters, digits and hyphens',
    );
  });
});

describe('discount validity', () => {
  const code = {
    isPublished: true,
    isEnabled: true,
    validFrom: '2025-01-01',
    validTo: '2025-12-31',
    usageLimit: 2,
    usedCount: 1,
  };

  it.each([
    [{}, '2025-01-01', 'valid'],
    [{}, '2025-12-31', 'valid'],
    [{}, '2024-12-31', 'notStarted'],
    [{}, '2026-01-01', 'expired'],
    [{ usedCount: 2 }, '2025-06-01', 'usedUp'],
    [{ usageLimit: null, usedCount: 99 }, '2025-06-01', 'valid'],
    [{ isPublished: false }, '2025-06-01', 'unpublished'],
    [{ isEnabled: false }, '2025-06-01', 'disabled'],
  ])('When the code is %j and the pickup is on %s, then it is %s', (over, day, status) => {
    expect(discountStatusOn({ ...code, ...over }, day)).toBe(status);
  });

  it.each([
    ['2026-07-04', '2026-07-04'],
    ['2026-7-4', '2026-07-04'],
    ['2026-07-04T18:30:00.000Z', '2026-07-04'],
    ['07-04-2026', '2026-07-04'],
    ['7/4/2026', '2026-07-04'],
    ['2026-02-29', null],
    ['tomorrow', null],
  ])('When the pickup date is %s, then it reads %s', (value, expected) => {
    expect(parsePickupDate(value)).toBe(expected);
  });
});

describe('service locations', () => {
  it('When a state is chosen in lower case, then its code is kept; DC and unknown codes are refused', () => {
    expect(serviceLocationFormSchema.parse({ state: 'tx', city: '  San   Antonio ' })).toEqual({
      state: 'TX',
      city: 'San Antonio',
    });
    expect(fieldMessages(serviceLocationFormSchema.safeParse({ state: 'DC' }))).toEqual({
      state: 'Please choose the state',
    });
  });

  it('When a pickup address is read, then its state and city come out of the usual forms', () => {
    expect(pickupAreaOf('233 S Wacker Dr, Chicago, IL 60606, USA')).toMatchObject({ state: 'IL', city: 'Chicago' });
    expect(pickupAreaOf('Austin TX').state).toBe('TX');
    expect(pickupAreaOf('Oklahoma City, Oklahoma').state).toBe('OK');
    expect(pickupAreaOf('Georgetown, DC 20007').state).toBeNull();
    expect(pickupAreaOf('nowhere').state).toBeNull();
  });

  it('When a location names a city, then only addresses in that city are served', () => {
    const area = pickupAreaOf('1 Main St, St. Louis, MO 63101');
    expect(servesArea({ state: 'MO', city: null }, area)).toBe(true);
    expect(servesArea({ state: 'MO', city: 'Saint Louis' }, area)).toBe(true);
    expect(servesArea({ state: 'MO', city: 'Kansas City' }, area)).toBe(false);
    expect(servesArea({ state: 'IL', city: null }, area)).toBe(false);
  });
});
