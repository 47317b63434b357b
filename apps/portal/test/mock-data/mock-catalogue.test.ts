import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as contracts from '@portal/contracts';
import type { EndpointDeclaration } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { mockCalls, mockIndexFile, type MockIndex } from '../../src/mock/mock-calls.ts';

/**
 * Mock mode answers every call the portal makes (spec 7): each declared endpoint that front-end code (the host,
 * the remotes, portal-kit) calls has a mock call, or stands on this short list with the reason mock mode leaves
 * it unanswered (the call then answers 404 and the page shows its error or empty state).
 */
const unanswered: Readonly<Record<string, string>> = {
  // Files, not JSON: downloads stay unanswered in mock mode, like the content's documents and videos.
  exportOrdersEndpoint: 'CSV or XLSX file',
  downloadReportEndpoint: 'CSV or XLSX file',
  downloadDocumentsEndpoint: 'zip file',
  getDocumentPdfEndpoint: 'PDF file',
  getAccountStatementEndpoint: 'PDF, XLSX or CSV file',
  exportAccessLogEndpoint: 'CSV file',
  getQuickOrderFileEndpoint: 'CSV file',
  getTicketAttachmentEndpoint: 'an uploaded file',
  getCustomerCreationAttachmentEndpoint: 'an uploaded file',
  // Server-sent events: the unread count comes from the updates list's answers instead.
  streamUnreadUpdatesEndpoint: 'event stream',
  // Uploads reach the mock transport (portal-kit's upload transport), but the generator records no attachment
  // of a customer creation request.
  addCustomerCreationAttachmentsEndpoint: 'no attachment recorded',
  // With no attachment recorded, mock mode has none to remove.
  removeCustomerCreationAttachmentEndpoint: 'no attachment',
  // Addresses of the legacy tools, which live outside the portal.
  getLegacyUrlEndpoint: 'leaves the portal',
  // A single-use hand-off to the brand's shop, which lives outside the portal.
  createCartHandoffEndpoint: 'leaves the portal',
  // Linked from content with a one-time token (the terms e-mail) or an address the demo content does not use.
  getPublicTermsEndpoint: 'one-time token from an e-mail',
  acceptPublicTermsEndpoint: 'one-time token from an e-mail',
  getContentByIdEndpoint: 'no demo content links a page by id',
  getInternalContentByIdEndpoint: 'no demo content links a page by id',
  getGenericPageEndpoint: 'any path below the content service',
  // One answer per brand, language and sold-to like the brand pages; left out to keep the files small.
  getBrandContentsEndpoint: 'brand shop contents',
  // The duplicate check answers whatever is typed into the new-customer form; mock mode records none.
  checkCustomerCreationDuplicatesEndpoint: 'answers depend on the text typed',
  // The generator's one request is withdrawn, so no request waits for approval in mock mode.
  approveCustomerCreationRequestsEndpoint: 'no request waits for review',
  // The VAT id is checked again on a request under review, and none waits for review in mock mode.
  checkCustomerCreationVatAgainEndpoint: 'no request waits for review',
  // Mock mode does not change a persona's password.
  changePasswordEndpoint: 'password change',
  // Mock sign-in goes around the identity provider, so there are no sign-ins to list or end, and no user is created.
  getSignInsEndpoint: 'no identity provider sign-ins',
  endOtherSignInsEndpoint: 'no identity provider sign-ins',
  inviteColleagueEndpoint: 'mock mode creates no user',
  // Mock mode keeps the recorded answers, so the customer's setting for staff changes stays as recorded.
  updateOnBehalfConsentEndpoint: 'the setting stays as recorded',
  // Mock mode keeps the recorded answers, so the staff dashboard's favourites stay as recorded (none).
  addDashboardFavouriteEndpoint: 'the favourites stay as recorded',
  removeDashboardFavouriteEndpoint: 'the favourites stay as recorded',
  // Mock mode keeps the recorded answers, so the notification preferences stay as recorded.
  updateNotificationPreferencesEndpoint: 'the preferences stay as recorded',
  // Only an invitation to an outside domain waits for staff (ADR 050), and mock mode sends none.
  getPendingInvitationsEndpoint: 'no invitation waits without one sent',
  decideInvitationEndpoint: 'no invitation waits without one sent',
  // The search dialog answers whatever is typed; mock mode records no searches (the dialog shows its failure).
  searchEverywhereEndpoint: 'answers depend on the text typed',
  getRecentSearchesEndpoint: 'no searches recorded',
  addRecentSearchEndpoint: 'no searches recorded',
  removeRecentSearchEndpoint: 'no searches recorded',
  // The mail queue is the server's; mock mode sends no mail, so no job failed (the staff page shows its failure).
  listNotificationJobsEndpoint: 'mock mode sends no mail',
  retryNotificationJobEndpoint: 'mock mode sends no mail',
};

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const mockRoot = join(repoRoot, 'apps', 'portal', 'mock');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'mock' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The front-end code: the host (but its mock mode), each remote and portal-kit. */
const frontEndSource = [
  join(repoRoot, 'apps', 'portal', 'src'),
  ...readdirSync(join(repoRoot, 'remotes')).map((remote) => join(repoRoot, 'remotes', remote, 'src')),
  join(repoRoot, 'packages', 'portal-kit', 'src'),
]
  .flatMap(sourceFiles)
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

