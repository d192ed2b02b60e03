import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_PASSWORD } from './db/seed/demo.ts';
import { prepareDatabase } from './db/setup.ts';

/** Listens and shuts down gracefully; everything else is in buildApp. */
const main = async () => {
  const config = loadConfig();
  const database = await openDatabase(config);
  const { demoAccounts } = await prepareDatabase(database, { demo: config.seedDemo });
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
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const base = `http://localhost:${config.port}`;
  const lines = [
    '',
    `RideDesk is running on ${base} (database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
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
  console.log(lines.join('\n'));
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
