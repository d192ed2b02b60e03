import { z } from 'zod';
import { bookingHorizonMessage, DEFAULT_BOOKING_HORIZON_DAYS, lastBookableDate } from './booking-horizon.ts';
import { SEARCH_MESSAGES, TIME_SLOTS } from './search-choices.ts';

export {
  LUGGAGE_CHOICES,
  localDate,
  PASSENGER_CHOICES,
  SEARCH_MESSAGES,
  TIME_SLOTS,
} from './search-choices.ts';

/**
 * The Search Fleets form. `today` is the browser's date; the pickup date may be from today to
 * the site's booking horizon (`horizonDays`, BookingHorizonDays) after it.
 */
export const searchFormSchema = (today: string, horizonDays: number = DEFAULT_BOOKING_HORIZON_DAYS) =>
  z.object({
    pickuplocation: z.string({ message: SEARCH_MESSAGES.pickup }).trim().min(1, SEARCH_MESSAGES.pickup).max(300),
    dropofflocation: z.string({ message: SEARCH_MESSAGES.dropoff }).trim().min(1, SEARCH_MESSAGES.dropoff).max(300),
    pickupdate: z
      .string({ message: SEARCH_MESSAGES.date })
      .regex(/^\d{4}-\d{2}-\d{2}$/, SEARCH_MESSAGES.date)
      .refine((d) => d >= today, 'Pickup date cannot be before today')
      .refine((d) => d <= lastBookableDate(today, horizonDays), bookingHorizonMessage(horizonDays)),
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