const isDeclaration = (value: unknown): value is EndpointDeclaration =>
  typeof value === 'object' && value !== null && 'errorDescription' in value && 'method' in value;
const declarations = Object.entries(contracts as Record<string, unknown>).flatMap(([name, value]) =>
  isDeclaration(value) ? [[name, value] as const] : [],
);
const calledByFrontEnd = declarations.filter(([name]) => new RegExp(`\\b${name}\\b`).test(frontEndSource));

const answered = (endpoint: EndpointDeclaration) =>
  mockCalls.some((call) => call.method === endpoint.method && call.pattern === endpoint.path);

function indexesBelow(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'media' ? [] : indexesBelow(path);
    return entry.name === mockIndexFile ? [path] : [];
  });
}

/** Every recorded answer as `<METHOD> <path>` (without the query's part of the name). */
const recordedCalls = indexesBelow(mockRoot).flatMap((file) =>
  Object.keys(JSON.parse(readFileSync(file, 'utf8')) as MockIndex).map((answer) => {
    const [method = '', ...path] = answer.replace(/(--.*)?\.json$/, '').split('/');
    return { method: method.toUpperCase(), path: `/${path.join('/')}`, folder: relative(mockRoot, dirname(file)) };
  }),
);

function matches(pattern: string, path: string): boolean {
  const expected = pattern.split('/');
  const actual = path.split('/');
  return (
    expected.length === actual.length && expected.every((part, index) => part.startsWith(':') || part === actual[index])
  );
}

describe('mock catalogue (spec 7: every call answered in the browser)', () => {
  it('finds the front-end calls (the check below reads the right code)', () => {
    expect(calledByFrontEnd.map(([name]) => name)).toEqual(
      expect.arrayContaining(['getOrdersEndpoint', 'getTicketsEndpoint', 'getCompanyInfoEndpoint']),
    );
  });

  it.each(calledByFrontEnd.map(([name, endpoint]) => [name, endpoint] as const))(
    '%s, called by front-end code, has a mock answer or a reason on the unanswered list',
    (name, endpoint) => {
      if (name in unanswered) expect(answered(endpoint), `${name} is answered: take it off the list`).toBe(false);
      else expect(answered(endpoint), `${endpoint.method} ${endpoint.path} has no mock call`).toBe(true);
    },
  );

  it('lists only declared endpoints that front-end code calls', () => {
    const called = new Set(calledByFrontEnd.map(([name]) => name));
    expect(Object.keys(unanswered).filter((name) => !called.has(name))).toEqual([]);
  });

  it.each(mockCalls.filter((call) => call.schema !== null).map((call) => [call.method, call.pattern] as const))(
    '%s %s has at least one recorded answer',
    (method, pattern) => {
      expect(recordedCalls.some((call) => call.method === method && matches(pattern, call.path))).toBe(true);
    },
  );
});

describe("mock files agree with each other: each item of buyer@'s first pages opens", () => {
  const folder = join(mockRoot, 'personas', 'buyer');
  const index = JSON.parse(readFileSync(join(folder, mockIndexFile), 'utf8')) as MockIndex;
  const items = (file: string) =>
    (JSON.parse(readFileSync(join(folder, file), 'utf8')) as { items: Array<Record<string, string>> }).items;
  const lists = {
    orders: ['get/priv/api/v1/orders--customer=1000101.json', (item) => `orders/${item.source}/${item.orderId}`],
    tickets: ['get/priv/api/v1/tickets--customer=1000101.json', (item) => `tickets/${item.ticketId}`],
    invoices: [
      'get/priv/api/v1/documents--customer=1000101--type=invoice.json',
      (item) => `documents/invoice/${item.documentId}`,
    ],
  } satisfies Record<string, [string, (item: Record<string, string>) => string]>;

  it.each(Object.entries(lists))('%s', (_name, [list, detail]) => {
    expect(items(list).length).toBeGreaterThan(0);
    for (const item of items(list)) expect(index[`get/priv/api/v1/${detail(item)}--customer=1000101.json`]).toBe(200);
  });

  it('updates', () => {
    const updates = items('get/priv/api/v1/updates--soldTo=1000101--pageSize=10.json');
    expect(updates.length).toBeGreaterThan(0);
    for (const { id } of updates) {
      expect(index[`get/priv/api/v1/updates/${id}--soldTo=1000101.json`]).toBe(200);
      expect(index[`delete/priv/api/v1/updates/${id}--soldTo=1000101.json`]).toBe(200);
    }
  });
});
