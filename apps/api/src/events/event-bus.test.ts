import { describe, expect, it } from 'vitest';
import { useSharedDatabase } from '../../test/shared-database.ts';
import { createEventBus, RECONNECTED } from './event-bus.ts';

const quiet = { warn: () => {} };
const waitFor = async (check: () => boolean, timeoutMs = 10_000) => {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`not true within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe(`the event bus (${process.env.TEST_DATABASE_URL ? 'PostgreSQL LISTEN/NOTIFY' : 'PGlite in process'})`, () => {
  const shared = useSharedDatabase({ prepared: false });
  const busOfReplica = () => {
    const database = shared.open();
    const bus = createEventBus(database, quiet);
    shared.stopAtEnd(() => bus.close());
    return { bus, database };
  };

  it('When replica A publishes, then the subscribers of that topic on every replica hear it, and those of other topics do not', async () => {
    const a = busOfReplica();
    const b = busOfReplica();
    const heardOnA: unknown[] = [];
    const heardOnB: unknown[] = [];
    const otherTopic: unknown[] = [];
    a.bus.subscribe('fleet.changed', (p) => heardOnA.push(p));
    b.bus.subscribe('fleet.changed', (p) => heardOnB.push(p));
    b.bus.subscribe('price.changed', (p) => otherTopic.push(p));
    await Promise.all([a.bus.ready(), b.bus.ready()]);
    await a.bus.publish('fleet.changed', { siteId: 5, fleetId: 12 });
    await waitFor(() => heardOnA.length === 1 && heardOnB.length === 1);
    expect(heardOnB).toEqual([{ siteId: 5, fleetId: 12 }]);
    expect(otherTopic).toEqual([]);
  });

  it('When a payload is too big for NOTIFY, then publish refuses it and says to publish ids', async () => {
    const { bus } = busOfReplica();
    await expect(bus.publish('big', { text: 'x'.repeat(8_000) })).rejects.toThrow(/publish ids/);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'When the listening connection is cut, then the bus reconnects, tells its subscribers to resync, and hears events again',
    async () => {
      const a = busOfReplica();
      const b = busOfReplica();
      const heard: unknown[] = [];
      let resyncs = 0;
      b.bus.subscribe('booking', (p) => heard.push(p));
      b.bus.subscribe(RECONNECTED, () => {
        resyncs += 1;
      });
      await b.bus.ready();
      // Ends every session LISTENing on the bus's channel: B's listener (and A's, which has none yet).
      await a.database.executeSql(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen%'`,
      );
      await waitFor(() => resyncs === 1, 15_000);
      await a.bus.publish('booking', { bookingId: 1 });
      await waitFor(() => heard.length === 1);
      expect(heard).toEqual([{ bookingId: 1 }]);
    },
  );
});
