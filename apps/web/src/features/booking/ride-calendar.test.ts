import { describe, expect, it } from 'vitest';
import { pickupInstant, rideIcs } from './ride-calendar.ts';

const entry = {
  reference: 'RD7PW7C9',
  company: 'City Limo',
  pickup: "O'Hare International Airport, Chicago, IL",
  dropoff: '233 S Wacker Dr, Chicago, IL 60606',
  pickupdate: '2026-11-29',
  pickuptime: '10:30',
  offsetMinutes: -360,
  durationMinutes: 41,
};

describe('the ride calendar entry', () => {
  it('When the pickup is 10:30 in Chicago (UTC-6), then the event starts at 16:30 UTC and lasts the ride', () => {
    expect(pickupInstant(entry).toISOString()).toBe('2026-11-29T16:30:00.000Z');
    const ics = rideIcs(entry, new Date('2026-11-25T12:00:00Z'));
    expect(ics).toContain('DTSTART:20261129T163000Z');
    expect(ics).toContain('DTEND:20261129T171100Z');
    expect(ics).toContain('UID:RD7PW7C9@ridedesk');
    expect(ics.split('\r\n')[0]).toBe('BEGIN:VCALENDAR');
  });

  it('When addresses hold commas and the ride is short, then the text is escaped and the event lasts 30 minutes', () => {
    const ics = rideIcs({ ...entry, durationMinutes: 10 }, new Date('2026-11-25T12:00:00Z'));
    expect(ics).toContain("LOCATION:O'Hare International Airport\\, Chicago\\, IL");
    expect(ics).toContain('DESCRIPTION:Booking RD7PW7C9\\nFrom:');
    expect(ics).toContain('DTEND:20261129T170000Z');
  });
});
