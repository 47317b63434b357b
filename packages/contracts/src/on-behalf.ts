import { z } from 'zod';
import { customerIdSchema } from './accounts.ts';
import { isoDateSchema } from './orders.ts';
import { pageOf, pageQueryFields } from './paging.ts';

/**
 * On-behalf mode (issue 18): staff find a customer, give a reason and open a session; while it lives, every
 * `/priv` call about that customer names the session in this header and gets the on-behalf permissions.
 */
export const onBehalfSessionHeader = 'x-on-behalf-session';

/** The `reason` of the 403 that refuses a session that has ended (idle, closed, another sign-in): leave the mode. */
export const onBehalfSessionEndedReason = 'on_behalf_session_ended';

/**
 * The `reason` of the 403 that refuses a write in the mode because the customer turned off "staff may change data
 * on our behalf" (ADR 058): the portal says so instead of a failure to retry.
 */
export const onBehalfWritesOffReason = 'on_behalf_writes_off';

export const customerSearchQuerySchema = z.object({
  /**
   * A customer number (exact or its beginning), part of a legal name or a ship-to's name (typos allowed), a VAT id,
   * the city or postcode of the sold-to or a ship-to, a contact's e-mail (any part with `@` or `.`) or phone (its
   * beginning, with the country code), or a portal user's e-mail.
   */
  q: z.string().trim().max(100, 'must be at most 100 characters').default(''),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be an ISO country code of two capital letters')
    .optional(),
  brand: z.string().trim().min(1).max(10, 'must be at most 10 characters').optional(),
  ...pageQueryFields,
});
export type CustomerSearchQuery = z.infer<typeof customerSearchQuerySchema>;

export const customerSearchBrandSchema = z.object({ id: z.string(), name: z.string() });

/** What of a customer the search matched (issue 34), best match first. */
export const customerMatchKinds = [
  'number',
  'vatId',
  'name',
  'city',
  'postcode',
  'shipToName',
  'shipToCity',
  'shipToPostcode',
  'contactEmail',
  'contactPhone',
  'userEmail',
] as const;
export type CustomerMatchKind = (typeof customerMatchKinds)[number];

/** A customer as the search lists it: who it is and where. */
export const customerSearchResultSchema = z.object({
  customerId: customerIdSchema,
  legalName: z.string(),
  city: z.string().nullable(),
  postcode: z.string().nullable(),
  country: z.string(),
  vatId: z.string().nullable(),
  brands: z.array(customerSearchBrandSchema),
  /**
   * What the query matched, with the matched text (the ship-to's name, the contact's address, ...); null when the
   * customer is listed without a query (recent customers, every customer).
   */
  matchedBy: z.object({ kind: z.enum(customerMatchKinds), text: z.string() }).nullable(),
});
export type CustomerSearchResult = z.infer<typeof customerSearchResultSchema>;

export const customerSearchPageSchema = pageOf(customerSearchResultSchema);
export type CustomerSearchPage = z.infer<typeof customerSearchPageSchema>;

/** The customers this staff user visited last, newest first. */
export const recentCustomersSchema = z.object({
  items: z.array(customerSearchResultSchema.extend({ visitedAt: z.string() })),
});
export type RecentCustomers = z.infer<typeof recentCustomersSchema>;

export const onBehalfSessionCreateSchema = z.object({
  customerId: customerIdSchema,
  /** Why staff open the account: free text or a ticket number; shown to the customer in their access log. */
  reason: z.string().trim().min(3, 'must be at least 3 characters').max(500, 'must be at most 500 characters'),
});
export type OnBehalfSessionCreate = z.infer<typeof onBehalfSessionCreateSchema>;

export const onBehalfSessionSchema = z.object({
  sessionId: z.string().uuid(),
  customer: z.object({ customerId: customerIdSchema, legalName: z.string() }),
  reason: z.string(),
  startedAt: z.string(),
  /** When the session ends without further calls (each call moves it on). */
  expiresAt: z.string(),
});
export type OnBehalfSession = z.infer<typeof onBehalfSessionSchema>;

export const onBehalfSessionParamsSchema = z.object({ sessionId: z.string().uuid('must be a session id') });

/**
 * How a session ends from the portal: the banner's close, a page outside the mode, or another customer chosen from
 * the search while it was open.
 */
export const onBehalfEndQuerySchema = z.object({ reason: z.enum(['closed', 'left', 'switched']).default('closed') });

/**
 * The session's clock for the banner (ADR 058): the server knows the last activity, so it answers how long is left
 * before the idle limit (reading it is not activity); `staffMayWrite` is the customer's own setting.
 */
export const onBehalfSessionStatusSchema = z.object({
  sessionId: z.string().uuid(),
  customerId: customerIdSchema,
  idleMinutes: z.number().int(),
  expiresAt: z.string(),
  /** Whole seconds left, counted by the server's clock (the portal counts down from it). */
  secondsLeft: z.number().int().min(0),
  staffMayWrite: z.boolean(),
});
export type OnBehalfSessionStatus = z.infer<typeof onBehalfSessionStatusSchema>;

/** The customer's control over staff acting on its behalf (ADR 058), with the history of its changes. */
export const onBehalfConsentQuerySchema = z.object({ customer: customerIdSchema });

export const onBehalfConsentUpdateSchema = z.object({
  customer: customerIdSchema,
  /** "Staff may change data on our behalf": off, staff see the account read-only. */
  staffMayWrite: z.boolean(),
});
export type OnBehalfConsentUpdate = z.infer<typeof onBehalfConsentUpdateSchema>;

