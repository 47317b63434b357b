import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';
import { apiScopes } from './provider.ts';

const openIdScopes = new Set(['openid', 'profile', 'email']);

interface ConsentDetails {
  missingOIDCScope?: string[];
  missingResourceScopes?: Record<string, string[]>;
}

/**
 * Consent is implicit for the portal, a first-party client: the grant covers whatever the authorization request
 * asked for (and anything a consent prompt still finds missing), so no consent screen ever shows.
 */
export async function grantRequested(
  provider: Provider,
  interaction: Interaction,
  accountId: string,
  resource: string,
): Promise<string> {
  const clientId = String(interaction.params['client_id']);
  const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
  const grant =
    existing?.accountId === accountId && existing.clientId === clientId
      ? existing
      : new provider.Grant({ accountId, clientId });

  const requested = String(interaction.params['scope'] ?? '')
    .split(' ')
    .filter(Boolean);
  const details = interaction.prompt.details as ConsentDetails;

  const oidcScopes = [...requested.filter((scope) => openIdScopes.has(scope)), ...(details.missingOIDCScope ?? [])];
  if (oidcScopes.length > 0) grant.addOIDCScope(oidcScopes.join(' '));

  const resourceScopes = new Map<string, string[]>([
    [resource, requested.filter((scope) => (apiScopes as readonly string[]).includes(scope))],
  ]);
  for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
    resourceScopes.set(indicator, [...(resourceScopes.get(indicator) ?? []), ...scopes]);
  }
  for (const [indicator, scopes] of resourceScopes) {
    if (scopes.length > 0) grant.addResourceScope(indicator, scopes.join(' '));
  }
  return grant.save();
}
