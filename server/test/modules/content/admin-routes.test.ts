import { randomUUID } from 'node:crypto';
import type { ContentDraft, ContentPageList, ContentPageVariant } from '@portal/contracts';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPages } from '../../../src/db/schema/index.ts';
import {
  createSignedInStaff,
  createSignedInUser,
  createTestCustomer,
  grantPrivileges,
  removeTestCustomers,
} from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { bearer, Browser } from '../../helpers/oidc-flow.ts';
import { createTestUser } from '../../helpers/users.ts';

let testApp: TestApp;
let tokens: Record<'buyer' | 'staff' | 'approver', string>;
/** The username of the staff user who edits. */
let staffName: string;
/** An internal user with only the CMS permission. */
let cmsEditor: string;
const testCustomers: string[] = [];
/** Pages of this file only, so a shared database keeps the demo content as it is. */
const path = `admin-test-${randomUUID().slice(0, 8)}`;
const key = `page.${path}`;

beforeAll(async () => {
  testApp = await buildTestApp();
  const { app, database } = testApp;
  const { db } = database;
  const buyerCustomer = await createTestCustomer(db);
  testCustomers.push(buyerCustomer);
  const buyer = await createSignedInUser(app, db, [
    { customerId: buyerCustomer, role: 'CUSTOMER_ADMIN', enabled: ['COMPANY_INFO', 'ORDER_INQUIRY_NEW', 'FAQ'] },
  ]);
  // Staff who edit the content, and staff who may not.
  const staff = await createSignedInStaff(app, db, ['CMS', 'B2B_CMS', 'ADMIN_TOOL', 'ON_BEHALF']);
  const approver = await createSignedInStaff(
    app,
    db,
    ['CUSTOMER_CREATION', 'CUSTOMER_CREATION_REVIEW', 'ON_BEHALF'],
    'MASTER_DATA_APPROVER',
  );
  tokens = { buyer: buyer.token, staff: staff.token, approver: approver.token };
  staffName = staff.username;
  const user = await createTestUser(db, { companyType: 'internal' });
  await grantPrivileges(db, user.id, [{ customerId: null, enabled: ['CMS'] }]);
  cmsEditor = (await new Browser(testApp.app).signIn(user.username, user.password)).access_token;
});

afterAll(async () => {
  await testApp.database.db.delete(contentPages).where(like(contentPages.key, `${key}%`));
  await removeTestCustomers(testApp.database.db, testCustomers);
  await testApp.close();
});

function draft(title: string, overrides: Partial<ContentDraft> = {}): ContentDraft {
  return {
    name: 'Admin test page',
    title,
    rows: [
      {
        id: 'intro',
        placements: [
          {
            name: 'intro',
            span: 12,
            item: { id: 'intro', name: 'intro', layoutVariant: 'b2b-text-banner', data: { title, body: 'Hello.' } },
          },
        ],
      },
    ],
    ...overrides,
  };
}

function put(token: string, payload: unknown, pageKey = key, lang = 'en', audience = 'customer') {
  return testApp.app.inject({
    method: 'PUT',
    url: `/api/admin/content/pages/${pageKey}/${lang}/${audience}`,
    headers: bearer(token),
    payload: payload as object,
  });
}

