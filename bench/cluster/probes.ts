/**
 * The cluster benchmark's probes that talk to the API: sign-in refused at the same attempt through
 * the balancer as on one replica, a price change seen by searches on every replica, and booking
 * events reaching the event streams of every replica whichever replica the booking was made on.
 */
import http from 'node:http';
import { call, type GuestFlow, type Ride, runGuestFlow } from '../faults/harness.ts';

/** The attempt (1-based) at which wrong passwords for an unknown account are refused with 429, and who answered. */
export const signInRefusedAt = async (port: number, account: string, address: string, maxAttempts = 12) => {
  const answeredBy = new Set<string>();
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    const a = await new Promise<{ status: number; upstream: string }>((resolve) => {
      const body = JSON.stringify({ userName: account, password: 'not-the-password', clientId: 'admin-portal' });
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/account/getredirecturl',
          agent: false,
          headers: {
            host: 'localhost',
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            // The balancer appends the hop; TRUST_PROXY makes the API count this address.
            'x-forwarded-for': address,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, upstream: String(res.headers['x-upstream'] ?? `:${port}`) }),
          );
        },
      );
      req.on('error', () => resolve({ status: 0, upstream: '' }));
      req.end(body);
    });
    answeredBy.add(a.upstream);
    if (a.status === 429) return { refusedAt: attempt, answeredBy: [...answeredBy] };
    if (a.status !== 400 && a.status !== 401) return { refusedAt: -1, answeredBy: [...answeredBy], status: a.status };
  }
  return { refusedAt: 0, answeredBy: [...answeredBy] };
};

type Offer = { fleetId: number; costCents: number; priceDefinition: { id: number } };

/**
 * Finds an offer on `host`, warms every replica's search cache with it, changes its price
 * definition's per-mile rate through `writePort`, then polls every replica until its search shows
 * the new cost. Answers the milliseconds each replica took (null: not within `limitMs` x 5).
 */
export const priceChangeSeen = async (opts: {
  writePort: number;
  replicaPorts: number[];
  host: string;
  token: string;
  searchPaths: string[];
  limitMs: number;
}) => {
  let found: { path: string; offer: Offer } | undefined;
  for (const p of opts.searchPaths) {
    const offers = (await call(opts.replicaPorts[0], { path: p, host: opts.host })).json()?.results as Offer[];
    if (offers?.length) {
      found = { path: p, offer: offers[0] };
      break;
    }
  }
  if (!found) throw new Error(`no offer on ${opts.host} for any of ${opts.searchPaths.length} searches`);
  const { path, offer } = found;
  const costOn = async (port: number) =>
    ((await call(port, { path, host: opts.host })).json()?.results as Offer[] | undefined)?.find(
      (o) => o.fleetId === offer.fleetId,
    )?.costCents;
  // Every replica keeps this search (SEARCH_CACHE_SECONDS=30 in production).
  for (const port of opts.replicaPorts) await costOn(port);
  const id = offer.priceDefinition.id;
  const current = (
    await call(opts.writePort, { path: `/api/priceDefinition/${id}`, host: opts.host, token: opts.token })
  ).json()?.results?.[0];
  if (!current) throw new Error(`price definition ${id} could not be read`);
  const body = {
    id,
    name: current.name,
    vehicleTypeId: current.vehicleTypeId ?? current.vehicleType?.id,
    serviceTypeId: current.serviceTypeId ?? current.serviceType?.id,
    serviceUserTypeId: current.serviceUserTypeId ?? current.serviceUserType?.id ?? null,
    priceTypeId: current.priceTypeId ?? current.priceType?.id,
    baseFare: Number(current.baseFare ?? 0),
    perMileRate: Number(current.perMileRate ?? 0) + 1,
    perHourRate: Number(current.perHourRate ?? 0),
    minimumHours: current.minimumHours === null ? null : Number(current.minimumHours ?? 0),
    minimumFare: current.minimumFare === null ? null : Number(current.minimumFare ?? 0),
    taxPercentage: current.taxPercentage === null ? null : Number(current.taxPercentage ?? 0),
    fleetIds: (current.fleetIds ?? current.fleets ?? []).map((f: number | { id: number }) =>
      typeof f === 'number' ? f : f.id,
    ),
    isPublished: true,
  };
  const updated = await call(opts.writePort, {
    method: 'POST',
    path: '/api/priceDefinition/update',
    host: opts.host,
    token: opts.token,
    body,
  });
  if (updated.status !== 200)
    throw new Error(`the price update answered ${updated.status}: ${updated.body.slice(0, 300)}`);
  const changedAt = performance.now();
  const seenMs = await Promise.all(
    opts.replicaPorts.map(async (port) => {
      while (performance.now() - changedAt < opts.limitMs * 5) {
        const cost = await costOn(port);
        if (cost !== undefined && cost !== offer.costCents) return Math.round(performance.now() - changedAt);
        await new Promise((r) => setTimeout(r, 25));
      }
      return null;
    }),
  );
  return { definitionId: id, before: offer.costCents, seenMs };
};

