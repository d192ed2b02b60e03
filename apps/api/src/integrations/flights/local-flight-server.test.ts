/** The local flight server (development and the demo) through the real AeroAPI adapter. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAeroApiSource } from './aeroapi.ts';
import { demoScenario, type LocalFlightServer, startLocalFlightServer } from './local-flight-server.ts';

let clock = new Date('2026-11-26T15:00:00Z');
let local: LocalFlightServer;
beforeAll(async () => {
  local = await startLocalFlightServer({
    scenario: demoScenario({ delayMinutes: 50, announceAfterMs: 180_000 }),
    now: () => clock,
  });
});
afterAll(() => local.close());

const source = () => createAeroApiSource({ apiKey: local.apiKey, baseUrl: local.baseUrl });
const expectedArrival = new Date('2026-11-26T17:00:00Z');

describe('the local flight server', () => {
  it('When the demo starts, then its flight from Denver is on time, and any other flight too', async () => {
    const demo = await source().flightNear({ airline: 'UA', flightNumber: '1542', expectedArrival, now: clock });
    expect(demo).toMatchObject({ ident: 'UAL1542', origin: { iata: 'DEN' }, destination: { icao: 'KORD' } });
    expect(demo?.times.scheduledIn).toEqual(expectedArrival);
    expect(demo?.times.estimatedIn).toEqual(expectedArrival);
    const other = await source().flightNear({ airline: 'B6', flightNumber: '77', expectedArrival, now: clock });
    expect(other?.times.estimatedIn).toEqual(expectedArrival);
    expect(other?.cancelled).toBe(false);
  });

  it('When the scenario announces the delay, then the demo flight is 50 minutes late and then lands', async () => {
    clock = new Date('2026-11-26T15:03:00Z');
    const late = await source().flightNear({ airline: 'UA', flightNumber: '1542', expectedArrival, now: clock });
    expect(late?.times.estimatedIn).toEqual(new Date('2026-11-26T17:50:00Z'));
    // It leaves Denver late too: still on the ground at 15:03.
    expect(late?.status).toBe('Scheduled / Delayed');
    clock = new Date('2026-11-26T17:51:00Z');
    const landed = await source().flightNear({ airline: 'UA', flightNumber: '1542', expectedArrival, now: clock });
    expect(landed?.times.actualIn).toEqual(new Date('2026-11-26T17:50:00Z'));
    expect(local.announcements).toEqual([{ ident: 'UA1542', delayMinutes: 50, at: new Date('2026-11-26T15:03:00Z') }]);
  });

  it("When the key is not the server's, then it answers 401 as AeroAPI does", async () => {
    const refused = createAeroApiSource({ apiKey: 'nope', baseUrl: local.baseUrl }).flightNear({
      airline: 'UA',
      flightNumber: '1542',
      expectedArrival,
      now: clock,
    });
    await expect(refused).rejects.toMatchObject({ kind: 'unauthorized' });
  });
});
