/**
 * Fault benchmark (issue 9 item 4). Starts the product as its own process on a throwaway
 * PostgreSQL cluster (never the shared one on 5432) with a recording SMTP server, and proves:
 *
 *  A. SIGKILL in the middle of concurrent book-and-pay flows (guests on citylimo.localhost, card on
 *     the sandbox gateway), restart, travellers retry as the wizard does: no half booking, no
 *     charge without its booking and record, one confirmation mail per booking.
 *  B. SMTP down for a while: mail waits in the outbox, then goes, none lost, none twice.
 *  C. PostgreSQL stopped and started under load: every request answers (no hang) with success or
 *     a 5xx in the error model / 503, the process never dies, and it recovers without a restart.
 *  D. SIGKILL while texts go out to a slow local Twilio as chauffeurs drive rides (sms-phase.ts).
 *
 * Writes its section of docs/benchmarks.md and exits 1 when a check fails.
 *
 *   npx tsx bench/faults/run.ts
 *
 * Knobs: BENCH_FAULT_WORKERS (12 concurrent flows), BENCH_KILLS (3 SIGKILL rounds),
 * BENCH_SMTP_DOWN_SECONDS (20), BENCH_PG_DOWN_SECONDS (5), BENCH_FAULT_PORT (3391),
 * BENCH_PG_PORT (55432), BENCH_SMTP_PORT (2525), BENCH_KEEP (1 keeps the cluster and logs),
 * BENCH_FAULT_PHASES (ABCD: the phases to run; phase D's own knobs are in sms-phase.ts).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { RIDES } from '../../apps/api/src/db/seed/demo-rides.ts';
import { envNumber } from '../env.ts';
import { check, checkData, checkMail, checks, drainOutbox, log } from './checks.ts';
import { createCluster } from './cluster.ts';
import {
  type Answer,
  call,
  fleetSearchPath,
  type GuestFlow,
  isErrorModel,
  loadAverage,
  pick,
  type Ride,
  round1,
  runGuestFlow,
  type Server,
  StepFailed,
  sleep,
  startServer,
  stopServer,
} from './harness.ts';
import { writeFaultsReport } from './report.ts';
import { runSmsPhase } from './sms-phase.ts';
import { createSmtpRecorder } from './smtp-recorder.ts';
import { createTwilioRecorder } from './twilio-recorder.ts';

const PORT = envNumber('BENCH_FAULT_PORT', 3391);
const PG_PORT = envNumber('BENCH_PG_PORT', 55432);
const SMTP_PORT = envNumber('BENCH_SMTP_PORT', 2525);
const WORKERS = envNumber('BENCH_FAULT_WORKERS', 12);
const KILLS = envNumber('BENCH_KILLS', 3);
const SMTP_DOWN_S = envNumber('BENCH_SMTP_DOWN_SECONDS', 20);
const PG_DOWN_S = envNumber('BENCH_PG_DOWN_SECONDS', 5);
const PHASES = new Set((process.env.BENCH_FAULT_PHASES ?? 'ABCD').toUpperCase());
const HOST = 'citylimo.localhost';
/** The demo bookings' Loop to O'Hare ride, on City Limo's own ground; Chicago is 360 minutes west of UTC in winter. */
const { pickup, dropoff, city, state, lat, lng } = RIDES.loopToOhare;
const RIDE: Ride = { pickup, dropoff, city, state, lat, lng, offset: -360 };
const RUN = Date.now().toString(36);
/** This run's travellers' e-mail addresses. */
const PATTERN = `fault-${RUN}-%`;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ridedesk-faults-'));
const logFile = path.join(workDir, 'server.log');

let flowCounter = 0;
/** A new guest flow on its own day and hour, so concurrent travellers rarely want the same car. */
const newFlow = (phase: string): GuestFlow => {
  const n = flowCounter++;
  const day = new Date(Date.now() + (10 + (n % 200)) * 86_400_000).toISOString().slice(0, 10);
  const hour = 6 + 2 * (Math.floor(n / 200) % 7);
  return {
    host: HOST,
    ride: RIDE,
    date: day,
    time: `${String(hour).padStart(2, '0')}:00`,
    email: `fault-${RUN}-${phase}-${n}@example.com`,
  };
};

const isLost = (e: unknown) => e instanceof StepFailed && Boolean(e.answer.failure);

const runStarted = Date.now();

