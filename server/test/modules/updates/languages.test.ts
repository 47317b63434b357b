import type { InjectOptions } from 'fastify';
import {
  customerPrivilegeCodes,
  updatePageSchema,
  updateSchema,
  type PublishUpdate,
  type Update,
  type UpdatePage,
} from '@portal/contracts';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updates } from '../../../src/db/schema/index.ts';
import { acceptTerms, createSignedInUser, createTestCustomer, removeTestCustomers } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { staffEntries } from '../../helpers/callers.ts';
import { bearer } from '../../helpers/oidc-flow.ts';
import { removeTestUpdates } from '../../helpers/updates.ts';

/**
 * Updates in the reader's language (issue 29, item 9): publishing takes an English text and optional German,
 * Spanish, French and Italian ones; each reader gets their language (`lang`, else their saved one), English where
 * the update has none; the chip is a code; the ticket-answer notice speaks all five languages (the demo updates'
 * languages: seed/updates.test.ts).
 */

let testApp: TestApp;
/** A customer admin reading in German, one reading in English (each on a sold-to of its own), content staff. */
type Reader = 'german' | 'english' | 'staff';
let tokens: Record<Reader, string>;
let customerOf: Record<'german' | 'english', string>;
/** Updates for all customers this file published, removed after it. */
const published: string[] = [];

function send(reader: Reader | null, options: Omit<InjectOptions, 'headers'>) {
  const headers = reader ? bearer(tokens[reader]) : {};
  return testApp.app.inject({ ...options, headers } as InjectOptions);
}

async function publish(update: PublishUpdate): Promise<string> {
  const response = await send('staff', { method: 'POST', url: '/api/admin/updates', payload: update });
  expect(response.statusCode, response.body).toBe(201);
  const { id } = response.json<{ id: string }>();
  published.push(id);
  return id;
}

