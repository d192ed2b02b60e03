/**
 * The exactly-once engine shared by charges and refunds. An attempt is written (pending, with
 * its idempotency key and a lease) before the gateway is called; the gateway's answer closes it
 * in the same transaction that writes the payment record and moves the booking's status; a lost
 * answer leaves it pending, and the next request for the booking first asks the gateway what
 * became of it. A partial unique index keeps one pending attempt per booking, so two requests can
 * never charge a booking at once; and an attempt is written in one transaction with its claim
 * (the booking still payable, or the refund's amount still there), so a request that read the
 * booking before another's payment was recorded cannot start a second one after it (issue 16).
 */
import { toDollars } from '@ridedesk/domain/booking/money';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import * as repo from './payments.repository.ts';

export type AttemptClock = () => Date;

/**
 * What a use case that charges or refunds through attempts is built with: the database, the
 * attempt engine, the app's clock (`now`, for the business rules and the records' dates) and
 * the real time (`clock`, which leases measure).
 */
export type AttemptDeps = { db: Db; attempts: AttemptEngine; now: () => Date; clock: () => Date };

/**
 * What the payment record of a succeeded attempt (a charge or a refund) takes from it: its
 * booking, the gateway's transaction, the attempt's amount, and when it is recorded.
 */
export const recordOfAttempt = (attempt: repo.AttemptRow, transactionId: string, at: Date) => ({
  siteId: attempt.siteId,
  bookingId: attempt.bookingId,
  transactionId,
  transactionDate: at,
  transactionAmount: toDollars(attempt.amountCents).toFixed(2),
  attemptId: attempt.id,
});

/** The claim written with an attempt did not hold (the booking is paid, the amount is refunded). */
class ClaimRefused extends Error {}

export const createAttemptEngine = (deps: { db: Db; clock: AttemptClock; timeoutMs: number }) => {
  const { db, clock } = deps;
  /** How long a request may hold an attempt: the gateway's timeout and a margin. */
  const leaseMs = deps.timeoutMs * 2 + 1000;
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  return {
    leaseMs,

    /**
     * A new pending attempt, written in one transaction with `claim` (which answers false to
     * refuse); or the attempt already holding the key, or the booking's pending attempt, or
     * 'refused' when the claim did not hold.
     */
    open: async (
      values: Omit<Parameters<typeof repo.insertAttempt>[1], 'leaseUntil' | 'status'>,
      claim: (tx: Tx) => Promise<boolean>,
    ): Promise<
      | { kind: 'new'; attempt: repo.AttemptRow }
      | { kind: 'sameKey'; attempt: repo.AttemptRow }
      | { kind: 'busy'; attempt: repo.AttemptRow }
      | { kind: 'refused' }
    > => {
      for (let tries = 0; tries < 3; tries++) {
        try {
          const attempt = await db.transaction(async (tx) => {
            if (!(await claim(tx))) throw new ClaimRefused();
            return repo.insertAttempt(tx, {
              ...values,
              status: 'pending',
              leaseUntil: new Date(clock().getTime() + leaseMs),
            });
          });
          return { kind: 'new', attempt };
        } catch (error) {
          if (error instanceof ClaimRefused) return { kind: 'refused' };
          if (isUniqueViolation(error, 'payment_attempts_key_uq')) {
            const same = await repo.findAttemptByKey(db, values.siteId, values.idempotencyKey);
            if (same) return { kind: 'sameKey', attempt: same };
          } else if (isUniqueViolation(error, 'payment_attempts_one_pending_uq')) {
            const pending = await repo.findPendingAttempt(db, values.siteId, values.bookingId);
            if (pending) return { kind: 'busy', attempt: pending };
          } else throw error;
        }
      }
      throw new Error('Could not open a payment attempt');
    },

    /**
     * Waits while another request holds the attempt, then takes it if it is still pending.
     * Answers the attempt as it ended, or { claimed } when this request must now settle it.
     */
    waitOrClaim: async (
      attempt: repo.AttemptRow,
    ): Promise<{ claimed: repo.AttemptRow } | { done: repo.AttemptRow } | { busy: repo.AttemptRow }> => {
      const deadline = Date.now() + deps.timeoutMs + 2000;
      let current = attempt;
      for (;;) {
        if (current.status !== 'pending') return { done: current };
        const now = clock();
        if (current.leaseUntil.getTime() <= now.getTime()) {
          const claimed = await repo.claimAttempt(
            db,
            current.siteId,
            current.id,
            now,
            new Date(now.getTime() + leaseMs),
          );
          if (claimed) return { claimed };
        }
        if (Date.now() > deadline) return { busy: current };
        await sleep(100);
        current = (await repo.findAttempt(db, current.siteId, current.id)) ?? current;
      }
    },

    /** The answer was lost: pending, free for the next request to recover. */
    release: (attempt: repo.AttemptRow, message: string) =>
      repo.releaseAttempt(db, attempt.siteId, attempt.id, message, clock()),
  };
};

export type AttemptEngine = ReturnType<typeof createAttemptEngine>;
