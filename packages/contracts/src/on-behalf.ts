import { z } from 'zod';
import { customerIdSchema } from './accounts.ts';
import { pageOf, pageQueryFields } from './paging.ts';

/**
 * On-behalf mode (issue 18): staff find a customer, give a reason and open a session; while it lives, every
 * `/priv` call about that customer names the session in this header and gets the on-behalf permissions.
 */
export const onBehalfSessionHeader = 'x-on-behalf-session';

/** The `reason` of the 403 that refuses a session that has ended (idle, closed, another sign-in): leave the mode. */
export const onBehalfSessionEndedReason = 'on_behalf_session_ended';

export const customerSearchQuerySchema = z.object({
  /** A customer number (exact or its beginning), part of a legal name (typos allowed), a VAT id, city or postcode. */
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

/** A customer as the search lists it: who it is and where. */
export const customerSearchResultSchema = z.object({
  customerId: customerIdSchema,
  legalName: z.string(),
  city: z.string().nullable(),
  postcode: z.string().nullable(),
  country: z.string(),
  vatId: z.string().nullable(),
  brands: z.array(customerSearchBrandSchema),
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

/** How a session ends from the portal: the banner's close, or a page outside the mode. */
export const onBehalfEndQuerySchema = z.object({ reason: z.enum(['closed', 'left']).default('closed') });

/** What staff can change in a customer's account while on behalf; each is written to the access log. */
export const onBehalfActionKinds = [
  'contact_created',
  'contact_updated',
  'contact_deleted',
  'ticket_created',
  'ticket_message',
] as const;
export type OnBehalfActionKind = (typeof onBehalfActionKinds)[number];

export const onBehalfEndReasons = ['closed', 'left', 'expired', 'signed_out'] as const;

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
