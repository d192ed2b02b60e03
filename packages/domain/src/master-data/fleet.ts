import { z } from 'zod';
import { optionalId, optionalText, requiredInteger, requiredText } from './fields.ts';

export const VIN_MAX = 17;
export const SEATER_MAX_LENGTH = 2;
export const FLEET_YEAR_MIN = 1900;
export const FLEET_YEAR_MAX = 2100;
export const AMENITY_SEPARATOR = '|';

/** Fleet amenities are stored as amenity names joined by '|' (spec 02 section 5). */
export const joinAmenities = (names: readonly string[]) => {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of names) {
    const name = raw.trim();
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    kept.push(name);
  }
  return kept.join(AMENITY_SEPARATOR);
};

export const splitAmenities = (joined: string | null | undefined) =>
  (joined ?? '')
    .split(AMENITY_SEPARATOR)
    .map((n) => n.trim())
    .filter(Boolean);

/** The VIN messages: the spec's 17-character limit, and RideDesk's own where the spec is silent (decision 0018). */
export const VIN_MESSAGES = {
  required: 'Please enter the VIN',
  tooLong: `Maximum of ${VIN_MAX} characters allowed`,
  lettersAndDigits: 'The VIN has letters and digits only',
  exactLength: `A VIN has exactly ${VIN_MAX} characters`,
  noIOQ: 'A VIN never contains the letters I, O or Q',
} as const;

/** Letters and digits, at most 17, in capitals: what a duplicate check may look up, even half typed. */
export const vinLookupSchema = z
  .string({ error: VIN_MESSAGES.required })
  .trim()
  .min(1, VIN_MESSAGES.required)
  .max(VIN_MAX, VIN_MESSAGES.tooLong)
  .regex(/^[A-Za-z0-9]+$/, VIN_MESSAGES.lettersAndDigits)
  .transform((vin) => vin.toUpperCase());

/**
 * A fleet's VIN (ISO 3779): exactly 17 letters and digits without I, O or Q, kept in capitals so a
 * duplicate is found whatever the case. The check digit is not demanded: only North American VINs
 * carry one.
 */
export const vinSchema = z
  .string({ error: VIN_MESSAGES.required })
  .trim()
  .min(1, VIN_MESSAGES.required)
  .max(VIN_MAX, VIN_MESSAGES.tooLong)
  .regex(/^[A-Za-z0-9]*$/, VIN_MESSAGES.lettersAndDigits)
  .regex(/^(.{0}|.{17,})$/s, VIN_MESSAGES.exactLength)
  .regex(/^[^IOQioq]*$/, VIN_MESSAGES.noIOQ)
  .transform((vin) => vin.toUpperCase());

/** A plate: letters, digits, spaces and dashes, 10 characters at most. */
export const LICENCE_PLATE_MESSAGE =
  'Please enter a valid licence plate (letters, digits, spaces and dashes, 10 at most)';

/** Amenities arrive from the multi-select as a list or already joined; they leave joined, and may be none. */
const amenitiesField = z
  .union([z.string(), z.array(z.string().max(100))], { error: 'Please choose the amenities' })
  .optional()
  .transform((value) => joinAmenities(typeof value === 'string' ? splitAmenities(value) : (value ?? [])))
  .refine((joined) => joined.length <= 2000, 'Too many amenities');

/**
 * Fleet form (spec 02 sections 2 and 5). Vehicle type, nickname, VIN (17 characters), colour, make,
 * model, year and seater (at most 2 digits) are required; garage, amenities and notes are optional
 * (a vehicle may have no amenities, decision 0018).
 * Luggage capacity defaults to the seats (DESIGN.md section 9).
 */
export const fleetFormSchema = z.object({
  vehicleTypeId: z.preprocess(
    (v) => (v === '' || v === null || v === 0 || v === '0' ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: 'Please choose the vehicle type' })
      .int('Please choose the vehicle type')
      .positive('Please choose the vehicle type')
      .max(2_147_483_647, 'Please choose the vehicle type'),
  ),
  nickName: requiredText('Please enter the nickname', 100),
  vin: vinSchema,
  color: requiredText('Please enter the color', 50),
  make: requiredText('Please enter the make', 50),
  model: requiredText('Please enter the model', 50),
  year: requiredInteger('Please enter the year', {
    min: FLEET_YEAR_MIN,
    max: FLEET_YEAR_MAX,
    minMessage: 'Please enter a valid year',
    maxMessage: 'Please enter a valid year',
  }),
  seater: requiredInteger('Please enter the seater', {
    min: 1,
    max: 99,
    minMessage: 'Please enter at least 1 seat',
    maxMessage: `Maximum of ${SEATER_MAX_LENGTH} characters allowed`,
  }),
  amenties: amenitiesField,
  notes: optionalText(2000),
  /** The licence plate the traveller looks for at pickup (issue 22); optional, capitals. */
  licencePlate: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().replace(/\s+/g, ' ').toUpperCase() : v),
    z
      .string()
      .max(10, LICENCE_PLATE_MESSAGE)
      .regex(/^(?:[A-Z0-9][A-Z0-9 -]*)?$/, LICENCE_PLATE_MESSAGE)
      .nullish()
      .transform((v) => (v ? v : null)),
  ),
  garageLocationId: optionalId,
  luggageCapacity: z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
    z.number({ error: 'Please enter the luggage capacity' }).int().min(0).max(99).optional(),
  ),
  imageFileName: z
    .string()
    .trim()
    .max(100)
    .regex(/^[a-f0-9-]{36}\.(jpg|jpeg|png|bmp|svg|gif|jif)$/, 'Please upload the image again')
    .nullish()
    .or(z.literal('').transform(() => null)),
});
export type FleetForm = z.output<typeof fleetFormSchema>;
export type FleetFormInput = z.input<typeof fleetFormSchema>;

/** A fleet carries as much luggage as it has seats unless told otherwise. */
export const luggageCapacityOf = (fleet: { seater: number; luggageCapacity?: number | null }) =>
  fleet.luggageCapacity ?? fleet.seater;

/** Fleet image types accepted by the upload (spec 02 section 5). */
export const FLEET_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'bmp', 'svg', 'gif', 'jif'] as const;
export const FLEET_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const isAllowedImageName = (fileName: string) => {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  return fileName.includes('.') && (FLEET_IMAGE_EXTENSIONS as readonly string[]).includes(ext);
};
