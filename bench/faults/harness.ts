// What the benchmarks share: the product as one Node process (its pid for SIGKILL and RSS), an HTTP client
// with a deadline, the booking wizard's calls for a guest, and the writer of docs/benchmarks.md's sections.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Ride as DemoRide } from '../../apps/api/src/db/seed/demo-rides.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type Server = { proc: ChildProcess; pid: number; port: number; rssMiB: () => number | null };

/**
 * Starts apps/api/src/server.ts in a child Node process (tsx as a loader, no wrapper process)
 * with the given environment, its output appended to logFile, and waits for /api/health.
 */
export const startServer = async (opts: { port: number; env: Record<string, string>; logFile: string }) => {
  const log = fs.openSync(opts.logFile, 'a');
  // BENCH_SERVER_NODE_ARGS: extra Node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const proc = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
      ...opts.env,
    },
  });
  fs.closeSync(log);
  let exited = false;
  proc.once('exit', () => {
    exited = true;
  });
  const server: Server = { proc, pid: proc.pid ?? 0, port: opts.port, rssMiB: () => rssMiB(proc.pid ?? 0) };
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server exited while starting; see ${opts.logFile}`);
    const r = await call(opts.port, { path: '/api/health', timeoutMs: 2000 });
    if (r.status === 200) return server;
    await sleep(300);
  }
  proc.kill('SIGKILL');
  throw new Error(`the server did not answer /api/health within 180 s; see ${opts.logFile}`);
};

/** Ends the server gracefully (SIGTERM) and waits for it to exit. */
export const stopServer = async (server: Server, signal: NodeJS.Signals = 'SIGTERM') => {
  if (server.proc.exitCode !== null || server.proc.signalCode !== null) return;
  const exited = new Promise((r) => server.proc.once('exit', r));
  server.proc.kill(signal);
  await Promise.race([exited, sleep(15_000)]);
  if (server.proc.exitCode === null && server.proc.signalCode === null) server.proc.kill('SIGKILL');
};

/** Resident memory of a process in MiB, from /proc (null when it is gone). */
export const rssMiB = (pid: number) => {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round((kb / 1024) * 10) / 10 : null;
  } catch {
    return null;
  }
};

export type Answer = {
  status: number;
  ms: number;
  /** 'timeout' when no answer came within the deadline, 'network' when the connection failed. */
  failure?: 'timeout' | 'network';
  body: string;
  // biome-ignore lint/suspicious/noExplicitAny: the bench reads answers of many shapes; a shape it does not expect fails its checks
  json: () => any;
};

/** One HTTP request on loopback with a deadline; never throws. */
export const call = (
  port: number,
  opts: {
    method?: string;
    path: string;
    host?: string;
    token?: string;
    body?: unknown;
    headers?: Record<string, string>;
    agent?: http.Agent;
    timeoutMs?: number;
  },
) =>
  new Promise<Answer>((resolve) => {
    const started = performance.now();
    const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    let done = false;
    const finish = (a: Omit<Answer, 'ms' | 'json'>) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve({
        ...a,
        ms: performance.now() - started,
        json: () => {
          try {
            return JSON.parse(a.body);
          } catch {
            return undefined;
          }
        },
      });
    };
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: opts.path,
        method: opts.method ?? (payload ? 'POST' : 'GET'),
        agent: opts.agent ?? false,
        headers: {
          host: opts.host ?? 'localhost',
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          ...opts.headers,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => finish({ status: res.statusCode ?? 0, body }));
        res.on('error', () => finish({ status: 0, failure: 'network', body }));
      },
    );
    const timer = setTimeout(() => {
      finish({ status: 0, failure: 'timeout', body: '' });
      req.destroy();
    }, opts.timeoutMs ?? 30_000);
    req.on('error', () => finish({ status: 0, failure: 'network', body: '' }));
    if (payload) req.write(payload);
    req.end();
  });

/** True when a body is the error model of DESIGN.md section 3 ({ errorId, message, code }). */
export const isErrorModel = (a: Answer) => {
  const j = a.json();
  return Boolean(j && typeof j.errorId === 'string' && typeof j.message === 'string' && typeof j.code === 'string');
};

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
export const round1 = (n: number) => Math.round(n * 10) / 10;
export const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)];

/** The machine line of a report, with the load average the run saw (others may share the CPU). */
export const machine = () =>
  `${os.cpus().length} cores (${os.cpus()[0]?.model?.trim() ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.type()} ${os.release()}`;
export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

export { writeSection } from './bench-doc.ts';

/**
 * A pickup and drop-off the offline gazetteer knows, in a state a site serves (a demo ride's
 * places), and the pickup's offset from UTC in minutes.
 */
export type Ride = Pick<DemoRide, 'pickup' | 'dropoff' | 'city' | 'state' | 'lat' | 'lng'> & { offset: number };

/** What a fleet search asks besides the ride: the estimate (minutes, in traffic, km), the vehicle type, the party and the pickup's day (YYYY-MM-DD) and time (HH:MM). */
export type FleetSearch = {
  minutes: number;
  trafficMinutes: number;
  km: number;
  vehicleTypeId: number;
  passengers: number;
  day: string;
  time: string;
};

/** The spec's fleet search path, GET /api/fleet/searchavailablefleet/...: any service type, one bag. */
export const fleetSearchPath = (ride: Ride, s: FleetSearch) =>
  `/api/fleet/searchavailablefleet/${s.minutes}/${s.trafficMinutes}/0/${s.vehicleTypeId}/${s.passengers}/1/${s.day}/${s.time}/${encodeURIComponent(ride.pickup)}/${encodeURIComponent(ride.dropoff)}/${ride.state}/${ride.lat}/${ride.lng}/${ride.offset}/${s.km}`;

/** Where a guest's booking stands: each step's result, so a flow cut short can resume. */
export type GuestFlow = {
  host: string;
  ride: Ride;
  date: string;
  time: string;
  email: string;
  guest?: { id: number; uniqueId: string };
  booking?: { id: number; referenceId: string; totalPrice: number };
  billed?: boolean;
  payKey?: string;
  paid?: boolean;
  /** The booking call was sent but its answer was lost (the server died): it may or may not exist. */
  createLost?: boolean;
  /** The traveller's mobile (ddd-ddd-dddd; 312-555-0100 unless given) and their consent to texts. */
  mobile?: string;
  smsConsent?: boolean;
};

export class StepFailed extends Error {
  constructor(
    readonly step: string,
    readonly answer: Answer,
  ) {
    super(`${step}: ${answer.failure ?? answer.status} ${answer.body.slice(0, 300)}`);
  }
}

/**
 * The booking wizard's calls for a guest, in its order: ride estimate, vehicle types of the
 * state, fleet search, guest details, booking, and (when paying by card) billing address and
 * the charge under one idempotency key per Pay intent. Resumes from the last step that answered.
 * Every answered request is handed to `observe` (for latency statistics).
 */
export const runGuestFlow = async (
  port: number,
  flow: GuestFlow,
  opts: {
    payment: 'COD' | 'Card';
    agent?: http.Agent;
    timeoutMs?: number;
    observe?: (step: string, a: Answer) => void;
    pickOffer?: <T>(offers: T[]) => T;
    /** Awaited before every call but the first: a person reading the page and filling the form. */
    pause?: () => Promise<void>;
  },
) => {
  const { ride, host } = flow;
  let calls = 0;
  const pauseFirst = async () => {
    if (calls++ > 0) await opts.pause?.();
  };
  const send = async (step: string, req: Parameters<typeof call>[1], ok: number[]) => {
    await pauseFirst();
    const a = await call(port, { host, agent: opts.agent, timeoutMs: opts.timeoutMs, ...req });
    opts.observe?.(step, a);
    if (!ok.includes(a.status)) throw new StepFailed(step, a);
    return a;
  };

  if (!flow.booking && !flow.createLost) {
    const est = (
      await send(
        'estimate',
        {
          path: `/api/booking/getEstimatedRideDuration?sourceAddress=${encodeURIComponent(ride.pickup)}&destinationAddress=${encodeURIComponent(ride.dropoff)}&City=${encodeURIComponent(ride.city)}&Country=US&pickupDateTime=${flow.date}T${flow.time}`,
        },
        [200],
      )
    ).json().results[0];
    const types = (
      await send('vehicle types', { path: `/api/vehicleType/getVehicleTypeBySiteIdOrState?state=${ride.state}` }, [200])
    ).json().results as { id: number; vehicleType?: { id: number } }[];
    if (types.length === 0) throw new Error(`no vehicle types on ${host}`);
    const vt = (opts.pickOffer ?? pick)(types);
    const offers = (
      await send(
        'search',
        {
          path: `${fleetSearchPath(ride, {
            minutes: est.estimatedDurationMinutes,
            trafficMinutes: est.estimatedDurationInTrafficMinutes,
            km: est.estimatedDistanceKm,
            vehicleTypeId: vt.vehicleType?.id ?? vt.id,
            passengers: 1,
            day: flow.date,
            time: flow.time,
          })}?pageSize=10`,
        },
        [200],
      )
    ).json().results as { fleetId: number; priceDefinition: { id: number } }[];
    if (offers.length === 0) return { outcome: 'no offer' as const };
    const offer = (opts.pickOffer ?? pick)(offers);

    if (!flow.guest) {
      const g = await send(
        'guest',
        {
          method: 'POST',
          path: '/api/guestuser/create',
          body: {
            firstName: 'Bench',
            lastName: 'Traveller',
            emailaddress: flow.email,
            mobilenumber: flow.mobile ?? '312-555-0100',
          },
        },
        [200, 201],
      );
      const guest = g.json().results[0];
      flow.guest = { id: guest.id, uniqueId: guest.uniqueId };
    }

    await pauseFirst();
    const created = await call(port, {
      host,
      agent: opts.agent,
      timeoutMs: opts.timeoutMs,
      method: 'POST',
      path: `/api/booking/create/${flow.time}/00:00/${offer.priceDefinition.id}/${offer.fleetId}/${encodeURIComponent(ride.city)}/${ride.state}/${ride.lat}/${ride.lng}/${ride.offset}`,
      body: {
        guestUserId: flow.guest.id,
        bookingFromDate: flow.date,
        pickUpLocation: ride.pickup,
        dropOffLocation: ride.dropoff,
        noOfPassengers: 1,
        noOfLuggages: 1,
        discountId: 0,
        gratuityPrice: 0,
        comments: '',
        paymentType: opts.payment,
        isGuestUser: true,
        ...(flow.smsConsent ? { smsConsent: true } : {}),
      },
    });
    opts.observe?.('booking', created);
    if (created.failure) {
      // Sent, and no answer: the traveller sees an error and does not know whether it was booked.
      flow.createLost = true;
      throw new StepFailed('booking', created);
    }
    if (created.status === 409) return { outcome: 'taken' as const };
    if (created.status !== 201) throw new StepFailed('booking', created);
    const b = created.json().results[0];
    flow.booking = { id: b.id, referenceId: b.referenceId, totalPrice: b.totalPrice };
  }
  if (!flow.booking || opts.payment === 'COD')
    return { outcome: flow.booking ? ('booked' as const) : ('lost' as const) };

  if (!flow.billed) {
    await send(
      'billing',
      {
        method: 'POST',
        path: '/api/billinginformation/create',
        body: {
          firstName: 'Bench',
          lastName: 'Traveller',
          address: '1 Test Way',
          city: ride.city,
          state: ride.state,
          zipCode: '60606',
          country: 'US',
          emailAddress: flow.email,
          phone: '312-555-0100',
          bookingId: flow.booking.id,
          guestUserUniqueId: flow.guest?.uniqueId,
        },
      },
      [200, 201],
    );
    flow.billed = true;
  }

  // One key per Pay intent: a retry after a lost answer (or a 202) sends the same key.
  flow.payKey ??= `bench-${flow.booking.id}-${Math.random().toString(36).slice(2, 10)}`;
  for (let tries = 0; tries < 3 && !flow.paid; tries++) {
    const paid = await send(
      'pay',
      {
        method: 'POST',
        path: '/api/auth/ChargeAuthorizeNetPayment',
        body: {
          bookingId: flow.booking.id,
          guestUserUniqueId: flow.guest?.uniqueId,
          idempotencyKey: flow.payKey,
          paymentType: 'AuthorizeNet',
          card: { cardType: '', cardNumber: '4111111111111111', expirationDate: '2030-12', cardCode: '123' },
        },
      },
      [200, 202],
    );
    const result = paid.json().results[0];
    if (result.status === 'succeeded') flow.paid = true;
    else if (result.status === 'failed')
      flow.payKey = `bench-${flow.booking.id}-${Math.random().toString(36).slice(2, 10)}`;
    else await sleep(1000);
  }
  return { outcome: flow.paid ? ('paid' as const) : ('unpaid' as const) };
};