function publish(token: string, query = '', pageKey = key, lang = 'en') {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/admin/content/pages/${pageKey}/${lang}/customer/publish${query}`,
    headers: bearer(token),
  });
}

function getPage(token: string, query = '') {
  return testApp.app.inject({ method: 'GET', url: `/priv/api/v1/cms/en/${path}${query}`, headers: bearer(token) });
}

async function rowsOf(pageKey: string) {
  return testApp.database.db.select().from(contentPages).where(eq(contentPages.key, pageKey));
}

describe('content admin API', () => {
  it('saves a draft that stays invisible until published, then serves it, counting versions', async () => {
    const saved = await put(tokens.staff, draft('First version'));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<ContentPageVariant>()).toMatchObject({
      key,
      language: 'en',
      audience: 'customer',
      customerId: null,
      status: 'draft',
      version: 1,
      title: 'First version',
      updatedBy: staffName,
    });
    expect((await getPage(tokens.buyer)).statusCode).toBe(404);

    const published = await publish(tokens.staff);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published', version: 1, title: 'First version' });
    const served = await getPage(tokens.buyer);
    expect(served.statusCode).toBe(200);
    expect(served.json()).toMatchObject({ id: key, title: 'First version', language: 'en' });

    // A new draft does not change what is served until it is published.
    expect((await put(tokens.staff, draft('Second version'))).json()).toMatchObject({ version: 2, status: 'draft' });
    expect((await getPage(tokens.buyer)).json()).toMatchObject({ title: 'First version' });
    expect((await publish(tokens.staff)).json()).toMatchObject({ version: 2, status: 'published' });
    expect((await getPage(tokens.buyer)).json()).toMatchObject({ title: 'Second version' });
  });

  it('publishes a page for one customer, which wins over the general page for that customer only', async () => {
    // A variant only a test customer sees, so other tests keep the demo content.
    const customerId = await createTestCustomer(testApp.database.db);
    testCustomers.push(customerId);
    const { db } = testApp.database;
    const user = await createTestUser(db);
    await grantPrivileges(db, user.id, [{ customerId, enabled: ['FAQ'] }]);
    const customerToken = (await new Browser(testApp.app).signIn(user.username, user.password)).access_token;

    const body = draft('Welcome, test retailer', { name: 'Homepage', customerId });
    expect((await put(tokens.staff, body, 'homepage')).statusCode).toBe(200);
    expect((await publish(tokens.staff, `?customerId=${customerId}`, 'homepage')).statusCode).toBe(200);
    const own = await testApp.app.inject({
      method: 'GET',
      url: `/priv/api/v1/cms/contents-homepage/en?customerId=${customerId}`,
      headers: bearer(customerToken),
    });
    expect(own.json()).toMatchObject({ id: 'homepage', title: 'Welcome, test retailer' });
    const general = await testApp.app.inject({
      method: 'GET',
      url: '/priv/api/v1/cms/contents-homepage/en',
      headers: bearer(customerToken),
    });
    expect(general.json()).toMatchObject({ id: 'homepage', title: 'Welcome to your customer portal' });
  });

  it('lets a user with only the CMS permission edit', async () => {
    const saved = await put(cmsEditor, draft('By the CMS editor'), `${key}.cms`);
    expect(saved.statusCode).toBe(200);
    expect((await publish(cmsEditor, '', `${key}.cms`)).statusCode).toBe(200);
  });

  it('lists stored variants, paginated and filtered', async () => {
    const list = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/content/pages?key=${key}&pageSize=1`,
      headers: bearer(tokens.staff),
    });
    expect(list.statusCode).toBe(200);
    const body = list.json<ContentPageList>();
    expect(body).toMatchObject({ pageNumber: 0, pageSize: 1, total: 2 });
    expect(body.items).toEqual([expect.objectContaining({ key, status: 'draft', version: 2 })]);
    const second = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/content/pages?key=${key}&pageSize=1&pageNumber=1`,
      headers: bearer(tokens.staff),
    });
    expect(second.json<ContentPageList>().items).toEqual([expect.objectContaining({ key, status: 'published' })]);

    const faqs = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/content/pages?key=faq&status=published',
      headers: bearer(tokens.staff),
    });
    expect(faqs.json<ContentPageList>()).toMatchObject({ total: 5 });
  });

  it('refuses callers without the admin tool or CMS permission (403) and without a token (401)', async () => {
    for (const token of [tokens.buyer, tokens.approver]) {
      expect((await put(token, draft('Nope'))).statusCode).toBe(403);
      expect((await publish(token)).statusCode).toBe(403);
      const list = await testApp.app.inject({
        method: 'GET',
        url: '/api/admin/content/pages',
        headers: bearer(token),
      });
      expect(list.statusCode).toBe(403);
      expect(list.json()).toEqual({ error: 'Forbidden', message: expect.any(String) });
    }
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/admin/content/pages' });
    expect(anonymous.statusCode).toBe(401);
  });

  it.each([
    [
      'an unknown layout',
      draft('x', {
        rows: [
          {
            id: 'r',
            placements: [{ name: 'p', span: 12, item: { id: 'i', name: 'i', layoutVariant: 'b2b-marquee', data: {} } }],
          },
        ],
      }),
      'rows.0.placements.0.item.layoutVariant',
    ],
    ['a missing title', { name: 'x', rows: [] }, 'title'],
    ['rows that are not a list', { name: 'x', title: 'x', rows: 'none' }, 'rows'],
    [
      'a span over 12',
      draft('x', {
        rows: [
          {
            id: 'r',
            placements: [{ name: 'p', span: 13, item: { id: 'i', name: 'i', layoutVariant: 'b2b-cards', data: {} } }],
          },
        ],
      }),
      'rows.0.placements.0.span',
    ],
    ['a malformed customer number', draft('x', { customerId: '12ab' }), 'customerId'],
    ['an unknown customer', draft('x', { customerId: '9999999999' }), 'customerId'],
  ])('refuses %s with 400 naming the field and stores nothing', async (_, payload, field) => {
    const badKey = `${key}.bad`;
    const response = await put(tokens.staff, payload, badKey);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Bad Request', details: [expect.objectContaining({ field })] });
    expect(await rowsOf(badKey)).toEqual([]);
  });

  it.each(['javascript:alert(document.cookie)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>'])(
    'refuses a call to action to %j with 400 naming its href and stores nothing',
    async (href) => {
      const item = {
        id: 'i',
        name: 'i',
        layoutVariant: 'b2b-text-banner',
        data: { title: 'x', cta: { label: 'Go', href } },
      };
      const payload = draft('x', { rows: [{ id: 'r', placements: [{ name: 'p', span: 12, item }] }] });
      const badKey = `${key}.bad`;
      const response = await put(tokens.staff, payload, badKey);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'Bad Request',
        details: [expect.objectContaining({ field: 'rows.0.placements.0.item.data.cta.href' })],
      });
      expect(await rowsOf(badKey)).toEqual([]);
    },
  );

  it('refuses a malformed key, language or audience with 404 naming it (a path that can name no page)', async () => {
    for (const [pageKey, lang, audience, field] of [
      ['Home Page', 'en', 'customer', 'key'],
      [key, 'nl', 'customer', 'lang'],
      [key, 'en', 'everyone', 'audience'],
    ] as const) {
      const response = await put(tokens.staff, draft('x'), encodeURIComponent(pageKey), lang, audience);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ details: [expect.objectContaining({ field })] });
    }
  });

  it('answers 404 when there is no draft to publish', async () => {
    const response = await publish(tokens.staff, '', `${key}.never-drafted`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not Found', message: expect.any(String) });
    const rows = await testApp.database.db
      .select()
      .from(contentPages)
      .where(and(eq(contentPages.key, `${key}.never-drafted`)));
    expect(rows).toEqual([]);
  });
});
