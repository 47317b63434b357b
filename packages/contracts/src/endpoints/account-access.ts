import {
  accountUserListSchema,
  colleagueInvitationSchema,
  endedSignInsSchema,
  invitedColleagueSchema,
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
    'invitations per user and hour (429 beyond). Staff acting on behalf may not invite.',
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
