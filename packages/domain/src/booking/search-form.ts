import { z } from 'zod';

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

export const searchFormSchema = (today: string) =>
  z.object({
    pickuplocation: z.string({ message: SEARCH_MESSAGES.pickup }).trim().min(1, SEARCH_MESSAGES.pickup).max(300),
    dropofflocation: z.string({ message: SEARCH_MESSAGES.dropoff }).trim().min(1, SEARCH_MESSAGES.dropoff).max(300),
    pickupdate: z
      .string({ message: SEARCH_MESSAGES.date })
      .regex(/^\d{4}-\d{2}-\d{2}$/, SEARCH_MESSAGES.date)
      .refine((d) => d >= today, 'Pickup date cannot be before today'),
    pickuptime: z
      .string({ message: SEARCH_MESSAGES.time })
      .refine((t) => TIME_SLOTS.some((s) => s.value === t), SEARCH_MESSAGES.time),
    noofpassengers: z.coerce.number().int().min(1).max(30),
    noofluggages: z.coerce.number().int().min(1).max(25),
    vehicleTypeId: z.coerce
      .number({ message: SEARCH_MESSAGES.vehicleType })
      .int()
      .positive(SEARCH_MESSAGES.vehicleType),
    serviceTypeId: z.coerce.number().int().min(0).default(0),
    siteId: z.coerce.number().int().min(0).default(0),
  });
