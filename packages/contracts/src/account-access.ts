import { z } from 'zod';
import { customerIdSchema } from './accounts.ts';
import { languageIds, type LanguageId } from './languages.ts';

/**
 * Who has access to a customer's account (issue 20): a user with cloneUser invites a colleague with a copy of
 * their own rights for the sold-to; the people with access to the sold-to (cloneUser, or staff with
 * customerVisibility in an on-behalf session, ADR 031); and the signed-in user's own sign-ins (issue 17).
 */

/**
 * A name the portal writes into mail to an address of the sender's choosing: no markup, no control or invisible
 * (format, bidi) characters, and nothing that reads as a link or an address (`://`, `www.`, `@`, `domain.tld/`),
 * so an invitation cannot carry a phishing text in the portal's name.
 */
const linkLike = /:\/\/|www\.|@|[\p{L}\p{N}-]\.\p{L}{2,}\//iu;

const personName = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(80, 'must be at most 80 characters')
  .refine((value) => !/[<>\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(value), 'must not contain < > or control characters')
  .refine((value) => !linkLike.test(value), 'must not contain a link or an address');

export const colleagueInvitationSchema = z.object({
  email: z.string().trim().max(254, 'must be at most 254 characters').pipe(z.email('must be an e-mail address')),
  firstName: personName,
  lastName: personName,
  language: z.enum(languageIds as [LanguageId, ...LanguageId[]], { message: 'must be de, en, es, fr or it' }),
});
export type ColleagueInvitation = z.infer<typeof colleagueInvitationSchema>;

/** Invitations one user may send per hour. */
export const invitationsPerHour = 10;

/** How long the link of an invitation mail lets the colleague set their password. */
export const invitationLinkDays = 7;

/**
 * What became of an invitation, as far as the inviter may know (ADR 050): `sent` to an address of the sold-to's known
 * domains; `sentOrAwaitingApproval` to any other, which waits for staff (the inviter learns nothing of accounts).
 */
export const invitationDeliveries = ['sent', 'sentOrAwaitingApproval'] as const;
export type InvitationDelivery = (typeof invitationDeliveries)[number];

/** The same for an address that already has an account (issue 30, L2), so it names no account: no user id. */
export const invitedColleagueSchema = z.object({
  delivery: z.enum(invitationDeliveries),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  customerId: customerIdSchema,
  /** The privilege codes copied from the inviter's entry for the sold-to (internal-only codes never are). */
  privileges: z.array(z.string()),
});
export type InvitedColleague = z.infer<typeof invitedColleagueSchema>;

export const accountUserSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  /** Whether the person has set a password yet (an invited colleague has not until they follow the mail). */
  activated: z.boolean(),
  createdAt: z.string(),
});
export type AccountUser = z.infer<typeof accountUserSchema>;

/** An invitation to an address outside the sold-to's known domains, waiting for staff (ADR 050), in the people list. */
export const waitingInvitationSchema = z.object({
  invitationId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  state: z.literal('pending'),
  createdAt: z.string(),
});
export type WaitingInvitation = z.infer<typeof waitingInvitationSchema>;

export const accountUserListSchema = z.object({
  items: z.array(accountUserSchema),
  /** Invitations waiting for a staff approval, oldest first (none for an answer that predates them). */
  pendingInvitations: z.array(waitingInvitationSchema).default([]),
});
export type AccountUserList = z.infer<typeof accountUserListSchema>;

/** One sign-in of the user: a grant of the identity provider, with the browser session holding it. */
export const signInSchema = z.object({
  signInId: z.string(),
  /** When the user signed in (ISO 8601). */
  startedAt: z.string(),
  /** When the sign-in ends unless used again (ISO 8601), null when it does not expire. */
  expiresAt: z.string().nullable(),
  /** The sign-in of the call itself. */
  current: z.boolean(),
});
export type SignIn = z.infer<typeof signInSchema>;

export const signInListSchema = z.object({ items: z.array(signInSchema) });
export type SignInList = z.infer<typeof signInListSchema>;

export const endedSignInsSchema = z.object({ ended: z.number().int().min(0) });

/** A pending invitation as staff decide on it (ADR 050): who invited whom to which customer, and its version. */
export const pendingInvitationSchema = z.object({
  invitationId: z.string(),
  customerId: customerIdSchema,
  customerName: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  language: z.enum(languageIds as [LanguageId, ...LanguageId[]]),
  inviterName: z.string(),
  /** The privilege codes the colleague gets on approval. */
  privileges: z.array(z.string()),
  createdAt: z.string(),
  /** Named by a decision: a decision on a version another staff member already decided on is refused (409). */
  version: z.number().int(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

export const pendingInvitationListSchema = z.object({ items: z.array(pendingInvitationSchema) });
export type PendingInvitationList = z.infer<typeof pendingInvitationListSchema>;

export const invitationDecisions = ['approve', 'decline'] as const;
export type InvitationDecision = (typeof invitationDecisions)[number];

export const invitationDecisionSchema = z.object({
  decision: z.enum(invitationDecisions, { message: 'must be approve or decline' }),
  version: z.number({ message: 'must be the version the decision was made on' }).int().min(1),
});
export type InvitationDecisionRequest = z.infer<typeof invitationDecisionSchema>;

export const invitationDecidedSchema = z.object({
  invitationId: z.string(),
  state: z.enum(['approved', 'declined']),
  decidedAt: z.string(),
});
export type InvitationDecided = z.infer<typeof invitationDecidedSchema>;

export const invitationIdParamsSchema = z.object({ invitationId: z.uuid('must be an invitation id') });
