// An authenticated API call of the portal against its floor: what the same answer costs with nothing but its
// essential work (verify the access token, one indexed query), both on one PostgreSQL database, in one run.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import pg from 'pg';
import { buildApp } from '@portal/server/src/app.ts';
import { loadConfig } from '@portal/server/src/config.ts';
import { openDatabase } from '@portal/server/src/db/client.ts';
import { migrateDatabase } from '@portal/server/src/db/migrate.ts';
import { seedDatabase } from '@portal/server/src/seed/seed-database.ts';
import { Browser } from '@portal/server/test/helpers/oidc-flow.ts';

const connections = 50;
const portalPath = '/priv/api/v1/user/customers';
const floorPath = '/floor/customers';
const username = 'buyer@example.com';
const password = 'Portal#2026';

export interface SideResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export type AuthenticatedCallResult =
  { skipped: string } | { portal: SideResult; floor: SideResult; ratio: number; database: string };

/** A free loopback port (known before a server listens on it, e.g. for the provider's issuer). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('No free port found');
  return address.port;
}

function postgresBin(): string | undefined {
  try {
    const dirs = execFileSync('sh', ['-c', 'ls -d /usr/lib/postgresql/*/bin 2>/dev/null'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
    return dirs.at(-1);
  } catch {
    return undefined;
  }
}

/**
 * A PostgreSQL to measure on: DATABASE_URL, else a throwaway cluster of Debian's postgresql binaries (as CI starts
 * one), else none.
 */
export async function withPostgres<T>(
  use: (url: string, label: string) => Promise<T>,
): Promise<T | { skipped: string }> {
  if (process.env.DATABASE_URL) return use(process.env.DATABASE_URL, 'DATABASE_URL');
  const bin = postgresBin();
  if (!bin) return { skipped: 'no PostgreSQL: set DATABASE_URL or install Debian postgresql' };
  const root = mkdtempSync(join(tmpdir(), 'portal-bench-pg-'));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  // PostgreSQL refuses to run as root.
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], {
          stdio: 'ignore',
          env: { ...process.env, PATH: `${process.env.PATH}:/usr/sbin:/sbin` },
        })
      : execFileSync(join(bin, command), args, { stdio: 'ignore' });
  if (asRoot) execFileSync('chown', ['postgres', root]);
  const data = join(root, 'data');
  run('initdb', ['-D', data, '-U', 'portal', '--auth=trust']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    join(root, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${root} -c listen_addresses=127.0.0.1`,
    'start',
  ]);
  try {
    run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'portal', 'portal_bench']);
    return await use(`postgres://portal@127.0.0.1:${port}/portal_bench`, `temporary cluster (${bin})`);
  } finally {
    try {
      run('pg_ctl', ['-D', data, '-m', 'fast', 'stop']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }
}

async function measure(url: string, token: string, seconds: number): Promise<SideResult> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    // The load comes from its own thread, so the servers' event loop is theirs alone, as from another process.
    workers: 1,
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** The slices of one side: requests per second and p50 averaged, p99 the worst slice, refusals added. */
function combine(slices: SideResult[]): SideResult {
  const mean = (pick: (slice: SideResult) => number) =>
    Math.round(slices.reduce((sum, slice) => sum + pick(slice), 0) / slices.length);
  return {
    requestsPerSecond: mean((slice) => slice.requestsPerSecond),
    p50: mean((slice) => slice.p50),
    p99: Math.max(...slices.map((slice) => slice.p99)),
    non2xx: slices.reduce((sum, slice) => sum + slice.non2xx, 0),
    errors: slices.reduce((sum, slice) => sum + slice.errors, 0),
  };
}

/**
 * The floor: bare Fastify, jose verification of the portal's own access token against its JWKS (fetched once), and
 * one indexed query of the same database (the user's sold-tos by user id).
 */
async function startFloor(databaseUrl: string, portalUrl: string, audience: string) {
  const discovery = (await (await fetch(`${portalUrl}/oidc/.well-known/openid-configuration`)).json()) as {
    issuer: string;
    jwks_uri: string;
  };
  const jwksResponse = await fetch(`${portalUrl}${new URL(discovery.jwks_uri).pathname}`);
  const keys = createLocalJWKSet((await jwksResponse.json()) as JSONWebKeySet);
  const pool = new pg.Pool({ connectionString: databaseUrl });
  const floor = Fastify({ logger: false });
  floor.get(floorPath, async (request, reply) => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return reply.code(401).send({ error: 'Unauthorized' });
    const { payload } = await jwtVerify(token, keys, {
      issuer: discovery.issuer,
      audience,
      algorithms: ['RS256'],
      typ: 'at+jwt',
    });
    const { rows } = await pool.query<{ customer_id: string }>(
      'select customer_id from portal_privileges where user_id = $1 order by position',
      [payload.sub],
    );
    return rows.map((row) => ({ customerId: row.customer_id }));
  });
  const url = await floor.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    close: async () => {
      await floor.close();
      await pool.end();
    },
  };
}

