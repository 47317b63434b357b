import type Provider from 'oidc-provider';
import type { Database } from '../../../db/client.ts';
import { accountPayloads } from './payloads-store.ts';

interface SessionPayload {
  authorizations?: Record<string, { grantId?: string }>;
}

/**
 * Ends every sign-in of an account, as sign-out and revocation do, through the provider's own models: each grant
 * with its access tokens, refresh tokens and codes, then each session. A grant to keep (the one of the request that
 * changed the password) stays, with the session holding it.
 */
export async function endSignIns(
  provider: Provider,
  db: Database,
  accountId: string,
  { keepGrantId }: { keepGrantId?: string | undefined } = {},
): Promise<{ grants: number; sessions: number }> {
  const grants = (await accountPayloads(db, 'Grant', accountId)).filter(({ id }) => id !== keepGrantId);
  const sessions = (await accountPayloads(db, 'Session', accountId)).filter(({ payload }) => {
    const authorizations = Object.values((payload as SessionPayload).authorizations ?? {});
    return keepGrantId === undefined || !authorizations.some(({ grantId }) => grantId === keepGrantId);
  });

  for (const { id: grantId } of grants) {
    await Promise.all([
      provider.AccessToken.revokeByGrantId(grantId),
      provider.RefreshToken.revokeByGrantId(grantId),
      provider.AuthorizationCode.revokeByGrantId(grantId),
    ]);
    await provider.Grant.adapter.destroy(grantId);
  }
  for (const { id } of sessions) await provider.Session.adapter.destroy(id);
  return { grants: grants.length, sessions: sessions.length };
}
