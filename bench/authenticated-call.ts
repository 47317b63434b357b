// An authenticated API call of the portal against its floor: what the same answer costs with nothing but its
// essential work (verify the access token, one indexed query), both on one PostgreSQL database, in one run.
import {
  alternate,
  formatSide,
  startFloorApp,
  startSignedInPortal,
  withPostgres,
  type SideResult,
} from './against-floor.ts';

// The other benchmarks import these from here.
export { freePort, withPostgres, type SideResult } from './against-floor.ts';

const connections = 50;
const portalPath = '/priv/api/v1/user/customers';
const floorPath = '/floor/customers';
const username = 'buyer@example.com';

export type AuthenticatedCallResult =
  { skipped: string } | { portal: SideResult; floor: SideResult; ratio: number; database: string };

/**
 * The floor: bare Fastify, jose verification of the portal's own access token against its JWKS (fetched once), and
 * one indexed query of the same database (the user's sold-tos by user id).
 */
function startFloor(databaseUrl: string, portal: { url: string; audience: string }) {
  return startFloorApp(databaseUrl, portal, (floor, pool, check) => {
    floor.get(floorPath, async (request, reply) => {
      const payload = await check(request.headers.authorization);
      if (!payload) return reply.code(401).send({ error: 'Unauthorized' });
      const { rows } = await pool.query<{ customer_id: string }>(
        'select customer_id from portal_privileges where user_id = $1 order by position',
        [payload.sub],
      );
      return rows.map((row) => ({ customerId: row.customer_id }));
    });
  });
}

export async function measureAuthenticatedCall(seconds: number): Promise<AuthenticatedCallResult> {
  return withPostgres(async (databaseUrl, label) => {
    const portal = await startSignedInPortal(databaseUrl, username);
    try {
      const floor = await startFloor(databaseUrl, portal);
      try {
        for (const url of [`${portal.url}${portalPath}`, `${floor.url}${floorPath}`]) {
          const response = await fetch(url, { headers: { authorization: `Bearer ${portal.token}` } });
          if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
        }
        const sides = await alternate(`${portal.url}${portalPath}`, `${floor.url}${floorPath}`, portal.token, {
          seconds,
          connections,
        });
        return {
          ...sides,
          ratio: Number((sides.portal.requestsPerSecond / sides.floor.requestsPerSecond).toFixed(3)),
          database: label,
        };
      } finally {
        await floor.close();
      }
    } finally {
      await portal.close();
    }
  });
}

export function formatAuthenticatedCall(result: AuthenticatedCallResult, seconds: number): string {
  if ('skipped' in result) return `Authenticated call: skipped (${result.skipped})`;
  return [
    `Authenticated call: GET ${portalPath} (${seconds} s per side, ${connections} connections, PostgreSQL: ${result.database})`,
    formatSide('portal', result.portal),
    formatSide('floor', result.floor),
    `  ratio   ${result.ratio} (portal / floor)`,
  ].join('\n');
}