export const onBehalfConsentSchema = z.object({
  customerId: customerIdSchema,
  staffMayWrite: z.boolean(),
  changes: z.array(z.object({ staffMayWrite: z.boolean(), changedAt: z.string(), changedBy: z.string() })),
});
export type OnBehalfConsent = z.infer<typeof onBehalfConsentSchema>;

const moneySchema = z.object({ currency: z.string(), amount: z.number() });

/**
 * The customer overview at the top of the on-behalf dashboard (spec 2.5): who the customer is and how it stands.
 * A figure is null when the on-behalf permissions do not open its section.
 */
export const onBehalfOverviewSchema = z.object({
  customerId: customerIdSchema,
  legalName: z.string(),
  vatId: z.string().nullable(),
  paymentTerms: z.string().nullable(),
  accountManager: z.object({ name: z.string(), email: z.string().nullable() }).nullable(),
  addresses: z.array(
    z.object({
      partnerFunction: z.string(),
      name: z.string(),
      street: z.string(),
      postcode: z.string(),
      city: z.string(),
      country: z.string(),
    }),
  ),
  brands: z.array(z.object({ id: z.string(), name: z.string(), status: z.string() })),
  /** The credit limit and what of it is used: the open amount of unpaid invoices (in the customer's currency). */
  credit: z.object({ limit: moneySchema.nullable(), used: moneySchema.nullable() }).nullable(),
  openOrders: z.object({ count: z.number().int() }).nullable(),
  overdueInvoices: z.object({ count: z.number().int(), amounts: z.array(moneySchema) }).nullable(),
  openTickets: z.object({ count: z.number().int() }).nullable(),
  staffVisits: z.array(
    z.object({ staffName: z.string(), reason: z.string(), startedAt: z.string(), endedAt: z.string().nullable() }),
  ),
  /** The customer's users' last portal sign-in (the newest), if any signed in. */
  lastCustomerSignIn: z.object({ name: z.string(), at: z.string() }).nullable(),
  staffMayWrite: z.boolean(),
});
export type OnBehalfOverview = z.infer<typeof onBehalfOverviewSchema>;

/** What staff can change in a customer's account while on behalf; each is written to the access log. */
export const onBehalfActionKinds = [
  'contact_created',
  'contact_updated',
  'contact_deleted',
  'ticket_created',
  'ticket_message',
] as const;
export type OnBehalfActionKind = (typeof onBehalfActionKinds)[number];

export const onBehalfEndReasons = ['closed', 'left', 'switched', 'expired', 'signed_out'] as const;

export const onBehalfAuditQuerySchema = z.object({
  /** The sold-to whose log to read; staff with the admin tool may leave it out to read every customer's. */
  customer: customerIdSchema.optional(),
  ...pageQueryFields,
});
export type OnBehalfAuditQuery = z.infer<typeof onBehalfAuditQuerySchema>;

/** One visit of staff to a customer's account, with what they changed. */
export const onBehalfVisitSchema = z.object({
  sessionId: z.string().uuid(),
  customerId: customerIdSchema,
  legalName: z.string(),
  staffName: z.string(),
  reason: z.string(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  endReason: z.enum(onBehalfEndReasons).nullable(),
  actions: z.array(z.object({ at: z.string(), action: z.enum(onBehalfActionKinds), subject: z.string() })),
});
export type OnBehalfVisit = z.infer<typeof onBehalfVisitSchema>;

export const onBehalfAuditPageSchema = pageOf(onBehalfVisitSchema);
export type OnBehalfAuditPage = z.infer<typeof onBehalfAuditPageSchema>;

/**
 * The group's access log (issue 34): every on-behalf session across customers, for staff with the admin tool.
 * Each filter narrows by an index of its own (customer, staff user, start time, reason words).
 */
export const accessLogFilterFields = {
  /** Part of the staff user's e-mail address (case-insensitive). */
  staff: z
    .string()
    .trim()
    .min(3, 'must be at least 3 characters')
    .max(100, 'must be at most 100 characters')
    .optional(),
  /**
   * The customer whose sessions to list: a filter, not the sold-to the call acts for (so it is not named `customer`,
   * which the section gate would judge as one).
   */
  customerId: customerIdSchema.optional(),
  /** First day of the period (the session's start, UTC). */
  from: isoDateSchema.optional(),
  /** Last day of the period, included. */
  to: isoDateSchema.optional(),
  /** Part of the reason given (case-insensitive), e.g. a ticket number. */
  reason: z
    .string()
    .trim()
    .min(3, 'must be at least 3 characters')
    .max(100, 'must be at most 100 characters')
    .optional(),
};

const periodInOrder = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to;
const periodInOrderError = { message: 'must not be before from', path: ['to'] };

export const accessLogFilterSchema = z.object(accessLogFilterFields).refine(periodInOrder, periodInOrderError);
export type AccessLogFilter = z.infer<typeof accessLogFilterSchema>;

export const accessLogQuerySchema = z
  .object({ ...accessLogFilterFields, ...pageQueryFields })
  .refine(periodInOrder, periodInOrderError);
export type AccessLogQuery = z.infer<typeof accessLogQuerySchema>;

/** A visit as the group's log lists it: the customer's visit with the staff user's e-mail. */
export const accessLogEntrySchema = onBehalfVisitSchema.extend({ staffEmail: z.string() });
export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>;

export const accessLogPageSchema = pageOf(accessLogEntrySchema);
export type AccessLogPage = z.infer<typeof accessLogPageSchema>;
