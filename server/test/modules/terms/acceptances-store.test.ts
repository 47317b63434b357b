import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/db/client.ts';
import { termsDocuments } from '../../../src/db/schema/index.ts';
import { acceptTerms, currentAcceptances, currentDocument } from '../../../src/modules/terms/acceptances-store.ts';
import { loadDemoDocuments } from '../../../src/seed/documents.ts';
import { openOwnDatabase } from '../../helpers/build-test-app.ts';

const demoTermsVersion = loadDemoDocuments().legal['terms-and-conditions']?.version;

// Its own embedded database even when the suite runs on a shared PostgreSQL: this test publishes new terms.
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openOwnDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('current terms', () => {
  it('are the seeded version in each of the five languages', async () => {
    for (const language of ['de', 'en', 'es', 'fr', 'it']) {
      expect(await currentDocument(database.db, language)).toMatchObject({ version: demoTermsVersion, language });
    }
  });

  it('fall back to English, then to any language, when the newest version lacks the customer’s', async () => {
    await database.db.insert(termsDocuments).values([
      { version: '2027-03', language: 'en', title: 'Terms 2027', body: '<p>New</p>' },
      { version: '2027-03', language: 'de', title: 'Bedingungen 2027', body: '<p>Neu</p>' },
    ]);
    expect(await currentDocument(database.db, 'fr')).toMatchObject({ version: '2027-03', language: 'en' });
    expect(await currentDocument(database.db, 'de')).toMatchObject({ version: '2027-03', language: 'de' });

    await database.db
      .insert(termsDocuments)
      .values({ version: '2027-09', language: 'it', title: 'T', body: '<p>T</p>' });
    expect(await currentDocument(database.db, 'es')).toMatchObject({ version: '2027-09', language: 'it' });
  });

  it('ask every customer again once a new version is published', async () => {
    // buyer@'s sold-to accepted the seeded version; the versions published above replace it.
    expect((await currentAcceptances(database.db, ['1000101'])).size).toBe(0);
    const acceptance = await acceptTerms(database.db, {
      customerId: '1000101',
      customerLanguage: 'en',
      userId: null,
      acceptedBy: 'public-link:1000101',
      channel: 'public-link',
    });
    expect(acceptance).toMatchObject({ documentVersion: '2027-09' });
    expect((await currentAcceptances(database.db, ['1000101'])).get('1000101')).toMatchObject({
      documentVersion: '2027-09',
      documentLanguage: 'it',
    });
  });
});
