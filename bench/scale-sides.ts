// What the "at scale" benchmarks share: two portal servers side by side on two databases of one PostgreSQL (a small
// and a large data set), the same calls timed on both in alternating quarters, p95 and the large / small ratio.
import { onBehalfSessionHeader } from '@portal/contracts';
import pg from 'pg';
import type { DatabaseHandle } from '@portal/server/src/db/client.ts';
import { startSignedInPortal, type SignedInPortal } from './against-floor.ts';

export type SideName = 'small' | 'large';

/** One server on its own database, filled, with the access token of the user the calls are made as. */
export interface ScaleSide {
  name: SideName;
  databaseUrl: string;
  database: DatabaseHandle;
  app: SignedInPortal['app'];
  url: string;
  token: string;
  /** What each call sends: the bearer token and, for staff, the on-behalf session of the measured customer. */
  headers: Record<string, string>;
  /** The rows the fill wrote (what the figures are "at"). */
  rows: number;
}

export interface SideSetUp {
  /** Fills the migrated, seeded database; returns the number of rows that scale the benchmark. */
  fill: (databaseUrl: string) => Promise<number>;
  /** The user the calls are made as: a persona, or one the set-up creates in the database. */
  user: (database: DatabaseHandle) => Promise<{ username: string; password: string }>;
  /** For a staff user: the customer whose data the calls read, in an on-behalf session opened after sign-in. */
  onBehalfOf?: string;
}

/** A second database next to `url`'s, created afresh; its URL. */
export async function freshDatabaseBeside(url: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return url.replace(/\/[^/]+$/, `/${name}`);
}

/** Migrates, seeds and fills a database, starts a portal server on it and signs its user in. */
export async function startScaleSide(name: SideName, databaseUrl: string, setUp: SideSetUp): Promise<ScaleSide> {
  let rows = 0;
  const portal = await startSignedInPortal(databaseUrl, async (database) => {
    rows = await setUp.fill(databaseUrl);
    return setUp.user(database);
  });
  const { app, database, url, token } = portal;
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (setUp.onBehalfOf) {
    const response = await app.inject({
      method: 'POST',
      url: '/priv/api/v1/on-behalf/sessions',
      headers,
      payload: { customerId: setUp.onBehalfOf, reason: 'Benchmark' },
    });
    if (response.statusCode !== 201) throw new Error(`on-behalf session refused: ${response.body}`);
    headers[onBehalfSessionHeader] = response.json<{ sessionId: string }>().sessionId;
  }
  return { name, databaseUrl, database, app, url, token, headers, rows };
}

export async function stopScaleSides(sides: readonly ScaleSide[]): Promise<void> {
  for (const side of sides) {
    await side.app.close();
    await side.database.close();
  }
}

/** Rows of a query on a side's database. */
export async function queryRows<Row extends pg.QueryResultRow>(
  side: ScaleSide,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: side.databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** One call's time in milliseconds, body read; a refused call fails the benchmark. */
export async function timeCall(side: ScaleSide, path: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${side.url}${path}`, { headers: side.headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return performance.now() - started;
}

/**
 * Peak resident memory above the start while a side's answer to `path` streams to nowhere (sampled every 5 ms), its
 * size and its time: what a streamed download costs the server, which runs in this process.
 */
export async function streamedPeak(side: ScaleSide, path: string) {
  global.gc?.();
  const start = process.memoryUsage().rss;
  let peak = start;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const started = performance.now();
  try {
    const response = await fetch(`${side.url}${path}`, { headers: side.headers });
    if (!response.ok || !response.body) throw new Error(`${path} answered ${response.status}`);
    let bytes = 0;
    for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
    return { peakMiB: (peak - start) / 2 ** 20, bytes, seconds: (performance.now() - started) / 1000 };
  } finally {
    clearInterval(sampler);
  }
}

export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

/** A measured call: its name and its path for a side and a sample number (so samples can vary what they ask). */
export type ScaleCall = [name: string, path: (side: ScaleSide, sample: number) => string];

export interface CallComparison {
  name: string;
  small: number;
  large: number;
  ratio: number;
}

/**
 * Times every call on both sides: one warm-up each, then `samples` per call and side in alternating quarters
 * (small / large / large / small, twice) so the machine's noise falls on both alike. p95 per side and the ratio.
 */
export async function compareSides(
  small: ScaleSide,
  large: ScaleSide,
  calls: readonly ScaleCall[],
  samples: number,
): Promise<CallComparison[]> {
  const timings = new Map(calls.map(([name]) => [name, { small: [] as number[], large: [] as number[] }]));
  for (const side of [small, large]) for (const [, path] of calls) await timeCall(side, path(side, 0));
  const perQuarter = Math.ceil(samples / 4) / 2;
  let sample = 0;
  for (const side of [small, large, large, small, small, large, large, small]) {
    for (let index = 0; index < perQuarter; index += 1, sample += 1) {
      for (const [name, path] of calls) timings.get(name)?.[side.name].push(await timeCall(side, path(side, sample)));
    }
  }
  return calls.map(([name]) => {
    const measured = timings.get(name) ?? { small: [], large: [] };
    const p95Small = percentile(measured.small, 0.95);
    const p95Large = percentile(measured.large, 0.95);
    return { name, small: p95Small, large: p95Large, ratio: p95Large / p95Small };
  });
}

/** The comparison's lines for the benchmark's report. */
export function formatComparisons(comparisons: readonly CallComparison[]): string[] {
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
  return comparisons.map(
    ({ name, small, large, ratio }) =>
      `  ${name.padEnd(22)} ${ms(small)} ${ms(large)}   ratio ${ratio.toFixed(2)} (budget <= 1.5)`,
  );
}
