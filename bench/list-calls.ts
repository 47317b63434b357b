// The lists users read all day, each against its floor (issue 35): the orders list, the documents list and search
// as buyer@ on PostgreSQL with 50 connections, and the orders list on the embedded database with 10.
//
// The floor of a call is bare Fastify, jose's check of the same access token, and the SQL the portal's stores ran
// for that very answer, replayed: the benchmark records every statement the portal sends to PostgreSQL while it
// answers the call once (after a warm-up call, so what the portal caches across calls is cached), keeps those that
// read the call's data (not the caller's grant and access, which the floor's token check stands for), and the floor
// sends them with the same parameters, in the same order and with the same concurrency (statements the portal had
// in flight together run together). So the floor reads the same rows, count included, and follows the stores as
// they change (paging, filters) without a copy of their SQL to keep in step.
import pg from 'pg';
import { statementName } from '@portal/server/src/db/prepared-per-shape.ts';
import {
  alternate,
  startFloorApp,
  formatSide,
  load,
  startSignedInPortal,
  withPostgres,
  type SideResult,
} from './against-floor.ts';

const username = 'buyer@example.com';
const postgresConnections = 50;
const embeddedConnections = 10;

/**
 * Statements that decide whether the caller may make the call (the grant, the user, their sold-tos and privileges,
 * terms, an on-behalf session): the floor's token check stands for them, so they are not part of its SQL.
 */
const accessTables =
  /"(portal_privileges|privileges|users|user_customer_logins|terms_acceptances|terms_documents|on_behalf_sessions|on_behalf_write_consents|app_settings|oidc_payloads|identity_links)"/;

interface RecordedStatement {
  /** Which connection sent it (a transaction's statements share one). */
  client: number;
  text: string;
  values: unknown[];
  rowMode: 'array' | undefined;
  started: number;
  ended: number;
}

type QueryArgs = [config: unknown, values?: unknown, callback?: unknown];

/**
 * Records every statement any node-postgres client of this process sends until `stop()` (the portal runs in this
 * process), with when it was sent and when its answer came.
 */
function recordStatements(): { stop(): RecordedStatement[] } {
  const prototype = pg.Client.prototype as unknown as { query: (...args: QueryArgs) => unknown };
  const original = prototype.query;
  const recorded: RecordedStatement[] = [];
  const clients = new WeakMap<object, number>();
  let clientCount = 0;
  prototype.query = function recordingQuery(this: unknown, ...args: QueryArgs) {
    const [config, values, callback] = args;
    const asConfig = typeof config === 'object' && config !== null ? (config as Record<string, unknown>) : {};
    const text = typeof config === 'string' ? config : asConfig.text;
    if (typeof text !== 'string') return original.apply(this, args);
    if (!clients.has(this as object)) clients.set(this as object, (clientCount += 1));
    const statement: RecordedStatement = {
      client: clients.get(this as object) ?? 0,
      text,
      values: (Array.isArray(values) ? values : (asConfig.values as unknown[] | undefined)) ?? [],
      rowMode: asConfig.rowMode === 'array' ? 'array' : undefined,
      started: performance.now(),
      ended: Number.POSITIVE_INFINITY,
    };
    recorded.push(statement);
    const done = () => (statement.ended = performance.now());
    if (typeof callback === 'function') {
      return original.call(this, config, values, (...result: unknown[]) => {
        done();
        (callback as (...result: unknown[]) => void)(...result);
      });
    }
    if (typeof values === 'function') {
      return original.call(this, config, (...result: unknown[]) => {
        done();
        (values as (...result: unknown[]) => void)(...result);
      });
    }
    const answer = original.apply(this, args);
    if (answer instanceof Promise) void answer.then(done, done);
    return answer;
  };
  return {
    stop: () => {
      prototype.query = original;
      return recorded;
    },
  };
}

/** One statement, or a transaction's statements, which the floor sends on one connection as the portal did. */
interface Unit {
  statements: RecordedStatement[];
  transaction: boolean;
  started: number;
  ended: number;
}

