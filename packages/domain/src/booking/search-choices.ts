/**
 * The Search Fleets form's texts and choices (spec 03), without its zod schema, so a screen can
 * show the form before the validation code has loaded. `search-form.ts` re-exports all of it.
 */
export const SEARCH_MESSAGES = {
  pickup: 'Please enter Pickup location',
  dropoff: 'Please enter Drop-off location',
  date: 'Please choose Pickup date',
  time: 'Please choose Pickup time',
  vehicleType: 'Please choose Vehicle type',
  allRequired: '* Please enter all required fields',
  chooseFleet: 'Please choose Fleet',
  noFleet: 'No Fleet Available',
  invalidAddress: 'Please enter a valid address with city and state!!',
  serviceUnavailable: 'Service is not available in this area!!',
  costNote: 'The cost shown is approximate; the final cost is known after the ride.',
} as const;

/** 96 time slots, one every 15 minutes, with a 24-hour value and a 12-hour label. */
export const TIME_SLOTS = Array.from({ length: 96 }, (_, i) => {
  const h = Math.floor(i / 4);
  const m = (i % 4) * 15;
  const value = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
  const label = `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
  return { value, label };
});

export const PASSENGER_CHOICES = Array.from({ length: 30 }, (_, i) => i + 1);
export const LUGGAGE_CHOICES = Array.from({ length: 25 }, (_, i) => i + 1);

/** The day as YYYY-MM-DD in a time zone, for "pickup date not before today". */
export const localDate = (now: Date, timeZone = 'America/Chicago') =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
