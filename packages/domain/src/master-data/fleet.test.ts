import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../shared/field-messages.ts';
import {
  fleetFormSchema,
  isAllowedImageName,
  joinAmenities,
  luggageCapacityOf,
  splitAmenities,
  vinLookupSchema,
} from './fleet.ts';

const valid = {
  vehicleTypeId: 3,
  nickName: 'Black Escalade',
  vin: '1gys4bkj5mr123456',
  color: 'Black',
  make: 'Cadillac',
  model: 'Escalade ESV',
  year: '2023',
  seater: 6,
  amenties: ['WiFi', 'Bottled Water'],
};

const messageOf = (input: object, path: string) =>
  fleetFormSchema.safeParse(input).error?.issues.find((i) => i.path.join('.') === path)?.message;

describe('fleet amenities', () => {
  it('When amenities are joined, then they are pipe-separated, trimmed and without repeats', () => {
    expect(joinAmenities(['WiFi', ' Bottled Water ', 'wifi', ''])).toBe('WiFi|Bottled Water');
  });

  it('When a stored list is split, then the names come back in order without blanks', () => {
    expect(splitAmenities('WiFi|Bottled Water||Phone Charger ')).toEqual(['WiFi', 'Bottled Water', 'Phone Charger']);
    expect(splitAmenities(null)).toEqual([]);
    expect(splitAmenities(joinAmenities(['A', 'B']))).toEqual(['A', 'B']);
  });

  it('When the form sends a list or a joined string, then the fleet stores the joined string', () => {
    expect(fleetFormSchema.parse(valid).amenties).toBe('WiFi|Bottled Water');
    expect(fleetFormSchema.parse({ ...valid, amenties: 'WiFi|Leather Seats' }).amenties).toBe('WiFi|Leather Seats');
  });

  it('When no amenity is chosen, then the vehicle is saved with none', () => {
    expect(fleetFormSchema.parse({ ...valid, amenties: [] }).amenties).toBe('');
    expect(fleetFormSchema.parse({ ...valid, amenties: '' }).amenties).toBe('');
    const { amenties: _, ...withoutAmenities } = valid;
    expect(fleetFormSchema.parse(withoutAmenities).amenties).toBe('');
  });
});

describe('fleet limits', () => {
  it('When the VIN has 17 characters, then it is accepted in capitals; 18 is refused', () => {
    expect(fleetFormSchema.parse(valid).vin).toBe('1GYS4BKJ5MR123456');
    expect(messageOf({ ...valid, vin: `${valid.vin}7` }, 'vin')).toBe('Maximum of 17 characters allowed');
    expect(messageOf({ ...valid, vin: '' }, 'vin')).toBe('Please enter the VIN');
    expect(messageOf({ ...valid, vin: 'ABC-123' }, 'vin')).toBe('The VIN has letters and digits only');
  });

  it('When the VIN is shorter than 17 or holds I, O or Q, then it gets its own message', () => {
    expect(messageOf({ ...valid, vin: '1GYS4BKJ5MR12345' }, 'vin')).toBe('A VIN has exactly 17 characters');
    expect(messageOf({ ...valid, vin: '1GYS4BKJ5MR12345O' }, 'vin')).toBe('A VIN never contains the letters I, O or Q');
    expect(messageOf({ ...valid, vin: 'iGYS4BKJ5MR123456' }, 'vin')).toBe('A VIN never contains the letters I, O or Q');
    expect(messageOf({ ...valid, vin: 'QGYS4BKJ5MR123456' }, 'vin')).toBe('A VIN never contains the letters I, O or Q');
  });

  it('When a half-typed VIN is looked up, then letters and digits up to 17 are accepted in capitals', () => {
    expect(vinLookupSchema.parse(' abc ')).toBe('ABC');
    expect(vinLookupSchema.safeParse('A'.repeat(18)).success).toBe(false);
    expect(vinLookupSchema.safeParse('AB-C').success).toBe(false);
  });

  it('When the seater has more than 2 digits, then it is refused with the 2 characters rule', () => {
    expect(fleetFormSchema.parse({ ...valid, seater: '14' }).seater).toBe(14);
    expect(messageOf({ ...valid, seater: 100 }, 'seater')).toBe('Maximum of 2 characters allowed');
    expect(messageOf({ ...valid, seater: 0 }, 'seater')).toBe('Please enter at least 1 seat');
    expect(messageOf({ ...valid, seater: '' }, 'seater')).toBe('Please enter the seater');
  });

  it('When required fields are missing, then each gets its message', () => {
    const result = fleetFormSchema.safeParse({});
    const fields = fieldMessages(result);
    expect(fields.amenties).toBeUndefined();
    expect(fields).toMatchObject({
      vehicleTypeId: 'Please choose the vehicle type',
      nickName: 'Please enter the nickname',
      vin: 'Please enter the VIN',
      color: 'Please enter the color',
      make: 'Please enter the make',
      model: 'Please enter the model',
      year: 'Please enter the year',
      seater: 'Please enter the seater',
    });
  });

  it('When the year is not a plausible model year, then it is refused', () => {
    expect(messageOf({ ...valid, year: 1850 }, 'year')).toBe('Please enter a valid year');
    expect(messageOf({ ...valid, year: 'abc' }, 'year')).toBe('Please enter the year');
  });

  it('When no garage is chosen (None), then the garage is null', () => {
    expect(fleetFormSchema.parse({ ...valid, garageLocationId: 0 }).garageLocationId).toBeNull();
    expect(fleetFormSchema.parse({ ...valid, garageLocationId: '7' }).garageLocationId).toBe(7);
  });

  it('When no luggage capacity is given, then it is the seats', () => {
    const fleet = fleetFormSchema.parse(valid);
    expect(luggageCapacityOf(fleet)).toBe(6);
    expect(luggageCapacityOf({ seater: 6, luggageCapacity: 3 })).toBe(3);
  });

  it('When an image name has an allowed extension, then it is an image', () => {
    expect(isAllowedImageName('car.JPG')).toBe(true);
    expect(isAllowedImageName('car.jif')).toBe(true);
    expect(isAllowedImageName('car.pdf')).toBe(false);
    expect(isAllowedImageName('jpg')).toBe(false);
  });
});
