import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { acceptTerms } from '../../src/modules/terms/acceptances-store.ts';
import { findTermsToken } from '../../src/modules/terms/tokens-store.ts';
import { demoTermsLink } from '../../src/seed/terms-link.ts';
import { openOwnDatabase } from '../helpers/build-test-app.ts';

// Its own embedded database even when the suite runs on a shared PostgreSQL: this test accepts newterms@'s terms.
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openOwnDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('demoTermsLink', () => {
  it("links to the public acceptance page for newterms@'s sold-to until it has accepted", async () => {
    const line = await demoTermsLink(database.db, 'http://localhost:18090');
    const match =
      /^Terms acceptance link for Brightwater Outdoor Ltd: http:\/\/localhost:18090\/public\/accept-terms-conditions\/([\w-]{43})$/.exec(
        line ?? '',
      );
    expect(match, line).not.toBeNull();
    expect(await findTermsToken(database.db, match?.[1] ?? '')).toMatchObject({ customerId: '1000105', usedAt: null });

    await acceptTerms(database.db, {
      customerId: '1000105',
      customerLanguage: 'en',
      userId: null,
      acceptedBy: 'public-link:1000105',
      channel: 'public-link',
    });
    expect(await demoTermsLink(database.db, 'http://localhost:18090')).toBeUndefined();
  });
});
