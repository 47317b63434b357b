import {
  invitationLinkDays,
  invitationsPerHour,
  type ColleagueInvitation,
  type InvitedColleague,
  type LanguageId,
  type PortalPrivilege,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { takeAllowance } from '../../db/daily-limits.ts';
import { httpError } from '../../lib/http-error.ts';
import {
  activatedDomainsOf,
  copiedEntry,
  findCustomer,
  grantCopiedEntry,
  type Caller,
  type CustomerAccess,
} from '../accounts/index.ts';
import {
  createInvitedUser,
  existingAccountInvitationMail,
  findUserById,
  findUserByUsername,
  fullName,
  invitationMail,
  issueResetToken,
  removeInvitedUser,
} from '../identity/index.ts';
import { isFreeMailDomain } from './free-mail-domains.ts';
import { insertPendingInvitation } from './pending-invitations-store.ts';

/** Beside the hourly limit per user (invitationsPerHour): what one user, and all users of one customer, may invite in a day. */
export const invitationsPerUserAndDay = 30;
export const invitationsPerCustomerAndDay = 100;

/** An invitation as it is sent: to whom, with which rights, from whom, for which customer. */
export interface OutgoingInvitation {
  person: ColleagueInvitation;
  copy: PortalPrivilege;
  inviter: string;
  customerId: string;
  customerName: string;
}

/**
 * Inviting a colleague with a copy of the caller's rights for one sold-to (issue 20, cloneUser). An address that
 * already has an account gets the same answer as a new one (issue 30, L2: the inviter must not learn who has an
 * account, staff included); its holder gets a mail saying so instead, and nothing is created or granted. An address
 * outside the sold-to's known domains waits for staff (ADR 050): no account and no mail until they approve.
 */
export async function inviteColleague(
  app: FastifyInstance,
  { caller, permissions }: Pick<CustomerAccess, 'caller' | 'permissions'>,
  customerId: string,
  person: ColleagueInvitation,
): Promise<InvitedColleague> {
  // Staff acting on behalf never hand out access to a customer's account, whatever their on-behalf codes say.
  if (caller.internal) throw httpError(403, 'Staff acting on behalf may not invite colleagues.');
  if (!permissions.cloneUser) throw httpError(403, `This needs the permission cloneUser for customer ${customerId}.`);
  const entry = caller.record.portalPrivileges.find((candidate) => candidate.customer === customerId);
  const customer = await findCustomer(app.db, customerId);
  if (!entry || !customer) throw httpError(404, `Customer ${customerId} does not exist.`);

  // Counted in the database for every address alike, new or not, known domain or not, so the answer stays the
  // same (ADR 049) and instances and restarts share the counts.
  await takeAllowance(app.db, { action: 'invite-colleague', what: 'colleague invitations' }, [
    { holder: `user:${caller.userId}`, max: invitationsPerHour, per: 'hour' },
    { holder: `user:${caller.userId}`, max: invitationsPerUserAndDay },
    { holder: `customer:${customerId}`, max: invitationsPerCustomerAndDay },
  ]);
  const email = person.email.trim().toLowerCase();
  const copy = copiedEntry(entry);
  const invitation = {
    person: { ...person, email },
    copy,
    inviter: await inviterName(app, caller),
    customerId,
    customerName: customer.legalName,
  };
  const known = await isKnownDomain(app, customerId, email);
  if (known) {
    await sendInvitation(app, invitation);
  } else {
    await insertPendingInvitation(app.db, {
      customerId,
      email,
      firstName: person.firstName,
      lastName: person.lastName,
      language: person.language,
      invitedBy: caller.userId,
      inviterName: invitation.inviter,
      privileges: copy,
    });
    app.log.info({ customerId }, 'colleague invitation outside the known domains: waits for staff');
  }
  return {
    delivery: known ? 'sent' : 'sentOrAwaitingApproval',
    email,
    firstName: person.firstName,
    lastName: person.lastName,
    customerId,
    privileges: copy.enabled,
  };
}

/** Whether the address is of a domain of the sold-to's activated users, free-mail domains never (ADR 050). */
async function isKnownDomain(app: FastifyInstance, customerId: string, email: string): Promise<boolean> {
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (isFreeMailDomain(domain)) return false;
  return (await activatedDomainsOf(app.db, customerId)).includes(domain);
}

/**
 * Sends an invitation: a new account with the copied rights and its mail, or, for an address that has an account,
 * a mail to its holder. The same for an invitation to a known domain and one staff approved.
 */
export async function sendInvitation(app: FastifyInstance, invitation: OutgoingInvitation): Promise<void> {
  const { person, copy, inviter, customerId, customerName } = invitation;
  const created = await createWithFirstLink(app, person, copy);
  if (created) {
    await mailOrUndo(app, created.user.id, () =>
      app.mailer.send(
        invitationMail({
          user: created.user,
          token: created.token,
          inviter,
          customer: customerName,
          days: invitationLinkDays,
          publicUrl: app.config.PUBLIC_URL,
        }),
      ),
    );
    app.log.info({ customerId, invitedUserId: created.user.id }, 'colleague invited');
  } else {
    await tellTheHolder(app, person.email, inviter, customerName);
    app.log.info({ customerId }, 'colleague invitation to an existing account: its holder was told');
  }
}

async function inviterName(app: FastifyInstance, caller: Caller): Promise<string> {
  const inviter = await findUserById(app.db, caller.userId);
  return inviter ? fullName(inviter) : caller.record.fullname;
}

/** The account, its copied rights and its first password link in one step; undefined when the address has one. */
async function createWithFirstLink(
  app: FastifyInstance,
  person: { email: string; firstName: string; lastName: string; language: LanguageId },
  copy: PortalPrivilege,
) {
  const lifetimeMinutes = invitationLinkDays * 24 * 60;
  return app.db.transaction(async (tx) => {
    const user = await createInvitedUser(tx, person);
    if (!user) return undefined;
    await grantCopiedEntry(tx, user.id, copy);
    // The group's own provider keeps the password: the invited colleague signs in with the company account, so no
    // password link is made.
    if (app.config.OIDC_ISSUER) return { user, token: null };
    const token = await issueResetToken(tx, user.id, { lifetimeMinutes });
    if (!token) throw new Error('A new account was refused its first password link.');
    return { user, token };
  });
}

/** Nothing half-done: without its mail the account could never be used, so it goes again. */
async function mailOrUndo(app: FastifyInstance, userId: string, send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (error) {
    await removeInvitedUser(app.db, userId);
    throw error;
  }
}

async function tellTheHolder(app: FastifyInstance, email: string, inviter: string, customer: string): Promise<void> {
  const holder = await findUserByUsername(app.db, email);
  // Gone between the insert and this read: nobody to tell, and the answer stays the same.
  if (!holder) return;
  await app.mailer.send(
    existingAccountInvitationMail({ user: holder, inviter, customer, publicUrl: app.config.PUBLIC_URL }),
  );
}
