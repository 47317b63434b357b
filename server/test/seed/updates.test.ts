import { readFileSync } from 'node:fs';
import { updatePageSchema, updateTranslationLanguages, type UpdatePage } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUpdateId } from '../../src/seed/updates.ts';
import { demoPassword, personaTokens } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { bearer, Browser } from '../helpers/oidc-flow.ts';

/**
 * The demo updates (`demo/updates.json`): each has a chip and a text in all five languages, and reaches each persona
 * in their language (klaus@ reads German, buyer@ English); expiring@, whose password the demo set 80 days ago, has
 * the expiring-password notice.
 */

let testApp: TestApp;
let tokens: Record<'klaus' | 'buyer', string>;

beforeAll(async () => {
  testApp = await buildTestApp();
  tokens = await personaTokens(testApp.app, ['klaus', 'buyer']);
});

afterAll(async () => {
  await testApp.close();
});

async function list(token: string, soldTo: string, query = '&pageSize=50'): Promise<UpdatePage> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/priv/api/v1/updates?soldTo=${soldTo}${query}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return updatePageSchema.parse(response.json());
}

const found = (page: UpdatePage, id: string) => page.items.find((item) => item.id === id);

describe('the demo updates', () => {
  const file = JSON.parse(readFileSync(new URL('../../demo/updates.json', import.meta.url), 'utf8')) as {
    updates: Array<{ key: string; chip?: string; translations?: Record<string, unknown> }>;
  };

  it('each have a chip and a text in all five languages', () => {
    for (const update of file.updates) {
      expect(update.chip, update.key).toBeDefined();
      expect(Object.keys(update.translations ?? {}).sort(), update.key).toEqual([...updateTranslationLanguages]);
    }
  });

  it('reach klaus@ in German and buyer@ in English', async () => {
    const preorder = demoUpdateId('all-ss27-preorder');
    expect(found(await list(tokens.klaus, '1000107'), preorder)).toMatchObject({
      header: 'Das Vororder-Fenster für SS27 ist offen',
      language: 'de',
      chip: 'season',
      cta: { label: 'Zu den Marken', href: '/brands' },
    });
    expect(found(await list(tokens.buyer, '1000101'), preorder)).toMatchObject({
      header: 'SS27 pre-order window is open',
      language: 'en',
      chip: 'season',
    });
  });
});

describe('the demo persona with an old password', () => {
  it('expiring@ has the expiring-password notice, ending in about ten days', async () => {
    const { access_token: token } = await new Browser(testApp.app).signIn('expiring@example.com', demoPassword);
    const page = await list(token, '1000109', '&updateType=expiring_password&pageNumber=0&pageSize=1');
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ type: 'warning', updateType: 'expiring_password', unread: true });
    const daysLeft = (Date.parse(page.items[0]?.expiresAt ?? '') - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(9);
    expect(daysLeft).toBeLessThan(11);
  });
});
