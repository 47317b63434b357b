import { runtimeConfigSchema, type RuntimeConfig } from '@portal/contracts';
import { apiRequest } from '@portal/portal-kit';
import { setContentResourcePath } from '@portal/portal-kit/host';

let current: RuntimeConfig | null = null;

/**
 * Keeps the configuration for `getRuntimeConfig` and hands the content resource path to the content
 * renderers of the host and the remotes (portal-kit, spec 7 media links).
 */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
  setContentResourcePath(config.contentResourcePath);
}

/** The configuration loaded at start-up (`loadRuntimeConfig`). */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('The runtime configuration is not loaded yet');
  return current;
}

/** One build serves every environment: issuer, client and outside addresses come from the server at start-up. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const config = runtimeConfigSchema.parse(await apiRequest('/pub/api/v1/config'));
  setRuntimeConfig(config);
  return config;
}
