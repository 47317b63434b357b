import type { SignIn } from '@portal/contracts';
import type { Database } from '../../../db/client.ts';
import { accountPayloads } from './payloads-store.ts';

interface GrantPayload {
  iat?: number;
  exp?: number;
}

/**
 * The account's sign-ins that still stand: one per grant of the provider (a sign-in of one browser), newest first;
 * `currentGrantId` (the `gid` of the calling token) is marked. Ending them is `endSignIns`.
 */
export async function signInsOf(db: Database, accountId: string, currentGrantId: string | null): Promise<SignIn[]> {
  const grants = await accountPayloads(db, 'Grant', accountId);
  return grants
    .map(({ id, payload }) => {
      const { iat, exp } = payload as GrantPayload;
      return {
        signInId: id,
        startedAt: new Date((iat ?? 0) * 1000).toISOString(),
        expiresAt: exp ? new Date(exp * 1000).toISOString() : null,
        current: id === currentGrantId,
      };
    })
    .sort((a, b) => Number(b.current) - Number(a.current) || b.startedAt.localeCompare(a.startedAt));
}
