import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  accessLogFilterSchema,
  accessLogPageSchema,
  accessLogQuerySchema,
  customerSearchPageSchema,
  customerSearchQuerySchema,
  onBehalfAuditPageSchema,
  onBehalfAuditQuerySchema,
  onBehalfConsentQuerySchema,
  onBehalfConsentSchema,
  onBehalfConsentUpdateSchema,
  onBehalfEndQuerySchema,
  onBehalfOverviewSchema,
  onBehalfSessionCreateSchema,
  onBehalfSessionParamsSchema,
  onBehalfSessionSchema,
  onBehalfSessionStatusSchema,
  recentCustomersSchema,
} from '../on-behalf.ts';

/**
 * On-behalf mode (issue 18). Customer search and the sessions are staff tools: they need the onBehalf permission
 * of the staff user's own entry (external users: 403), whether or not a session is open. The access log is read
 * by a customer's users with companyInfo for their sold-to, and by staff with the admin tool for any customer.
 */

const tag = 'on-behalf';

export const searchCustomersEndpoint = defineEndpoint({
  id: 'searchCustomers',
  method: 'GET',
  path: '/priv/api/v1/customer-search',
  access: 'portal',
  tag,
  summary:
    'Customers by number, legal or ship-to name (typos allowed), VAT id, city or postcode, contact or user e-mail ' +
    'or phone, best first, each saying what matched',
  description:
    'Ranked: the exact customer number, then numbers beginning with q, the VAT id, names by trigram similarity ' +
    '(legal names before ship-to names), contacts’ and portal users’ e-mail addresses (a query with `@` or `.`) and ' +
    'contacts’ phone numbers (their beginning), then the city and postcode of the sold-to and its ship-tos. ' +
    '`matchedBy` names what matched. `country` and `brand` narrow the result. onBehalf only.',
  query: customerSearchQuerySchema,
  response: customerSearchPageSchema,
  errorDescription: 'Error searching customers',
});

export const getRecentCustomersEndpoint = defineEndpoint({
  id: 'getRecentCustomers',
  method: 'GET',
  path: '/priv/api/v1/on-behalf/recent-customers',
  access: 'portal',
  tag,
  summary: 'The customers the caller acted on behalf of last (at most 8), newest first (onBehalf)',
  response: recentCustomersSchema,
  errorDescription: 'Error getting the recent customers',
});

export const startOnBehalfSessionEndpoint = defineEndpoint({
  id: 'startOnBehalfSession',
  method: 'POST',
  path: '/priv/api/v1/on-behalf/sessions',
  access: 'portal',
  tag,
  summary: 'Opens an on-behalf session for a customer with the reason given (onBehalf)',
  description:
    'While the session lives, calls about that customer carry its id in the `x-on-behalf-session` header. It ends ' +
    'after a period without calls (30 minutes by default), when deleted, or when the staff user signs out.',
  body: onBehalfSessionCreateSchema,
  response: onBehalfSessionSchema,
  status: 201,
  refusals: [404],
  errorDescription: 'Error starting to act on behalf of customer {customerId}',
});

export const endOnBehalfSessionEndpoint = defineEndpoint({
  id: 'endOnBehalfSession',
  method: 'DELETE',
  path: '/priv/api/v1/on-behalf/sessions/:sessionId',
  access: 'portal',
  tag,
  summary: 'Ends one of the caller’s on-behalf sessions (the banner’s close, or a page outside the mode)',
  params: onBehalfSessionParamsSchema,
  query: onBehalfEndQuerySchema,
  response: z.null(),
  status: 204,
  refusals: [404],
  errorDescription: 'Error ending the on-behalf session',
});

export const getOnBehalfAuditEndpoint = defineEndpoint({
  id: 'getOnBehalfAudit',
  method: 'GET',
  path: '/priv/api/v1/on-behalf/audit',
  access: 'portal',
  tag,
  summary: "Staff visits to a customer's account, newest first, with what they changed",
  description:
    "A customer's users with companyInfo read their sold-to's visits (`customer` required); staff with the admin " +
    'tool read any customer’s, or every customer’s without `customer`.',
  query: onBehalfAuditQuerySchema,
  response: onBehalfAuditPageSchema,
  errorDescription: 'Error getting the staff access log',
});

