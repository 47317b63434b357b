/**
 * `npm run mock:generate`: writes the answers of mock mode (apps/portal/mock/, spec 7) from the real server, run in
 * this process on an in-memory database with the demo seed. Each persona signs in through the embedded provider
 * and the calls the portal makes for it are injected, so the files agree with each other and with the contracts.
 * The file names follow apps/portal/src/mock/mock-calls.ts; its test validates every file written here.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  acceptTermsEndpoint,
  contentMediaPlaceholder,
  endpointPath,
  getBrandLandingPageEndpoint,
  getBrandPageEndpoint,
  getHomepageContentEndpoint,
  getInternalHomepageContentEndpoint,
  getLabelsEndpoint,
  getLegalDocumentsEndpoint,
  getPermissionsEndpoint,
  getPreloginContentEndpoint,
  getPublicLabelsEndpoint,
  getSoldTosEndpoint,
  labelLocaleOf,
  languageIds,
  permissionsRecordSchema,
  resolveMediaUri,
  runtimeConfigSchema,
  type EndpointDeclaration,
  type LanguageId,
  type SoldTo,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import {
  findMockCall,
  mockFilePath,
  mockFolderOf,
  mockIndexFile,
  mockPersonasFile,
  type MockIndex,
  type MockPersona,
} from '../apps/portal/src/mock/mock-calls.ts';
import { loadPersonas } from '../server/src/seed/demo-files.ts';
import { buildApp } from '../server/src/app.ts';
import { inMemoryDataDir, loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { migrateDatabase } from '../server/src/db/migrate.ts';
import { seedDatabase } from '../server/src/db/seed.ts';
import { loadDemoDocuments } from '../server/src/seed/documents.ts';
import { Browser } from '../server/test/helpers/oidc-flow.ts';

const mockRoot = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'portal', 'mock');

let written = 0;

function writeJson(file: string, body: unknown): void {
  const target = join(mockRoot, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, `${JSON.stringify(body, null, 2)}\n`);
  written += 1;
}

/** Each folder's index: the files it holds with the HTTP status they answer with. */
const indexes = new Map<string, MockIndex>();

/** Every answer written, for the media they reference. */
const answers: unknown[] = [];

/** Where mock mode's configuration puts the content's media: files below `/mock/media/`. */
const mockMediaPath = '/mock/media';

/** Media addresses in content (spec 7 media links), with `{width}` and `{cropName}` filled in for each size. */
function mediaAddresses(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) mediaAddresses(item, found);
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const sizes = Array.isArray(record.sizes) ? (record.sizes as Array<{ width: number; name: string }>) : [];
    for (const [key, field] of Object.entries(record)) {
      if (typeof field === 'string' && field.startsWith(contentMediaPlaceholder) && key !== 'href') {
        if (field.includes('{width}'))
          for (const size of sizes) found.add(resolveMediaUri(field, contentMediaPlaceholder, size));
        else if (/\.(svg|vtt)$/.test(field)) found.add(field);
      } else {
        mediaAddresses(field, found);
      }
    }
  }
  return found;
}

/**
 * The images and captions the recorded content shows, fetched from the server's media routes into
 * `media/` (documents and videos stay out: they are large, and only linked to).
 */
async function recordMedia(app: FastifyInstance, serverMediaPath: string): Promise<void> {
  const addresses = [...mediaAddresses(answers)].sort();
  for (const address of addresses) {
    const path = address.slice(contentMediaPlaceholder.length);
    const response = await app.inject({ method: 'GET', url: `${serverMediaPath}${path}` });
    if (response.statusCode !== 200) throw new Error(`Media ${address} answered ${response.statusCode}`);
    const target = join(mockRoot, 'media', path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, response.rawPayload);
    written += 1;
  }
}

function writeAnswer(file: string, status: number, body: unknown): void {
  answers.push(body);
  const folder = mockFolderOf(file);
  const index = indexes.get(folder) ?? {};
  index[file.slice(folder.length + 1)] = status;
  indexes.set(folder, index);
  writeJson(file, body);
}

/** Random ids of this run's database, by the stand-in written instead. */
const stableIds = new Map<string, string>();

