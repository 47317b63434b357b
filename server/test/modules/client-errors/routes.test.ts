import { randomUUID } from 'node:crypto';
import { clientErrorLimits, clientErrorPaths, type ClientErrorList, type ClientErrorReport } from '@portal/contracts';
import { inArray, like } from 'drizzle-orm';
import type { FastifyBaseLogger, InjectOptions } from 'fastify';
import { importJWK, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientErrors } from '../../../src/db/schema/index.ts';
import { loadProviderKeys } from '../../../src/modules/identity/provider/keys.ts';
import { insertClientErrors, pruneClientErrors } from '../../../src/modules/client-errors/store.ts';
import {
  createSignedInStaff,
  createSignedInUser,
  createTestCustomer,
  removeTestCustomers,
} from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { bearer } from '../../helpers/oidc-flow.ts';

let testApp: TestApp;
let tokens: Record<'buyer' | 'staff' | 'approver', string>;
let buyerId: string;
let customerId: string;
/** Marks this file's records, so a shared database's other rows never confuse the assertions. */
const marker = `test-${randomUUID().slice(0, 8)}`;
const warnings: { reqId: string; args: unknown[] }[] = [];

beforeAll(async () => {
  testApp = await buildTestApp();
  testApp.app.addHook('onRequest', async (request) => {
    const log: FastifyBaseLogger = request.log;
    vi.spyOn(log, 'warn').mockImplementation((...args: unknown[]) => {
      warnings.push({ reqId: request.id, args });
    });
  });
  const { app, database } = testApp;
  customerId = await createTestCustomer(database.db);
  const buyer = await createSignedInUser(app, database.db, [
    { customerId, role: 'CUSTOMER_ADMIN', enabled: ['COMPANY_INFO', 'ORDER_INQUIRY_NEW', 'FAQ'] },
  ]);
  // Staff with the admin tool, and staff without it.
  const staff = await createSignedInStaff(app, database.db, ['ADMIN_TOOL', 'ON_BEHALF']);
  const approver = await createSignedInStaff(
    app,
    database.db,
    ['CUSTOMER_CREATION', 'CUSTOMER_CREATION_REVIEW', 'ON_BEHALF'],
    'MASTER_DATA_APPROVER',
  );
  tokens = { buyer: buyer.token, staff: staff.token, approver: approver.token };
  buyerId = buyer.id;
});

afterAll(async () => {
  await removeTestCustomers(testApp.database.db, [customerId]);
  await testApp.database.db.delete(clientErrors).where(like(clientErrors.description, `%${marker}%`));
  await testApp.close();
});

function errorReport(overrides: Partial<ClientErrorReport> = {}): ClientErrorReport {
  return {
    id: 'error',
    asset: 'BE',
    description: `Orders could not be loaded (${marker})`,
    techInfo: 'TypeError: Failed to fetch\n    at loadOrders (orders.tsx:12:5)',
    page: '/orders',
    ...overrides,
  };
}

