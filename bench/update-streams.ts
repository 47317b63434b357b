// Live-update streams at scale: what open streams cost the portal process and PostgreSQL per poll interval, for
// no streams, 100 and 1,000 (100 users of one sold-to holding 10 each, the per-sign-in cap), and 1,000 while an
// update reaches all of them every interval. Usage: npm run bench -- --only update-streams [--stream-intervals 10]
import { readdirSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { buildApp } from '@portal/server/src/app.ts';
import { loadConfig } from '@portal/server/src/config.ts';
import { openDatabase } from '@portal/server/src/db/client.ts';
import { migrateDatabase } from '@portal/server/src/db/migrate.ts';
import { updates } from '@portal/server/src/db/schema/index.ts';
import { seedDatabase } from '@portal/server/src/seed/seed-database.ts';
import { grantPrivileges } from '@portal/server/test/helpers/accounts.ts';
import { Browser } from '@portal/server/test/helpers/oidc-flow.ts';
import { createTestUser } from '@portal/server/test/helpers/users.ts';
import { freePort, withPostgres } from './authenticated-call.ts';

const soldTo = '1000101';
const pollMs = 2_000;
const streamsPerUser = 10;
const users = 100;

export interface StreamCost {
  label: string;
  streams: number;
  /** CPU time per interval, in ms, of this process (server and the idle clients) and of PostgreSQL. */
  processMsPerInterval: number;
  databaseMsPerInterval: number | null;
  /** Both together, as a share of one core. */
  shareOfCore: number;
}

export type UpdateStreamsResult = { database: string; intervals: number; costs: StreamCost[] } | { skipped: string };

/**
 * CPU seconds (user and system) of each process of the PostgreSQL server one connection runs in, by process id,
 * from /proc; null where /proc does not show that server (another machine).
 */
function postgresCpuSeconds(backendPid: number): (() => Map<number, number>) | null {
  const ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  const statOf = (pid: string | number) => {
    // The command name is in parentheses and may hold spaces: the fields that follow are counted after it.
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  };
  let postmaster: number;
  try {
    postmaster = Number(statOf(backendPid)[1]);
  } catch {
    return null;
  }
  return () => {
    const seconds = new Map<number, number>();
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const fields = statOf(entry);
        if (Number(entry) !== postmaster && Number(fields[1]) !== postmaster) continue;
        seconds.set(Number(entry), (Number(fields[11]) + Number(fields[12])) / ticks);
      } catch {
        // A process that ended while the list was read.
      }
    }
    return seconds;
  };
}