/** A UUID-shaped id that is the same on every run for the same persona. */
function stableId(persona: string): string {
  const hex = createHash('sha256').update(`mock persona ${persona}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * What changes with every run (the users' random ids, the clock of an acceptance) is written the same each
 * time, so regenerating changes only the files whose content changed.
 */
function stable(body: unknown, persona: string | null): unknown {
  if (persona && typeof body === 'object' && body !== null && 'userId' in body && typeof body.userId === 'string') {
    stableIds.set(body.userId, stableId(persona));
  }
  let text = JSON.stringify(body);
  for (const [id, standIn] of stableIds) text = text.replaceAll(id, standIn);
  const result = JSON.parse(text) as unknown;
  if (typeof result === 'object' && result !== null && 'termsAndConditionsTimestamp' in result) {
    return { ...result, termsAndConditionsTimestamp: '2026-01-05T09:00:00.000Z' };
  }
  return result;
}

/** Injects one call and writes its answer where the mock transport looks for it. */
async function record(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  persona: string | null,
  token?: string,
  expectedRefusals: readonly number[] = [],
): Promise<unknown> {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const call = findMockCall(method, pathname);
  if (!call) throw new Error(`${method} ${pathname} is not a mock call (apps/portal/src/mock/mock-calls.ts)`);
  const response = await app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (response.statusCode >= 400 && !expectedRefusals.includes(response.statusCode)) {
    throw new Error(`${method} ${url} for ${persona ?? 'everyone'} answered ${response.statusCode}: ${response.body}`);
  }
  const file = mockFilePath(call, pathname, searchParams, persona);
  if (!file) throw new Error(`${method} ${pathname} needs a persona`);
  const body = stable(response.json(), persona);
  writeAnswer(file, response.statusCode, body);
  return response.statusCode < 400 ? body : undefined;
}

/** The URL of a declared endpoint's call: its path with the parameters filled in, and the query. */
function callUrl(
  endpoint: EndpointDeclaration,
  params: Record<string, string | number> = {},
  query: Record<string, string> = {},
): string {
  const search = new URLSearchParams(query).toString();
  return `${endpointPath(endpoint, params)}${search ? `?${search}` : ''}`;
}

/** `record` of a declared endpoint: method and path from its declaration. */
function recordEndpoint(
  app: FastifyInstance,
  endpoint: EndpointDeclaration,
  input: { params?: Record<string, string | number>; query?: Record<string, string> },
  persona: string | null,
  token?: string,
  expectedRefusals: readonly number[] = [],
): Promise<unknown> {
  const method = endpoint.method as 'GET' | 'POST' | 'PUT';
  return record(app, method, callUrl(endpoint, input.params, input.query), persona, token, expectedRefusals);
}

const staticRoot = mkdtempSync(join(tmpdir(), 'portal-mock-'));
const config = loadConfig({
  LOG_LEVEL: 'silent',
  NODE_ENV: 'development',
  DATA_DIR: inMemoryDataDir,
  STATIC_ROOT: staticRoot,
  SEED_DEMO: 'true',
});
const database = await openDatabase(config);
await migrateDatabase(database);
await seedDatabase(database.db, { demo: true });
const app = buildApp({ config, database, documents: loadDemoDocuments() });
try {
  await app.ready();
  rmSync(mockRoot, { recursive: true, force: true });

  // The content's media come from the mock folder too (see recordMedia below).
  const serverConfig = runtimeConfigSchema.parse(await record(app, 'GET', '/pub/api/v1/config', null));
  writeAnswer('common/get/pub/api/v1/config.json', 200, { ...serverConfig, contentResourcePath: mockMediaPath });
  for (const language of languageIds) {
    const locale = labelLocaleOf(language);
    await recordEndpoint(app, getPublicLabelsEndpoint, { params: { locale } }, null);
    await recordEndpoint(app, getPreloginContentEndpoint, { params: { lang: language } }, null);
  }

  const { personas, password } = loadPersonas();
  const offered: MockPersona[] = [];
  let privateLabelsWritten = false;
  for (const entry of personas) {
    const persona = entry.username.split('@')[0] ?? entry.username;
    const { access_token: token } = await new Browser(app).signIn(entry.username, password);
    offered.push({
      persona,
      username: entry.username,
      name: `${entry.givenName} ${entry.familyName}`,
      locale: entry.locale,
    });
    if (!privateLabelsWritten) {
      for (const language of languageIds) {
        await recordEndpoint(app, getLabelsEndpoint, { params: { locale: labelLocaleOf(language) } }, null, token);
      }
      privateLabelsWritten = true;
    }

    // No portal access (pending@): the server refuses with 403 and the portal shows the waiting page.
    const permissions = await recordEndpoint(app, getPermissionsEndpoint, {}, persona, token, [403]);
    if (!permissions) continue;
    const internal = entry.companyType === 'internal';
    const soldTos = (await recordEndpoint(app, getSoldTosEndpoint, {}, persona, token)) as SoldTo[];
    const { activeBrands } = permissionsRecordSchema.parse(permissions);

    const contentLanguages: readonly LanguageId[] = languageIds;
    for (const language of contentLanguages) {
      if (internal) {
        await recordEndpoint(app, getInternalHomepageContentEndpoint, { params: { lang: language } }, persona, token);
        continue;
      }
      for (const soldTo of soldTos) {
        const forSoldTo = { params: { lang: language }, query: { customerId: soldTo.customerId } };
        await recordEndpoint(app, getHomepageContentEndpoint, forSoldTo, persona, token);
        await recordEndpoint(app, getLegalDocumentsEndpoint, forSoldTo, persona, token);
        // The brand pages of the persona's brands; a brand without a page answers 404, as on the server.
        for (const brand of activeBrands) {
          const brandPage = { params: { lang: language, brand }, query: forSoldTo.query };
          await recordEndpoint(app, getBrandPageEndpoint, brandPage, persona, token, [403, 404]);
        }
      }
      // The brand landing hub (spec 2.1, /tnf-gtm-hub), for the personas allowed to open it.
      const landingHub = { params: { lang: language, brand: '40' } };
      await recordEndpoint(app, getBrandLandingPageEndpoint, landingHub, persona, token, [403, 404]);
    }
    // Last, as it changes the database: the terms acceptance of each sold-to still waiting for one.
    for (const soldTo of soldTos) {
      if (!internal && !soldTo.termsAndConditionsTimestamp) {
        await recordEndpoint(
          app,
          acceptTermsEndpoint,
          { query: { customer: soldTo.customerId } },
          persona,
          token,
          // Without the terms privilege (limited@) the server refuses, and so does mock mode.
          [403],
        );
      }
    }
  }
  await recordMedia(app, serverConfig.contentResourcePath);
  writeJson(mockPersonasFile, offered);
  for (const [folder, index] of indexes) {
    const sorted = Object.fromEntries(Object.entries(index).sort(([a], [b]) => a.localeCompare(b)));
    writeJson(`${folder}/${mockIndexFile}`, sorted);
  }
  console.log(`Mock data: ${written} files written to apps/portal/mock/`);
} finally {
  await app.close();
  await database.close();
  rmSync(staticRoot, { recursive: true, force: true });
}
