import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeCityName, parseUsAddress, stateCodeOf } from './address-parse.ts';
import { sanitizeForDuration } from './address-rules.ts';

describe('reading a US address', () => {
  it('When a full street address is typed, then street, city, state and ZIP come apart', () => {
    const p = parseUsAddress('233 S Wacker Dr, Chicago, IL 60606');
    expect(p).toMatchObject({ zip: '60606', state: 'IL' });
    expect(p.cities[0]).toEqual({ name: 'chicago', street: '233 S Wacker Dr', wholeSegment: true });
    expect(p.prefixCities).toEqual([]);
  });

  it('When the commas are gone (the duration call), then the city is still among the candidates', () => {
    const p = parseUsAddress(sanitizeForDuration('233 S Wacker Dr, Chicago, IL 60606, USA'));
    expect(p).toMatchObject({ zip: '60606', state: 'IL' });
    expect(p.cities.map((c) => c.name)).toEqual(['s wacker dr chicago', 'wacker dr chicago', 'dr chicago', 'chicago']);
    expect(p.cities.at(-1)).toEqual({ name: 'chicago', street: '233 S Wacker Dr', wholeSegment: false });
  });

  it('When city and state are typed, with or without a comma, then both are read', () => {
    expect(parseUsAddress('Chicago, IL')).toMatchObject({
      state: 'IL',
      cities: [{ name: 'chicago', street: '', wholeSegment: true }],
    });
    expect(parseUsAddress('San Francisco CA').state).toBe('CA');
    expect(parseUsAddress('San Francisco CA').cities.map((c) => c.name)).toEqual(['san francisco', 'francisco']);
    expect(parseUsAddress('Austin, Texas, United States')).toMatchObject({ state: 'TX', cities: [{ name: 'austin' }] });
    expect(parseUsAddress('Washington, District of Columbia 20001')).toMatchObject({ state: 'DC', zip: '20001' });
  });

  it('When the city is also a state name, then it stays the city', () => {
    expect(parseUsAddress('New York')).toMatchObject({
      state: undefined,
      cities: [{ name: 'new york' }, { name: 'york' }],
    });
    expect(parseUsAddress('New York, NY')).toMatchObject({
      state: 'NY',
      cities: [{ name: 'new york' }, { name: 'york' }],
    });
  });

  it('When only a ZIP code or a ZIP+4 is typed, then the ZIP is read', () => {
    expect(parseUsAddress('60606')).toMatchObject({ zip: '60606', cities: [], remainder: '' });
    expect(parseUsAddress('233 S. Wacker Dr. 60606')).toMatchObject({ zip: '60606', remainder: '233 S. Wacker Dr' });
    expect(parseUsAddress('Chicago IL 60606-1234')).toMatchObject({ zip: '60606', state: 'IL' });
  });

  it('When an airport code or name is typed, then it is offered as an airport', () => {
    expect(parseUsAddress('ORD').airportCode).toBe('ORD');
    expect(parseUsAddress('sfo').airportCode).toBe('SFO');
    expect(parseUsAddress('JFK Airport').airportCode).toBe('JFK');
    expect(parseUsAddress("O'Hare International Airport").words).toEqual(['o', 'hare', 'international', 'airport']);
    expect(parseUsAddress('The Loop Chicago').airportCode).toBeUndefined();
  });

  it('When St, Ft or Mt start a city, then they are written out', () => {
    expect(parseUsAddress('St. Louis, MO').cities[0].name).toBe('saint louis');
    expect(normalizeCityName('Ft. Worth')).toBe('fort worth');
    expect(normalizeCityName('Mt Pleasant')).toBe('mount pleasant');
  });

  it('When the last word may be unfinished, then the prefix candidates keep it, even if it looks like a state', () => {
    const p = parseUsAddress('100 Main St, La');
    expect(p.state).toBe('LA');
    expect(p.prefixCities[0]).toEqual({ name: 'la', street: '100 Main St', wholeSegment: true });
  });

  it('When states are named, then codes and names both give the code', () => {
    expect(stateCodeOf('il')).toBe('IL');
    expect(stateCodeOf('Illinois')).toBe('IL');
    expect(stateCodeOf('D.C.')).toBe('DC');
    expect(stateCodeOf('Ontario')).toBeUndefined();
  });

  it('When any text is read, then it never throws and candidates never start with a number', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const p = parseUsAddress(text);
        for (const c of [...p.cities, ...p.prefixCities]) expect(c.name).not.toMatch(/^\d/);
        if (p.zip) expect(p.zip).toMatch(/^\d{5}$/);
        if (p.state) expect(p.state).toMatch(/^[A-Z]{2}$/);
      }),
    );
  });

  it('When an address is sanitized for the duration call, then the parse finds the same ZIP, state and city', () => {
    const cities = ['Chicago', 'San Francisco', 'Austin', 'New York', 'Saint Louis'];
    const states = ['IL', 'CA', 'TX', 'NY', 'MO'];
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.constantFrom('Main St', 'N. Michigan Ave', "O'Farrell St", 'Congress Ave.'),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 10000, max: 99999 }),
        (number, street, i, zip) => {
          const typed = `${number} ${street}, ${cities[i]}, ${states[i]} ${zip}, USA`;
          const clean = parseUsAddress(sanitizeForDuration(typed));
          const commas = parseUsAddress(typed);
          expect(clean.zip).toBe(commas.zip);
          expect(clean.state).toBe(commas.state);
          expect(clean.cities.map((c) => c.name)).toContain(commas.cities[0].name);
        },
      ),
    );
  });
});