type Stream = { port: number; events: { event: string; data: { bookingId?: number } }[]; close: () => void };

/** Opens the booking event stream on one replica with a ticket, resolving once it says 'ready'. */
const openStream = (port: number, ticket: string) =>
  new Promise<Stream>((resolve, reject) => {
    const events: Stream['events'] = [];
    let buffer = '';
    const req = http.get(
      { host: '127.0.0.1', port, path: `/api/events/bookings?ticket=${encodeURIComponent(ticket)}`, agent: false },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`the stream on ${port} answered ${res.statusCode}`));
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          const blocks = buffer.split('\n\n');
          buffer = blocks.pop() ?? '';
          for (const block of blocks) {
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (!event || !data) continue;
            events.push({ event, data: JSON.parse(data) });
            if (event === 'ready') resolve({ port, events, close: () => req.destroy() });
          }
        });
      },
    );
    req.on('error', reject);
    setTimeout(() => reject(new Error(`the stream on ${port} did not say ready within 10 s`)), 10_000);
  });

/**
 * One stream per replica (each with a ticket asked of another replica), then a booking made on
 * each replica in turn: answers, per booking, which streams heard it within `waitMs`.
 */
export const eventsAcrossReplicas = async (opts: {
  ports: number[];
  token: string;
  host: string;
  ride: Ride;
  email: (n: number) => string;
  waitMs: number;
}) => {
  const streams: Stream[] = [];
  try {
    for (const [i, port] of opts.ports.entries()) {
      const ticketPort = opts.ports[(i + 1) % opts.ports.length];
      const t = await call(ticketPort, {
        method: 'POST',
        path: '/api/events/ticket',
        host: opts.host,
        token: opts.token,
      });
      const ticket = t.json()?.results?.[0]?.ticket;
      if (!ticket) throw new Error(`no ticket from ${ticketPort}: ${t.status} ${t.body.slice(0, 200)}`);
      streams.push(await openStream(port, ticket));
    }
    const rows: { madeOn: number; bookingId: number; heardOn: number[] }[] = [];
    for (const [i, port] of opts.ports.entries()) {
      let booked: GuestFlow['booking'];
      for (let attempt = 0; attempt < 8 && !booked; attempt++) {
        const flow: GuestFlow = {
          host: opts.host,
          ride: opts.ride,
          date: new Date(Date.now() + (160 + i * 8 + attempt) * 86_400_000).toISOString().slice(0, 10),
          time: `${String(6 + attempt).padStart(2, '0')}:30`,
          email: opts.email(i * 10 + attempt),
        };
        const r = await runGuestFlow(port, flow, { payment: 'COD', timeoutMs: 20_000 }).catch(() => undefined);
        if (r?.outcome === 'booked') booked = flow.booking;
      }
      if (!booked) throw new Error(`no booking could be made on replica ${port} (no offer, or taken each time)`);
      const id = booked.id;
      const started = Date.now();
      const heard = () => streams.filter((s) => s.events.some((e) => e.event === 'booking' && e.data.bookingId === id));
      while (heard().length < streams.length && Date.now() - started < opts.waitMs)
        await new Promise((r) => setTimeout(r, 20));
      rows.push({ madeOn: port, bookingId: id, heardOn: heard().map((s) => s.port) });
    }
    return rows;
  } finally {
    for (const s of streams) s.close();
  }
};