export async function measureAuthenticatedCall(seconds: number): Promise<AuthenticatedCallResult> {
  return withPostgres(async (databaseUrl, label) => {
    const port = await freePort();
    const config = loadConfig({
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: String(port),
      // The API never redirects, so the issuer can keep the default public address the sign-in helper expects.
      PUBLIC_URL: 'http://localhost:8080',
      RATE_LIMIT_MAX: '1000000000',
      SIGN_IN_RATE_LIMIT_MAX: '1000',
    });
    const database = await openDatabase(config);
    try {
      await migrateDatabase(database);
      await seedDatabase(database.db);
      const app = buildApp({ config, database });
      const portalUrl = await app.listen({ port, host: '127.0.0.1' });
      const floor = await startFloor(databaseUrl, portalUrl, config.OIDC_AUDIENCE);
      try {
        const { access_token: token } = await new Browser(app).signIn(username, password);
        for (const url of [`${portalUrl}${portalPath}`, `${floor.url}${floorPath}`]) {
          const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
          if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
        }
        // Warm both up, then alternate quarters (portal, floor, floor, portal, twice) so machine noise hits both
        // sides alike.
        await measure(`${portalUrl}${portalPath}`, token, 1);
        await measure(`${floor.url}${floorPath}`, token, 1);
        const slice = seconds / 4;
        const portalSlices: SideResult[] = [];
        const floorSlices: SideResult[] = [];
        for (const side of ['portal', 'floor', 'floor', 'portal', 'portal', 'floor', 'floor', 'portal'] as const) {
          if (side === 'portal') portalSlices.push(await measure(`${portalUrl}${portalPath}`, token, slice));
          else floorSlices.push(await measure(`${floor.url}${floorPath}`, token, slice));
        }
        const portal = combine(portalSlices);
        const floorResult = combine(floorSlices);
        return {
          portal,
          floor: floorResult,
          ratio: Number((portal.requestsPerSecond / floorResult.requestsPerSecond).toFixed(3)),
          database: label,
        };
      } finally {
        await floor.close();
        await app.close();
      }
    } finally {
      await database.close();
    }
  });
}

export function formatAuthenticatedCall(result: AuthenticatedCallResult, seconds: number): string {
  if ('skipped' in result) return `Authenticated call: skipped (${result.skipped})`;
  const side = (name: string, value: SideResult) =>
    `  ${name.padEnd(8)}${String(value.requestsPerSecond).padStart(7)} req/s  p50 ${value.p50} ms  p99 ${value.p99} ms` +
    (value.non2xx || value.errors ? `  (${value.non2xx} non-2xx, ${value.errors} errors)` : '');
  return [
    `Authenticated call: GET ${portalPath} (${seconds} s per side, ${connections} connections, PostgreSQL: ${result.database})`,
    side('portal', result.portal),
    side('floor', result.floor),
    `  ratio   ${result.ratio} (portal / floor)`,
  ].join('\n');
}
