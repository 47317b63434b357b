import { runtimeConfigSchema, type RuntimeConfig } from '@portal/contracts';
import { apiRequest } from '@portal/portal-kit';

/** One build serves every environment: issuer and client come from the server at start-up. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  return runtimeConfigSchema.parse(await apiRequest('/pub/api/v1/config'));
}