/** Each test its own client address, so the per-address report budget of one never runs out in another. */
function address(): string {
  return `127.3.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
}

function postReport(payload: unknown, headers: Record<string, string> = {}, remoteAddress = address()) {
  return testApp.app.inject({
    method: 'POST',
    url: clientErrorPaths.report,
    headers: { 'user-agent': 'Mozilla/5.0 (test)', ...headers },
    payload: payload as InjectOptions['payload'],
    remoteAddress,
  });
}

function postCsp(payload: unknown, contentType: string, remoteAddress = address()) {
  return testApp.app.inject({
    method: 'POST',
    url: clientErrorPaths.cspReport,
    headers: { 'content-type': contentType, 'user-agent': 'Mozilla/5.0 (test)' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    remoteAddress,
  });
}

async function recordsLike(text: string) {
  return testApp.database.db
    .select()
    .from(clientErrors)
    .where(like(clientErrors.description, `%${text}%`));
}

function list(query: string, token?: string) {
  return testApp.app.inject({
    method: 'GET',
    url: `${clientErrorPaths.list}${query}`,
    headers: token ? bearer(token) : {},
  });
}

describe('POST /pub/api/v1/client-errors', () => {
  it('stores a report without sign-in and answers 204', async () => {
    const description = `Nothing signed in (${marker})`;
    const response = await postReport(errorReport({ description, requestId: 'abc-123' }));
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');

    const [record] = await recordsLike(description);
    expect(record).toMatchObject({
      kind: 'error',
      description,
      techInfo: 'TypeError: Failed to fetch\n    at loadOrders (orders.tsx:12:5)',
      page: '/orders',
      requestId: 'abc-123',
      userId: null,
      userAgent: 'Mozilla/5.0 (test)',
    });
    expect(record?.receivedAt).toBeInstanceOf(Date);
  });

  it('stores the subject of a valid bearer token as the user', async () => {
    const description = `Signed in (${marker})`;
    const response = await postReport(errorReport({ description }), bearer(tokens.buyer));
    expect(response.statusCode, response.body).toBe(204);
    expect((await recordsLike(description))[0]?.userId).toBe(buyerId);
  });

  it('stores a report with an invalid or expired token, without a user', async () => {
    const keys = await loadProviderKeys(testApp.database.db);
    const jwk = keys.signing[0] as JWK;
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ sub: buyerId, scope: 'openid', iat: now - 900, exp: now - 300 })
      .setIssuer('http://localhost:8080/oidc')
      .setAudience('portal-api')
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: jwk.kid ?? '' })
      .sign(await importJWK(jwk, 'RS256'));

    for (const [name, token] of [
      ['garbage', 'not.a.token'],
      ['expired', expired],
    ] as const) {
      const description = `Token ${name} (${marker})`;
      const response = await postReport(errorReport({ description }), bearer(token));
      expect(response.statusCode, response.body).toBe(204);
      expect((await recordsLike(description))[0]?.userId).toBeNull();
    }
  });

  it('keeps the path of the page, not a query string that slipped through', async () => {
    const description = `With query (${marker})`;
    await postReport(errorReport({ description, page: '/accept-terms-conditions?token=secret#top' }));
    expect((await recordsLike(description))[0]?.page).toBe('/accept-terms-conditions');
  });

  it('keeps only the first 300 characters of the user agent', async () => {
    const description = `Long agent (${marker})`;
    await postReport(errorReport({ description }), { 'user-agent': 'A'.repeat(1000) });
    expect((await recordsLike(description))[0]?.userAgent).toBe('A'.repeat(300));
  });

  it('logs the report at warn with the failed call’s request id, which that call’s answer named', async () => {
    const failed = await testApp.app.inject({ method: 'GET', url: '/priv/api/v1/labels/en-US' });
    expect(failed.statusCode).toBe(401);
    const failedRequestId = failed.headers['x-request-id'];
    expect(failedRequestId).toEqual(expect.any(String));

    const description = `Labels failed (${marker})`;
    const response = await postReport(errorReport({ description, page: '/faq', requestId: String(failedRequestId) }));
    expect(response.statusCode).toBe(204);
    const logged = warnings.find((warning) => warning.reqId === response.headers['x-request-id']);
    expect(logged?.args).toEqual([
      { description, page: '/faq', failedRequestId, userId: null },
      'client error reported',
    ]);
    expect((await recordsLike(description))[0]?.requestId).toBe(failedRequestId);
  });

  it.each([
    ['description', { description: '' }],
    ['description', { description: 'x'.repeat(clientErrorLimits.descriptionLength + 1) }],
    ['page', { page: 'https://portal.example.com/orders' }],
    ['id', { id: 'pageview' }],
    ['asset', { asset: 'FE' }],
    ['requestId', { requestId: 'r'.repeat(clientErrorLimits.requestIdLength + 1) }],
  ])('answers 400 naming %s for bad input', async (field, overrides) => {
    const response = await postReport({ ...errorReport(), ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Bad Request',
      details: expect.arrayContaining([{ field, message: expect.any(String) }]),
    });
  });

  it('answers 400 naming a missing field', async () => {
    const { techInfo: _techInfo, ...withoutTechInfo } = errorReport();
    const response = await postReport(withoutTechInfo);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ details: [{ field: 'techInfo' }] });
  });

  it('answers 413 JSON to a body over the limit, and stores nothing', async () => {
    const description = `Too big (${marker})`;
    const response = await postReport(errorReport({ description, techInfo: 'x'.repeat(clientErrorLimits.bodyBytes) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'Payload Too Large', message: expect.any(String) });
    expect(await recordsLike(description)).toEqual([]);
  });

  it('takes 30 reports per minute from one address by default, then answers 429 JSON', async () => {
    const from = address();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++) {
      statuses.push(
        (await postReport(errorReport({ description: `Loop ${attempt} (${marker})` }), {}, from)).statusCode,
      );
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(204));
    expect(statuses[30]).toBe(429);

    const limited = await postReport(errorReport(), {}, from);
    expect(limited.json()).toEqual({ error: 'Too Many Requests', message: expect.stringContaining('Rate limit') });
    expect((await postReport(errorReport(), {}, address())).statusCode).toBe(204);
    // The CSP endpoint has a budget of its own.
    expect((await postCsp([], 'application/reports+json', from)).statusCode).toBe(204);
  });
});

describe('POST /pub/api/v1/csp-reports', () => {
  it('stores a report-uri report (application/csp-report)', async () => {
    const blocked = `https://evil.example/${marker}.js`;
    const report = {
      'csp-report': {
        'document-uri': 'https://portal.example.com/orders/42?token=secret#top',
        referrer: '',
        'violated-directive': 'script-src-elem',
        'effective-directive': 'script-src-elem',
        'original-policy': "default-src 'self'; script-src 'nonce-abc' 'strict-dynamic'",
        disposition: 'enforce',
        'blocked-uri': blocked,
        'line-number': 12,
        'source-file': 'https://portal.example.com/assets/index-abc.js',
        'status-code': 200,
        'script-sample': '',
        'unknown-field': { kept: true },
      },
    };
    const response = await postCsp(report, 'application/csp-report');
    expect(response.statusCode, response.body).toBe(204);

    const [record] = await recordsLike(blocked);
    expect(record).toMatchObject({
      kind: 'csp-violation',
      description: `CSP violation: script-src-elem blocked ${blocked}`,
      page: '/orders/42',
      requestId: null,
      userId: null,
      userAgent: 'Mozilla/5.0 (test)',
    });
    // The document's query string (a public link's token, say) is not kept.
    const stored = {
      'csp-report': { ...report['csp-report'], 'document-uri': 'https://portal.example.com/orders/42' },
    };
    expect(JSON.parse(record?.techInfo ?? '')).toEqual(stored);
    expect(record?.techInfo).not.toContain('secret');
  });

  it('takes the directive from violated-directive when a browser names no effective one', async () => {
    const blocked = `https://old.example/${marker}.css`;
    const response = await postCsp(
      {
        'csp-report': {
          'document-uri': 'https://portal.example.com/',
          'violated-directive': "style-src 'self'",
          'blocked-uri': blocked,
        },
      },
      'application/json',
    );
    expect(response.statusCode, response.body).toBe(204);
    expect((await recordsLike(blocked))[0]?.description).toBe(`CSP violation: style-src blocked ${blocked}`);
  });

  it('stores one record per violation of a report-to batch (application/reports+json), ignoring other types', async () => {
    const violation = (blockedURL: string, disposition = 'enforce') => ({
      type: 'csp-violation',
      age: 10,
      url: 'https://portal.example.com/dashboard',
      user_agent: 'Mozilla/5.0 (test)',
      body: {
        documentURL: 'https://portal.example.com/dashboard?x=1',
        referrer: '',
        blockedURL,
        effectiveDirective: 'img-src',
        originalPolicy: "default-src 'self'",
        sourceFile: null,
        sample: '',
        disposition,
        statusCode: 200,
        lineNumber: null,
        columnNumber: null,
      },
    });
    const first = `https://tracker.example/${marker}-1.gif`;
    const second = `https://tracker.example/${marker}-2.gif`;
    const batch = [
      violation(first),
      { type: 'deprecation', url: 'https://portal.example.com/', body: { id: 'x', message: 'old API' } },
      violation(second, 'report'),
    ];
    const response = await postCsp(batch, 'application/reports+json');
    expect(response.statusCode, response.body).toBe(204);

    const records = await recordsLike(`tracker.example/${marker}`);
    expect(records.map((record) => record.description).sort()).toEqual([
      `CSP violation: img-src blocked ${first}`,
      `CSP violation: img-src blocked ${second} (report only)`,
    ]);
    expect(records.every((record) => record.page === '/dashboard' && record.kind === 'csp-violation')).toBe(true);
    const stored = (blockedURL: string, disposition?: string) => {
      const report = violation(blockedURL, disposition);
      return { ...report, body: { ...report.body, documentURL: 'https://portal.example.com/dashboard' } };
    };
    expect(records.map((record) => JSON.parse(record.techInfo) as unknown)).toEqual(
      expect.arrayContaining([stored(first), stored(second, 'report')]),
    );
  });

  it('cuts long strings instead of refusing the report', async () => {
    const blocked = `https://long.example/${marker}/${'a'.repeat(5000)}`;
    const response = await postCsp(
      { 'csp-report': { 'document-uri': 'about:blank', 'effective-directive': 'script-src', 'blocked-uri': blocked } },
      'application/csp-report',
    );
    expect(response.statusCode, response.body).toBe(204);
    const [record] = await recordsLike(`long.example/${marker}`);
    expect(record?.description.length).toBe(clientErrorLimits.descriptionLength);
    expect(record?.page).toBeNull();
  });

  it.each([
    ['not a report', 'application/csp-report', { hello: 'world' }],
    ['a wrong type of csp-report', 'application/csp-report', { 'csp-report': 'script-src' }],
    ['a violation without body', 'application/reports+json', [{ type: 'csp-violation', url: 'https://x.example/' }]],
    ['malformed JSON', 'application/csp-report', '{"csp-report":'],
  ])('answers 400 JSON to %s', async (_name, contentType, payload) => {
    const response = await postCsp(payload, contentType);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Bad Request', message: expect.any(String) });
  });

  it('answers 415 to content types no browser sends reports as', async () => {
    const response = await postCsp('<csp-report/>', 'application/xml');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ error: 'Unsupported Media Type' });
  });

  it.each(['application/csp-report', 'application/reports+json'])(
    'answers 413 JSON to a %s body over the limit',
    async (contentType) => {
      const blocked = `https://big.example/${marker}`;
      const padding = 'x'.repeat(clientErrorLimits.bodyBytes);
      const payload =
        contentType === 'application/csp-report'
          ? { 'csp-report': { 'blocked-uri': blocked, 'original-policy': padding } }
          : [{ type: 'csp-violation', body: { blockedURL: blocked, originalPolicy: padding } }];
      const response = await postCsp(payload, contentType);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ error: 'Payload Too Large', message: expect.any(String) });
      expect(await recordsLike(blocked)).toEqual([]);
    },
  );
});

