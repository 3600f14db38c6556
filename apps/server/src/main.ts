import { buildApp } from './app';
import { warmPdfEngine } from './modules/document-templates/document-templates.service';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { sweepAbandonedImports } from './modules/boqs/boqs.service';
import { formatFirstStartBanner, seedFirstStart } from './seed/first-start';

const SHUTDOWN_TIMEOUT_MS = 10_000;
/**
 * A BoQ import that began this long ago and is still hidden was abandoned (its server stopped): a 20,000-item
 * import takes seconds. Younger ones may belong to another instance that is still writing them.
 */
const ABANDONED_IMPORT_MS = 15 * 60_000;

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      // One line naming the variable: no stack trace for a typo in the environment.
      console.error(`VenDoc server: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase(config);
  await migrateDatabase(database);
  const firstStart = await seedFirstStart(database.db, {
    userName: config.adminUser,
    password: config.adminPassword,
  });
  const app = await buildApp({ config, db: database.db, databaseKind: database.kind, runJobs: true });

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A hanging connection must not keep the process (and PGlite's data directory) alive forever.
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', (signal) => void shutdown(signal));
  process.once('SIGTERM', (signal) => void shutdown(signal));

  await app.listen({ port: config.port, host: config.host });
  // Fonts parsed and one small render in the background (not delaying the start): the first preview or survey
  // PDF does not pay for it.
  void warmPdfEngine(app.log);
  // Leftovers of imports that a stopped server left half-written, now and then every quarter of an hour.
  const sweep = () =>
    sweepAbandonedImports(database.db, new Date(Date.now() - ABANDONED_IMPORT_MS))
      .then((count) => count > 0 && app.log.info({ count }, 'removed abandoned BoQ imports'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'sweeping abandoned BoQ imports failed'));
  void sweep();
  setInterval(() => void sweep(), ABANDONED_IMPORT_MS).unref();
  // The official e-invoice rules loaded into their threads likewise: the first check takes a tenth of a second,
  // not seconds.
  app.officialRules
    .warm()
    .catch((error: unknown) => app.log.warn({ err: error }, 'warming the e-invoice rules failed'));
  if (firstStart != null) {
    const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    console.log(`\n${formatFirstStartBanner(firstStart, `http://${host}:${config.port}`)}\n`);
  }
}

main().catch((error: unknown) => {
  console.error('VenDoc server failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
