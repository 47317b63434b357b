import {
  acceptTermsEndpoint,
  createContactEndpoint,
  createCustomerCreationRequestEndpoint,
  createTicketEndpoint,
  deleteContactEndpoint,
  deleteUpdateEndpoint,
  endOnBehalfSessionEndpoint,
  forgotPasswordEndpoint,
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
  getAccountSummaryEndpoint,
  getDocumentEndpoint,
  getDocumentTotalsEndpoint,
  getNotificationPreferencesEndpoint,
  getOnBehalfConsentEndpoint,
  getOnBehalfOverviewEndpoint,
  getAccessLogEndpoint,
  getDashboardFavouritesEndpoint,
  getOnBehalfSessionStatusEndpoint,
  extendOnBehalfSessionEndpoint,
  getOrderTotalsEndpoint,
  getDocumentsEndpoint,
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
  getUpdateEndpoint,
  getUpdatesEndpoint,
  getUserGuideContentEndpoint,
  getUserInfoEndpoint,
  getVasDocumentEndpoint,
  labelResponseSchema,
  markAllUpdatesReadEndpoint,
  markUpdateReadEndpoint,
  matchesPathPattern,
  recordFaqFeedbackEndpoint,
  replyToTicketEndpoint,
  reportClientErrorEndpoint,
  runtimeConfigSchema,
  saveLastLoginEndpoint,
  saveUserPreferenceEndpoint,
  searchCustomersEndpoint,
  sendDocumentsEndpoint,
  sendTermsDocumentEndpoint,
  startOnBehalfSessionEndpoint,
  transitionCustomerCreationRequestEndpoint,
  updateContactEndpoint,
  updateCustomerCreationRequestEndpoint,
  type EndpointDeclaration,
} from '@portal/contracts';
import type { z } from 'zod';

/**
 * Mock mode (spec 7): the calls answered from files, each with the contract schema its file must satisfy. This
 * one list is read by the generator (scripts/generate-mock-data.ts), by the test that validates every file and
 * by the browser's mock transport.
 *
 * Files live under `/mock/` (apps/portal/mock/):
 * - `common/<method>/<path>.json`: answers that are the same for everyone (configuration, labels, public content);
 * - `personas/<persona>/<method>/<path>.json`: answers for one signed-in persona (permissions, sold-tos, ...);
 * - a call whose answer depends on query parameters named in `query` adds them to the name:
 *   `<path>--customerId=1000101.json`;
 * - `index.json` in `common/` and in each persona's folder: every file of the folder with the HTTP status it
 *   answers with (a refusal's file holds the server's `{ error, message }` body, e.g. pending@'s 403);
 * - `personas.json`: the personas mock sign-in offers.
 * A call without a file answers 404. Query parameters not named in `query` do not change the answer: a list
 * answers its first page (as the portal asks for it on first load) whatever page, filter or search is asked for.
 * Writes answer what the real server answered to one call the generator made on its in-memory database (the
 * same answer for every body), or 204 without a file; nothing a write "changes" is seen by the next read.
 * `<method>` is lower case (`get`, `post`, `put`) and `<path>` the call's path without its leading slash.
 */
export interface MockCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The call's path; `:name` matches one segment. */
  pattern: string;
  /** The schema of the answer's body; null: the call answers 204 without a file. */
  schema: z.ZodType | null;
  /** `persona`: the answer depends on who is signed in; `common`: the same for every caller. */
  scope: 'persona' | 'common';
  /** Query parameters that select another answer (part of the file name). */
  query?: readonly string[];
}

/**
 * A declared endpoint (packages/contracts/src/endpoints) as a mock call: method, path and answer schema come
 * from its declaration (unless `schema` says otherwise); a 204 endpoint answers without a file.
 */
function declared(
  endpoint: EndpointDeclaration,
  call: Pick<MockCall, 'scope' | 'query'> & Partial<Pick<MockCall, 'schema'>>,
): MockCall {
  return {
    method: endpoint.method as MockCall['method'],
    pattern: endpoint.path,
    schema: endpoint.status === 204 ? null : endpoint.response,
    ...call,
  };
}

