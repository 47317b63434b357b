// Runs every benchmark in one process and prints ratios, so figures from a noisy shared machine compare.
// Usage: npm run bench [-- --seconds 10] [--only health,auth-call,initial-js,lighthouse,orders,documents,customer-search,update-streams,search,statement,across-accounts,list-calls,embedded-orders,interactions] [--lighthouse-runs 5]
//        [--interaction-runs 2]
//        [--lighthouse-reports DIR]   (writes each Lighthouse run's HTML report there)
//        [--list-files]   (prints every first-screen script and its gzip size)
//        [--list-sql]     (prints every statement the list calls sent, the floor's and the access checks)
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '@portal/server/src/app.ts';
import { inMemoryDataDir, loadConfig, repoRoot } from '@portal/server/src/config.ts';
import { openDatabase } from '@portal/server/src/db/client.ts';
import { migrateDatabase } from '@portal/server/src/db/migrate.ts';
import { seedDatabase } from '@portal/server/src/seed/seed-database.ts';
import { ensureBuilt } from '../scripts/build.ts';
import { formatAuthenticatedCall, freePort, measureAuthenticatedCall } from './authenticated-call.ts';
import { measureHealthThroughput } from './health-throughput.ts';
import { formatInitialJavaScript, measureInitialJavaScript } from './initial-javascript.ts';
import { formatCustomerSearchScale, measureCustomerSearchScale } from './customer-search-scale.ts';
import { formatAcrossAccounts, measureAcrossAccounts } from './across-accounts-scale.ts';
import { formatDocumentsScale, measureDocumentsScale } from './documents-scale.ts';
import { formatInteractions, measureInteractions } from './interactions.ts';
import { formatLighthouse, measureLighthouse } from './lighthouse.ts';
import { formatEmbeddedOrders, formatListCalls, measureEmbeddedOrders, measureListCalls } from './list-calls.ts';
import { formatOrdersScale, measureOrdersScale } from './orders-scale.ts';
import { formatSearchScale, measureSearchScale } from './search-scale.ts';
import { formatStatementMemory, measureStatementMemory } from './statement-memory.ts';
import { formatUpdateStreams, measureUpdateStreams } from './update-streams.ts';

const benchmarks = [
  'health',
  'auth-call',
  'initial-js',
  'lighthouse',
  'orders',
  'documents',
  'customer-search',
  'update-streams',
  'search',
  'statement',
  'across-accounts',
  'list-calls',
  'embedded-orders',
  'interactions',
] as const;
type Benchmark = (typeof benchmarks)[number];

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    only: { type: 'string', default: benchmarks.join(',') },
    'lighthouse-runs': { type: 'string', default: '5' },
    'lighthouse-reports': { type: 'string' },
    // Two: a third round's navigation hangs in puppeteer now and then (bench/README.md, the quiet run after ADR 081).
    'interaction-runs': { type: 'string', default: '2' },
    'list-files': { type: 'boolean', default: false },
    'list-sql': { type: 'boolean', default: false },
    'documents-samples': { type: 'string', default: '120' },
    'customer-search-samples': { type: 'string', default: '120' },
    'orders-samples': { type: 'string', default: '120' },
    'across-samples': { type: 'string', default: '120' },
    'across-per-sold-to': { type: 'string', default: '40000' },
    'search-samples': { type: 'string', default: '120' },
    'search-rows': { type: 'string', default: '1000000' },
    'stream-intervals': { type: 'string', default: '10' },
  },
});
const seconds = Number(values.seconds);
const lighthouseRuns = Number(values['lighthouse-runs']);
const selected = new Set(values.only.split(',').map((name) => name.trim()));
for (const name of selected) {
  if (!benchmarks.includes(name as Benchmark))
    throw new Error(`Unknown benchmark ${name}; known: ${benchmarks.join(', ')}`);
}
const runs = (name: Benchmark) => selected.has(name);

