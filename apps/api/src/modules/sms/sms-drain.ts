/**
 * The SMS outbox drain (decision 0030). An HTTP API has no SMTP-style hold (decision 0017), so a
 * text is claimed in a committed transaction ('sending') before the provider is called, and the
 * provider's answer is written in a second one. A process that dies between the two leaves a
 * claim; once its lease has run out (longer than any request can last) the next drain asks the
 * provider whether it took the text (same number, same body, created after the row) and records
 * it as sent, or sends it. So a text is sent once across a SIGKILL at any point.
 */
import type { Db } from '../../db/client.ts';
import { SmsSendError, type SmsTransport } from '../../integrations/sms/sms-transport.ts';
import { errorTextOf, OUTBOX_MAX_ATTEMPTS, outboxDrain, retryDelayMs } from '../../lib/outbox-drain.ts';
import * as repo from './sms.repository.ts';

/** Texts back off as mail does: the 8th failed try fails the text. */
export { OUTBOX_MAX_ATTEMPTS as SMS_MAX_ATTEMPTS, retryDelayMs as smsRetryDelayMs } from '../../lib/outbox-drain.ts';
/** A claim older than this is taken for dead (Twilio's requests time out after 15 s). */
export const SENDING_LEASE_MS = 60_000;
/** The platform number's opt-outs are kept under the platform site and hold for every site. */
export const PLATFORM_SITE_ID = 1;

type Log = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
export type DrainOutcome = 'sent' | 'retried' | 'failed' | 'opted-out';
export type DrainTally = Record<DrainOutcome, number>;

export const createSmsDrain = (deps: {
  db: Db;
  transport: SmsTransport;
  now: () => Date;
  statusCallback?: string;
  log: Log;
}) => {
  const { db, transport, now, log } = deps;

  /** Claims a dead claim (reconcile: true) or the oldest due text, committed as 'sending'. */
  const claim = () =>
    db.transaction(async (tx) => {
      const at = now();
      const stale = await repo.claimStaleSending(tx, new Date(at.getTime() - SENDING_LEASE_MS));
      const row = stale ?? (await repo.claimDueText(tx, at));
      if (!row) return null;
      if (await repo.isOptedOut(tx, [row.siteId, PLATFORM_SITE_ID], row.to)) {
        await repo.update(tx, row, { status: 'opted-out', claimedOn: null, error: 'The number answered STOP.' });
        return 'opted-out' as const;
      }
      const claimed = { ...row, status: 'sending', claimedOn: at, attempts: stale ? row.attempts : row.attempts + 1 };
      await repo.update(tx, row, { status: 'sending', claimedOn: at, attempts: claimed.attempts });
      return { row: claimed, reconcile: !!stale };
    });

  const settleFailure = async (row: repo.SmsRow, error: unknown): Promise<DrainOutcome> => {
    const message = errorTextOf(error);
    const optedOut = error instanceof SmsSendError && error.optedOut;
    const permanent = error instanceof SmsSendError && error.permanent;
    const failed = permanent || row.attempts >= OUTBOX_MAX_ATTEMPTS;
    const status = optedOut ? 'opted-out' : failed ? 'failed' : 'pending';
    await repo.settleClaim(db, row, {
      status,
      claimedOn: null,
      error: message,
      nextAttemptAt: new Date(now().getTime() + retryDelayMs(row.attempts)),
    });
    const entry = { smsOutboxId: row.id, siteId: row.siteId, attempts: row.attempts, error: message };
    if (status === 'pending') log.warn(entry, 'sms send failed, will retry');
    else log.error(entry, `sms ${status}`);
    return status === 'pending' ? 'retried' : status;
  };

  const sendOne = async (): Promise<DrainOutcome | 'idle'> => {
    const claimed = await claim();
    if (claimed === null) return 'idle';
    if (claimed === 'opted-out') return 'opted-out';
    const { row, reconcile } = claimed;
    let found = null;
    if (reconcile) {
      // A dead claim's text may have reached the provider: ask before sending it again. Unanswered,
      // the text stays claimed (its lease starts again) and is asked after once more later.
      try {
        found = await transport.findSent({ to: row.to, body: row.body, since: row.createdOn });
      } catch (error) {
        log.warn({ smsOutboxId: row.id, siteId: row.siteId, error: String(error) }, 'sms claim not reconciled yet');
        return 'retried';
      }
    }
    try {
      const accepted =
        found ??
        (await transport.send({
          to: row.to,
          body: row.body,
          siteId: row.siteId,
          outboxId: row.id,
          statusCallback: deps.statusCallback,
        }));
      await repo.settleClaim(db, row, {
        status: 'sent',
        providerId: accepted.providerId,
        sentOn: now(),
        claimedOn: null,
        error: null,
      });
      return 'sent';
    } catch (error) {
      return settleFailure(row, error);
    }
  };

  /** Sends every due text (at most `limit`); concurrent calls share one run. */
  const drainOutbox = outboxDrain<DrainOutcome>({
    outcomes: ['sent', 'retried', 'failed', 'opted-out'],
    sendOne,
  });

  return { drainOutbox };
};