export const mockCalls: readonly MockCall[] = [
  { method: 'GET', pattern: '/pub/api/v1/config', schema: runtimeConfigSchema, scope: 'common' },
  // The spec lets the labels service answer with an object map as well as the declared list; the portal reads both.
  declared(getPublicLabelsEndpoint, { scope: 'common', schema: labelResponseSchema }),
  declared(getLabelsEndpoint, { scope: 'common', schema: labelResponseSchema }),
  declared(getPreloginContentEndpoint, { scope: 'common' }),
  declared(getPermissionsEndpoint, { scope: 'persona' }),
  declared(getSoldTosEndpoint, { scope: 'persona' }),
  declared(getHomepageContentEndpoint, { scope: 'persona', query: ['customerId'] }),
  declared(getInternalHomepageContentEndpoint, { scope: 'persona' }),
  declared(getLegalDocumentsEndpoint, { scope: 'persona', query: ['customerId'] }),
  declared(getBrandPageEndpoint, { scope: 'persona', query: ['customerId'] }),
  declared(getBrandLandingPageEndpoint, { scope: 'persona' }),
  declared(acceptTermsEndpoint, { scope: 'persona', query: ['customer'] }),
  declared(saveLastLoginEndpoint, { scope: 'persona' }),
  declared(saveUserPreferenceEndpoint, { scope: 'persona' }),
  declared(getUserInfoEndpoint, { scope: 'persona' }),
  declared(getCustomerEndpoint, { scope: 'persona', query: ['currentCustomerId'] }),
  declared(reportClientErrorEndpoint, { scope: 'common' }),
  declared(getPublicFaqContentEndpoint, { scope: 'common' }),
  declared(forgotPasswordEndpoint, { scope: 'common' }),
  declared(getVasDocumentEndpoint, { scope: 'persona' }),
  // Help (faqs-tickets remote): the help, FAQ and technical documents pages.
  declared(getHelpContentEndpoint, { scope: 'persona' }),
  declared(getFaqContentEndpoint, { scope: 'persona' }),
  declared(getTechnicalDocumentsContentEndpoint, { scope: 'persona' }),
  declared(getUserGuideContentEndpoint, { scope: 'persona', query: ['lang'] }),
  declared(recordFaqFeedbackEndpoint, { scope: 'persona' }),
  // Orders and reports (host features): the first page of orders, each of its orders and its returnability.
  declared(getOrdersEndpoint, { scope: 'persona', query: ['customer'] }),
  declared(getOrderEndpoint, { scope: 'persona', query: ['customer'] }),
  declared(getOrderReturnabilityEndpoint, { scope: 'persona', query: ['customer'] }),
  declared(getOrderTotalsEndpoint, { scope: 'persona', query: ['customer'] }),
  declared(getReportsEndpoint, { scope: 'persona', query: ['customer'] }),
  declared(getReportEndpoint, { scope: 'persona', query: ['customer'] }),
  // Documents remote: the first page of each type and each of its documents.
  declared(getDocumentsEndpoint, { scope: 'persona', query: ['customer', 'type'] }),
  declared(getDocumentEndpoint, { scope: 'persona', query: ['customer'] }),
  declared(getDocumentTotalsEndpoint, { scope: 'persona', query: ['customer', 'type'] }),
  declared(getAccountSummaryEndpoint, { scope: 'persona', query: ['customer'] }),
  declared(sendDocumentsEndpoint, { scope: 'persona', query: ['customer'] }),
  // Tickets (faqs-tickets remote): the first page and each of its tickets; a new ticket (one the generator opened
  // with a file, whatever is sent, and its page) and a reply to each ticket the customer may answer. Uploads reach
  // the transport through portal-kit's upload transport.
  declared(getTicketsEndpoint, { scope: 'persona', query: ['customer'] }),
  declared(getTicketEndpoint, { scope: 'persona', query: ['customer'] }),
  declared(createTicketEndpoint, { scope: 'persona', query: ['customer'] }),
  declared(replyToTicketEndpoint, { scope: 'persona', query: ['customer'] }),
  // Updates (notifications remote and the shell): the shell asks for pages of one (the unread count, the newest
  // alert, the password notice), the list for pages of ten, of every type or one.
  declared(getUpdatesEndpoint, { scope: 'persona', query: ['soldTo', 'pageSize', 'type', 'updateType'] }),
  declared(getUpdateEndpoint, { scope: 'persona', query: ['soldTo'] }),
  declared(markUpdateReadEndpoint, { scope: 'persona', query: ['soldTo'] }),
  declared(markAllUpdatesReadEndpoint, { scope: 'persona', query: ['soldTo'] }),
  declared(deleteUpdateEndpoint, { scope: 'persona', query: ['soldTo'] }),
  // Account settings remote and the terms page.
  declared(getCompanyInfoEndpoint, { scope: 'persona', query: ['customer'] }),
  declared(getStoresEndpoint, { scope: 'persona', query: ['customer'] }),
  declared(getStoreEndpoint, { scope: 'persona', query: ['customer'] }),
  declared(getContactsEndpoint, { scope: 'persona', query: ['customer'] }),
  declared(getAccountUsersEndpoint, { scope: 'persona', query: ['customer'] }),
  declared(createContactEndpoint, { scope: 'persona', query: ['customer'] }),
  declared(updateContactEndpoint, { scope: 'persona', query: ['customer'] }),
  declared(deleteContactEndpoint, { scope: 'persona' }),
  declared(getTermsDocumentEndpoint, { scope: 'persona', query: ['customer', 'lang'] }),
  declared(sendTermsDocumentEndpoint, { scope: 'persona', query: ['customer'] }),
  declared(getCustomerTermsEndpoint, { scope: 'persona', query: ['customer'] }),
  declared(getOnBehalfAuditEndpoint, { scope: 'persona', query: ['customer'] }),
  declared(getOnBehalfConsentEndpoint, { scope: 'persona', query: ['customer'] }),
  declared(getPasswordInfoEndpoint, { scope: 'persona' }),
  declared(getNotificationPreferencesEndpoint, { scope: 'persona' }),
  // Staff: customer search, recent customers and on-behalf sessions (every session opens on the recorded one).
  declared(searchCustomersEndpoint, { scope: 'persona' }),
  declared(getRecentCustomersEndpoint, { scope: 'persona' }),
  declared(startOnBehalfSessionEndpoint, { scope: 'persona' }),
  declared(endOnBehalfSessionEndpoint, { scope: 'persona' }),
  // The session's clock as recorded (mock mode never ends a session) and the customer overview.
  declared(getOnBehalfSessionStatusEndpoint, { scope: 'persona' }),
  declared(extendOnBehalfSessionEndpoint, { scope: 'persona' }),
  declared(getOnBehalfOverviewEndpoint, { scope: 'persona', query: ['customer'] }),
  // The group's access log as the page opens it: every filter answers the same recorded page.
  declared(getAccessLogEndpoint, { scope: 'persona' }),
  // The staff dashboard's favourites as recorded (none).
  declared(getDashboardFavouritesEndpoint, { scope: 'persona' }),
  declared(getCustomerCreationRequestsEndpoint, { scope: 'persona' }),
  // Customer creation (staff): the list, a customer to extend, and one request the generator created, saved and
  // withdrew (mock mode's answer to every new request, save and withdrawal).
  declared(getCustomerCreationCustomerEndpoint, { scope: 'persona' }),
  declared(createCustomerCreationRequestEndpoint, { scope: 'persona' }),
  declared(getCustomerCreationRequestEndpoint, { scope: 'persona' }),
  declared(updateCustomerCreationRequestEndpoint, { scope: 'persona' }),
  declared(transitionCustomerCreationRequestEndpoint, { scope: 'persona' }),
];

