/** What a calendar entry for a booked ride needs (issue 17, item 12: add-to-calendar on the success page). */
export type RideCalendarEntry = {
  reference: string;
  company: string;
  pickup: string;
  dropoff: string;
  /** The pickup's local date and time as the traveller chose them (YYYY-MM-DD, HH:mm). */
  pickupdate: string;
  pickuptime: string;
  /** The pickup's UTC offset in minutes (spec 03 pickupoffset: -360 for Chicago in winter). */
  offsetMinutes: number;
  durationMinutes: number;
};

const pad = (n: number) => String(n).padStart(2, '0');
const icsTime = (d: Date) =>
  `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}00Z`;
/** RFC 5545 text: backslash, semicolon, comma and new lines escaped. */
const icsText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** The pickup moment in UTC: the local time minus its offset. */
export const pickupInstant = (entry: Pick<RideCalendarEntry, 'pickupdate' | 'pickuptime' | 'offsetMinutes'>) => {
  const [y, m, d] = entry.pickupdate.split('-').map(Number);
  const [h, min] = entry.pickuptime.split(':').map(Number);
  return new Date(Date.UTC(y, m - 1, d, h, min) - entry.offsetMinutes * 60_000);
};

/** An iCalendar (.ics) event for the ride: from pickup for the ride's estimated duration (at least 30 minutes). */
export const rideIcs = (entry: RideCalendarEntry, now: Date) => {
  const start = pickupInstant(entry);
  const end = new Date(start.getTime() + Math.max(30, Math.round(entry.durationMinutes)) * 60_000);
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//RideDesk//Booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${entry.reference}@ridedesk`,
    `DTSTAMP:${icsTime(now)}`,
    `DTSTART:${icsTime(start)}`,
    `DTEND:${icsTime(end)}`,
    `SUMMARY:${icsText(`${entry.company} ride ${entry.reference}`)}`,
    `LOCATION:${icsText(entry.pickup)}`,
    `DESCRIPTION:${icsText(`Booking ${entry.reference}\nFrom: ${entry.pickup}\nTo: ${entry.dropoff}`)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
};
