import type { PublicTerms, SoldTo, TermsAcceptance } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termsAcceptances, termsTokens } from '../../../src/db/schema/index.ts';
import { loadDemoDocuments } from '../../../src/seed/documents.ts';
import { issueTermsToken } from '../../../src/modules/terms/tokens-store.ts';
import { createTestCustomer, grantPrivileges, removeTestCustomers } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { bearer, Browser } from '../../helpers/oidc-flow.ts';
import { createTestUser } from '../../helpers/users.ts';

const demoTermsVersion = loadDemoDocuments().legal['terms-and-conditions']?.version;

let testApp: TestApp;
const testCustomers: string[] = [];

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await removeTestCustomers(testApp.database.db, testCustomers);
  await testApp.close();
});

async function testCustomer(language: string): Promise<string> {
  const customerId = await createTestCustomer(testApp.database.db, { language, country: 'IT' });
  testCustomers.push(customerId);
  return customerId;
}

const publicTerms = (token: string) =>
  testApp.app.inject({ method: 'GET', url: `/pub/api/v1/cms/terms_and_conditions?token=${token}` });
const acceptPublicly = (token: string) =>
  testApp.app.inject({ method: 'POST', url: `/pub/api/v1/customer/terms_and_conditions?token=${token}` });

describe('POST /priv/api/v1/customer/terms_and_conditions', () => {
  it('stamps the acceptor, the time and the version in the customer’s language, once', async () => {
    const { db } = testApp.database;
    const customerId = await testCustomer('it');
    const user = await createTestUser(db);
    await grantPrivileges(db, user.id, [{ customerId, enabled: ['TERMS_AND_CONDITIONS'] }]);
    const { access_token: token } = await new Browser(testApp.app).signIn(user.username, user.password);
    const accept = () =>
      testApp.app.inject({
        method: 'POST',
        url: `/priv/api/v1/customer/terms_and_conditions?customer=${customerId}`,
        headers: bearer(token),
      });

    const before = Date.now();
    const first = await accept();
    expect(first.statusCode).toBe(200);
    const acceptance = first.json<TermsAcceptance>();
    expect(acceptance).toMatchObject({
      customerId,
      termsAndConditionsAcceptedBy: user.username,
      documentVersion: demoTermsVersion,
    });
    expect(Date.parse(acceptance.termsAndConditionsTimestamp)).toBeGreaterThanOrEqual(before - 1000);

    const again = await accept();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(acceptance);

    const rows = await db.select().from(termsAcceptances).where(eq(termsAcceptances.customerId, customerId));
    expect(rows).toEqual([
      expect.objectContaining({ userId: user.id, channel: 'portal', documentLanguage: 'it', actedByUserId: null }),
    ]);
    const [soldTo] = (
      await testApp.app.inject({ method: 'GET', url: '/priv/api/v1/user/customers', headers: bearer(token) })
    ).json<SoldTo[]>();
    expect(soldTo).toMatchObject({
      termsAndConditionsAcceptedBy: user.username,
      termsAndConditionsTimestamp: acceptance.termsAndConditionsTimestamp,
    });
  });
});

describe('public terms link', () => {
  it('shows the terms, accepts once, then answers 410 and shows when it was used', async () => {
    const customerId = await testCustomer('fr');
    const token = await issueTermsToken(testApp.database.db, customerId);

    const page = await publicTerms(token);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      customerId,
      legalName: `Test Retail ${customerId}`,
      language: 'fr',
      version: demoTermsVersion,
      title: 'Conditions d’utilisation du portail client',
      body: expect.stringContaining('<h2>1. Champ d’application</h2>'),
      acceptedAt: null,
      linkUsed: false,
    });

    const accepted = await acceptPublicly(token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      customerId,
      termsAndConditionsAcceptedBy: `public-link:${customerId}`,
      documentVersion: demoTermsVersion,
    });

    const reused = await acceptPublicly(token);
    expect(reused.statusCode).toBe(410);
    expect(reused.json()).toEqual({ error: 'Gone', message: expect.any(String) });
    const used = (await publicTerms(token)).json<PublicTerms>();
    expect(Date.parse(used.acceptedAt ?? '')).toBeGreaterThan(0);
    expect(used.linkUsed).toBe(true);
  });

  it('says the terms are accepted before anyone clicks, when they were accepted in the portal meanwhile', async () => {
    const { db } = testApp.database;
    const customerId = await testCustomer('en');
    const token = await issueTermsToken(db, customerId);
    const user = await createTestUser(db);
    await grantPrivileges(db, user.id, [{ customerId, enabled: ['TERMS_AND_CONDITIONS'] }]);
    const { access_token: accessToken } = await new Browser(testApp.app).signIn(user.username, user.password);
    const accepted = await testApp.app.inject({
      method: 'POST',
      url: `/priv/api/v1/customer/terms_and_conditions?customer=${customerId}`,
      headers: bearer(accessToken),
    });
    const { termsAndConditionsTimestamp } = accepted.json<TermsAcceptance>();

    const page = (await publicTerms(token)).json<PublicTerms>();
    expect(page).toMatchObject({ acceptedAt: termsAndConditionsTimestamp, linkUsed: false });
  });

  it('keeps only a hash of the token, and refuses unknown (404) and expired (410) tokens', async () => {
    const { db } = testApp.database;
    const customerId = await testCustomer('en');
    const token = await issueTermsToken(db, customerId);
    const [row] = await db.select().from(termsTokens).where(eq(termsTokens.customerId, customerId));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(token);
    expect(row && row.expiresAt.getTime() - Date.now()).toBeGreaterThan(13.9 * 24 * 3600 * 1000);

    // Unknown whatever its shape: a short token names no link as much as a well-formed one does.
    for (const unknown of ['x'.repeat(43), 'nope']) {
      expect((await publicTerms(unknown)).statusCode).toBe(404);
      expect((await acceptPublicly(unknown)).statusCode).toBe(404);
    }

    await db
      .update(termsTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(termsTokens.customerId, customerId));
    expect((await publicTerms(token)).json()).toEqual({ error: 'Gone', message: expect.any(String) });
    expect((await acceptPublicly(token)).statusCode).toBe(410);
  });
});
