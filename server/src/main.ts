import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedDatabase } from './seed/seed-database.ts';
import { withStartupLock } from './db/startup-lock.ts';
import { loadDemoDocuments } from './seed/documents.ts';
import { refuseDemoDataInProduction } from './seed/production-guard.ts';
import { demoTermsLink } from './seed/terms-link.ts';
import { demoTicketStoreFiles } from './seed/ticket-attachments.ts';

/** Boot problems are the operator's to fix: say what is wrong, without a stack trace, and exit 1. */
function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function startupError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

let config: Config;
try {
  config = loadConfig(process.env);
} catch (error) {
  fail(startupError(error));
}

let database: DatabaseHandle;
try {
  database = await openDatabase(config);
} catch (error) {
  fail(startupError(error));
}

// The demo's documents (PDF prose) come from its data files, like the rest of the demo data, and the demo tickets'
// attachment files from the seed's generator.
const app = buildApp({
  config,
  database,
  ...(config.SEED_DEMO ? { documents: loadDemoDocuments(), ticketStoreFiles: await demoTicketStoreFiles() } : {}),
});
let termsLink: string | undefined;
try {
  // Instances starting together on one PostgreSQL take turns here.
  await withStartupLock(database, async () => {
    await migrateDatabase(database);
    await refuseDemoDataInProduction(database.db, config);
    await seedDatabase(database.db, {
      demo: config.SEED_DEMO,
      publicUrl: config.PUBLIC_URL,
      extraPersonasDir: config.SEED_EXTRA_PERSONAS_DIR,
    });
  });
  if (config.SEED_DEMO) termsLink = await demoTermsLink(database.db, config.PUBLIC_URL);
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (error) {
  app.log.error({ err: error }, 'startup failed');
  await app.close();
  await database.close();
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    fail(`Port ${config.PORT} is already in use. Stop the process using it, or set PORT to another port.`);
  }
  fail(`The portal could not start: ${startupError(error)}`);
}

closeWithGrace({ delay: config.SHUTDOWN_TIMEOUT_MS, logger: app.log }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an unexpected error');
  else app.log.info({ signal }, 'shutting down');
  // Stops accepting connections and waits for in-flight requests before the database goes away.
  await app.close();
  await database.close();
});

process.stdout.write(`Portal running at http://localhost:${config.PORT}\n`);
if (termsLink) process.stdout.write(`${termsLink}\n`);