describe('GET /api/admin/client-errors', () => {
  const inserted = `Listed (${marker})`;

  beforeAll(async () => {
    // Later than anything else in the table, so they are the newest whatever a shared database holds.
    const base = Date.now() + 60 * 60 * 1000;
    await insertClientErrors(testApp.database.db, [
      ...[1, 2, 3].map((minute) => ({
        kind: 'error' as const,
        description: `${inserted} error ${minute}`,
        techInfo: 'stack',
        page: '/orders',
        requestId: `req-${minute}`,
        userId: null,
        userAgent: null,
        receivedAt: new Date(base + minute * 60_000),
      })),
      {
        kind: 'csp-violation',
        description: `${inserted} csp`,
        techInfo: '{}',
        page: null,
        requestId: null,
        userId: null,
        userAgent: 'Mozilla/5.0',
        receivedAt: new Date(base + 2.5 * 60_000),
      },
    ]);
  });

  it('refuses a call without a token with 401', async () => {
    const response = await list('');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'Unauthorized' });
  });

  it.each(['buyer', 'approver'] as const)(
    'refuses the %s, who lacks the admin tool permission, with 403',
    async (who) => {
      const response = await list('', tokens[who]);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'Forbidden' });
    },
  );

  it('lists the newest records first, up to the limit', async () => {
    const response = await list('?limit=3', tokens.staff);
    expect(response.statusCode, response.body).toBe(200);
    const { items } = response.json<ClientErrorList>();
    expect(items.map((item) => item.description)).toEqual([
      `${inserted} error 3`,
      `${inserted} csp`,
      `${inserted} error 2`,
    ]);
    expect(items[0]).toEqual({
      id: expect.any(String),
      kind: 'error',
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      description: `${inserted} error 3`,
      techInfo: 'stack',
      page: '/orders',
      requestId: 'req-3',
      userId: null,
      userAgent: null,
    });
  });

  it('filters by kind', async () => {
    const response = await list('?kind=error&limit=2', tokens.staff);
    expect(response.json<ClientErrorList>().items.map((item) => item.description)).toEqual([
      `${inserted} error 3`,
      `${inserted} error 2`,
    ]);
  });

  it('answers 400 naming the bad query field', async () => {
    for (const [query, field] of [
      ['?kind=warning', 'kind'],
      ['?limit=0', 'limit'],
      ['?limit=201', 'limit'],
    ] as const) {
      const response = await list(query, tokens.staff);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ details: [{ field }] });
    }
  });
});

