/**
 * One change of a ride (issue 21), the unit of work every rides use case shares: lock the
 * booking (bookings' contract), refuse a repeated idempotency key by answering what the first
 * request did, check the rule, write the booking's change and the status event together, write
 * the traveller's mail and text (issue 22) in the same transaction, and after the commit tell the
 * live streams.
 */

import { RIDE_MESSAGES } from '@ridedesk/domain/rides/ride-rules';
import type { Db, Tx } from '../../db/client.ts';
import { businessRule, conflict, notFound } from '../../lib/app-error.ts';
import { pgErrorCode } from '../../lib/pg-errors.ts';
import { changeRide, lockRideForChange, type RideChange, type RideRow } from '../bookings/booking-rides.service.ts';
import type { ComposedMail } from '../mail/mail.service.ts';
import type { RideTextInput, RideTextOutcome } from '../sms/sms.service.ts';
import * as repo from './rides.repository.ts';

/** Topics the rides publish on the event bus (events.routes.ts streams them to the back office). */
export const RIDE_TOPIC = 'ride';
export const POSITION_TOPIC = 'position';
/** The booking lists' topic (events.routes.ts BOOKING_TOPIC), told of status changes too. */
const BOOKING_TOPIC = 'booking';

export type RideEvent = {
  siteId: number;
  bookingId: number;
  referenceId: string;
  status: string;
  chauffeurId: number | null;
  accepted: boolean;
};

export type Publish = (topic: string, payload: unknown) => Promise<void>;

export type ChangeRequest = {
  siteId: number;
  bookingId: number;
  actorUserId: number;
  /** The event's status: a booking status, or 'accepted' / 'declined'. */
  event: string;
  at: Date;
  now: Date;
  key?: string | null;
  position?: { latitude: number; longitude: number; accuracy?: number | null } | null;
  reason?: string;
  /** Decides on the locked ride: the booking's change, or a refusal (its reason, answered 422). */
  decide: (ride: RideRow, tx: Tx) => Promise<RideChange | { refuse: string }>;
  mail?: ComposedMail | null;
  /** The traveller's text of the step (the SMS channel decides whether it is written). */
  text?: RideTextInput | null;
};

/** The SMS channel's hook (composition injects it): writes a ride's text in the change's transaction. */
export type EnqueueRideText = (tx: Tx, text: RideTextInput) => Promise<RideTextOutcome>;

const isRefusal = (d: RideChange | { refuse: string }): d is { refuse: string } => 'refuse' in d;

export const createRideChanges = (
  db: Db,
  publish: Publish,
  enqueue: (tx: Tx, mail: ComposedMail) => Promise<unknown>,
  enqueueText?: EnqueueRideText,
) => {
  /** Applies one change; answers whether it was new (false: the key had already been used). */
  const apply = async (req: ChangeRequest) => {
    let event: RideEvent | null = null;
    try {
      event = await db.transaction(async (tx) => {
        const ride = await lockRideForChange(tx, req.siteId, req.bookingId);
        if (!ride) throw notFound('Booking not found');
        if (req.key && (await repo.findEventByKey(tx, req.siteId, req.key))) return null;
        const decision = await req.decide(ride, tx);
        if (isRefusal(decision)) throw businessRule(decision.refuse);
        await changeRide(tx, req.siteId, req.bookingId, decision);
        await repo.insertStatusEvent(tx, {
          siteId: req.siteId,
          bookingId: req.bookingId,
          status: req.event,
          fromStatus: ride.bookingStatus,
          at: req.at,
          recordedOn: req.now,
          actorUserId: req.actorUserId,
          chauffeurUserId: decision.assignedTo === undefined ? ride.assignedTo : decision.assignedTo,
          latitude: req.position?.latitude ?? null,
          longitude: req.position?.longitude ?? null,
          accuracy: req.position?.accuracy ?? null,
          reason: req.reason ?? '',
          idempotencyKey: req.key ?? null,
        });
        if (req.mail) await enqueue(tx, req.mail);
        if (req.text && enqueueText) await enqueueText(tx, req.text);
        return {
          siteId: req.siteId,
          bookingId: req.bookingId,
          referenceId: ride.referenceId,
          status: decision.bookingStatus ?? ride.bookingStatus,
          chauffeurId: decision.assignedTo === undefined ? ride.assignedTo : decision.assignedTo,
          accepted:
            decision.chauffeurAcceptedOn === undefined
              ? ride.chauffeurAcceptedOn !== null
              : decision.chauffeurAcceptedOn !== null,
        };
      });
    } catch (error) {
      // 23P01: the exclusion constraint bookings_no_double_chauffeur (never two rides at once).
      if (pgErrorCode(error) === '23P01') throw conflict(RIDE_MESSAGES.chauffeurBusy);
      throw error;
    }
    if (!event) return false;
    await publish(RIDE_TOPIC, event);
    await publish(BOOKING_TOPIC, {
      siteId: event.siteId,
      bookingId: event.bookingId,
      referenceId: event.referenceId,
      status: event.status,
    });
    return true;
  };
  return { apply };
};

export type RideChanges = ReturnType<typeof createRideChanges>;
