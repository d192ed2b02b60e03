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
  hold: async () => {
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

/**
 * A transport that records what happens to each message: held (the server has it all but its
 * end), released (delivered), cancelled (dropped by the server). `refuseAtEnd` answers the
 * release with a refusal, as a server's 554 after the final dot.
 */
const recordingTransport = (opts: { refuseAtEnd?: boolean } = {}) => {
  const events: string[] = [];
  const transport: MailTransport = {
    kind: 'smtp',
    hold: async (m) => {
      events.push(`held ${m.outboxId}`);
      return {
        release: async () => {
          if (opts.refuseAtEnd) {
            events.push(`refused ${m.outboxId}`);
            throw new Error('554 5.7.1 Message rejected');
          }
          events.push(`delivered ${m.outboxId}`);
        },
        cancel: () => events.push(`cancelled ${m.outboxId}`),
      };
    },
    close: async () => {},
  };
  return { events, transport };
};

/**
 * The database as PostgreSQL behaves when it goes away at COMMIT: `before` fails the next commit
 * (rolled back), `after` lets it land and loses its answer (the client cannot tell the two apart).
 */
const flakyCommit = (real: Database['db']) => {
  const fail: { next: 'before' | 'after' | null } = { next: null };
  const db = new Proxy(real, {
    get(target, prop, receiver) {
      if (prop !== 'transaction') return Reflect.get(target, prop, receiver);
      return async (work: (tx: unknown) => Promise<unknown>) => {
        const mode = fail.next;
        fail.next = null;
        const result = await target.transaction(async (tx) => {
          const done = await work(tx);
          if (mode === 'before') throw new Error('Connection terminated unexpectedly');
          return done;
        });
        if (mode === 'after') throw new Error('Connection terminated unexpectedly');
        return result;
      };
    },
  });
  return { db, fail };
};

const enqueueOne = async (mail: ReturnType<typeof createMailService>, to: string) =>
  (await mail.enqueue(database.db, {
    siteId: 5,
    to,
    subject: 'Booking confirmed',
    html: '<p>Hello</p>',
    text: 'Hello',
    template: 'BookingConfirmation_Template',
  })) as number;

const statusOf = async (id: number) =>
  (await database.db.execute(sql`select status, message_id, attempts from mail_outbox where id = ${id}`)).rows[0] as {
    status: string;
    message_id: string | null;
    attempts: number;
  };

describe('outbox worker, the sent mark and the end of the message', () => {
  const from = 'RideDesk <no-reply@ridedesk.localhost>';
  const serviceOver = (db: Database['db'], transport: MailTransport) =>
    createMailService({
      db,
      transport,
      from,
      sites: {} as never,
      templates: {} as never,
      now: () => new Date(),
      log: new RecordingLog(),
    });

  /** One message enqueued and a run whose COMMIT fails as `mode` says: the held message was cancelled. */
  const runWithLostCommit = async (mode: 'before' | 'after', to: string) => {
    const { events, transport } = recordingTransport();
    const flaky = flakyCommit(database.db);
    const mail = serviceOver(flaky.db, transport);
    const id = await enqueueOne(mail, to);
    flaky.fail.next = mode;
    await expect(mail.drainOutbox()).rejects.toThrow('Connection terminated');
    expect(events).toEqual([`held ${id}`, `cancelled ${id}`]);
    return { events, mail, id };
  };

  it('When the worker sends, then the sent mark is committed while the message is held and the message is ended after it', async () => {
    const { events, transport } = recordingTransport();
    const order: string[] = [];
    const db = new Proxy(database.db, {
      get(target, prop, receiver) {
        if (prop !== 'transaction') return Reflect.get(target, prop, receiver);
        return async (work: (tx: unknown) => Promise<unknown>) => {
          const result = await target.transaction(work as never);
          order.push(`committed after ${events.at(-1)}`);
          return result;
        };
      },
    });
    const mail = serviceOver(db, transport);
    const id = await enqueueOne(mail, 'order@example.com');
    expect(await mail.drainOutbox()).toMatchObject({ sent: 1 });
    expect(order[0]).toBe(`committed after held ${id}`);
    expect(events).toEqual([`held ${id}`, `delivered ${id}`]);
    expect(await statusOf(id)).toEqual({
      status: 'sent',
      message_id: `<outbox-${id}@ridedesk.localhost>`,
      attempts: 0,
    });
  });

  it('When the sent mark cannot be committed, then the held message is cancelled and sent once on the next run', async () => {
    const { events, mail, id } = await runWithLostCommit('before', 'db-lost@example.com');
    expect((await statusOf(id)).status).toBe('pending');

    expect(await mail.drainOutbox()).toMatchObject({ sent: 1 });
    expect(await mail.drainOutbox()).toMatchObject({ sent: 0 });
    expect(events.filter((e) => e.startsWith('delivered'))).toEqual([`delivered ${id}`]);
    expect((await statusOf(id)).status).toBe('sent');
  });

  it('When the COMMIT lands but its answer is lost, then the cancelled message is marked pending again and sent once', async () => {
    const { events, mail, id } = await runWithLostCommit('after', 'answer-lost@example.com');
    // The mark landed although the message was dropped: the next run undoes it first, then sends.
    expect((await statusOf(id)).status).toBe('sent');
    expect(await mail.drainOutbox()).toMatchObject({ sent: 1 });
    expect(events).toEqual([`held ${id}`, `cancelled ${id}`, `held ${id}`, `delivered ${id}`]);
    expect((await statusOf(id)).status).toBe('sent');
  });

  it('When the server refuses the message at its end, then the committed mark becomes a failed try with backoff', async () => {
    const { events, transport } = recordingTransport({ refuseAtEnd: true });
    const mail = serviceOver(database.db, transport);
    const id = await enqueueOne(mail, 'refused-at-end@example.com');
    expect(await mail.drainOutbox()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(events).toEqual([`held ${id}`, `refused ${id}`]);
    expect(await statusOf(id)).toEqual({ status: 'pending', message_id: null, attempts: 1 });
  });
});
