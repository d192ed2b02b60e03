/**
 * The outbox worker when the transport fails (SMTP down): the failure is counted and kept, the
 * next try waits, and after the last try the message is failed. The logger is a class instance,
 * as pino's is: its methods need their `this`.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import type { MailTransport } from '../../integrations/mail/mail-transport.ts';
import { createMailService, OUTBOX_MAX_ATTEMPTS, retryDelayMs } from './mail.service.ts';

class RecordingLog {
  readonly entries: { level: string; attempts: number }[] = [];
  warn(obj: { attempts?: number }) {
    this.entries.push({ level: 'warn', attempts: obj.attempts ?? 0 });
  }
  error(obj: { attempts?: number }) {
    this.entries.push({ level: 'error', attempts: obj.attempts ?? 0 });
  }
}

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const refused: MailTransport = {
  kind: 'smtp',
  send: async () => {
    throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
  },
  close: async () => {},
};

const outboxRow = async (id: number) =>
  (
    await database.db.execute(
      sql`select status, attempts, last_error, next_attempt_at from mail_outbox where id = ${id}`,
    )
  ).rows[0] as { status: string; attempts: number; last_error: string | null; next_attempt_at: string | Date };

describe('outbox worker, transport down', () => {
  it('When the transport refuses a message, then each try is counted with its error and backoff, and the last one fails it', async () => {
    let now = new Date('2026-11-22T06:00:00Z');
    const log = new RecordingLog();
    const mail = createMailService({
      db: database.db,
      transport: refused,
      from: 'RideDesk <no-reply@ridedesk.localhost>',
      sites: {} as never,
      templates: {} as never,
      now: () => now,
      log,
    });
    const id = (await mail.enqueue(database.db, {
      siteId: 5,
      to: 'smtp-down@example.com',
      subject: 'Booking confirmed',
      html: '<p>Hello</p>',
      text: 'Hello',
      template: 'BookingConfirmation_Template',
    })) as number;

    expect(await mail.drainOutbox()).toEqual({ sent: 0, retried: 1, failed: 0 });
    const first = await outboxRow(id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, last_error: 'connect ECONNREFUSED 127.0.0.1:2525' });
    expect(new Date(first.next_attempt_at).getTime()).toBe(now.getTime() + retryDelayMs(1));
    // Not due yet: the worker leaves it alone.
    expect(await mail.drainOutbox()).toEqual({ sent: 0, retried: 0, failed: 0 });

    for (let attempt = 2; attempt <= OUTBOX_MAX_ATTEMPTS; attempt++) {
      now = new Date(now.getTime() + retryDelayMs(attempt - 1));
      await mail.drainOutbox();
    }
    expect(await outboxRow(id)).toMatchObject({ status: 'failed', attempts: OUTBOX_MAX_ATTEMPTS });
    expect(log.entries.filter((e) => e.level === 'warn')).toHaveLength(OUTBOX_MAX_ATTEMPTS - 1);
    expect(log.entries.at(-1)).toEqual({ level: 'error', attempts: OUTBOX_MAX_ATTEMPTS });
  });
});
