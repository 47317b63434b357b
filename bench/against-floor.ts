// What the benchmarks that put a portal call next to its floor share: a PostgreSQL to measure on, a portal server on
// it signed in as a persona, the floor's token check (jose against the portal's JWKS) and the load itself, run
// alternately on both sides so the machine's noise falls on both alike.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import { buildApp } from '@portal/server/src/app.ts';
import { inMemoryDataDir, loadConfig } from '@portal/server/src/config.ts';
import { openDatabase, type DatabaseHandle } from '@portal/server/src/db/client.ts';
import { migrateDatabase } from '@portal/server/src/db/migrate.ts';
import { seedDatabase } from '@portal/server/src/seed/seed-database.ts';
import { Browser } from '@portal/server/test/helpers/oidc-flow.ts';

/** The demo password of every persona (DESIGN.md). */
export const demoPassword = 'Portal#2026';

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

/** A portal server on a migrated, seeded database, and a persona's access token from its embedded provider. */
export interface SignedInPortal {
  app: ReturnType<typeof buildApp>;
  database: DatabaseHandle;
  url: string;
  token: string;
  /** The audience the portal's access tokens carry (the floor checks it too). */
  audience: string;
  close(): Promise<void>;
}

/** The user a portal is signed in as: a persona (the demo password), or one a set-up made. */
export type PortalUser = string | { username: string; password: string };

/**
 * Starts the portal on PostgreSQL (`databaseUrl`) or, without one, on the embedded database in memory, migrated and
 * seeded with the demo data, log off and rate limits lifted, and signs a user in. `prepare` runs on the seeded
 * database before the server starts (a fill, a user of its own) and answers the user to sign in.
 */
export async function startSignedInPortal(
  databaseUrl: string | undefined,
  user: PortalUser | ((database: DatabaseHandle) => Promise<PortalUser>),
): Promise<SignedInPortal> {
  const port = await freePort();
  const config = loadConfig({
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: inMemoryDataDir }),
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
    const signingIn = typeof user === 'function' ? await user(database) : user;
    const { username, password } =
      typeof signingIn === 'string' ? { username: signingIn, password: demoPassword } : signingIn;
    const app = buildApp({ config, database });
    const url = await app.listen({ port, host: '127.0.0.1' });
    try {
      const { access_token: token } = await new Browser(app).signIn(username, password);
      return {
        app,
        database,
        url,
        token,
        audience: config.OIDC_AUDIENCE,
        close: async () => {
          await app.close();
          await database.close();
        },
      };
    } catch (error) {
      await app.close();
      throw error;
    }
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * The floor's token check: jose verifies the portal's own access token against the portal's JWKS (fetched once),
 * with the issuer, audience, algorithm and type the portal checks. Answers the token's claims, or undefined when the
 * header holds no bearer token.
 */
export async function floorTokenCheck(
  portalUrl: string,
  audience: string,
): Promise<(authorization: string | undefined) => Promise<JWTPayload | undefined>> {
  const discovery = (await (await fetch(`${portalUrl}/oidc/.well-known/openid-configuration`)).json()) as {
    issuer: string;
    jwks_uri: string;
  };
  const jwksResponse = await fetch(`${portalUrl}${new URL(discovery.jwks_uri).pathname}`);
  const keys = createLocalJWKSet((await jwksResponse.json()) as JSONWebKeySet);
  return async (authorization) => {
    const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
    if (!token) return undefined;
    const { payload } = await jwtVerify(token, keys, {
      issuer: discovery.issuer,
      audience,
      algorithms: ['RS256'],
      typ: 'at+jwt',
    });
    return payload;
  };
}

export type FloorTokenCheck = Awaited<ReturnType<typeof floorTokenCheck>>;

/**
 * A floor app on a free port: bare Fastify with a pool of its own on the database and the portal's token check,
 * which `addRoutes` gives its routes. `close` stops both.
 */
export async function startFloorApp(
  databaseUrl: string,
  portal: { url: string; audience: string },
  addRoutes: (floor: FastifyInstance, pool: pg.Pool, check: FloorTokenCheck) => void,
): Promise<{ url: string; close(): Promise<void> }> {
  const check = await floorTokenCheck(portal.url, portal.audience);
  const pool = new pg.Pool({ connectionString: databaseUrl });
  const floor = Fastify({ logger: false });
  addRoutes(floor, pool, check);
  const url = await floor.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    close: async () => {
      await floor.close();
      await pool.end();
    },
  };
}

export interface SideResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** Autocannon on one URL with the bearer token, from its own thread so the servers' event loop is theirs alone. */
export async function load(url: string, token: string, seconds: number, connections: number): Promise<SideResult> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
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
export function combine(slices: SideResult[]): SideResult {
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
 * One second of warm-up on each side, then `seconds` per side in eight slices alternating portal / floor / floor /
 * portal twice, so machine noise hits both sides alike.
 */
export async function alternate(
  portalUrl: string,
  floorUrl: string,
  token: string,
  { seconds, connections }: { seconds: number; connections: number },
): Promise<{ portal: SideResult; floor: SideResult }> {
  await load(portalUrl, token, 1, connections);
  await load(floorUrl, token, 1, connections);
  const slice = seconds / 4;
  const portal: SideResult[] = [];
  const floor: SideResult[] = [];
  for (const side of ['portal', 'floor', 'floor', 'portal', 'portal', 'floor', 'floor', 'portal'] as const) {
    if (side === 'portal') portal.push(await load(portalUrl, token, slice, connections));
    else floor.push(await load(floorUrl, token, slice, connections));
  }
  return { portal: combine(portal), floor: combine(floor) };
}

/** A side's line: requests per second, p50 and p99, and any refusal or error. */
export function formatSide(name: string, value: SideResult, width = 8): string {
  return (
    `  ${name.padEnd(width)}${String(value.requestsPerSecond).padStart(7)} req/s  p50 ${value.p50} ms  p99 ${value.p99} ms` +
    (value.non2xx || value.errors ? `  (${value.non2xx} non-2xx, ${value.errors} errors)` : '')
  );
}
