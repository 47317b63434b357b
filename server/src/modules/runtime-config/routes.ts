import { externalSignInScopes, runtimeConfigSchema, signInScopes, type RuntimeConfig } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { plannedMaintenanceOf, type Config } from '../../config.ts';
import { embeddedIssuer } from '../identity/index.ts';

/**
 * The outside addresses of the internal dashboard's CMS and cancellation form cards. Not configurable yet: they
 * follow the default of unconfigured legacy modules (PUBLIC_URL/legacy/...).
 */
function externalLinks(config: Pick<Config, 'PUBLIC_URL'>): RuntimeConfig['links'] {
  const form = `${config.PUBLIC_URL}/legacy/cancellation-form`;
  return {
    cms: `${config.PUBLIC_URL}/legacy/cms-editor`,
    cancellationForms: {
      default: form,
      salesRep: `${form}?audience=sales-rep`,
      salesAgent: `${form}?audience=sales-agent`,
    },
  };
}

/** What the one SPA build needs to know about this deployment (also sent inline with every page). */
export function runtimeConfigOf(config: Config): RuntimeConfig {
  return {
    maintenance: config.MAINTENANCE_MODE,
    plannedMaintenance: plannedMaintenanceOf(config),
    oidc: config.OIDC_ISSUER
      ? {
          issuer: config.OIDC_ISSUER,
          clientId: config.OIDC_CLIENT_ID,
          scopes: config.OIDC_SCOPES ?? externalSignInScopes.join(' '),
          provider: 'external',
          resource: config.OIDC_RESOURCE ?? null,
          accountUrl: config.OIDC_ACCOUNT_URL ?? null,
        }
      : {
          issuer: embeddedIssuer(config),
          clientId: config.OIDC_CLIENT_ID,
          scopes: signInScopes.join(' '),
          provider: 'embedded',
          resource: null,
          accountUrl: null,
        },
    contentResourcePath: config.CONTENT_RESOURCE_PATH,
    links: externalLinks(config),
    cookieConsent: { expiryMinutes: config.COOKIE_CONSENT_EXPIRY_MINUTES },
    analytics: { tagManagerContainerId: config.TAG_MANAGER_CONTAINER_ID ?? null },
  };
}

const runtimeConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const body = runtimeConfigOf(app.config);
  app.get(
    '/pub/api/v1/config',
    {
      schema: {
        tags: ['configuration'],
        summary: 'Runtime configuration of the portal front end',
        response: { 200: runtimeConfigSchema },
      },
    },
    async () => body,
  );
};

export default runtimeConfigRoutes;