/** CPU seconds spent between two snapshots by the processes of the second (a process gone since is left out). */
function spentBetween(before: Map<number, number>, after: Map<number, number>): number {
  let seconds = 0;
  for (const [pid, total] of after) seconds += total - (before.get(pid) ?? 0);
  return seconds;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureUpdateStreams(intervals: number): Promise<UpdateStreamsResult> {
  return withPostgres(async (url, label) => {
    const port = await freePort();
    const config = loadConfig({
      DATABASE_URL: url,
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: String(port),
      // The sign-in helper's redirect URI; tokens are checked against this issuer, whatever port serves them.
      PUBLIC_URL: 'http://localhost:8080',
      RATE_LIMIT_MAX: '1000000000',
      SIGN_IN_RATE_LIMIT_MAX: '100000',
      // Every stream comes from this one address.
      CONNECTIONS_PER_ADDRESS_MAX: '0',
    });
    const database = await openDatabase(config);
    await migrateDatabase(database);
    await seedDatabase(database.db);
    const app = buildApp({
      config,
      database,
      updates: { stream: { pollMs, keepAliveMs: 25_000, maxAgeMs: 30 * 60_000, maxPerSignIn: streamsPerUser } },
    });
    const base = await app.listen({ port, host: '127.0.0.1' });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const aborts: AbortController[] = [];
    try {
      const backend = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid ?? 0;
      const databaseCpu = postgresCpuSeconds(backend);
      const tokens: string[] = [];
      for (let index = 0; index < users; index++) {
        const user = await createTestUser(database.db);
        await grantPrivileges(database.db, user.id, [
          { customerId: soldTo, enabled: ['NOTIFICATIONS', 'ALERTS'], role: 'CUSTOMER_ADMIN' },
        ]);
        tokens.push((await new Browser(app).signIn(user.username, user.password)).access_token);
      }

      const openStreams = async (count: number) => {
        while (aborts.length < count) {
          const token = tokens[aborts.length % tokens.length] ?? '';
          const controller = new AbortController();
          const response = await fetch(`${base}/priv/api/v1/updates/stream?soldTo=${soldTo}`, {
            headers: { authorization: `Bearer ${token}` },
            signal: controller.signal,
          });
          if (response.status !== 200) throw new Error(`stream refused: ${response.status}`);
          const reader = response.body?.getReader();
          // The first event has arrived once the stream is registered; the rest are read and dropped.
          await reader?.read();
          void (async () => {
            try {
              while (!(await reader?.read())?.done);
            } catch {
              // Aborted at the end.
            }
          })();
          aborts.push(controller);
        }
      };

      const measure = async (labelOf: string, publish: boolean): Promise<StreamCost> => {
        await sleep(pollMs);
        const processBefore = process.cpuUsage();
        const databaseBefore = databaseCpu?.() ?? new Map<number, number>();
        const started = performance.now();
        for (let interval = 0; interval < intervals; interval++) {
          if (publish) {
            await database.db.insert(updates).values({
              audience: 'soldTo',
              customerId: soldTo,
              type: 'notification',
              topic: 'general',
              header: 'Bench update',
              body: 'Published while the streams are open.',
            });
          }
          await sleep(pollMs);
        }
        const wallMs = performance.now() - started;
        const processUsed = process.cpuUsage(processBefore);
        const processMs = (processUsed.user + processUsed.system) / 1000;
        const databaseMs = databaseCpu ? spentBetween(databaseBefore, databaseCpu()) * 1000 : null;
        return {
          label: labelOf,
          streams: aborts.length,
          processMsPerInterval: processMs / intervals,
          databaseMsPerInterval: databaseMs === null ? null : databaseMs / intervals,
          shareOfCore: (processMs + (databaseMs ?? 0)) / wallMs,
        };
      };

      const costs: StreamCost[] = [];
      costs.push(await measure('no streams', false));
      await openStreams(users);
      costs.push(await measure('100 streams (one per user)', false));
      await openStreams(users * streamsPerUser);
      costs.push(await measure('1,000 streams (ten per user)', false));
      costs.push(await measure('1,000 streams, an update to all each interval', true));
      return { database: label, intervals, costs };
    } finally {
      for (const controller of aborts) controller.abort();
      await client.end();
      await app.close();
      await database.close();
    }
  });
}

/** Each row's CPU against the 100-stream row's: ten times the streams should cost far less than ten times. */
export function formatUpdateStreams(result: UpdateStreamsResult): string {
  if ('skipped' in result) return `Update streams: skipped (${result.skipped})`;
  const reference = result.costs.find((cost) => cost.streams === users);
  const rows = result.costs.map((cost) => {
    const database = cost.databaseMsPerInterval === null ? 'n/a' : cost.databaseMsPerInterval.toFixed(1);
    const ratio =
      reference && reference.shareOfCore > 0 ? (cost.shareOfCore / reference.shareOfCore).toFixed(2) : 'n/a';
    const share = (cost.shareOfCore * 100).toFixed(1);
    return `  ${cost.label.padEnd(48)} process ${cost.processMsPerInterval.toFixed(1).padStart(7)} ms  PostgreSQL ${database.padStart(6)} ms  ${share.padStart(5)} % of a core  ratio ${ratio}`;
  });
  return [
    `Update streams (${result.database}; CPU per ${pollMs / 1000} s poll interval, mean of ${result.intervals}; ratio to 100 streams)`,
    ...rows,
  ].join('\n');
}