/** Spec 9: labels and content answer after 1000 ms, every other call after 2000 ms. */
export const mockDelays = { labelsAndContent: 1000, other: 2000 } as const;

export function mockDelayOf(path: string): number {
  return /^\/(pub|priv)\/api\/v1\/(labels|cms)\//.test(path) ? mockDelays.labelsAndContent : mockDelays.other;
}

/** The catalogue entry of a call, if mock mode answers it. */
export function findMockCall(method: string, path: string): MockCall | undefined {
  return mockCalls.find((call) => call.method === method.toUpperCase() && matchesPathPattern(call.pattern, path));
}

/** Where a call's answer lives below `/mock/`, for a persona's or the common answers. */
export function mockFilePath(
  call: MockCall,
  path: string,
  query: URLSearchParams,
  persona: string | null,
): string | null {
  const selectors = (call.query ?? [])
    .filter((name) => query.has(name))
    .map((name) => `--${name}=${encodeURIComponent(query.get(name) ?? '')}`)
    .join('');
  const file = `${call.method.toLowerCase()}${path}${selectors}.json`;
  if (call.scope === 'common') return `common/${file}`;
  return persona ? `personas/${persona}/${file}` : null;
}

/** A persona mock sign-in offers: the name of its folder and the user info a sign-in would publish. */
export interface MockPersona {
  persona: string;
  username: string;
  name: string;
  locale: string;
}

export const mockPersonasFile = 'personas.json';

export const mockIndexFile = 'index.json';

/** A folder's files (relative to it) and the HTTP status each answers with. */
export type MockIndex = Record<string, number>;

/** The folder holding a file's index: `common` or `personas/<persona>`. */
export function mockFolderOf(file: string): string {
  return file.startsWith('common/') ? 'common' : file.split('/').slice(0, 2).join('/');
}