describe('OpenAPI', () => {
  it('documents the three routes under the client errors tag', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      paths: Record<string, Record<string, { tags?: string[]; requestBody?: { content: object } }>>;
    }>();
    expect(document.paths[clientErrorPaths.report]?.['post']?.tags).toEqual(['client errors']);
    expect(document.paths[clientErrorPaths.list]?.['get']?.tags).toEqual(['client errors']);
    const csp = document.paths[clientErrorPaths.cspReport]?.['post'];
    expect(csp?.tags).toEqual(['client errors']);
    expect(Object.keys(csp?.requestBody?.content ?? {})).toEqual(
      expect.arrayContaining(['application/csp-report', 'application/reports+json']),
    );
  });
});

describe('retention', () => {
  const day = 24 * 60 * 60 * 1000;

  async function insertAged(description: string, ages: number[], db = testApp.database.db) {
    const now = Date.now();
    await insertClientErrors(
      db,
      ages.map((age, index) => ({
        kind: 'error' as const,
        description: `${description} ${index}`,
        techInfo: '',
        page: null,
        requestId: null,
        userId: null,
        userAgent: null,
        receivedAt: new Date(now - age),
      })),
    );
  }

  it('deletes records older than 30 days', async () => {
    const description = `Aged (${marker})`;
    await insertAged(description, [31 * day, 29 * day, 0]);
    const deleted = await pruneClientErrors(testApp.database.db);
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect((await recordsLike(description)).map((record) => record.description).sort()).toEqual([
      `${description} 1`,
      `${description} 2`,
    ]);
  });

  it('keeps only the newest records beyond the row limit', async () => {
    const description = `Many (${marker})`;
    // Further in the future than the listed ones, so they are the newest rows of the table.
    const later = -2 * 60 * 60 * 1000;
    await insertAged(description, [later - 1000, later - 2000, later - 3000, later - 4000]);
    await pruneClientErrors(testApp.database.db, { maxRows: 2 });
    const rows = await testApp.database.db.select().from(clientErrors);
    expect(rows.map((row) => row.description).sort()).toEqual([`${description} 2`, `${description} 3`]);
  });

  it('runs after a report is stored, in the background', async () => {
    const description = `Expired (${marker})`;
    // A fresh app: retention runs after its first report (then at most once a minute).
    const fresh = await buildTestApp();
    try {
      await insertAged(description, [40 * day], fresh.database.db);
      const response = await fresh.app.inject({
        method: 'POST',
        url: clientErrorPaths.report,
        payload: errorReport({ description: `Trigger (${marker})` }),
      });
      expect(response.statusCode).toBe(204);
      await vi.waitFor(async () => {
        const left = await fresh.database.db
          .select()
          .from(clientErrors)
          .where(inArray(clientErrors.description, [`${description} 0`]));
        expect(left).toEqual([]);
      });
    } finally {
      await fresh.close();
    }
  });
});
