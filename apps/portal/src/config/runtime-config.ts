import { runtimeConfigSchema, type RuntimeConfig } from '@portal/contracts';
import { apiRequest } from '@portal/portal-kit';
import { setContentResourcePath, setSignInProvider } from '@portal/portal-kit/host';

let current: RuntimeConfig | null = null;

/**
 * Keeps the configuration for `getRuntimeConfig` and hands the host's features and the remotes (through
 * portal-kit) what they read of it: the content resource path (spec 7 media links) and who keeps passwords and
 * sessions.
 */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
  setContentResourcePath(config.contentResourcePath);
  setSignInProvider({ kind: config.oidc.provider, accountUrl: config.oidc.accountUrl });
}

/** The configuration loaded at start-up (`loadRuntimeConfig`). */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('The runtime configuration is not loaded yet');
  return current;
}

/** Id of the element the server puts the configuration in, inline with the page (server/src/lib/page-head.ts). */
export const runtimeConfigElementId = 'portal-runtime-config';

/** The configuration that came with the page, when it did and it is valid. */
function configFromPage(): RuntimeConfig | null {
  const text = document.getElementById(runtimeConfigElementId)?.textContent;
  if (!text) return null;
  try {
    return runtimeConfigSchema.safeParse(JSON.parse(text)).data ?? null;
  } catch {
    return null;
  }
}

/**
 * One build serves every environment: issuer, client and outside addresses come from the server. The page
 * carries them, so the first screen waits for no request; without them (the dev server's page) they are asked for.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const config = configFromPage() ?? runtimeConfigSchema.parse(await apiRequest('/pub/api/v1/config'));
  setRuntimeConfig(config);
  return config;
}
