import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cityAndStateFromFormatted,
  INVALID_ADDRESS,
  isAcceptableSuggestion,
  matchPastedAddress,
  sanitizeForDuration,
} from './address-rules.ts';

describe('address suggestions', () => {
  it('When a suggestion has more than 2 address components, then it is accepted', () => {
    expect(isAcceptableSuggestion({ components: 3 })).toBe(true);
    expect(isAcceptableSuggestion({ components: 5 })).toBe(true);
    expect(isAcceptableSuggestion({ components: 2 })).toBe(false);
    expect(isAcceptableSuggestion({ components: 0 })).toBe(false);
    expect(isAcceptableSuggestion({ components: Number.NaN })).toBe(false);
  });

  it('When an address is invalid, then the alert reads as the spec writes it', () => {
    expect(INVALID_ADDRESS).toBe('Please enter a valid address with city and state!!');
  });
});

describe('city and state from a formatted address', () => {
  it('When the formatted address ends with state, ZIP and country, then city and state are the parts before', () => {
    expect(cityAndStateFromFormatted('233 S Wacker Dr, Chicago, IL 60606, USA')).toEqual({
      city: 'Chicago',
      state: 'IL',
    });
    expect(cityAndStateFromFormatted('Chicago, IL, USA')).toEqual({ city: 'Chicago', state: 'IL' });
    expect(cityAndStateFromFormatted('San Francisco, CA')).toEqual({ city: 'San Francisco', state: 'CA' });
    expect(cityAndStateFromFormatted('Washington, DC 20001-1234, United States')).toEqual({
      city: 'Washington',
      state: 'DC',
    });
    expect(cityAndStateFromFormatted('Austin, Texas, USA')).toEqual({ city: 'Austin', state: 'TX' });
  });

  it('When there is no city before a state, then there is no answer', () => {
    expect(cityAndStateFromFormatted('Illinois, USA')).toBeNull();
    expect(cityAndStateFromFormatted('USA')).toBeNull();
    expect(cityAndStateFromFormatted('Toronto, ON, Canada')).toBeNull();
    expect(cityAndStateFromFormatted('')).toBeNull();
  });
});

describe('sanitizing for the duration call', () => {
  it('When an address has punctuation, then each non-alphanumeric character becomes a space', () => {
    expect(sanitizeForDuration('233 S. Wacker Dr., Chicago, IL 60606')).toBe('233 S  Wacker Dr   Chicago  IL 60606');
    expect(sanitizeForDuration("O'Hare #1")).toBe('O Hare  1');
  });

  it('When any text is sanitized, then only letters, digits and spaces remain and the length is kept', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const out = sanitizeForDuration(text);
        expect(out).toMatch(/^[A-Za-z0-9 ]*$/);
        expect(out.length).toBe(text.length);
      }),
    );
  });
});

describe('pasted addresses', () => {
  const suggestions = [
    { description: '233 South Wacker Drive, Chicago, IL, USA', placeId: 'a' },
    { description: '233 South Wacker Drive, Skokie, IL, USA', placeId: 'b' },
    { description: '2330 South Wacker Drive, Chicago, IL, USA', placeId: 'c' },
  ];

  it('When a pasted address has more than 3 parts, then the matching suggestion is chosen, abbreviations and all', () => {
    expect(matchPastedAddress('233 S Wacker Dr, Chicago, IL 60606, USA', suggestions)?.placeId).toBe('a');
    expect(matchPastedAddress('233 South Wacker Drive, Chicago, Illinois, USA', suggestions)?.placeId).toBe('a');
  });

  it('When a pasted address has 3 parts or fewer, then it is not matched', () => {
    expect(matchPastedAddress('233 S Wacker Dr, Chicago, IL 60606', suggestions)).toBeUndefined();
  });

  it('When the house number differs or the words do not match, then nothing is chosen', () => {
    expect(matchPastedAddress('999 S Wacker Dr, Chicago, IL 60606, USA', suggestions)).toBeUndefined();
    expect(matchPastedAddress('233 N Michigan Ave, Chicago, IL 60601, USA', suggestions)).toBeUndefined();
    expect(matchPastedAddress('233 S Wacker Dr, Chicago, IL 60606, USA', [])).toBeUndefined();
  });
});
