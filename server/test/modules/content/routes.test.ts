import {
  contentPageSchema,
  customerPrivilegeCodes,
  legalDocumentPlacements,
  onBehalfSessionHeader,
  type ContentPage,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishDraft, saveDraft } from '../../../src/modules/content/store.ts';
import {
  createSignedInStaff,
  createSignedInUser,
  createTestCustomer,
  removeTestCustomers,
  startOnBehalf,
} from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { staffEntries } from '../../helpers/callers.ts';
import { bearer } from '../../helpers/oidc-flow.ts';

/**
 * The content endpoints over the published pages: who may read which, in which language, a sold-to's own page over
 * the general one. The callers are users of the test's own: a customer reading in English, one reading in German
 * whose sold-to has a homepage of its own, customer service, and an internal user without the on-behalf permission.
 */

let testApp: TestApp;
let tokens: Record<'customer' | 'german' | 'staff', string>;
/** An internal user without the on-behalf permission. */
let internalWithoutOnBehalf: string;
/** The English-reading customer's sold-to, and the German-reading one's (with a homepage of its own). */
let customerSoldTo: string;
let germanSoldTo: string;
const germanLegalName = `Sporthaus Prüfer ${process.pid}`;
let testCustomers: string[] = [];

/** The German sold-to's own homepage: a hero naming it and a notification, published as an editor would. */
async function publishOwnHomepage(customerId: string): Promise<void> {
  const { db } = testApp.database;
  const variant = { key: 'homepage', language: 'de', audience: 'customer', customerId } as const;
  await saveDraft(db, {
    ...variant,
    name: 'Startseite',
    title: 'Willkommen in Ihrem Kundenportal',
    editor: 'content-test',
    rows: [
      {
        id: 'hero',
        placements: [
          {
            name: 'account-hero',
            span: 12,
            item: {
              id: 'account-hero',
              name: 'account-hero',
              layoutVariant: 'b2b-hero-banner',
              data: { eyebrow: `Für ${germanLegalName}`, title: 'Ihre Vororder ist bestätigt' },
            },
          },
        ],
      },
      {
        id: 'notice',
        placements: [
          {
            name: 'display-kit',
            span: 12,
            item: {
              id: 'display-kit',
              name: 'display-kit',
              layoutVariant: 'b2b-notification',
              data: { title: 'Schaufensterpaket', tone: 'notification' },
            },
          },
        ],
      },
    ],
  });
  await publishDraft(db, variant, 'content-test');
}

// The app, the callers' sign-ins and the data are set-up steps of their own, each within the hook time.
beforeAll(async () => {
  testApp = await buildTestApp();
});

beforeAll(async () => {
  const { app, database } = testApp;
  const { db } = database;
  customerSoldTo = await createTestCustomer(db);
  germanSoldTo = await createTestCustomer(db, { legalName: germanLegalName, country: 'DE', language: 'de' });
  testCustomers = [customerSoldTo, germanSoldTo];
  const admin = (customerId: string) => ({ customerId, role: 'CUSTOMER_ADMIN', enabled: [...customerPrivilegeCodes] });
  const [customer, german, staff, internal] = await Promise.all([
    createSignedInUser(app, db, [admin(customerSoldTo)]),
    createSignedInUser(app, db, [admin(germanSoldTo)], { locale: 'de' }),
    createSignedInStaff(app, db, staffEntries.service.enabled),
    createSignedInStaff(app, db, ['FAQ', 'TICKET']),
  ]);
  tokens = { customer: customer.token, german: german.token, staff: staff.token };
  internalWithoutOnBehalf = internal.token;
  await publishOwnHomepage(germanSoldTo);
});

afterAll(async () => {
  await removeTestCustomers(testApp.database.db, testCustomers);
  testCustomers = [];
  await testApp.close();
});

function get(url: string, token?: string) {
  return testApp.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });
}

async function page(url: string, token?: string): Promise<ContentPage> {
  const response = await get(url, token);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return contentPageSchema.parse(response.json());
}

const itemIds = (content: ContentPage) => content.rows.flatMap((row) => row.placements.map((place) => place.item.id));
const layouts = (content: ContentPage) =>
  content.rows.flatMap((row) => row.placements.map((place) => place.item.layoutVariant));