async function list(reader: Reader, soldTo: string, query = ''): Promise<UpdatePage> {
  const response = await send(reader, {
    method: 'GET',
    url: `/priv/api/v1/updates?soldTo=${soldTo}&pageSize=50${query}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return updatePageSchema.parse(response.json());
}

async function one(reader: Reader, soldTo: string, id: string, query = ''): Promise<Update> {
  const response = await send(reader, { method: 'GET', url: `/priv/api/v1/updates/${id}?soldTo=${soldTo}${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return updateSchema.parse(response.json());
}

const found = (page: UpdatePage, id: string) => page.items.find((item) => item.id === id);

/** An all-customer price-list alert with a link, in English, German and French (no Spanish, no Italian). */
const priceList = {
  audience: { kind: 'allCustomers' },
  type: 'alert',
  updateType: 'price_list',
  chip: 'price_list',
  header: 'New price list',
  body: 'The new price list applies from 1 December.',
  cta: { label: 'See the documents', href: '/documents' },
  translations: {
    de: { header: 'Neue Preisliste', body: 'Die neue Preisliste gilt ab dem 1. Dezember.', ctaLabel: 'Belege ansehen' },
    fr: {
      header: 'Nouveau tarif',
      body: 'Le nouveau tarif s’applique à partir du 1er décembre.',
      ctaLabel: 'Voir les documents',
    },
  },
} satisfies PublishUpdate;

beforeAll(async () => {
  testApp = await buildTestApp();
});

beforeAll(async () => {
  const { app, database } = testApp;
  const { db } = database;
  customerOf = {
    german: await createTestCustomer(db, { country: 'DE', language: 'de' }),
    english: await createTestCustomer(db),
  };
  const admin = async (customerId: string, locale: string) => {
    const user = await createSignedInUser(
      app,
      db,
      [{ customerId, role: 'CUSTOMER_ADMIN', enabled: [...customerPrivilegeCodes] }],
      { locale },
    );
    await acceptTerms(db, customerId, user);
    return user.token;
  };
  tokens = {
    german: await admin(customerOf.german, 'de'),
    english: await admin(customerOf.english, 'en'),
    staff: (await createSignedInUser(app, db, [staffEntries.service], { companyType: 'internal' })).token,
  };
});

afterAll(async () => {
  await removeTestUpdates(testApp.database.db, published);
  await removeTestCustomers(testApp.database.db, Object.values(customerOf ?? {}));
  await testApp.close();
});

describe('reading an update in the reader’s language', () => {
  let id: string;
  beforeAll(async () => {
    id = await publish(priceList);
  });

  it('gives a German reader the German text, and an English reader the English one, with the chip as a code', async () => {
    expect(found(await list('german', customerOf.german), id)).toMatchObject({
      header: 'Neue Preisliste',
      body: 'Die neue Preisliste gilt ab dem 1. Dezember.',
      language: 'de',
      chip: 'price_list',
      cta: { label: 'Belege ansehen', href: '/documents' },
    });
    expect(found(await list('english', customerOf.english), id)).toMatchObject({
      header: 'New price list',
      language: 'en',
      chip: 'price_list',
      cta: { label: 'See the documents', href: '/documents' },
    });
  });

  it('follows the language the call names, for the list and for one update', async () => {
    expect(found(await list('english', customerOf.english, '&lang=fr'), id)).toMatchObject({
      header: 'Nouveau tarif',
      language: 'fr',
      cta: { label: 'Voir les documents', href: '/documents' },
    });
    expect(await one('german', customerOf.german, id, '&lang=en')).toMatchObject({
      header: 'New price list',
      language: 'en',
    });
    expect(await one('english', customerOf.english, id, '&lang=de')).toMatchObject({
      header: 'Neue Preisliste',
      language: 'de',
    });
  });

  it('falls back to English where the update has no text in the language', async () => {
    for (const lang of ['es', 'it']) {
      expect(found(await list('german', customerOf.german, `&lang=${lang}`), id)).toMatchObject({
        header: 'New price list',
        body: 'The new price list applies from 1 December.',
        language: 'en',
        cta: { label: 'See the documents', href: '/documents' },
      });
    }
  });

  it('answers an unsupported language 400 naming lang, and no token 401', async () => {
    const bad = await send('english', {
      method: 'GET',
      url: `/priv/api/v1/updates?soldTo=${customerOf.english}&lang=nl`,
    });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().details).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'lang' })]));
    const badOne = await send('english', {
      method: 'GET',
      url: `/priv/api/v1/updates/${id}?soldTo=${customerOf.english}&lang=xx`,
    });
    expect(badOne.statusCode, badOne.body).toBe(400);
    expect(badOne.json().details).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'lang' })]));
    const anonymous = await send(null, {
      method: 'GET',
      url: `/priv/api/v1/updates?soldTo=${customerOf.english}&lang=de`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('publishing texts per language', () => {
  const storedUpdates = async () => (await testApp.database.db.select({ n: count() }).from(updates))[0]?.n;

  it.each<[string, unknown, string]>([
    ['no English header (the default language is required)', { ...priceList, header: undefined }, 'header'],
    ['a translation without a body', { ...priceList, translations: { de: { header: 'Nur Titel' } } }, 'body'],
    [
      'a translation without the link’s label',
      { ...priceList, translations: { de: { header: 'Titel', body: 'Text' } } },
      'translations.de.ctaLabel',
    ],
    [
      'a link label without a link',
      { ...priceList, cta: undefined, translations: { it: { header: 'Titolo', body: 'Testo', ctaLabel: 'Vai' } } },
      'translations.it.ctaLabel',
    ],
    ['an empty translated header', { ...priceList, translations: { fr: { header: ' ', body: 'x' } } }, 'header'],
    ['English among the translations', { ...priceList, translations: { en: { header: 'a', body: 'b' } } }, ''],
    ['a language the portal does not speak', { ...priceList, translations: { nl: { header: 'a', body: 'b' } } }, ''],
    ['an unknown chip', { ...priceList, chip: 'Price list' }, 'chip'],
    ['a chip as stored words (the former field)', { ...priceList, chip: undefined, chipLabel: 'Price list' }, ''],
  ])('refuses %s with 400 naming the field and stores nothing', async (_name, payload, field) => {
    const before = await storedUpdates();
    const response = await send('staff', { method: 'POST', url: '/api/admin/updates', payload: payload as object });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    if (field) {
      const fields = (response.json().details as Array<{ field: string }>).map((detail) => detail.field);
      expect(fields.some((name) => name === field || name.endsWith(`.${field}`))).toBe(true);
    }
    expect(await storedUpdates()).toBe(before);
  });

  it('refuses a customer who publishes translations (403) and a call without a token (401)', async () => {
    expect((await send('german', { method: 'POST', url: '/api/admin/updates', payload: priceList })).statusCode).toBe(
      403,
    );
    expect((await send(null, { method: 'POST', url: '/api/admin/updates', payload: priceList })).statusCode).toBe(401);
  });
});

describe('the notice of a ticket answer', () => {
  it('speaks each reader’s language, whatever the sold-to’s', async () => {
    const ticketId = await testApp.app.ticketSource.create(customerOf.english, {
      author: { userId: null, name: 'Test' },
      fields: { subject: 'Torn cartons', category: 'other', description: 'Two cartons arrived torn.' },
      attachments: [],
    });
    const answer = await send('staff', {
      method: 'POST',
      url: `/api/admin/tickets/${ticketId}/messages`,
      payload: { body: 'Please send a photo of the cartons.' },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const noticeIn = async (lang: string) =>
      (await list('english', customerOf.english, `&lang=${lang}`)).items.find((item) =>
        item.cta?.href.endsWith(ticketId),
      );
    expect(await noticeIn('en')).toMatchObject({
      header: expect.stringMatching(/^Customer service answered ticket /),
      chip: 'ticket',
      language: 'en',
    });
    expect(await noticeIn('fr')).toMatchObject({
      header: expect.stringMatching(/^Le service client a répondu au ticket /),
      body: 'Il y a une nouvelle réponse à « Torn cartons ».',
      cta: { label: 'Lire la réponse' },
      language: 'fr',
    });
    expect(await noticeIn('it')).toMatchObject({ cta: { label: 'Leggi la risposta' }, language: 'it' });
  });
});
