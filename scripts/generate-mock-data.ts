/**
 * `npm run mock:generate`: writes the answers of mock mode (apps/portal/mock/, spec 7; ignored by git, and written
 * on first use by mock mode and its tests through scripts/mock-data.ts) from the real server, run in
 * this process on an in-memory database with the demo seed. Each persona signs in through the embedded provider
 * and the calls the portal makes for it are injected, so the files agree with each other and with the contracts.
 * The file names follow apps/portal/src/mock/mock-calls.ts; its test validates every file written here.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import {
  acceptTermsEndpoint,
  apiErrorSchema,
  contentMediaPlaceholder,
  createContactEndpoint,
  createCustomerCreationRequestEndpoint,
  deleteUpdateEndpoint,
  documentTypes,
  endOnBehalfSessionEndpoint,
  forgotPasswordEndpoint,
  endpointPath,
  getAccountUsersEndpoint,
  getBrandLandingPageEndpoint,
  getBrandPageEndpoint,
  getCompanyInfoEndpoint,
  getContactsEndpoint,
  getCustomerCreationCustomerEndpoint,
  getCustomerCreationRequestEndpoint,
  getCustomerCreationRequestsEndpoint,
  getCustomerEndpoint,
  getCustomerTermsEndpoint,
  getDocumentEndpoint,
  getAccountSummaryEndpoint,
  getDocumentTotalsEndpoint,
  getDocumentsEndpoint,
  getNotificationPreferencesEndpoint,
  getOnBehalfConsentEndpoint,
  getOnBehalfOverviewEndpoint,
  getAccessLogEndpoint,
  getDashboardFavouritesEndpoint,
  getOnBehalfSessionStatusEndpoint,
  extendOnBehalfSessionEndpoint,
  getOrderTotalsEndpoint,
  getFaqContentEndpoint,
  getHelpContentEndpoint,
  getHomepageContentEndpoint,
  getInternalHomepageContentEndpoint,
  getLabelsEndpoint,
  getLegalDocumentsEndpoint,
  getOnBehalfAuditEndpoint,
  getOrderEndpoint,
  getOrderReturnabilityEndpoint,
  getOrdersEndpoint,
  getPasswordInfoEndpoint,
  getPermissionsEndpoint,
  getPreloginContentEndpoint,
  getPublicFaqContentEndpoint,
  getPublicLabelsEndpoint,
  getRecentCustomersEndpoint,
  getReportEndpoint,
  getReportsEndpoint,
  getSoldTosEndpoint,
  getStoreEndpoint,
  getStoresEndpoint,
  getTechnicalDocumentsContentEndpoint,
  getTermsDocumentEndpoint,
  getTicketEndpoint,
  getTicketsEndpoint,
  createTicketEndpoint,
  replyToTicketEndpoint,
  ticketDetailSchema,
  getUpdateEndpoint,
  getUpdatesEndpoint,
  getUserGuideContentEndpoint,
  getUserInfoEndpoint,
  getVasDocumentEndpoint,
  labelLocaleOf,
  languageIds,
  markAllUpdatesReadEndpoint,
  markUpdateReadEndpoint,
  onBehalfSessionHeader,
  onBehalfSessionSchema,
  permissionsRecordSchema,
  recordFaqFeedbackEndpoint,
  requestDetailSchema,
  resolveMediaUri,
  runtimeConfigSchema,
  searchCustomersEndpoint,
  sendDocumentsEndpoint,
  sendTermsDocumentEndpoint,
  startOnBehalfSessionEndpoint,
  transitionCustomerCreationRequestEndpoint,
  updateContactEndpoint,
  updateCustomerCreationRequestEndpoint,
  updateTypes,
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
  type MockCall,
  type MockIndex,
  type MockPersona,
} from '../apps/portal/src/mock/mock-calls.ts';
import { loadPersonas } from '../server/src/seed/demo-files.ts';
import { buildApp } from '../server/src/app.ts';
import { inMemoryDataDir, loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { migrateDatabase } from '../server/src/db/migrate.ts';
import { seedDatabase } from '../server/src/seed/seed-database.ts';
import { demoTicketAttachments, demoTicketStoreFiles } from '../server/src/seed/ticket-attachments.ts';
import { multipart } from '../server/test/modules/tickets/multipart.ts';
import { loadDemoDocuments } from '../server/src/seed/documents.ts';
import { Browser } from '../server/test/helpers/oidc-flow.ts';
import { inputsHashFile, mockInputsHash, mockRoot } from './mock-data.ts';

/** Every file this run made, below the mock folder; the ones it did not make are removed at the end. */
const made = new Set<string>();
let changed = 0;

