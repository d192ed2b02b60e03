/** The booking events the system posts notifications about. */
export const BOOKING_EVENTS = ['created', 'confirmed', 'assigned', 'cancelled', 'completed'] as const;
export type BookingEventKind = (typeof BOOKING_EVENTS)[number];

/** What the booking flow and booking management tell the notifications, right after their commit. */
export type BookingEvent = {
  kind: BookingEventKind;
  siteId: number;
  bookingId: number;
  referenceId: string;
  /** The registered traveller; null for a guest (guests have no notifications). */
  travellerUserId: number | null;
  /** A cancellation: who cancelled it (the staff hear which). */
  cancelledBy?: 'company' | 'traveller';
  /**
   * The user assigned to drive the booking (today a staff member; the chauffeurs of a later
   * issue take the same place): told of a cancellation by the traveller.
   */
  assignedUserId?: number | null;
};

/** A booking status that is also an event, or null (en route, arrived, no show are not posted). */
export const bookingEventOfStatus = (status: string): BookingEventKind | null =>
  (BOOKING_EVENTS as readonly string[]).includes(status) && status !== 'created' ? (status as BookingEventKind) : null;

/** Who hears of an event: staff of the site for a new or cancelled booking, the traveller for each. */
export const bookingEventAudience = (kind: BookingEventKind) => ({
  staff: kind === 'created' || kind === 'cancelled',
  traveller: true,
});

type Text = { title: string; message: string };
type Texts = Record<'staff' | 'traveller', Record<BookingEventKind, (ref: string) => Text>>;

const TEXTS: Record<'en' | 'es', Texts> = {
  en: {
    staff: {
      created: (ref) => ({ title: `New booking ${ref}`, message: `Booking ${ref} was made and is scheduled.` }),
      confirmed: (ref) => ({ title: `Booking ${ref} confirmed`, message: `Booking ${ref} is confirmed.` }),
      assigned: (ref) => ({ title: `Booking ${ref} assigned`, message: `A chauffeur is assigned to booking ${ref}.` }),
      cancelled: (ref) => ({ title: `Booking ${ref} cancelled`, message: `Booking ${ref} was cancelled.` }),
      completed: (ref) => ({ title: `Booking ${ref} completed`, message: `Booking ${ref} is completed.` }),
    },
    traveller: {
      created: (ref) => ({
        title: `Booking ${ref} received`,
        message: `Your booking ${ref} is scheduled. We will tell you when it is confirmed.`,
      }),
      confirmed: (ref) => ({ title: `Booking ${ref} confirmed`, message: `Your booking ${ref} is confirmed.` }),
      assigned: (ref) => ({
        title: `Chauffeur assigned to ${ref}`,
        message: `A chauffeur is assigned to your booking ${ref}.`,
      }),
      cancelled: (ref) => ({ title: `Booking ${ref} cancelled`, message: `Your booking ${ref} is cancelled.` }),
      completed: (ref) => ({
        title: `Booking ${ref} completed`,
        message: `Your ride ${ref} is completed. Thank you for riding with us: you can now review it.`,
      }),
    },
  },
  es: {
    staff: {
      created: (ref) => ({ title: `Nueva reserva ${ref}`, message: `Se hizo la reserva ${ref}; está programada.` }),
      confirmed: (ref) => ({ title: `Reserva ${ref} confirmada`, message: `La reserva ${ref} está confirmada.` }),
      assigned: (ref) => ({ title: `Reserva ${ref} asignada`, message: `Hay un chófer asignado a la reserva ${ref}.` }),
      cancelled: (ref) => ({ title: `Reserva ${ref} cancelada`, message: `La reserva ${ref} fue cancelada.` }),
      completed: (ref) => ({ title: `Reserva ${ref} completada`, message: `La reserva ${ref} está completada.` }),
    },
    traveller: {
      created: (ref) => ({
        title: `Reserva ${ref} recibida`,
        message: `Su reserva ${ref} está programada. Le avisaremos cuando esté confirmada.`,
      }),
      confirmed: (ref) => ({ title: `Reserva ${ref} confirmada`, message: `Su reserva ${ref} está confirmada.` }),
      assigned: (ref) => ({
        title: `Chófer asignado a ${ref}`,
        message: `Hay un chófer asignado a su reserva ${ref}.`,
      }),
      cancelled: (ref) => ({ title: `Reserva ${ref} cancelada`, message: `Su reserva ${ref} está cancelada.` }),
      completed: (ref) => ({
        title: `Reserva ${ref} completada`,
        message: `Su viaje ${ref} está completado. Gracias por viajar con nosotros: ya puede valorarlo.`,
      }),
    },
  },
};

const CANCELLED_BY_TRAVELLER: Record<'en' | 'es', (ref: string) => Text> = {
  en: (ref) => ({
    title: `The traveller cancelled booking ${ref}`,
    message: `The traveller cancelled booking ${ref}. The vehicle is free again for other bookings.`,
  }),
  es: (ref) => ({
    title: `El viajero canceló la reserva ${ref}`,
    message: `El viajero canceló la reserva ${ref}. El vehículo vuelve a estar libre para otras reservas.`,
  }),
};

/** The staff's text of a cancellation by the traveller (the assigned driver reads the same). */
export const travellerCancelledText = (locale: string, referenceId: string): Text =>
  CANCELLED_BY_TRAVELLER[locale === 'es' ? 'es' : 'en'](referenceId);

/** The text of an event for one audience in a language (other languages read English). */
export const bookingEventText = (
  kind: BookingEventKind,
  audience: 'staff' | 'traveller',
  locale: string,
  referenceId: string,
): Text => (TEXTS[locale === 'es' ? 'es' : 'en'][audience][kind] as (ref: string) => Text)(referenceId);