const main = async () => {
  log(`work dir ${workDir}; load average ${loadAverage()}`);
  const cluster = await createCluster({ port: PG_PORT, database: 'ridedesk_faults' });
  log(`throwaway PostgreSQL ${cluster.version} on 127.0.0.1:${PG_PORT}`);
  // Ctrl-C still removes the throwaway cluster (the server child gets the same signal).
  process.once('SIGINT', () => {
    cluster.remove();
    process.exit(130);
  });
  const smtp = createSmtpRecorder(SMTP_PORT);
  await smtp.start();
  const twilio = await createTwilioRecorder();
  const db = new pg.Pool({ connectionString: cluster.url, max: 2 });
  db.on('error', () => {});
  const env = {
    DATABASE_URL: cluster.url,
    SMTP_URL: smtp.url,
    NODE_ENV: 'development',
    SEED_DEMO: 'auto',
    PAYMENTS_SANDBOX: 'true',
    // A lost charge is recovered once its lease (2 x timeout + 1 s) lapses: 5 s instead of a minute.
    PAYMENTS_GATEWAY_TIMEOUT_MS: '2000',
    DATA_DIR: path.join(workDir, 'data'),
    ...twilio.env,
  };
  const loadAverages: string[] = [loadAverage()];
  let server: Server | undefined;
  try {
    server = await startServer({ port: PORT, env, logFile });
    log(`server pid ${server.pid} on ${PORT}`);
    const allFlows: GuestFlow[] = [];

    // ---------------- A. SIGKILL during book-and-pay ----------------
    if (PHASES.has('A')) {
      const killedAt: number[] = [];
      const unexpected: string[] = [];
      let inFlightAtKill = 0;
      for (let round = 1; round <= KILLS; round++) {
        const interrupted: GuestFlow[] = [];
        let stop = false;
        let inFlight = 0;
        const port = PORT;
        const worker = async () => {
          while (!stop) {
            const flow = newFlow('a');
            allFlows.push(flow);
            inFlight++;
            try {
              await runGuestFlow(port, flow, { payment: 'Card', timeoutMs: 20_000 });
            } catch (e) {
              if (!isLost(e)) {
                unexpected.push(String(e));
                continue;
              }
              interrupted.push(flow);
              return;
            } finally {
              inFlight--;
            }
          }
        };
        const workers = Array.from({ length: WORKERS }, worker);
        const after = 2000 + Math.random() * 6000;
        await sleep(after);
        inFlightAtKill += inFlight;
        server.proc.kill('SIGKILL');
        killedAt.push(Math.round(after));
        log(`round ${round}: SIGKILL after ${Math.round(after)} ms with ${inFlight} flows in flight`);
        stop = true;
        await Promise.all(workers);
        await new Promise((r) =>
          server?.proc.exitCode !== null || server?.proc.signalCode ? r(null) : server?.proc.once('exit', r),
        );
        server = await startServer({ port: PORT, env, logFile });
        log(`restarted as pid ${server.pid}; ${interrupted.length} travellers retry where they were cut off`);
        // Travellers whose answer was lost retry as the wizard lets them: billing again, Pay again (same key).
        await Promise.all(
          interrupted
            .filter((f) => !f.createLost)
            .map((f) =>
              runGuestFlow(PORT, f, { payment: 'Card', timeoutMs: 20_000 }).catch((e) =>
                log('retry failed', String(e)),
              ),
            ),
        );
      }
      loadAverages.push(loadAverage());
      await drainOutbox(db);
      await checkData(db, 'A', allFlows, PATTERN);
      await checkMail(db, 'A', smtp, allFlows, PATTERN);
      check(
        'A',
        'no refusal outside the kills',
        unexpected.length === 0,
        unexpected.length === 0 ? 'every answered request succeeded' : unexpected.slice(0, 3).join('; '),
      );
      check(
        'A',
        'kills',
        true,
        `${KILLS} SIGKILLs at ${killedAt.join(', ')} ms into a round, ${inFlightAtKill} flows in flight in all; ${allFlows.length} flows started`,
      );
    }

    // ---------------- B. SMTP down ----------------
    if (PHASES.has('B')) {
      await smtp.stop();
      const downAt = Date.now();
      log(`SMTP stopped for ${SMTP_DOWN_S} s`);
      const bFlows = Array.from({ length: 6 }, () => newFlow('b'));
      await Promise.all(bFlows.map((f) => runGuestFlow(PORT, f, { payment: 'Card', timeoutMs: 20_000 })));
      allFlows.push(...bFlows);
      await sleep(Math.max(0, SMTP_DOWN_S * 1000 - (Date.now() - downAt)));
      const waiting = await db.query(
        `select count(*)::int n, coalesce(min(attempts), 0)::int min_attempts, count(*) filter (where last_error is not null)::int with_error
       from mail_outbox where status = 'pending' and "to" like $1`,
        [`fault-${RUN}-b-%`],
      );
      const w = waiting.rows[0];
      check(
        'B',
        'mail waits while SMTP is down',
        w.n === bFlows.length && w.min_attempts >= 1,
        `${w.n} of ${bFlows.length} confirmations pending after ${SMTP_DOWN_S} s, each tried at least ${w.min_attempts} time(s), ${w.with_error} with the transport error kept`,
      );
      await smtp.start();
      const upAt = Date.now();
      log('SMTP started again');
      await drainOutbox(db, 180_000);
      const lastDelivery = Math.max(
        ...smtp.deliveries.filter((d) => d.to.some((t) => t.includes(`-b-`))).map((d) => d.at),
      );
      check(
        'B',
        'mail goes once SMTP is back',
        true,
        `last waiting mail delivered ${round1((lastDelivery - upAt) / 1000)} s after SMTP came back (retry backoff 30 s x 2^(n-1))`,
      );
      await checkMail(db, 'B', smtp, bFlows, PATTERN);
      loadAverages.push(loadAverage());
    }

    // ---------------- C. PostgreSQL restart under load ----------------
    let pgStopAt = 0;
    if (PHASES.has('C')) {
      const pidBefore = server.pid;
      const answers: { at: number; kind: string; a: Answer }[] = [];
      const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
      let stopC = false;
      const started = Date.now();
      const cFlows: GuestFlow[] = [];
      const types = (
        await call(PORT, { path: '/api/vehicleType/getVehicleTypeBySiteIdOrState?state=IL', host: HOST })
      ).json().results as { id: number; vehicleType?: { id: number } }[];
      const typeIds = types.map((t) => t.vehicleType?.id ?? t.id);
      const reader = async (kind: 'search' | 'health' | 'sites') => {
        while (!stopC) {
          const day = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
          const pathOf = {
            search: fleetSearchPath(RIDE, {
              minutes: 40,
              trafficMinutes: 48,
              km: 30,
              vehicleTypeId: pick(typeIds),
              passengers: 1,
              day,
              time: '10:00',
            }),
            health: '/api/health',
            sites: '/api/vehicleType/getVehicleTypeBySiteIdOrState?state=IL',
          }[kind];
          const a = await call(PORT, { path: pathOf, host: HOST, agent, timeoutMs: 20_000 });
          answers.push({ at: Date.now() - started, kind, a });
          if (a.failure === 'network') await sleep(200);
        }
      };
      const booker = async () => {
        while (!stopC) {
          const flow = newFlow('c');
          cFlows.push(flow);
          await runGuestFlow(PORT, flow, {
            payment: 'Card',
            agent,
            timeoutMs: 20_000,
            observe: (step, a) => answers.push({ at: Date.now() - started, kind: step, a }),
          }).catch(() => undefined);
        }
      };
      const load = [
        ...['search', 'search', 'search', 'health', 'sites', 'sites'].map((k) => reader(k as 'search')),
        booker(),
        booker(),
        booker(),
        booker(),
      ];
      await sleep(5000);
      const stopAt = Date.now() - started;
      pgStopAt = stopAt;
      cluster.stop();
      log(`PostgreSQL stopped at ${stopAt} ms`);
      await sleep(PG_DOWN_S * 1000);
      cluster.start();
      const startAt = Date.now() - started;
      log(`PostgreSQL started at ${startAt} ms`);
      await sleep(15_000);
      stopC = true;
      await Promise.all(load);
      agent.destroy();
      allFlows.push(...cFlows);
      loadAverages.push(loadAverage());

      const during = answers.filter((x) => x.at >= stopAt - 1000);
      const hung = answers.filter((x) => x.a.failure === 'timeout');
      const dropped = answers.filter((x) => x.a.failure === 'network');
      const refused = answers.filter((x) => x.a.status >= 500);
      const refusedByUs = answers.filter((x) => x.a.status >= 400 && x.a.status < 500);
      check(
        'C',
        'no 4xx',
        refusedByUs.length === 0,
        refusedByUs.length === 0
          ? 'no request was refused as bad input'
          : refusedByUs
              .slice(0, 2)
              .map((x) => `${x.kind} ${x.a.status} ${x.a.body.slice(0, 160)}`)
              .join('; '),
      );
      const unclean = refused.filter((x) => !(isErrorModel(x.a) || (x.a.status === 503 && x.a.json())));
      const statusCounts = new Map<string, number>();
      for (const x of during) {
        const key = x.a.failure ?? String(x.a.status);
        statusCounts.set(key, (statusCounts.get(key) ?? 0) + 1);
      }
      const firstOkAfter = answers
        .filter((x) => x.at > startAt && x.a.status >= 200 && x.a.status < 300)
        .sort((a, b) => a.at - b.at)[0];
      const lastErrorAfter = answers.filter((x) => x.at > startAt && x.a.status >= 500).sort((a, b) => b.at - a.at)[0];
      check(
        'C',
        'no request hangs',
        hung.length === 0,
        `${hung.length} of ${answers.length} requests without an answer within 20 s`,
      );
      check(
        'C',
        'failures are clean',
        unclean.length === 0 && dropped.length === 0,
        `${refused.length} answers 5xx, ${unclean.length} of them outside the error model; ${dropped.length} connections dropped; statuses from 1 s before the stop: ${[...statusCounts].map(([k, v]) => `${k} x${v}`).join(', ')}`,
      );
      check(
        'C',
        'the server survives',
        server.proc.exitCode === null && server.proc.signalCode === null && server.pid === pidBefore,
        `same process (pid ${server.pid}) before and after`,
      );
      const health = await call(PORT, { path: '/api/health', timeoutMs: 5000 });
      const after = await Promise.all(
        Array.from({ length: 10 }, () =>
          call(PORT, {
            path: '/api/vehicleType/getVehicleTypeBySiteIdOrState?state=IL',
            host: HOST,
            timeoutMs: 10_000,
          }),
        ),
      );
      check(
        'C',
        'recovers without a restart',
        health.status === 200 && after.every((a) => a.status === 200) && Boolean(firstOkAfter),
        `first success ${firstOkAfter ? round1((firstOkAfter.at - startAt) / 1000) : '-'} s after PostgreSQL was back, last 5xx ${lastErrorAfter ? `${round1((lastErrorAfter.at - startAt) / 1000)} s after` : 'before it was back'}; health ${health.status}, 10 of 10 reads ${after.every((a) => a.status === 200) ? 'answer 200' : 'do NOT all answer 200'}`,
      );
      // Travellers cut off by the outage pay again, as the wizard lets them.
      await Promise.all(
        cFlows
          .filter((f) => f.booking && !f.paid)
          .map((f) => runGuestFlow(PORT, f, { payment: 'Card', timeoutMs: 20_000 }).catch(() => undefined)),
      );
      await drainOutbox(db);
      await checkData(db, 'C', allFlows, PATTERN);
      await checkMail(db, 'C', smtp, allFlows, PATTERN);
    }

    // ---------------- D. SIGKILL while texts are being sent (sms-phase.ts) ----------------
    const restart = async () => (server = await startServer({ port: PORT, env, logFile }));
    const dInput = { port: PORT, host: HOST, ride: RIDE, run: RUN, db, recorder: twilio, restart };
    const sms = PHASES.has('D') ? await runSmsPhase({ ...dInput, server: () => server as Server }) : undefined;
    const knobs = { pgPort: PG_PORT, smtpPort: SMTP_PORT, workers: WORKERS, kills: KILLS, pgStopAt, runStarted };
    writeFaultsReport(PHASES, loadAverages, { ...knobs, smtpDownSeconds: SMTP_DOWN_S, pgDownSeconds: PG_DOWN_S }, sms);
  } finally {
    if (server) await stopServer(server);
    await smtp.stop();
    await twilio.close();
    await db.end().catch(() => undefined);
    if (process.env.BENCH_KEEP === '1') log(`kept ${workDir} (the cluster is stopped on exit regardless)`);
    cluster.remove();
    if (process.env.BENCH_KEEP !== '1' && checks.every((c) => c.ok))
      fs.rmSync(workDir, { recursive: true, force: true });
    else log(`server log kept: ${logFile}`);
  }
  const failed = checks.filter((c) => !c.ok);
  log(failed.length === 0 ? 'all checks passed' : `${failed.length} check(s) FAILED`);
  process.exit(failed.length === 0 ? 0 : 1);
};

main().catch((e) => {
  console.error(e);
  console.error(`server log: ${logFile}`);
  process.exit(1);
});