const transactionStart = /^\s*begin\b/i;
const transactionEnd = /^\s*(commit|rollback)\b/i;

/** The statements as units: each transaction (begin to commit on one connection) one unit, every other its own. */
function unitsOf(statements: readonly RecordedStatement[]): Unit[] {
  const units: Unit[] = [];
  const open = new Map<number, Unit>();
  for (const statement of [...statements].sort((a, b) => a.started - b.started)) {
    const inTransaction = open.get(statement.client);
    if (inTransaction) {
      inTransaction.statements.push(statement);
      inTransaction.ended = statement.ended;
      if (transactionEnd.test(statement.text)) open.delete(statement.client);
      continue;
    }
    const unit: Unit = {
      statements: [statement],
      transaction: transactionStart.test(statement.text),
      started: statement.started,
      ended: statement.ended,
    };
    if (unit.transaction) open.set(statement.client, unit);
    units.push(unit);
  }
  return units;
}

/** Whether a statement reads the call's data (not transaction control, not the caller's access). */
function readsData(statement: RecordedStatement): boolean {
  return (
    !accessTables.test(statement.text) && !transactionStart.test(statement.text) && !transactionEnd.test(statement.text)
  );
}

/** The units in the order sent, grouped so that units that were in flight together form one group. */
function concurrentGroups(units: readonly Unit[]): Unit[][] {
  const groups: Unit[][] = [];
  let groupEnds = Number.NEGATIVE_INFINITY;
  for (const unit of units) {
    const current = groups.at(-1);
    if (current && unit.started < groupEnds) current.push(unit);
    else groups.push([unit]);
    groupEnds = Math.max(groupEnds, unit.ended);
  }
  return groups;
}

/** A measured list call: its name, the portal's path, and the statements that give its data. */
interface ListCall {
  name: string;
  path: string;
}

interface RecordedCall extends ListCall {
  groups: Unit[][];
  /** Every statement the recorded answer sent, the access checks included (for `--list-sql`). */
  all: RecordedStatement[];
  portalBytes: number;
  /** The field names of the portal's answer. */
  answered: Set<string>;
}

