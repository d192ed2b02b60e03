import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../shared/field-messages.ts';
import { addExistingBodySchema, availableForSelection, canContinue, selectedMasterIds } from './add-existing.ts';
import { airportFormSchema } from './airport.ts';
import { amenityFormSchema } from './amenity.ts';
import { VEHICLE_IMAGE_FILE_NAMES } from './catalog-kinds.ts';
import { garageLocationFormSchema, geocodeStatusOf } from './garage-location.ts';
import { priceTypeFormSchema } from './price-type.ts';
import { serviceTypeFormSchema } from './service-type.ts';
import { vehicleTypeFormSchema } from './vehicle-type.ts';

describe('vehicle type form', () => {
  it('When the name has 51 characters, then it answers the 50 characters tooltip', () => {
    const result = vehicleTypeFormSchema.safeParse({ name: 'x'.repeat(51), description: 'd' });
    expect(fieldMessages(result).name).toBe('Maximum of 50 characters allowed');
    expect(vehicleTypeFormSchema.safeParse({ name: 'x'.repeat(50), description: 'd' }).success).toBe(true);
  });

  it('When no picture is chosen, then it is No Image; one outside the 17 is refused', () => {
    expect(vehicleTypeFormSchema.parse({ name: 'Sedan', description: 'd' }).imageFileName).toBe('No Image');
    const result = vehicleTypeFormSchema.safeParse({ name: 'Sedan', description: 'd', imageFileName: 'x.png' });
    expect(fieldMessages(result).imageFileName).toBe('Please choose a vehicle image from the list');
  });

  it('has the 17 pictures of the spec, without the unreadable placeholders', () => {
    expect(VEHICLE_IMAGE_FILE_NAMES).toHaveLength(17);
    expect(new Set(VEHICLE_IMAGE_FILE_NAMES).size).toBe(17);
    expect(VEHICLE_IMAGE_FILE_NAMES.some((n) => n.includes('{'))).toBe(false);
  });
});

describe('service type and amenity forms', () => {
  it('When name and description are empty, then both are required', () => {
    expect(fieldMessages(serviceTypeFormSchema.safeParse({ name: ' ', description: '' }))).toEqual({
      name: 'Please enter the service type name',
      description: 'Please enter the description',
    });
    expect(fieldMessages(amenityFormSchema.safeParse({}))).toEqual({
      name: 'Please enter the amenity name',
      description: 'Please enter the description',
    });
  });

  it('When an amenity name holds the pipe separator, then it is refused', () => {
    expect(fieldMessages(amenityFormSchema.safeParse({ name: 'WiFi|TV', description: 'd' })).name).toBe(
      'The amenity name cannot contain the | character',
    );
  });
});

describe('airport form', () => {
  const valid = {
    name: "Chicago O'Hare International Airport",
    code: 'ord',
    address: "10000 W O'Hare Ave",
    city: 'Chicago',
    state: 'il',
    country: 'USA',
    zipCode: '60666',
  };

  it('When the airport is complete, then code and state are kept in capitals', () => {
    expect(airportFormSchema.parse(valid)).toMatchObject({ code: 'ORD', state: 'IL' });
  });

  it('When the code has 4 characters or the state is not a US state, then each is refused', () => {
    const fields = fieldMessages(airportFormSchema.safeParse({ ...valid, code: 'KORD', state: 'XX' }));
    expect(fields).toEqual({ code: 'Maximum of 3 characters allowed', state: 'Please choose the state' });
  });

  it('When every field is missing, then each is required', () => {
    expect(fieldMessages(airportFormSchema.safeParse({}))).toEqual({
      name: 'Please enter the airport name',
      code: 'Please enter the airport code',
      address: 'Please enter the address',
      city: 'Please enter the city',
      state: 'Please choose the state',
      country: 'Please enter the country',
      zipCode: 'Please enter the zip code',
    });
  });
});

describe('price type form', () => {
  it('When the basis is not per mile, per hour or flat, then it is refused', () => {
    expect(priceTypeFormSchema.parse({ name: 'Per Hour', description: 'd', basis: 'per hour' }).basis).toBe('per hour');
    expect(fieldMessages(priceTypeFormSchema.safeParse({ name: 'X', description: 'd', basis: 'per km' })).basis).toBe(
      'Please choose the basis: per mile, per hour or flat',
    );
  });
});

describe('garage location form', () => {
  it('When units are not given, then they default to Mile and US Dollars; numbers parse as decimals', () => {
    const garage = garageLocationFormSchema.parse({
      garageName: 'West Loop',
      garageAddress: '1000 W Fulton Market, Chicago, IL 60607',
      allowedDistanceValue: '25.5',
      surchargeCost: '15.255',
    });
    expect(garage).toMatchObject({
      allowedDistanceValue: 25.5,
      allowedDistanceUnit: 'Mile',
      surchargeCost: 15.26,
      surchargeUnit: 'US Dollars',
    });
  });

  it('When the required fields are empty or not numbers, then each gets its message', () => {
    expect(
      fieldMessages(
        garageLocationFormSchema.safeParse({
          garageName: '',
          garageAddress: '',
          allowedDistanceValue: '',
          surchargeCost: 'abc',
          allowedDistanceUnit: 'Furlong',
        }),
      ),
    ).toEqual({
      garageName: 'Please enter the garage name',
      garageAddress: 'Please enter the garage address',
      allowedDistanceValue: 'Please enter the allowed distance',
      allowedDistanceUnit: 'Please choose the distance unit',
      surchargeCost: 'Please enter the surcharge cost',
    });
  });

  it('When coordinates are missing, then geocoding is pending', () => {
    expect(geocodeStatusOf(null, null)).toBe('pending');
    expect(geocodeStatusOf(41.88, -87.64)).toBe('located');
  });
});

describe('add existing dialog', () => {
  const available = [{ name: 'Wifi' }, { name: 'bottled water' }, { name: 'Child Seat' }];

  it('When items are selected, then the available list leaves them out by name and sorts the rest', () => {
    expect(availableForSelection(available, [{ name: 'WIFI' }]).map((a) => a.name)).toEqual([
      'bottled water',
      'Child Seat',
    ]);
  });

  it('When the search box has text, then only matching items remain', () => {
    expect(availableForSelection(available, [], 'seat').map((a) => a.name)).toEqual(['Child Seat']);
  });

  it('When nothing is selected, then Continue is disabled and the body is refused', () => {
    expect(canContinue([])).toBe(false);
    expect(addExistingBodySchema.safeParse([]).success).toBe(false);
    expect(selectedMasterIds(addExistingBodySchema.parse([{ id: 3, name: 'x' }, { id: 3 }, { id: '4' }]))).toEqual([
      3, 4,
    ]);
    expect(selectedMasterIds(addExistingBodySchema.parse({ siteId: 5, masters: [{ id: 9 }] }))).toEqual([9]);
  });
});
