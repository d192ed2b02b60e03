/**
 * The dispatch board's day as GET /api/dispatch/board answers it (decision 0028), and the live
 * events of GET /api/events/bookings that change it.
 */

/** The booking statuses a ride passes through on the day (decision 0028: accepted and on board added). */
export const RIDE_STATUSES = [
  'scheduled',
  'confirmed',
  'assigned',
  'accepted',
  'en route',
  'arrived',
  'on board',
  'completed',
  'cancelled',
  'no show',
] as const;
export type RideStatus = (typeof RIDE_STATUSES)[number];

/** A chauffeur's ride is under way: their dot is on the map. */
export const ACTIVE_RIDE_STATUSES: readonly RideStatus[] = ['en route', 'arrived', 'on board'];

export type GeoPoint = { latitude: number; longitude: number };

export type BoardPosition = GeoPoint & {
  at: string;
  heading?: number | null;
  speed?: number | null;
  bookingId?: number | null;
};

/** Working hours of the day, local "HH:MM"; null when the chauffeur does not work that weekday. */
export type DayHours = { start: string; end: string } | null;

export type BoardChauffeur = {
  /** The chauffeur's user id (what a booking's assigned_to names). */
  id: number;
  name: string;
  active: boolean;
  phone: string | null;
  photo: string | null;
  hours: DayHours;
  dayOff: boolean;
  lastPosition: BoardPosition | null;
};

export type BoardVehicle = { id: number; name: string; vehicleType: string | null };

/** A followed flight's state (the flights module, issue 22). */
export type FlightState = 'scheduled' | 'delayed' | 'early' | 'landed' | 'cancelled' | 'unknown';

/** An airport pickup's flight: followed through FlightAware ('aeroapi'), or landed by hand ('manual'). */
export type FlightMark = {
  /** 'UA 1542'. */
  label: string;
  state: FlightState;
  source: 'aeroapi' | 'manual';
  origin: string | null;
  scheduledArrival: string | null;
  estimatedArrival: string | null;
  actualArrival: string | null;
  /** The pickup as booked; where a flight moved it; where a move waits to go (the next ride holds the time). */
  originalPickupAt: string;
  movedPickupAt: string | null;
  pendingPickupAt: string | null;
};

/** The fix the knock-on offers: another chauffeur (minutes away when known), another car, or none. */
export type KnockOnSuggestion =
  | { chauffeurId: number; name: string; minutesAway: number | null }
  | { fleetId: number; name: string }
  | null;

/** A ride a moved pickup pushed: its chauffeur's or its car's earlier ride now ends too late. */
export type KnockOn = {
  reason: 'chauffeur' | 'vehicle';
  causeBookingId: number;
  causeReferenceId: string;
  lateByMinutes: number;
  suggestion: KnockOnSuggestion;
};

/** One line of the "Needs attention" panel: the flagged ride and its knock-on. */
export type AttentionItem = KnockOn & { bookingId: number; referenceId: string };

export type BoardRide = {
  bookingId: number;
  referenceId: string;
  /** The booking's status; an assigned ride the chauffeur accepted shows as accepted (displayStatus). */
  status: RideStatus;
  accepted: boolean;
  pickupTime: string;
  /** The estimated drop-off: the block's end. */
  estimatedEnd: string;
  /** The pickup's clock, minutes east of UTC: the ride's times are read in it. */
  offsetMinutes: number;
  chauffeurId: number | null;
  chauffeurName: string | null;
  fleetId: number | null;
  vehicleName: string | null;
  passengerName: string | null;
  pickUpLocation: string;
  dropOffLocation: string;
  pickup: GeoPoint | null;
  /** The airport pickup's flight, when it has one. */
  flight: FlightMark | null;
  /** Set when a moved pickup pushed this ride: the board marks it and the panel offers the fix. */
  knockOn: KnockOn | null;
};

export type Board = {
  /** The site's day, YYYY-MM-DD. */
  date: string;
  /** The site's clock, minutes east of UTC (its rides' pickup offset): positions and 'today' are read in it. */
  offsetMinutes: number;
  chauffeurs: BoardChauffeur[];
  vehicles: BoardVehicle[];
  rides: BoardRide[];
  /** Every knock-on flag of the day's rides, chauffeur flags first. */
  needsAttention: AttentionItem[];
  /** MAP_STYLE_URL when the server has one: the map draws tiles; without it, the SVG. */
  mapStyleUrl: string | null;
};

/** `ride` events: a ride's status, chauffeur or acceptance changed. */
export type RideEvent = {
  siteId: number;
  bookingId: number;
  referenceId?: string;
  status: string;
  chauffeurId: number | null;
  accepted?: boolean;
};

/** `position` events: the latest position of a chauffeur's batch. */
export type PositionEvent = {
  siteId: number;
  bookingId: number;
  chauffeurId: number;
  latitude: number;
  longitude: number;
  heading?: number | null;
  speed?: number | null;
  at: string;
};

/** `booking` events (decision 0027): a booking's status changed in the back office or by the traveller. */
export type BookingEvent = { siteId: number; bookingId: number; referenceId: string; status: string };

/** What the board says of a ride: an assigned ride the chauffeur accepted is 'accepted'. */
export const displayStatus = (ride: Pick<BoardRide, 'status' | 'accepted'>): RideStatus =>
  ride.status === 'assigned' && ride.accepted ? 'accepted' : ride.status;

/** Whether a suggestion names a chauffeur (the fix the board applies) rather than a car. */
export const isChauffeurSuggestion = (
  s: KnockOnSuggestion,
): s is { chauffeurId: number; name: string; minutesAway: number | null } => s !== null && 'chauffeurId' in s;

export const isRideStatus = (value: unknown): value is RideStatus =>
  typeof value === 'string' && (RIDE_STATUSES as readonly string[]).includes(value);