/** Every secured content call, as a URL for a language (the user guide and content by id take it as query). */
const securedCalls: ReadonlyArray<[name: string, url: (lang: string) => string]> = [
  ['generic page', (lang) => `/priv/api/v1/cms/${lang}/about`],
  ['technical documents', (lang) => `/priv/api/v1/cms/contents-technical-doc/${lang}`],
  ['user guide', (lang) => `/priv/api/v1/cms/userguide/orders?lang=${lang}`],
  ['homepage', (lang) => `/priv/api/v1/cms/contents-homepage/${lang}`],
  ['help', (lang) => `/priv/api/v1/cms/contents-help/${lang}`],
  ['faq', (lang) => `/priv/api/v1/cms/contents-faq/${lang}`],
  ['legal documents', (lang) => `/priv/api/v1/cms/contents-doc/${lang}`],
  ['content by id', (lang) => `/priv/api/v1/cms/content/faq?lang=${lang}`],
  ['brand page', (lang) => `/priv/api/v1/cms/brandpage/${lang}/40`],
  ['brand landing page', (lang) => `/priv/api/v1/cms/brand-landing-page/${lang}/45`],
  ['brand contents', (lang) => `/priv/api/v1/cms/brand-contents/${lang}/50`],
];

describe('secured content calls', () => {
  it.each(securedCalls)('%s: 200 with a content page in the language asked for', async (_, url) => {
    for (const lang of ['en', 'it']) {
      const content = await page(url(lang), tokens.customer);
      expect(content.language).toBe(lang);
      expect(content.rows.length).toBeGreaterThan(0);
    }
  });

  it.each(securedCalls)('%s: 401 without a token', async (_, url) => {
    const response = await get(url('en'));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Unauthorized', message: expect.any(String) });
  });

  it.each(securedCalls)('%s: naming lang for a language it has no page in', async (_, url) => {
    const response = await get(url('nl'), tokens.customer);
    // A language in the path names a page that does not exist; in the query it is a bad choice.
    const [status, error] = url('nl').includes('lang=') ? [400, 'Bad Request'] : [404, 'Not Found'];
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error, details: [{ field: 'lang' }] });
  });

  it('answers private, revalidated caching', async () => {
    const response = await get('/priv/api/v1/cms/contents-faq/en', tokens.customer);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('homepage', () => {
  it('gives customers the season hero, a notification, cards, a carousel, banners and a video banner', async () => {
    const content = await page('/priv/api/v1/cms/contents-homepage/en', tokens.customer);
    expect(content).toMatchObject({ id: 'homepage', name: 'Homepage', language: 'en' });
    expect(new Set(layouts(content))).toEqual(
      new Set([
        'b2b-hero-banner',
        'b2b-notification',
        'b2b-cards',
        'b2b-carousel',
        'b2b-image-banner',
        'b2b-text-banner',
        'b2b-video-banner',
      ]),
    );
    expect(itemIds(content)[0]).toBe('season-hero');
  });

  it("serves a sold-to's own page over the general one, and the general page to other sold-tos", async () => {
    const own = await page(`/priv/api/v1/cms/contents-homepage/de?customerId=${germanSoldTo}`, tokens.german);
    expect(itemIds(own)).toEqual(['account-hero', 'display-kit']);
    expect(JSON.stringify(own)).toContain(germanLegalName);
    const general = await page('/priv/api/v1/cms/contents-homepage/de', tokens.german);
    expect(itemIds(general)[0]).toBe('season-hero');
    const other = await page(`/priv/api/v1/cms/contents-homepage/de?customerId=${customerSoldTo}`, tokens.customer);
    expect(itemIds(other)[0]).toBe('season-hero');
  });

  it("refuses a customerId that is not one of the caller's sold-tos (403)", async () => {
    for (const url of [
      `/priv/api/v1/cms/contents-homepage/en?customerId=${germanSoldTo}`,
      `/priv/api/v1/cms/contents-doc/en?customerId=${germanSoldTo}`,
      `/priv/api/v1/cms/content/homepage?customerId=${germanSoldTo}`,
      `/priv/api/v1/cms/brandpage/en/40?customerId=${germanSoldTo}`,
    ]) {
      const response = await get(url, tokens.customer);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ error: 'Forbidden', message: expect.any(String) });
    }
  });

  it('lets staff see a customer’s content in an on-behalf session for it only', async () => {
    const url = `/priv/api/v1/cms/contents-homepage/de?customerId=${germanSoldTo}`;
    const sessionId = await startOnBehalf(testApp.app, tokens.staff, germanSoldTo);
    const onBehalf = await testApp.app.inject({
      method: 'GET',
      url,
      headers: { ...bearer(tokens.staff), [onBehalfSessionHeader]: sessionId },
    });
    expect(onBehalf.statusCode, onBehalf.body).toBe(200);
    expect(itemIds(contentPageSchema.parse(onBehalf.json()))[0]).toBe('account-hero');
    expect((await get(url, tokens.staff)).statusCode).toBe(403);
    expect((await get(url, internalWithoutOnBehalf)).statusCode).toBe(403);
  });

  it('answers 400 naming customerId for a malformed customer number', async () => {
    const response = await get('/priv/api/v1/cms/contents-homepage/en?customerId=12ab', tokens.customer);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ details: [{ field: 'customerId' }] });
  });
});