// The authenticated call brings its own server on PostgreSQL; the others share one on the in-memory database.
const needsPortal = runs('health') || runs('initial-js') || runs('lighthouse') || runs('interactions');
if (needsPortal) ensureBuilt();
// A free port first, so PUBLIC_URL (the embedded provider's issuer) is known before the server listens.
const port = await freePort();
const config = loadConfig({
  DATA_DIR: inMemoryDataDir,
  LOG_LEVEL: 'silent',
  HOST: '127.0.0.1',
  PORT: String(port),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  RATE_LIMIT_MAX: '1000000000',
  SIGN_IN_RATE_LIMIT_MAX: '1000',
});
async function startPortal() {
  const database = await openDatabase(config);
  await migrateDatabase(database);
  // The demo personas and content, for the signed-in pages Lighthouse measures.
  await seedDatabase(database.db);
  const app = buildApp({ config, database });
  return { database, app, url: await app.listen({ port, host: '127.0.0.1' }) };
}
const portal = needsPortal ? await startPortal() : undefined;
const portalUrl = portal?.url ?? '';

try {
  if (runs('health')) {
    const throughput = await measureHealthThroughput(portalUrl, seconds);
    console.log(`
/health throughput (${seconds} s per side, 10 connections)
  portal        ${throughput.portalRequestsPerSecond} req/s (${throughput.non2xx} non-2xx)
  bare node:http ${throughput.bareRequestsPerSecond} req/s
  ratio         ${throughput.ratio} (portal / bare)`);
  }
  if (runs('auth-call')) {
    console.log(`\n${formatAuthenticatedCall(await measureAuthenticatedCall(seconds), seconds)}`);
  }
  if (runs('initial-js')) {
    const initialJavaScript = await measureInitialJavaScript(portalUrl, join(repoRoot, 'apps/portal/dist'));
    console.log(`\n${formatInitialJavaScript(initialJavaScript, { listFiles: values['list-files'] })}`);
  }
  if (runs('lighthouse')) {
    console.log(
      `\n${formatLighthouse(await measureLighthouse(portalUrl, { runs: lighthouseRuns, reports: values['lighthouse-reports'] }), lighthouseRuns)}`,
    );
  }
  if (runs('interactions')) {
    const interactionRuns = Number(values['interaction-runs']);
    console.log(`\n${formatInteractions(await measureInteractions(portalUrl, interactionRuns), interactionRuns)}`);
  }
  if (runs('list-calls')) {
    console.log(`\n${formatListCalls(await measureListCalls(seconds), seconds, { listSql: values['list-sql'] })}`);
  }
  if (runs('embedded-orders')) {
    console.log(`\n${formatEmbeddedOrders(await measureEmbeddedOrders(seconds), seconds)}`);
  }
  if (runs('orders')) {
    console.log(`\n${formatOrdersScale(await measureOrdersScale(Number(values['orders-samples'])))}`);
  }
  if (runs('documents')) {
    console.log(`\n${formatDocumentsScale(await measureDocumentsScale(Number(values['documents-samples'])))}`);
  }
  if (runs('across-accounts')) {
    const samples = Number(values['across-samples']);
    const perSoldTo = Number(values['across-per-sold-to']);
    console.log(`\n${formatAcrossAccounts(await measureAcrossAccounts(samples, perSoldTo))}`);
  }
  if (runs('customer-search')) {
    const samples = Number(values['customer-search-samples']);
    console.log(`\n${formatCustomerSearchScale(await measureCustomerSearchScale(samples))}`);
  }
  if (runs('search')) {
    const samples = Number(values['search-samples']);
    console.log(`\n${formatSearchScale(await measureSearchScale(samples, Number(values['search-rows'])))}`);
  }
  if (runs('statement')) {
    console.log(`\n${formatStatementMemory(await measureStatementMemory())}`);
  }
  if (runs('update-streams')) {
    console.log(`\n${formatUpdateStreams(await measureUpdateStreams(Number(values['stream-intervals'])))}`);
  }
  console.log('');
} finally {
  await portal?.app.close();
  await portal?.database.close();
}
