import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number(),
});

export const readyResponseSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['up', 'down']),
  /**
   * The identity provider: `embedded` (in this process), or an external issuer's discovery `up`, `down` or
   * `unknown` (not asked yet). Not part of readiness: pages and open routes still serve while it is down, and
   * every instance depends on the same issuer.
   */
  identityProvider: z.enum(['embedded', 'up', 'down', 'unknown']),
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
