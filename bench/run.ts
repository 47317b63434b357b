// Runs every benchmark in one process and prints ratios, so figures from a noisy shared machine compare.
// Usage: npm run bench [-- --seconds 10]
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '@portal/server/src/app.ts';
import { inMemoryDataDir, loadConfig, repoRoot } from '@portal/server/src/config.ts';
import { openDatabase } from '@portal/server/src/db/client.ts';
import { migrateDatabase } from '@portal/server/src/db/migrate.ts';
import { ensureBuilt } from '../scripts/build.ts';
import { measureHealthThroughput } from './health-throughput.ts';
import { measureInitialJavaScript } from './initial-javascript.ts';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '10' } } });
const seconds = Number(values.seconds);

ensureBuilt();
const config = loadConfig({
  DATA_DIR: inMemoryDataDir,
  LOG_LEVEL: 'silent',
  HOST: '127.0.0.1',
  RATE_LIMIT_MAX: '1000000000',
});
const database = await openDatabase(config);
await migrateDatabase(database);
const app = buildApp({ config, database });
const portalUrl = await app.listen({ port: 0, host: '127.0.0.1' });

try {
  const throughput = await measureHealthThroughput(portalUrl, seconds);
  const initialJavaScript = await measureInitialJavaScript(portalUrl, join(repoRoot, 'apps/portal/dist'));
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(`
/health throughput (${seconds} s per side, 10 connections)
  portal        ${throughput.portalRequestsPerSecond} req/s (${throughput.non2xx} non-2xx)
  bare node:http ${throughput.bareRequestsPerSecond} req/s
  ratio         ${throughput.ratio} (portal / bare)

Host initial JavaScript (/dashboard, as fetched by Chromium)
  files         ${initialJavaScript.files}
  raw           ${kib(initialJavaScript.rawBytes)}
  gzip          ${kib(initialJavaScript.gzipBytes)}
`);
} finally {
  await app.close();
  await database.close();
}
