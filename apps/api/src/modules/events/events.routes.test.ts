import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedDatabase, replicaSigningKeyEnv } from '../../../test/shared-database.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const CITYLIMO = { host: 'citylimo.localhost' };

type Heard = { event: string; data: Record<string, unknown> };

/** Opens an event stream over real HTTP and collects its events until closed. */
const openStream = (port: number, path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; heard: Heard[]; close: () => void; body: () => string }>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers: { ...CITYLIMO, ...headers } }, (res) => {
      const heard: Heard[] = [];
      let raw = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        raw += chunk;
        for (const block of raw.split('\n\n').slice(0, -1)) {
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) heard.push({ event, data: JSON.parse(data) });
        }
        raw = raw.slice(raw.lastIndexOf('\n\n') + 2);
      });
      resolve({ status: res.statusCode ?? 0, heard, close: () => req.destroy(), body: () => raw });
    });
    req.on('error', reject);
  });

const waitFor = async <T>(find: () => T | undefined, timeoutMs = 10_000) => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`nothing within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

/**
 * Two app instances on one database (two replicas): separate connections and listeners on
 * PostgreSQL, one in-process PGlite otherwise. They share the signing key, as replicas do.
 */
describe(`booking events across replicas (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let shared: Awaited<ReturnType<typeof createSharedDatabase>>;
  let a: TestApp;
  let b: TestApp;
  let portB: number;
  let providerOnA: string;
  let providerOnB: string;
  beforeAll(async () => {
    shared = await createSharedDatabase({ prepared: true });
    const env = await replicaSigningKeyEnv();
    a = await createTestApp({ env, database: shared.open() });
    b = await createTestApp({ env, database: shared.open() });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    portB = (b.app.server.address() as AddressInfo).port;
    providerOnA = (await a.signIn('provider')).access_token;
    providerOnB = (await b.signIn('provider')).access_token;
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await shared?.drop();
  });

  const ticketOnB = async (token: string) => {
    const res = await b.send('POST', '/api/events/ticket', token, undefined, CITYLIMO);
    expect(res.statusCode).toBe(200);
    return res.json().results[0].ticket as string;
  };

  const scheduledBookingOfSite = async (siteId: number) => {
    const { rows } = await a.database.executeSql(
      "select id, reference_id from bookings where site_id = $1 and booking_status = 'scheduled' and pickup_at > now() order by id limit 1",
      [siteId],
    );
    const row = rows[0] as { id: number; reference_id: string } | undefined;
    if (!row) throw new Error(`the demo data has no scheduled future booking of site ${siteId}`);
    return row;
  };

  it("When staff confirm a booking on replica A, then a stream opened with a ticket on replica B hears the change, and another site's change is not heard", async () => {
    const stream = await openStream(
      portB,
      `/api/events/bookings?ticket=${encodeURIComponent(await ticketOnB(providerOnB))}`,
    );
    try {
      expect(stream.status).toBe(200);
      await waitFor(() => stream.heard.find((h) => h.event === 'ready'));
      // Another site's booking changes first: it must not reach citylimo's stream.
      const bay = await scheduledBookingOfSite(6);
      const provider2 = (await a.signIn('provider2', 'admin-portal', 'ridedesk-demo', 'baychauffeurs.localhost'))
        .access_token;
      const other = await a.app.inject({
        method: 'POST',
        url: '/api/booking/updatebookingstatus',
        headers: { host: 'baychauffeurs.localhost', ...a.bearer(provider2) },
        payload: { bookingId: bay.id, bookingStatus: 'confirmed' },
      });
      expect(other.statusCode).toBe(200);
      const ride = await scheduledBookingOfSite(5);
      const res = await a.send(
        'POST',
        '/api/booking/updatebookingstatus',
        providerOnA,
        { bookingId: ride.id, bookingStatus: 'confirmed' },
        CITYLIMO,
      );
      expect(res.statusCode).toBe(200);
      const heard = await waitFor(() => stream.heard.find((h) => h.event === 'booking'));
      expect(heard.data).toEqual({
        siteId: 5,
        bookingId: ride.id,
        referenceId: ride.reference_id,
        status: 'confirmed',
      });
      await new Promise((r) => setTimeout(r, 300));
      expect(stream.heard.filter((h) => h.event === 'booking').map((h) => h.data.bookingId)).toEqual([ride.id]);
    } finally {
      stream.close();
    }
  });

  it('When the stream is opened without a ticket, with an access token instead, or a traveller asks for a ticket, then it is refused (400, 401, 403)', async () => {
    const none = await b.app.inject({
      url: '/api/events/bookings',
      headers: { ...CITYLIMO, ...b.bearer(providerOnB) },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Open the stream with a ticket: POST /api/events/ticket first');
    // An access token is not a ticket: a URL never carries the 15-minute token.
    const accessAsTicket = await b.app.inject({ url: `/api/events/bookings?ticket=${providerOnB}`, headers: CITYLIMO });
    expect(accessAsTicket.statusCode).toBe(401);
    expect(accessAsTicket.json().message).toBe(
      'The event ticket has expired. Ask for a new one (POST /api/events/ticket) and open the stream again.',
    );
    const ticket = await ticketOnB(providerOnB);
    // A ticket is not a bearer either.
    const ticketAsBearer = await b.app.inject({
      url: '/api/booking/getbookingbysiteid',
      headers: { ...CITYLIMO, ...b.bearer(ticket) },
    });
    expect(ticketAsBearer.statusCode).toBe(401);
    const customer = (await b.signIn('customer', 'customer-portal', 'ridedesk-demo', 'citylimo.localhost'))
      .access_token;
    const travellerTicket = await b.send('POST', '/api/events/ticket', customer, undefined, CITYLIMO);
    expect(travellerTicket.statusCode).toBe(403);
    const unsigned = await b.app.inject({ method: 'POST', url: '/api/events/ticket', headers: CITYLIMO });
    expect(unsigned.statusCode).toBe(401);
  });
});
