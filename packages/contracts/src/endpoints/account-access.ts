import {
  accountUserListSchema,
  colleagueInvitationSchema,
  endedSignInsSchema,
  invitationDecidedSchema,
  invitationDecisionSchema,
  invitationIdParamsSchema,
  invitedColleagueSchema,
  pendingInvitationListSchema,
  signInListSchema,
} from '../account-access.ts';
import { accountCustomerQuerySchema } from '../account-settings.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * Account access (issues 17 and 20): inviting a colleague with a copy of one's own rights (cloneUser), the people
 * with access to the sold-to (cloneUser or customerVisibility, ADR 031), and the user's own sign-ins (loginSecurity).
 * The sign-ins are the user's, not a sold-to's: like the password calls they belong to no section, and the server
 * checks loginSecurity where the user works.
 */

const tag = 'account-settings';
const section = 'accountSettings';

export const inviteColleagueEndpoint = defineEndpoint({
  id: 'inviteColleague',
  method: 'POST',
  path: '/priv/api/v1/account/colleagues',
  access: 'portal',
  tag,
  section,
  summary: "Creates a colleague's account with a copy of the caller's rights for the sold-to (cloneUser)",
  description:
    "Only the caller's privilege entry of this sold-to is copied, never internal-only codes; the colleague gets " +
    'a mail with a link to set their password. An e-mail that already has an account gets the same answer, so ' +
    'the caller learns nothing of who has an account, and its holder a mail saying so instead; a few ' +
    'invitations per user and hour (429 beyond). Staff acting on behalf may not invite. An address outside the ' +
    "sold-to's known domains (those of its activated users, never a free-mail domain) waits for a staff approval: " +
    'no account and no mail until then, and the answer says `sentOrAwaitingApproval` (ADR 050).',
  query: accountCustomerQuerySchema,
  body: colleagueInvitationSchema,
  response: invitedColleagueSchema,
  status: 201,
  refusals: [404, 429],
  errorDescription: 'Error inviting a colleague to customer {customer}',
});

export const getAccountUsersEndpoint = defineEndpoint({
  id: 'getAccountUsers',
  method: 'GET',
  path: '/priv/api/v1/account/users',
  access: 'portal',
  tag,
  section,
  summary: 'The people with portal access to the sold-to, by name (cloneUser, or customerVisibility on behalf)',
  query: accountCustomerQuerySchema,
  response: accountUserListSchema,
  refusals: [404],
  errorDescription: 'Error getting the users of customer {customer}',
});

export const getSignInsEndpoint = defineEndpoint({
  id: 'getSignIns',
  method: 'GET',
  path: '/priv/api/v1/account/sign-ins',
  access: 'portal',
  tag,
  summary: "The signed-in user's active sign-ins, newest first, the current one marked (loginSecurity)",
  response: signInListSchema,
  refusals: [404],
  errorDescription: 'Error getting the active sign-ins',
});

export const endOtherSignInsEndpoint = defineEndpoint({
  id: 'endOtherSignIns',
  method: 'POST',
  path: '/priv/api/v1/account/sign-ins/end-others',
  access: 'portal',
  tag,
  summary: "Signs the user out everywhere else: ends every sign-in but the call's own (loginSecurity)",
  response: endedSignInsSchema,
  refusals: [404],
  errorDescription: 'Error signing out the other sessions',
});

export const getPendingInvitationsEndpoint = defineEndpoint({
  id: 'getPendingInvitations',
  method: 'GET',
  path: '/priv/api/v1/account/pending-invitations',
  access: 'portal',
  tag,
  summary:
    'Invitations waiting for a staff approval, oldest first (staff: admin tool, or customerVisibility on behalf)',
  description:
    'With the admin tool every customer’s; in an on-behalf session with customerVisibility that customer’s only ' +
    '(ADR 050). Customer users and other staff are refused (403).',
  response: pendingInvitationListSchema,
  errorDescription: 'Error getting the invitations waiting for approval',
});

export const decideInvitationEndpoint = defineEndpoint({
  id: 'decideInvitation',
  method: 'POST',
  path: '/priv/api/v1/account/pending-invitations/:invitationId/decision',
  access: 'portal',
  tag,
  summary: 'Approves (sends the invitation) or declines a pending invitation, on the version it was read in',
  description:
    'Approval sends the invitation exactly as one to a known domain; a decline removes it from the list, keeping ' +
    'who decided and when. A decision on an invitation already decided, or on another version, is refused (409), ' +
    'so of two staff deciding at once only one sends.',
  params: invitationIdParamsSchema,
  body: invitationDecisionSchema,
  response: invitationDecidedSchema,
  refusals: [404, 409, 429],
  errorDescription: 'Error deciding on invitation {invitationId}',
});