describe('internal-user content', () => {
  it('gives internal users the staff homepage', async () => {
    const content = await page('/priv/api/v1/cms/contents-homepage/en/internal-user', tokens.staff);
    expect(layouts(content)).toEqual(['b2b-hero-banner', 'b2b-notification', 'b2b-text-banner']);
    const byId = await page('/priv/api/v1/cms/content/homepage/internal-user?lang=fr', tokens.staff);
    expect(byId).toMatchObject({ id: 'homepage', language: 'fr', name: 'Accueil collaborateurs' });
  });

  it('refuses customers (403)', async () => {
    for (const url of [
      '/priv/api/v1/cms/contents-homepage/en/internal-user',
      '/priv/api/v1/cms/content/homepage/internal-user',
    ]) {
      const response = await get(url, tokens.customer);
      expect(response.statusCode, url).toBe(403);
    }
  });

  it('answers 404 for an unknown language and for an unknown id', async () => {
    expect((await get('/priv/api/v1/cms/contents-homepage/xx/internal-user', tokens.staff)).statusCode).toBe(404);
    const unknown = await get('/priv/api/v1/cms/content/no-such-page/internal-user', tokens.staff);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('content by id and user guide', () => {
  it("speaks the caller's saved language unless lang is given", async () => {
    expect((await page('/priv/api/v1/cms/userguide/getting-started', tokens.german)).language).toBe('de');
    expect((await page('/priv/api/v1/cms/userguide/getting-started', tokens.customer)).language).toBe('en');
    expect((await page('/priv/api/v1/cms/userguide/documents?lang=es', tokens.german)).language).toBe('es');
    const byId = await page('/priv/api/v1/cms/content/userguide.orders', tokens.german);
    expect(byId).toMatchObject({ id: 'userguide.orders', language: 'de', title: 'Aufträge und Lieferungen' });
  });

  it('has the user guide chapters as rich text', async () => {
    for (const segment of ['getting-started', 'orders', 'documents']) {
      const content = await page(`/priv/api/v1/cms/userguide/${segment}?lang=en`, tokens.customer);
      expect(layouts(content)).toContain('b2b-rich-text');
    }
  });

  it('answers 404 with the error shape for an unknown segment or id', async () => {
    for (const url of [
      '/priv/api/v1/cms/userguide/returns',
      '/priv/api/v1/cms/content/nothing-here',
      '/priv/api/v1/cms/content/..%2Fetc',
      '/priv/api/v1/cms/content/UPPER',
    ]) {
      const response = await get(url, tokens.customer);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: 'Not Found', message: expect.any(String) });
    }
  });

  it('answers 400 naming lang for an unknown lang query', async () => {
    const response = await get('/priv/api/v1/cms/content/faq?lang=EN', tokens.customer);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ details: [{ field: 'lang' }] });
  });
});

