import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personaNames, personaTokens } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { contractViolation, publishedOperations, requestArbitrary, type Operation } from './openapi-requests.ts';
import { providerOperations } from './provider-operations.ts';

/**
 * Property-based requests built from the published OpenAPI document, for every operation, as every demo persona,
 * with a forged token and without one: no answer may be a server fault, and every refusal has the
 * `{ error, message, details? }` shape. `npm test` sends a few inputs per operation with a fixed seed;
 * `npm run test:fuzz` (FUZZ_RUNS=500, a new seed each run, printed) sends many.
 */
const runs = Number(process.env['FUZZ_RUNS'] ?? 20);
const seed = process.env['FUZZ_SEED'] ? Number(process.env['FUZZ_SEED']) : runs > 50 ? Date.now() % 2 ** 31 : 1212;

let testApp: TestApp;
let operations: Operation[];
let callers: Record<string, string | undefined>;
let known: string[];
const counts = new Map<string, Map<number, number>>();
const violations: string[] = [];

/** A request, short enough for a report. */
function summary(options: InjectOptions): string {
  const payload = typeof options.payload === 'string' ? options.payload : '';
  return JSON.stringify({
    method: options.method,
    url: String(options.url).slice(0, 300),
    headers: options.headers,
    payload: payload.length > 300 ? `${payload.slice(0, 300)}... (${payload.length} characters)` : payload,
  });
}

/**
 * Always on an in-memory PGlite of its own (valid requests may change permissions and content), so the pass of the
 * server suite against PostgreSQL would only repeat it: it runs in the PGlite pass.
 */
const onPglitePass = !process.env['DATABASE_URL'];

beforeAll(async () => {
  if (!onPglitePass) return;
  testApp = await buildTestApp(
    {
      DATABASE_URL: undefined,
      SEED_DEMO: 'true',
      RATE_LIMIT_MAX: '1000000000',
      SIGN_IN_RATE_LIMIT_MAX: '1000000',
      CLIENT_ERROR_RATE_LIMIT_MAX: '1000000',
    },
    // An accepted unread stream stays open; here it ends after its first event, so each request gets an answer.
    { updates: { stream: { maxAgeMs: 1 } } },
  );
  await testApp.app.ready();
  operations = await publishedOperations(testApp.app);
  const tokens = await personaTokens(testApp.app);
  const [anyToken = ''] = Object.values(tokens);
  callers = {
    anonymous: undefined,
    ...Object.fromEntries(personaNames.map((persona) => [persona, `Bearer ${tokens[persona]}`])),
    'forged token': `Bearer ${anyToken.slice(0, -4)}AAAA`,
    'not a bearer': `Basic ${Buffer.from('buyer@example.com:x').toString('base64')}`,
  };
  // Real ids, sold-to numbers and page keys, so that some valid requests get past lookups into the code behind.
  const rows = (query: ReturnType<typeof sql>) =>
    testApp.database.db
      .execute(query)
      .then((result) => (result.rows as Array<{ value: string }>).map((row) => row.value));
  const values = [
    ...(await rows(sql`select id::text as value from users`)),
    ...(await rows(sql`select customer_id as value from customers limit 40`)),
    ...(await rows(sql`select distinct key as value from content_pages limit 40`)),
    'en',
    'de',
    'customer',
    'internal-user',
    'draft',
    'published',
  ];
  known = values;
}, 120_000);

afterAll(async () => {
  await testApp?.close();
  if (runs > 50) {
    const lines = [...counts].map(([operation, statuses]) => {
      const total = [...statuses.values()].reduce((sum, count) => sum + count, 0);
      const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
      return `${String(total).padStart(6)}  ${operation}  (${byStatus.join(', ')})`;
    });
    console.log(`fuzz seed ${seed}, ${runs} inputs per operation\n${lines.join('\n')}`);
  }
});

describe.runIf(onPglitePass)('every published operation', () => {
  it('is in the document', () => {
    // A guard against an empty or truncated document silently fuzzing nothing.
    expect(operations.length).toBeGreaterThan(40);
  });

  it('answers every generated request without a server fault, and refuses in the error shape', async () => {
    for (const operation of operations) {
      const name = `${operation.method} ${operation.path}`;
      const statuses = new Map<number, number>();
      counts.set(name, statuses);
      // Every violation is collected (with the request that caused it) rather than shrunk: one run shows them all.
      await fc.assert(
        fc.asyncProperty(requestArbitrary(operation, callers, known), async ({ caller, options }) => {
          const response = await testApp.app.inject(options);
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const violation = contractViolation(response, operation);
          if (violation) violations.push(`${name} as ${caller}: ${violation}\n  request: ${summary(options)}`);
        }),
        { numRuns: runs, seed },
      );
    }
    expect(violations).toEqual([]);
  }, 600_000);
});

describe.runIf(onPglitePass)('the identity provider and its pages (outside the API document)', () => {
  it('answers every generated request without a server fault, and refuses as OAuth, the API or a page', async () => {
    const providerViolations: string[] = [];
    for (const operation of providerOperations) {
      const name = `${operation.method} ${operation.path}`;
      const statuses = new Map<number, number>();
      counts.set(name, statuses);
      await fc.assert(
        fc.asyncProperty(requestArbitrary(operation, callers, known), async ({ caller, options }) => {
          const response = await testApp.app.inject(options);
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const violation = contractViolation(response, operation, { oauth: true });
          if (violation) providerViolations.push(`${name} as ${caller}: ${violation}\n  request: ${summary(options)}`);
        }),
        { numRuns: runs, seed },
      );
    }
    expect(providerViolations).toEqual([]);
  }, 600_000);
});
