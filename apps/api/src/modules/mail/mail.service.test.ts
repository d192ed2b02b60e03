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
      sql`select status, attempts, last_error, next_attempt_at, sent_at, message_id from mail_outbox where id = ${id}`,
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
    // The sent mark written before the attempt is undone with the failure.
    expect(first).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'connect ECONNREFUSED 127.0.0.1:2525',
      sent_at: null,
      message_id: null,
    });
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

describe('outbox worker, database lost after the transport accepted', () => {
  it('When the sent mark cannot be committed, then the next run records it as sent and does not send it again', async () => {
    const delivered: number[] = [];
    const accepting: MailTransport = {
      kind: 'smtp',
      send: async (m) => {
        delivered.push(m.outboxId);
        return { messageId: `<outbox-${m.outboxId}@ridedesk.localhost>` };
      },
      close: async () => {},
    };
    // The commit of the next transaction fails, as when PostgreSQL goes away mid-send.
    let failNextCommit = false;
    const real = database.db;
    const flaky = new Proxy(real, {
      get(target, prop, receiver) {
        if (prop !== 'transaction') return Reflect.get(target, prop, receiver);
        return (work: (tx: unknown) => Promise<unknown>) =>
          target.transaction(async (tx) => {
            const result = await work(tx);
            if (failNextCommit) {
              failNextCommit = false;
              throw new Error('Connection terminated unexpectedly');
            }
            return result;
          });
      },
    });
    const mail = createMailService({
      db: flaky,
      transport: accepting,
      from: 'RideDesk <no-reply@ridedesk.localhost>',
      sites: {} as never,
      templates: {} as never,
      log: new RecordingLog(),
    });
    const id = (await mail.enqueue(real, {
      siteId: 5,
      to: 'db-lost@example.com',
      subject: 'Booking confirmed',
      html: '<p>Hello</p>',
      text: 'Hello',
      template: 'BookingConfirmation_Template',
    })) as number;

    failNextCommit = true;
    await expect(mail.drainOutbox()).rejects.toThrow('Connection terminated');
    expect(delivered).toEqual([id]);
    expect((await outboxRow(id)).status).toBe('pending');

    await mail.drainOutbox();
    expect(delivered).toEqual([id]);
    const row = (await real.execute(sql`select status, message_id from mail_outbox where id = ${id}`)).rows[0] as {
      status: string;
      message_id: string;
    };
    expect(row).toEqual({ status: 'sent', message_id: `<outbox-${id}@ridedesk.localhost>` });
  });
});
