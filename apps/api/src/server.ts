import type { AddressInfo } from 'node:net';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_PASSWORD } from './db/seed/demo.ts';
import { prepareDatabase } from './db/setup.ts';
import { withLocalFlights } from './integrations/flights/local-flight-server.ts';
import { isLoopbackAddress } from './plugins/dev-only.ts';

/** Where the server listens, and who can reach it from there (HOST changes it). */
const listeningOn = (addresses: (string | AddressInfo)[], host: string, production: boolean) => {
  const bound = addresses.map((a) =>
    typeof a === 'string' ? a : a.family === 'IPv6' ? `[${a.address}]:${a.port}` : `${a.address}:${a.port}`,
  );
  const local = addresses.length > 0 && addresses.every((a) => typeof a !== 'string' && isLoopbackAddress(a.address));
  const reach = local
    ? 'this machine only; set HOST=0.0.0.0 to serve the network'
    : `every address of HOST=${host}${production ? '' : '; the dev mailbox still answers this machine only'}`;
  return `${bound.join(', ')} (${reach})`;
};

/** Listens and shuts down gracefully; everything else is in buildApp. */
const main = async () => {
  // Development without FLIGHTAWARE_API_KEY follows flights through the local flight server.
  const flights = await withLocalFlights(loadConfig());
  const { config } = flights;
  // The read replica and the event listener say when they lose their connection (once, not per query).
  const log = (message: string, error?: unknown) =>
    console.warn(`${message}${error instanceof Error ? `: ${error.message}` : ''}`);
  const database = await openDatabase({ ...config, log });
  const { demoAccounts, demoTrackLink } = await prepareDatabase(database, { demo: config.seedDemo });
  const app = await buildApp({ config, database, serveWeb: true });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    await database.close();
    await flights.server?.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const base = `http://localhost:${config.port}`;
  const lines = [
    '',
    `RideDesk is running on ${base} (database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
    `  Listening on:    ${listeningOn(app.addresses(), config.host, config.env === 'production')}`,
    `  API docs:        ${base}/api/docs`,
    '  Provider sites:  http://citylimo.localhost:' +
      config.port +
      ', http://baychauffeurs.localhost:' +
      config.port +
      ', http://lonestarcars.localhost:' +
      config.port,
  ];
  if (demoAccounts) {
    lines.push(`  Demo accounts (password "${DEMO_PASSWORD}"):`);
    for (const a of demoAccounts)
      lines.push(
        `    ${a.userName.padEnd(12)} ${a.role.padEnd(11)} ${a.site.replace(/^([^/]+)/, `http://$1:${config.port}`)}`,
      );
  } else if (config.seedDemo) {
    lines.push(
      `  Demo accounts (password "${DEMO_PASSWORD}"): superadmin, provider, dispatcher, customer (see README)`,
    );
  }
  if (demoTrackLink)
    lines.push(
      `  Tracking link:   http://${demoTrackLink.host}:${config.port}${demoTrackLink.path} (the traveller's page of a ride on the way, no sign-in)`,
    );
  lines.push(`  Flights:         ${flights.line}`);
  console.log(lines.join('\n'));
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
