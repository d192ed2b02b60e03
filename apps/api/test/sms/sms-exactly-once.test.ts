/**
 * Exactly once across SIGKILL (issue 22): the SMS drain runs as its own process against a
 * PostgreSQL database of its own and the local Twilio, and is killed with SIGKILL at the two moments that
 * matter (after its claim committed and before Twilio had the text; after Twilio took the text
 * and before the answer was recorded) and at random. Every text reaches Twilio exactly once, and
 * each booking's texts arrive in order (confirmed, on the way, arrived, completed).
 *
 * On a PostgreSQL database of its own with TEST_DATABASE_URL (`npm run test:pg`), else on a
 * PGlite directory that each drain process opens in turn (PGlite recovers from its WAL).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite, type Database, openPostgres, wrapPglite } from '../../src/db/client.ts';
import { prepareDatabase } from '../../src/db/setup.ts';
import { createLocalSmsTransport } from '../../src/integrations/sms/sms-transport.ts';
import { createSmsService } from '../../src/modules/sms/sms.service.ts';
import { SENDING_LEASE_MS } from '../../src/modules/sms/sms-drain.ts';
import { SMS_STEPS, type SmsStep, smsDedupeKey } from '../../src/modules/sms/sms-texts.ts';
import { type FakeTwilio, startFakeTwilio } from '../fakes/twilio-server.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const CHILD = path.join(here, 'sms-drain-child.ts');
const ACCOUNT = 'AC00000000000000000000000000000009';
const TOKEN = 'kill-token';
const STEPS = Object.keys(SMS_STEPS) as SmsStep[];
const BOOKINGS = [101, 102, 103, 104, 105];
/** Each booking's traveller: texts to one number must stay in order. */
const phoneOf = (bookingId: number) => `+1312555${String(bookingId).padStart(4, '0')}`;

const SERVER = process.env.TEST_DATABASE_URL;
const NAME = `ridedesk_sms_kill_${Date.now().toString(36)}`;
let url = '';
let twilio: FakeTwilio;
let restarts = 0;

let dir = '';
const open = async (): Promise<Database> => (SERVER ? openPostgres(url, 2) : wrapPglite(await createPglite(dir)));
const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: SERVER });
  await client.connect();
  await client.query(statement);
  await client.end();
};

/** Starts the drain process; resolves when it is ready. */
const startChild = async (opts: { pauseMs?: number; untilIdle?: boolean } = {}) => {
  restarts++;
  // Node itself with tsx's loader (not the tsx wrapper): SIGKILL must reach the process that drains.
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    cwd: path.resolve(here, '../..'),
    env: {
      ...process.env,
      ...(SERVER ? { SMS_CHILD_DATABASE_URL: url } : { SMS_CHILD_PGLITE: dir }),
      TWILIO_ACCOUNT_SID: ACCOUNT,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_FROM: '+13125550100',
      TWILIO_BASE_URL: twilio.baseUrl,
      // Each run's clock is past every earlier run's leases: it reconciles their claims first.
      SMS_CHILD_CLOCK_OFFSET_MS: String(restarts * (SENDING_LEASE_MS + 1_000)),
      SMS_CHILD_SEND_PAUSE_MS: String(opts.pauseMs ?? 0),
      SMS_CHILD_UNTIL_IDLE: opts.untilIdle ? '1' : '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiters: { match: (line: string) => boolean; resolve: () => void }[] = [];
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    for (const line of chunk.split('\n').filter(Boolean)) {
      lines.push(line);
      for (const w of waiters.filter((w) => w.match(line))) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
    }
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = (match: (line: string) => boolean) =>
    new Promise<void>((resolve, reject) => {
      if (lines.some(match)) return resolve();
      waiters.push({ match, resolve });
      exited.then(() =>
        reject(
          new Error(
            `drain process ${restarts} ended before the expected line: ${stderr.replace(/^.{300,}$/gm, '').slice(-3000)}`,
          ),
        ),
      );
    });
  await waitFor((l) => l === 'ready');
  const kill = async (c: ChildProcess = child) => {
    c.kill('SIGKILL');
    await exited;
  };
  return { child, lines, waitFor, exited, kill, stderr: () => stderr };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  if (SERVER) {
    await admin(`create database ${NAME}`);
    const target = new URL(SERVER);
    target.pathname = `/${NAME}`;
    url = target.toString();
  } else dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ridedesk-sms-kill-'));
  twilio = await startFakeTwilio({ accountSid: ACCOUNT, authToken: TOKEN });
  const database = await open();
  await prepareDatabase(database, { demo: false });
  // Each booking's four texts, written as its ride changes would write them, one transaction each.
  const writer = createSmsService({ db: database.db, transport: createLocalSmsTransport(), now: () => new Date() });
  for (const step of STEPS)
    for (const bookingId of BOOKINGS)
      await database.db.transaction((tx) =>
        writer.enqueue(tx, {
          siteId: 4,
          to: phoneOf(bookingId),
          body: `Ride ${bookingId}: ${step}.`,
          template: SMS_STEPS[step],
          dedupeKey: smsDedupeKey(step, bookingId),
        }),
      );
  await database.close();
}, 120_000);

afterAll(async () => {
  await twilio?.close();
  if (SERVER) await admin(`drop database if exists ${NAME} with (force)`);
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('SMS exactly once across SIGKILL', () => {
  it('When the drain process is killed after its claim, after Twilio took a text, and at random, then Twilio has every text once, in order per booking', async () => {
    // 1. Killed between the committed claim and the send: Twilio never had the text.
    let run = await startChild({ pauseMs: 2_000 });
    await run.waitFor((l) => l.startsWith('send '));
    await run.kill();
    expect(twilio.messages).toHaveLength(0);

    // 2. Killed after Twilio created the text and before its answer arrived (the answer is late).
    for (let i = 0; i < 2; i++) {
      run = await startChild();
      const before = twilio.messages.length;
      twilio.answerNextCreateLate(3_000);
      const until = Date.now() + 20_000;
      while (twilio.messages.length === before && Date.now() < until) await sleep(5);
      await run.kill();
      expect(twilio.messages.length).toBe(before + 1);
    }

    // 3. Killed at random moments while it drains.
    for (let i = 0; i < 3; i++) {
      run = await startChild();
      await sleep(50 + Math.floor(Math.random() * 400));
      await run.kill();
    }

    // Then a run drains until nothing is due: dead claims reconciled, the rest sent.
    run = await startChild({ untilIdle: true });
    expect(await run.exited).toBe(0);

    const database = await open();
    try {
      const rows = (await database.db.execute(sql`select body, status, provider_id from sms_outbox order by id`))
        .rows as { body: string; status: string; provider_id: string }[];
      expect(rows).toHaveLength(BOOKINGS.length * STEPS.length);
      for (const row of rows) {
        const copies = twilio.messages.filter((m) => m.body === row.body);
        expect(copies.map((m) => m.body)).toEqual([row.body]);
        expect(row).toMatchObject({ status: 'sent', provider_id: copies[0].sid });
      }
      for (const bookingId of BOOKINGS) {
        const received = twilio.messages.filter((m) => m.to === phoneOf(bookingId)).map((m) => m.body);
        expect(received).toEqual(STEPS.map((step) => `Ride ${bookingId}: ${step}.`));
      }
    } finally {
      await database.close();
    }
  }, 240_000);
});
