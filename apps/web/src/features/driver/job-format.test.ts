import { describe, expect, it } from 'vitest';
import { isToday, mapsUrl, pickupClock, telUrl } from './job-format.ts';

describe("the job's times and links", () => {
  it("When the pickup is in Chicago (UTC-6), then its time shows on Chicago's clock", () => {
    expect(pickupClock({ pickupAt: '2026-11-26T20:30:00.000Z', pickupOffset: -360 }, 'en')).toBe('2:30 PM');
  });

  it('When the pickup is late tonight in Chicago but tomorrow in UTC, then it still counts as today', () => {
    const now = Date.parse('2026-11-26T15:00:00Z');
    expect(isToday({ pickupAt: '2026-11-27T04:00:00.000Z', pickupOffset: -360 }, now)).toBe(true);
    expect(isToday({ pickupAt: '2026-11-27T07:00:00.000Z', pickupOffset: -360 }, now)).toBe(false);
  });

  it('When a place has coordinates, then the map link opens them; otherwise its address', () => {
    expect(mapsUrl({ address: "O'Hare", latitude: 41.97, longitude: -87.9 })).toBe(
      'https://www.google.com/maps/search/?api=1&query=41.97%2C-87.9',
    );
    expect(mapsUrl({ address: '233 S Wacker Dr, Chicago', latitude: null, longitude: null })).toBe(
      'https://www.google.com/maps/search/?api=1&query=233%20S%20Wacker%20Dr%2C%20Chicago',
    );
  });

  it('When a phone number has spaces and dashes, then the call link keeps the digits and the plus', () => {
    expect(telUrl('+1 312-555-0100')).toBe('tel:+13125550100');
  });
});