/** Writes a file only if its content changed, so regenerating touches only what changed. */
function writeFile(file: string, content: Buffer | string): void {
  const target = join(mockRoot, file);
  made.add(file);
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  if (existsSync(target) && readFileSync(target).equals(bytes)) return;
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, bytes);
  changed += 1;
}

function writeJson(file: string, body: unknown): void {
  writeFile(file, `${JSON.stringify(body, null, 2)}\n`);
}

function filesBelow(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesBelow(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

/** Removes the files of an earlier run this one did not make (an answer that is gone), and emptied folders. */
function removeStaleFiles(): number {
  const stale = filesBelow(mockRoot).filter((file) => !made.has(relative(mockRoot, file)));
  for (const file of stale) rmSync(file);
  const removeEmpty = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const child = join(folder, entry.name);
      removeEmpty(child);
      if (readdirSync(child).length === 0) rmSync(child, { recursive: true });
    }
  };
  if (existsSync(mockRoot)) removeEmpty(mockRoot);
  return stale.length;
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
    writeFile(join('media', path), response.rawPayload);
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

/** The id of this run's database an answer's stand-in replaced (for the calls that follow). */
function realIdOf(standIn: string): string {
  for (const [id, written] of stableIds) if (written === standIn) return id;
  return standIn;
}

/** A path with the stand-ins of the random ids in it. */
function withStandIns(path: string): string {
  let result = path;
  for (const [id, standIn] of stableIds) result = result.replaceAll(id, standIn);
  return result;
}

/** A UUID-shaped id that is the same on every run for the same persona. */
function stableId(persona: string): string {
  const hex = createHash('sha256').update(`mock persona ${persona}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A random (version 4) UUID, as the database makes them for tickets, contacts, sessions, requests, ... */
const randomUuid = /[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/g;

/** ISO date-times of this run's clock (the generator's own writes, times derived from now). */
const isoDateTime = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g;
const runStartedAt = Date.now();
const fixedClock = Date.parse('2026-01-05T09:00:00.000Z');
/** Times of this run are written as this fixed clock plus their distance from the run's start, in steps. */
const clockStep = 10 * 60 * 1000;

function stableTime(time: string): string {
  const at = Date.parse(time);
  if (at < runStartedAt - 60_000) return time;
  return new Date(fixedClock + Math.floor((at - runStartedAt) / clockStep) * clockStep).toISOString();
}

/**
 * What changes with every run is written the same each time, so regenerating changes only the files whose
 * content changed: a user's random id becomes one derived from the persona, every other random id a stand-in
 * named by the order it was first seen in (the calls that follow send the real one: `realIdOf`), and a time of
 * this run's clock a fixed one.
 */
function stable(body: unknown, persona: string | null): unknown {
  if (persona && typeof body === 'object' && body !== null && 'userId' in body && typeof body.userId === 'string') {
    if (!stableIds.has(body.userId)) stableIds.set(body.userId, stableId(persona));
  }
  let text = JSON.stringify(body);
  for (const id of text.match(randomUuid) ?? []) {
    if (!stableIds.has(id)) stableIds.set(id, stableId(`random id ${stableIds.size}`));
  }
  for (const [id, standIn] of stableIds) text = text.replaceAll(id, standIn);
  text = text.replace(isoDateTime, stableTime);
  const result = JSON.parse(text) as unknown;
  if (typeof result === 'object' && result !== null && 'termsAndConditionsTimestamp' in result) {
    return { ...result, termsAndConditionsTimestamp: '2026-01-05T09:00:00.000Z' };
  }
  return result;
}

/** What a recorded call sends besides its URL: a JSON body, and headers (the on-behalf session). */
interface CallInput {
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * Injects one call and writes its answer where the mock transport looks for it (a 204 writes nothing: mock mode
 * answers it without a file).
 */
async function record(
  app: FastifyInstance,
  method: MockCall['method'],
  url: string,
  persona: string | null,
  token?: string,
  expectedRefusals: readonly number[] = [],
  { body, headers = {} }: CallInput = {},
): Promise<unknown> {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const call = findMockCall(method, pathname);
  if (!call) throw new Error(`${method} ${pathname} is not a mock call (apps/portal/src/mock/mock-calls.ts)`);
  const response = await app.inject({
    method,
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  if (response.statusCode >= 400 && !expectedRefusals.includes(response.statusCode)) {
    throw new Error(`${method} ${url} for ${persona ?? 'everyone'} answered ${response.statusCode}: ${response.body}`);
  }
  if (response.statusCode === 204) return undefined;
  // Named as the portal will ask: with the stand-ins of the ids the earlier answers gave it.
  const file = mockFilePath(call, withStandIns(pathname), searchParams, persona);
  if (!file) throw new Error(`${method} ${pathname} needs a persona`);
  const answer = stable(response.json(), persona);
  // Mock mode must answer what the portal accepts: a refusal as the API's error body, else the call's contract.
  const contract = response.statusCode >= 400 ? apiErrorSchema : call.schema;
  const checked = contract?.safeParse(answer);
  if (checked?.error) throw new Error(`${method} ${url} for ${persona ?? 'everyone'}: ${checked.error.message}`);
  writeAnswer(file, response.statusCode, answer);
  return response.statusCode < 400 ? answer : undefined;
}

/** The URL of a declared endpoint's call: its path with the parameters filled in, and the query. */
function callUrl(
  endpoint: EndpointDeclaration,
  params: Record<string, string | number> = {},
  query: Record<string, string | number> = {},
): string {
  const search = new URLSearchParams(
    Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]),
  ).toString();
  return `${endpointPath(endpoint, params)}${search ? `?${search}` : ''}`;
}

/** `record` of a declared endpoint: method and path from its declaration. */
function recordEndpoint(
  app: FastifyInstance,
  endpoint: EndpointDeclaration,
  input: { params?: Record<string, string | number>; query?: Record<string, string | number> } & CallInput,
  persona: string | null,
  token?: string,
  expectedRefusals: readonly number[] = [],
): Promise<unknown> {
  const method = endpoint.method as MockCall['method'];
  const params = Object.fromEntries(
    Object.entries(input.params ?? {}).map(([name, value]) => [name, realIdOf(String(value))]),
  );
  const url = callUrl(endpoint, params, input.query);
  return record(app, method, url, persona, token, expectedRefusals, input);
}

/** A persona's calls, bound to the app, the persona and its token (and the on-behalf session, for staff). */
type Recorder = (
  endpoint: EndpointDeclaration,
  input?: { params?: Record<string, string | number>; query?: Record<string, string | number> } & CallInput,
  expectedRefusals?: readonly number[],
) => Promise<unknown>;

function recorderOf(
  app: FastifyInstance,
  persona: string,
  token: string,
  headers: Record<string, string> = {},
): Recorder {
  return (endpoint, input = {}, expectedRefusals = []) =>
    recordEndpoint(
      app,
      endpoint,
      { ...input, headers: { ...headers, ...input.headers } },
      persona,
      token,
      expectedRefusals,
    );
}

/** The page sizes the portal's lists ask for on first load. */
const listPageSize = 20;
/** The user guide's chapters (the help pages of the faqs-tickets remote). */
const userGuideSegments = ['getting-started', 'orders', 'documents'];
const updatesPageSize = 10;
const staffAccessPageSize = 10;

/** Items of a list answer (an array, or a page's `items`). */
function itemsOf<T>(answer: unknown): T[] {
  if (Array.isArray(answer)) return answer as T[];
  if (typeof answer === 'object' && answer !== null && 'items' in answer) return answer.items as T[];
  return [];
}

/**
 * The calls of the customer features (orders, reports, documents, tickets, updates, help, account settings) for
 * one sold-to: each list's first page as the portal asks for it, and each of its items. Reads only; the writes
 * come from `recordCustomerWrites` after every persona's reads, so no persona sees another's changes.
 * A call the persona may not make answers the server's refusal, as on the server. Answers the ids of the tickets
 * listed that are not closed (the writes reply to them).
 */
async function recordCustomerFeatures(
  call: Recorder,
  customer: string,
  options: { staffAccess: boolean },
): Promise<{ ticketIds: string[] }> {
  const refused = [403, 404];
  await call(getUserInfoEndpoint);
  await call(getCustomerEndpoint, { query: { onBehalf: 'false', currentCustomerId: customer } }, refused);
  for (const lang of languageIds) {
    await call(getHelpContentEndpoint, { params: { lang } }, refused);
    await call(getFaqContentEndpoint, { params: { lang } }, refused);
    await call(getTechnicalDocumentsContentEndpoint, { params: { lang } }, refused);
    for (const segment of userGuideSegments) {
      await call(getUserGuideContentEndpoint, { params: { segment }, query: { lang } }, refused);
    }
  }

  const firstPage = { pageNumber: 0, pageSize: listPageSize };
  const orders = await call(getOrdersEndpoint, { query: { customer, ...firstPage } }, refused);
  await call(getOrderTotalsEndpoint, { query: { customer } }, refused);
  for (const { source, orderId } of itemsOf<{ source: string; orderId: string }>(orders)) {
    const params = { source, orderId };
    await call(getOrderEndpoint, { params, query: { customer } }, refused);
    await call(getOrderReturnabilityEndpoint, { params, query: { customer } }, refused);
  }
  const reports = await call(getReportsEndpoint, { query: { customer } }, refused);
  for (const { slug } of itemsOf<{ slug: string }>(reports)) {
    await call(getReportEndpoint, { params: { slug }, query: { customer } }, refused);
  }
  await call(getAccountSummaryEndpoint, { query: { customer } }, refused);
  for (const type of documentTypes) {
    const documents = await call(getDocumentsEndpoint, { query: { customer, type, ...firstPage } }, refused);
    await call(getDocumentTotalsEndpoint, { query: { customer, type } }, refused);
    for (const { documentId } of itemsOf<{ documentId: string }>(documents)) {
      await call(getDocumentEndpoint, { params: { type, documentId }, query: { customer } }, refused);
    }
  }
  const tickets = await call(getTicketsEndpoint, { query: { customer, ...firstPage } }, refused);
  const ticketIds = itemsOf<{ ticketId: string; status: string }>(tickets)
    .filter(({ status }) => status !== 'closed')
    .map(({ ticketId }) => ticketId);
  for (const { ticketId } of itemsOf<{ ticketId: string }>(tickets)) {
    await call(getTicketEndpoint, { params: { ticketId }, query: { customer } }, refused);
  }

  // Updates: the shell's pages of one, then the list (every type, and each type) and each update on it.
  const soldTo = customer;
  await call(getUpdatesEndpoint, { query: { soldTo, pageNumber: 0, pageSize: 1 } }, refused);
  await call(
    getUpdatesEndpoint,
    { query: { soldTo, pageNumber: 0, pageSize: 1, type: 'alert', sort: 'unread' } },
    refused,
  );
  const passwordNotice = { soldTo, pageNumber: 0, pageSize: 1, updateType: 'expiring_password' };
  await call(getUpdatesEndpoint, { query: passwordNotice }, refused);
  const updates = await call(
    getUpdatesEndpoint,
    { query: { soldTo, pageNumber: 0, pageSize: updatesPageSize } },
    refused,
  );
  for (const type of updateTypes) {
    await call(getUpdatesEndpoint, { query: { soldTo, pageNumber: 0, pageSize: updatesPageSize, type } }, refused);
  }
  for (const { id } of itemsOf<{ id: string }>(updates)) {
    await call(getUpdateEndpoint, { params: { id }, query: { soldTo } }, refused);
  }

  await call(getCompanyInfoEndpoint, { query: { customer } }, refused);
  const stores = await call(getStoresEndpoint, { query: { customer, ...firstPage } }, refused);
  for (const { partnerId } of itemsOf<{ partnerId: string }>(stores)) {
    await call(getStoreEndpoint, { params: { shipToId: partnerId }, query: { customer } }, refused);
  }
  await call(getContactsEndpoint, { query: { customer } }, refused);
  await call(getAccountUsersEndpoint, { query: { customer } }, refused);
  await call(getCustomerTermsEndpoint, { query: { customer } }, refused);
  await call(getTermsDocumentEndpoint, { query: { customer } }, refused);
  for (const lang of languageIds) await call(getTermsDocumentEndpoint, { query: { customer, lang } }, refused);
  if (options.staffAccess) {
    const staffAccess = { customer, pageNumber: 0, pageSize: staffAccessPageSize };
    await call(getOnBehalfAuditEndpoint, { query: staffAccess }, refused);
    await call(getOnBehalfConsentEndpoint, { query: { customer } }, refused);
    await call(getPasswordInfoEndpoint, {}, refused);
    await call(getNotificationPreferencesEndpoint, {}, refused);
  }
  return { ticketIds };
}

/**
 * Tickets (multipart, like the portal sends them): a new ticket with the demo's delivery note, which mock mode
 * answers to every new ticket, and that ticket's page; then a reply to each ticket the customer may still answer
 * (the new one too).
 * Without ticketWrite the server refuses, and so does mock mode.
 */
async function recordTicketWrites(call: Recorder, customer: string, ticketIds: readonly string[]) {
  const refused = [403, 404];
  const note = (await demoTicketAttachments()).get('delivery-note-80061234.pdf');
  const files = note ? [{ name: note.fileName, type: note.contentType, content: note.content }] : [];
  const ticket = multipart(
    {
      subject: 'Wrong colour delivered',
      category: 'delivery',
      description: 'Carton C-07 holds the ocean colour instead of black. The delivery note is attached.',
    },
    files,
  );
  const created = await call(
    createTicketEndpoint,
    { query: { customer }, body: ticket.payload, headers: ticket.headers },
    refused,
  );
  const repliedTo = [...ticketIds];
  if (created) {
    const { ticketId } = ticketDetailSchema.parse(created);
    await call(getTicketEndpoint, { params: { ticketId }, query: { customer } }, refused);
    repliedTo.push(ticketId);
  }
  for (const ticketId of repliedTo) {
    const reply = multipart({ body: 'Thank you, here is the information you asked for.' });
    await call(
      replyToTicketEndpoint,
      { params: { ticketId }, query: { customer }, body: reply.payload, headers: reply.headers },
      [...refused, 409],
    );
  }
}

/**
 * The writes of the customer features, each made once for real on the in-memory database; mock mode answers
 * every such call with that answer (or 204 without a file). Updates are read and deleted one by one, so each
 * update of the list has its answer (the unread count that follows).
 */
async function recordCustomerWrites(call: Recorder, customer: string, ticketIds: readonly string[]) {
  const refused = [403, 404];
  await recordTicketWrites(call, customer, ticketIds);
  await call(
    recordFaqFeedbackEndpoint,
    { body: { topic: 'orders', faq: 'order-status', language: 'en', helpful: true } },
    refused,
  );
  const documents = await call(
    getDocumentsEndpoint,
    { query: { customer, type: 'invoice', pageNumber: 0, pageSize: listPageSize } },
    refused,
  );
  const [invoice] = itemsOf<{ documentId: string }>(documents);
  if (invoice) {
    const mail = {
      documents: [{ type: 'invoice', documentId: invoice.documentId }],
      recipients: ['buyer@example.com'],
    };
    await call(sendDocumentsEndpoint, { query: { customer }, body: mail }, refused);
  }
  await call(sendTermsDocumentEndpoint, { query: { customer } }, [...refused, 429]);
  const contact = {
    firstName: 'Mock',
    lastName: 'Contact',
    email: 'mock.contact@example.com',
    phone: '+441614960000',
    roles: ['orders'],
  };
  const created = (await call(createContactEndpoint, { query: { customer }, body: contact }, refused)) as
    { contactId: string; version: number } | undefined;
  if (created) {
    await call(
      updateContactEndpoint,
      { params: { contactId: created.contactId }, query: { customer }, body: { ...contact, version: created.version } },
      refused,
    );
  }
  const soldTo = customer;
  const updates = await call(
    getUpdatesEndpoint,
    { query: { soldTo, pageNumber: 0, pageSize: updatesPageSize } },
    refused,
  );
  const ids = itemsOf<{ id: string }>(updates).map(({ id }) => id);
  for (const id of ids) await call(markUpdateReadEndpoint, { params: { id }, query: { soldTo } }, refused);
  await call(markAllUpdatesReadEndpoint, { query: { soldTo } }, refused);
  for (const id of ids) await call(deleteUpdateEndpoint, { params: { id }, query: { soldTo } }, refused);
}

/** Customer creation: a new-customer request created as a draft, read, saved and withdrawn. */
async function recordCustomerCreationWrites(call: Recorder) {
  const data = { legalName: 'Mock Outdoor GmbH', soldTo: { country: 'DE', city: 'Berlin' } };
  const created = requestDetailSchema.parse(
    await call(createCustomerCreationRequestEndpoint, { body: { kind: 'new_customer', data } }),
  );
  const params = { requestId: created.requestId };
  await call(getCustomerCreationRequestEndpoint, { params });
  const saved = requestDetailSchema.parse(
    await call(updateCustomerCreationRequestEndpoint, { params, body: { version: created.version, data } }),
  );
  await call(transitionCustomerCreationRequestEndpoint, {
    params: { ...params, action: 'withdraw' },
    body: { version: saved.version },
  });
}

/**
 * Staff: the customer search as the page opens it, an on-behalf session on a customer (mock mode opens every
 * session on this one), the recent customers that then lists it, and the customer features in that session.
 */
async function recordStaffFeatures(
  app: FastifyInstance,
  persona: string,
  token: string,
  customer: { customerId: string; legalName: string },
) {
  const call = recorderOf(app, persona, token);
  await call(getUserInfoEndpoint);
  await call(searchCustomersEndpoint, { query: { q: '', pageNumber: 0, pageSize: 10 } });
  await call(getCustomerCreationRequestsEndpoint, {}, [403]);
  await call(getCustomerCreationCustomerEndpoint, { params: { customerId: customer.customerId } });
  const session = onBehalfSessionSchema.parse(
    await call(startOnBehalfSessionEndpoint, { body: { customerId: customer.customerId, reason: 'Mock mode visit' } }),
  );
  await call(getRecentCustomersEndpoint);
  // The group's access log as the page opens it (staff with the admin tool; the others are refused).
  await call(getAccessLogEndpoint, { query: { pageNumber: 0, pageSize: 20 } }, [403]);
  await call(getDashboardFavouritesEndpoint);
  const sessionId = realIdOf(session.sessionId);
  const onBehalf = recorderOf(app, persona, token, { [onBehalfSessionHeader]: sessionId });
  const forSoldTo = { query: { customerId: customer.customerId } };
  await onBehalf(getOnBehalfSessionStatusEndpoint, { params: { sessionId } });
  await onBehalf(extendOnBehalfSessionEndpoint, { params: { sessionId } });
  await onBehalf(getOnBehalfOverviewEndpoint, { query: { customer: customer.customerId } });
  for (const lang of languageIds) {
    await onBehalf(getHomepageContentEndpoint, { params: { lang }, ...forSoldTo }, [403, 404]);
    await onBehalf(getLegalDocumentsEndpoint, { params: { lang }, ...forSoldTo }, [403, 404]);
  }
  const { ticketIds } = await recordCustomerFeatures(onBehalf, customer.customerId, { staffAccess: false });
  return { onBehalf, customerId: session.customer.customerId, sessionId, ticketIds };
}

// Taken before the run: an input edited while it runs makes the next `ensureMockData` write the files again.
const inputsHash = mockInputsHash();
const staticRoot = mkdtempSync(join(tmpdir(), 'portal-mock-'));
const config = loadConfig({
  LOG_LEVEL: 'silent',
  NODE_ENV: 'development',
  DATA_DIR: inMemoryDataDir,
  STATIC_ROOT: staticRoot,
  SEED_DEMO: 'true',
  // One process makes every call: the per-address limits would refuse the later personas' calls.
  RATE_LIMIT_MAX: '1000000000',
  SIGN_IN_RATE_LIMIT_MAX: '1000000',
});
const database = await openDatabase(config);
await migrateDatabase(database);
await seedDatabase(database.db, { demo: true });
const app = buildApp({
  config,
  database,
  documents: loadDemoDocuments(),
  ticketStoreFiles: await demoTicketStoreFiles(),
});
try {
  await app.ready();

  // The content's media come from the mock folder too (see recordMedia below).
  const serverConfig = runtimeConfigSchema.parse(await record(app, 'GET', '/pub/api/v1/config', null));
  writeAnswer('common/get/pub/api/v1/config.json', 200, { ...serverConfig, contentResourcePath: mockMediaPath });
  for (const language of languageIds) {
    const locale = labelLocaleOf(language);
    await recordEndpoint(app, getPublicLabelsEndpoint, { params: { locale } }, null);
    await recordEndpoint(app, getPreloginContentEndpoint, { params: { lang: language } }, null);
    await recordEndpoint(app, getPublicFaqContentEndpoint, { params: { lang: language } }, null, undefined, [404]);
  }
  // Forgot password answers the same whoever is named (the server does not tell whether the user exists).
  await recordEndpoint(app, forgotPasswordEndpoint, { body: { username: 'buyer@example.com' } }, null);

  const { personas, password } = loadPersonas();
  const offered: MockPersona[] = [];
  /** The writes of each persona, made once every persona's reads are recorded. */
  const writes: Array<() => Promise<unknown>> = [];
  /** The customer staff visit on behalf: buyer@'s sold-to. */
  let visited: SoldTo | undefined;
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
    // The customer features for the sold-to the portal selects first; staff's search and on-behalf session.
    const [firstSoldTo] = soldTos;
    if (!internal && firstSoldTo) {
      const call = recorderOf(app, persona, token);
      visited ??= firstSoldTo;
      const { ticketIds } = await recordCustomerFeatures(call, firstSoldTo.customerId, { staffAccess: true });
      writes.push(() => recordCustomerWrites(call, firstSoldTo.customerId, ticketIds));
    }
    if (internal) {
      const call = recorderOf(app, persona, token);
      await call(getCustomerCreationRequestsEndpoint, {}, [403]);
      await call(getVasDocumentEndpoint, {}, [403]);
    }
    if (persona === 'staff' && visited) {
      const { onBehalf, customerId, sessionId, ticketIds } = await recordStaffFeatures(app, persona, token, {
        customerId: visited.customerId,
        legalName: visited.name,
      });
      writes.push(() => recordCustomerCreationWrites(recorderOf(app, persona, token)));
      writes.push(async () => {
        await recordCustomerWrites(onBehalf, customerId, ticketIds);
        await recordEndpoint(app, endOnBehalfSessionEndpoint, { params: { sessionId } }, persona, token);
      });
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
  for (const write of writes) await write();
  await recordMedia(app, serverConfig.contentResourcePath);
  writeJson(mockPersonasFile, offered);
  for (const [folder, index] of indexes) {
    const sorted = Object.fromEntries(Object.entries(index).sort(([a], [b]) => a.localeCompare(b)));
    writeJson(`${folder}/${mockIndexFile}`, sorted);
  }
  const removed = removeStaleFiles();
  writeFileSync(join(mockRoot, inputsHashFile), `${inputsHash}\n`);
  console.log(`Mock data: ${made.size} files in apps/portal/mock/, ${changed} written, ${removed} removed`);
} finally {
  await app.close();
  await database.close();
  rmSync(staticRoot, { recursive: true, force: true });
}