/** Calls the portal once to warm it, then once more while recording what it sends to PostgreSQL. */
async function recordCall(portalUrl: string, token: string, call: ListCall): Promise<RecordedCall> {
  const get = async () => {
    const response = await fetch(`${portalUrl}${call.path}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await response.text();
    if (!response.ok) throw new Error(`${call.path} answered ${response.status}: ${body}`);
    return body;
  };
  await get();
  const recorder = recordStatements();
  let body: string;
  let all: RecordedStatement[];
  try {
    body = await get();
  } finally {
    all = recorder.stop();
  }
  // A transaction keeps its control statements; access checks are left out wherever they are.
  const units = unitsOf(all.filter((statement) => !accessTables.test(statement.text))).filter((unit) =>
    unit.statements.some(readsData),
  );
  if (units.length === 0) throw new Error(`${call.path} sent no statement for its data`);
  return {
    ...call,
    groups: concurrentGroups(units),
    all,
    portalBytes: Buffer.byteLength(body),
    answered: fieldNames(JSON.parse(body)),
  };
}

/** Every field name anywhere in a JSON answer. */
function fieldNames(value: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) fieldNames(item, names);
  else if (typeof value === 'object' && value !== null) {
    for (const [name, item] of Object.entries(value)) {
      names.add(name);
      fieldNames(item, names);
    }
  }
  return names;
}

const camelCase = (column: string) => column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * The rows of a result as objects named by their columns, keeping only the columns the portal's answer carries (by
 * name: `order_id` for `orderId`), so the floor sends what the portal sends, not every column the store selects.
 */
function rowsOf(result: pg.QueryResult, answered: ReadonlySet<string>): unknown[] {
  const kept = result.fields
    .map((field, index) => ({ name: field.name, key: camelCase(field.name), index }))
    .filter(({ key }) => answered.has(key));
  return (result.rows as unknown[]).map((row) =>
    Object.fromEntries(
      kept.map(({ name, key, index }) => [
        key,
        Array.isArray(row) ? row[index] : (row as Record<string, unknown>)[name],
      ]),
    ),
  );
}

/** Sends a unit's statements, a transaction's on one connection; the rows of each statement that reads data. */
async function replay(pool: pg.Pool, unit: Unit, answered: ReadonlySet<string>): Promise<unknown[][]> {
  const client = unit.transaction ? await pool.connect() : pool;
  try {
    const rows: unknown[][] = [];
    for (const statement of unit.statements) {
      const { text, values, rowMode } = statement;
      // A data statement goes by a name, as the portal's list pages do (ADR 081): PostgreSQL parses and plans it
      // once per connection, so the floor is what the same SQL can cost at best.
      const name = readsData(statement) ? statementName('floor', text) : undefined;
      const result: pg.QueryResult =
        rowMode === 'array'
          ? await client.query({ name, text, values, rowMode })
          : await client.query({ name, text, values });
      if (readsData(statement)) rows.push(rowsOf(result, answered));
    }
    return rows;
  } finally {
    if ('release' in client) client.release();
  }
}

/** The floor app: one route per call that checks the token and replays the call's statements. */
function startFloor(databaseUrl: string, portal: { url: string; audience: string }, calls: readonly RecordedCall[]) {
  return startFloorApp(databaseUrl, portal, (floor, pool, check) => {
    for (const call of calls) {
      floor.get(`/floor/${call.name}`, async (request, reply) => {
        if (!(await check(request.headers.authorization))) return reply.code(401).send({ error: 'Unauthorized' });
        const results: unknown[][] = [];
        for (const group of call.groups) {
          const answers = await Promise.all(group.map((unit) => replay(pool, unit, call.answered)));
          results.push(...answers.flat());
        }
        return { results };
      });
    }
  });
}

export interface ListCallFigures {
  name: string;
  path: string;
  statements: number;
  groups: number;
  rows: number;
  portalBytes: number;
  floorBytes: number;
  portal: SideResult;
  floor: SideResult;
  /** Requests per second portal / floor (budget >= 0.8) and p99 portal / floor (budget <= 1.5). */
  throughputRatio: number;
  p99Ratio: number;
  sql: string[];
}

export type ListCallsResult = { skipped: string } | { database: string; calls: ListCallFigures[] };

/** The calls as buyer@ makes them: the first page of orders and of invoices of the first sold-to, and a search. */
async function callsOf(portalUrl: string, token: string): Promise<ListCall[]> {
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${portalUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  const [soldTo] = await get<Array<{ customerId: string }>>('/priv/api/v1/user/customers');
  if (!soldTo) throw new Error(`${username} has no sold-to`);
  const customer = encodeURIComponent(soldTo.customerId);
  const orders = `/priv/api/v1/orders?customer=${customer}`;
  const firstOrder = (await get<{ items: Array<{ orderId: string }> }>(orders)).items[0];
  if (!firstOrder) throw new Error(`${username}'s sold-to ${soldTo.customerId} has no orders`);
  // The beginning of an order number, as people type one into the search.
  const q = encodeURIComponent(firstOrder.orderId.slice(0, 6));
  return [
    { name: 'orders', path: orders },
    { name: 'documents', path: `/priv/api/v1/documents?customer=${customer}&type=invoice` },
    { name: 'search', path: `/priv/api/v1/search?customer=${customer}&q=${q}&lang=en` },
  ];
}

/** The three list calls against their floors on PostgreSQL, `seconds` per side each. */
export async function measureListCalls(seconds: number): Promise<ListCallsResult> {
  return withPostgres(async (databaseUrl, label) => {
    const portal = await startSignedInPortal(databaseUrl, username);
    try {
      const recorded: RecordedCall[] = [];
      for (const call of await callsOf(portal.url, portal.token)) {
        recorded.push(await recordCall(portal.url, portal.token, call));
      }
      const floor = await startFloor(databaseUrl, portal, recorded);
      try {
        const figures: ListCallFigures[] = [];
        for (const call of recorded) {
          const floorUrl = `${floor.url}/floor/${call.name}`;
          const floorResponse = await fetch(floorUrl, { headers: { authorization: `Bearer ${portal.token}` } });
          const floorBody = await floorResponse.text();
          if (!floorResponse.ok) throw new Error(`the floor of ${call.name} answered ${floorResponse.status}`);
          const { results } = JSON.parse(floorBody) as { results: unknown[][] };
          const sides = await alternate(`${portal.url}${call.path}`, floorUrl, portal.token, {
            seconds,
            connections: postgresConnections,
          });
          figures.push({
            name: call.name,
            path: call.path,
            statements: call.groups.flat().flatMap((unit) => unit.statements.filter(readsData)).length,
            groups: call.groups.length,
            rows: results.reduce((sum, rows) => sum + rows.length, 0),
            portalBytes: call.portalBytes,
            floorBytes: Buffer.byteLength(floorBody),
            ...sides,
            throughputRatio: sides.portal.requestsPerSecond / sides.floor.requestsPerSecond,
            p99Ratio: sides.portal.p99 / Math.max(1, sides.floor.p99),
            sql: call.all.map(
              (statement) =>
                `${accessTables.test(statement.text) ? '(access) ' : ''}${statement.text} -- ${JSON.stringify(statement.values)}`,
            ),
          });
        }
        return { database: label, calls: figures };
      } finally {
        await floor.close();
      }
    } finally {
      await portal.close();
    }
  });
}

export function formatListCalls(result: ListCallsResult, seconds: number, { listSql = false } = {}): string {
  if ('skipped' in result) return `List calls near their floor: skipped (${result.skipped})`;
  const lines = [
    `List calls near their floor: ${username}, ${seconds} s per side, ${postgresConnections} connections, ` +
      `PostgreSQL: ${result.database} (budget: req/s >= 0.8x the floor's, p99 <= 1.5x)`,
  ];
  for (const call of result.calls) {
    lines.push(
      `  ${call.name}: GET ${call.path}`,
      `    floor: the portal's ${call.statements} data statement(s) in ${call.groups} step(s), ${call.rows} rows; ` +
        `JSON ${call.portalBytes} bytes (portal) / ${call.floorBytes} bytes (floor)`,
      formatSide('portal', call.portal, 10),
      formatSide('floor', call.floor, 10),
      `    ratios    req/s ${call.throughputRatio.toFixed(2)}  p99 ${call.p99Ratio.toFixed(2)} (portal / floor)`,
    );
    if (listSql) lines.push(...call.sql.map((text) => `      ${text}`));
  }
  return lines.join('\n');
}

export interface EmbeddedOrdersResult {
  path: string;
  result: SideResult;
}

/** The orders list on the embedded database (PGlite in memory): one server, `seconds`, 10 connections. */
export async function measureEmbeddedOrders(seconds: number): Promise<EmbeddedOrdersResult> {
  const portal = await startSignedInPortal(undefined, username);
  try {
    const [call] = await callsOf(portal.url, portal.token);
    if (!call) throw new Error('No orders call');
    const url = `${portal.url}${call.path}`;
    await load(url, portal.token, 1, embeddedConnections);
    return { path: call.path, result: await load(url, portal.token, seconds, embeddedConnections) };
  } finally {
    await portal.close();
  }
}

export function formatEmbeddedOrders(figures: EmbeddedOrdersResult, seconds: number): string {
  return [
    `Orders list on the embedded database: GET ${figures.path} as ${username}, ${seconds} s, ` +
      `${embeddedConnections} connections (budget: p99 < 500 ms)`,
    formatSide('embedded', figures.result, 10),
  ].join('\n');
}