export const getOnBehalfSessionStatusEndpoint = defineEndpoint({
  id: 'getOnBehalfSessionStatus',
  method: 'GET',
  path: '/priv/api/v1/on-behalf/sessions/:sessionId',
  access: 'portal',
  tag,
  summary: 'How long the caller’s on-behalf session has left before its idle limit, and whether staff may write',
  description:
    'Reading it is not activity: it does not move the idle limit. The call names the session in the ' +
    '`x-on-behalf-session` header as every call of the mode does; an ended or idle session is refused with ' +
    '`reason: on_behalf_session_ended`.',
  params: onBehalfSessionParamsSchema,
  response: onBehalfSessionStatusSchema,
  refusals: [404],
  errorDescription: 'Error getting the on-behalf session',
});

export const extendOnBehalfSessionEndpoint = defineEndpoint({
  id: 'extendOnBehalfSession',
  method: 'POST',
  path: '/priv/api/v1/on-behalf/sessions/:sessionId/extend',
  access: 'portal',
  tag,
  summary: 'Counts as activity in the caller’s on-behalf session: the idle limit starts again (the banner’s Stay)',
  params: onBehalfSessionParamsSchema,
  response: onBehalfSessionStatusSchema,
  refusals: [404],
  errorDescription: 'Error extending the on-behalf session',
});

export const getOnBehalfOverviewEndpoint = defineEndpoint({
  id: 'getOnBehalfOverview',
  method: 'GET',
  path: '/priv/api/v1/on-behalf/overview',
  access: 'portal',
  tag,
  summary: 'The customer overview of the on-behalf dashboard: master data, open orders, overdue invoices, tickets',
  description:
    'Staff in an on-behalf session for `customer` only (anyone else: 403). Each figure is gated by its section: ' +
    'null when the on-behalf permissions do not open that section (orders, documents, tickets).',
  query: onBehalfConsentQuerySchema,
  response: onBehalfOverviewSchema,
  errorDescription: 'Error getting the customer overview',
});

export const getOnBehalfConsentEndpoint = defineEndpoint({
  id: 'getOnBehalfConsent',
  method: 'GET',
  path: '/priv/api/v1/on-behalf/consent',
  access: 'portal',
  tag,
  summary: 'Whether staff may change the sold-to’s data on its behalf, and who changed that when (companyInfo)',
  query: onBehalfConsentQuerySchema,
  response: onBehalfConsentSchema,
  errorDescription: 'Error getting the staff access setting',
});

export const updateOnBehalfConsentEndpoint = defineEndpoint({
  id: 'updateOnBehalfConsent',
  method: 'PUT',
  path: '/priv/api/v1/on-behalf/consent',
  access: 'portal',
  tag,
  summary: 'Sets whether staff may change the sold-to’s data on its behalf (the customer’s own users with companyInfo)',
  description: 'Staff cannot change it, not even in an on-behalf session: the setting is the customer’s control.',
  body: onBehalfConsentUpdateSchema,
  response: onBehalfConsentSchema,
  errorDescription: 'Error changing the staff access setting',
});

/**
 * The group's access log (issue 34): every on-behalf session across customers, newest first, each with what was
 * written in it. Staff with the onBehalf section and the admin tool of their own entry; anyone else 403.
 */
export const getAccessLogEndpoint = defineEndpoint({
  id: 'getAccessLog',
  method: 'GET',
  path: '/priv/api/v1/customer-search/access-log',
  access: 'portal',
  tag,
  section: 'onBehalf',
  summary: 'Every on-behalf session across customers, newest first, with what was written (admin tool)',
  description:
    'Filters: `staff` (part of the e-mail address), `customerId`, the period `from`-`to` (the session’s start, UTC ' +
    'days, both included) and `reason` (part of it). A session left open past the idle limit shows as expired.',
  query: accessLogQuerySchema,
  response: accessLogPageSchema,
  errorDescription: 'Error getting the access log',
});

/**
 * Not called through `callEndpoint` (its answer is a file): the portal downloads it with the declaration's path.
 */
export const exportAccessLogEndpoint = defineEndpoint({
  id: 'exportAccessLog',
  method: 'GET',
  path: '/priv/api/v1/customer-search/access-log/export',
  access: 'portal',
  tag,
  section: 'onBehalf',
  summary: 'The access log matching the filters as a CSV file, one row per session (admin tool)',
  description:
    'UTF-8 with a byte order mark, comma-separated, a header row in the caller’s language, ISO times; what was ' +
    'written is one cell per session. At most 10,000 sessions, newest first; text that starts like a formula ' +
    'begins with a quote.',
  query: accessLogFilterSchema,
  mediaTypes: ['text/csv'],
  response: z.string().describe('The file: text/csv'),
  errorDescription: 'Error exporting the access log',
});