describe('generic pages', () => {
  it('serves a page by path, and 404 for an unknown or malformed path', async () => {
    const about = await page('/priv/api/v1/cms/fr/about', tokens.customer);
    expect(about).toMatchObject({ id: 'page.about', language: 'fr', title: 'À propos du Groupe' });
    expect((await page('/priv/api/v1/cms/de/sustainability', tokens.customer)).id).toBe('page.sustainability');
    for (const url of [
      '/priv/api/v1/cms/en/nothing-here',
      '/priv/api/v1/cms/en/about/team',
      '/priv/api/v1/cms/en/',
      '/priv/api/v1/cms/en/About',
      '/priv/api/v1/cms/en/a..b',
    ]) {
      const response = await get(url, tokens.customer);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ error: 'Not Found' });
    }
  });

  it('does not let the generic route swallow the named ones', async () => {
    const faq = await page('/priv/api/v1/cms/contents-faq/en', tokens.customer);
    expect(faq.id).toBe('faq');
    // A name that is not a language is refused as one.
    const response = await get('/priv/api/v1/cms/contents-nothing/en', tokens.customer);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ details: [{ field: 'lang' }] });
  });
});

describe('FAQ, help and documents', () => {
  it('has an accordion of at least six questions', async () => {
    const faq = await page('/priv/api/v1/cms/contents-faq/es', tokens.customer);
    const accordion = faq.rows
      .flatMap((row) => row.placements)
      .find((place) => place.item.layoutVariant === 'b2b-accordion');
    expect(accordion?.item.data.entries?.length).toBeGreaterThanOrEqual(6);
  });

  it('lists technical documents whose addresses are PDFs under the media placeholder', async () => {
    const content = await page('/priv/api/v1/cms/contents-technical-doc/en', tokens.customer);
    const list = content.rows
      .flatMap((row) => row.placements)
      .find((place) => place.item.layoutVariant === 'b2b-document-list');
    const uris = list?.item.data.entries?.map((entry) => entry.uri) ?? [];
    expect(uris.length).toBeGreaterThanOrEqual(4);
    for (const uri of uris) expect(uri).toMatch(/^\/caas\/v1\/media\/docs\/[a-z-]+-en\.pdf$/);
  });

  it('names the legal documents page placements and points each item at its PDF', async () => {
    const content = await page(`/priv/api/v1/cms/contents-doc/de?customerId=${germanSoldTo}`, tokens.german);
    const placements = content.rows.flatMap((row) => row.placements);
    expect(placements.map((place) => place.name)).toEqual([...legalDocumentPlacements]);
    for (const place of placements) {
      expect(place.item.uri).toMatch(new RegExp(`^/caas/v1/media/legal/${place.name}-\\d{4}-\\d{2}-de\\.pdf$`));
    }
  });
});

describe('brand content', () => {
  it('serves the brand page, landing page and contents by catalogue id or slug', async () => {
    const brandPage = await page('/priv/api/v1/cms/brandpage/en/the-north-face', tokens.customer);
    expect(brandPage).toMatchObject({ id: 'brand-page.40', title: 'The North Face' });
    expect(layouts(brandPage)).toEqual(['b2b-brand-header', 'b2b-cards']);
    expect((await page('/priv/api/v1/cms/brandpage/en/40', tokens.customer)).id).toBe('brand-page.40');
    const landing = await page('/priv/api/v1/cms/brand-landing-page/fr/vans', tokens.customer);
    expect(landing).toMatchObject({ id: 'brand-landing.50', language: 'fr' });
    const contents = await page('/priv/api/v1/cms/brand-contents/it/10', tokens.customer);
    expect(contents).toMatchObject({ id: 'brand-contents.10', language: 'it' });
  });

  it('answers 404 for an unknown brand', async () => {
    for (const url of [
      '/priv/api/v1/cms/brandpage/en/99',
      '/priv/api/v1/cms/brand-landing-page/en/acme',
      '/priv/api/v1/cms/brand-contents/en/%3Cscript%3E',
    ]) {
      const response = await get(url, tokens.customer);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: 'Not Found', message: expect.any(String) });
    }
  });
});

describe('GET /pub/api/v1/cms/contents-prelogin/:lang', () => {
  it('serves the sign-in page content without a token, publicly cached', async () => {
    const response = await get('/pub/api/v1/cms/contents-prelogin/de');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const content = contentPageSchema.parse(response.json());
    expect(content).toMatchObject({ id: 'prelogin', language: 'de' });
    expect(layouts(content)).toEqual(['b2b-hero-banner', 'b2b-text-banner', 'b2b-cards']);
  });

  it('answers 404 naming lang for a language it has no page in', async () => {
    const response = await get('/pub/api/v1/cms/contents-prelogin/pt');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'Not Found', details: [{ field: 'lang' }] });
  });
});
