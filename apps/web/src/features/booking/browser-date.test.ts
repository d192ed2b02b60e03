import { localDate } from '@ridedesk/domain/booking/search-choices';
import { describe, expect, it } from 'vitest';
import { browserToday, browserZone } from './browser-date.ts';

describe('the browser’s calendar date', () => {
  it('When read from the Date’s local fields, then it is the date the domain gives in the browser’s zone, around midnight and across the year’s end', () => {
    const base = new Date(2026, 11, 31, 23, 59, 30);
    const instants = [0, 1_000, 31_000, 3_600_000, -86_400_000, 60 * 86_400_000].map(
      (ms) => new Date(base.getTime() + ms),
    );
    for (const at of instants) expect(browserToday(at)).toBe(localDate(at, browserZone()));
    expect(browserToday(new Date(2027, 0, 1, 0, 0, 1))).toBe('2027-01-01');
  });
});
