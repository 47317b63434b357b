import type { RuntimeConfig } from '@portal/contracts';
import { setRuntimeConfig } from '../../src/config/runtime-config.ts';

/** The configuration a test page runs with, as `/pub/api/v1/config` would answer. */
export const testRuntimeConfig: RuntimeConfig = {
  maintenance: false,
  plannedMaintenance: null,
  oidc: {
    issuer: 'http://localhost:3000/oidc',
    clientId: 'portal',
    scopes: 'openid profile email',
    provider: 'embedded',
    resource: null,
    accountUrl: null,
  },
  contentResourcePath: '/content/media',
  links: {
    cms: 'https://cms.example.com/editor',
    cancellationForms: {
      default: 'https://forms.example.com/cancellation',
      salesRep: 'https://forms.example.com/cancellation-sales-rep',
      salesAgent: 'https://forms.example.com/cancellation-sales-agent',
    },
  },
  cookieConsent: { expiryMinutes: 60 },
  analytics: { tagManagerContainerId: null },
};

export function useTestRuntimeConfig(): void {
  setRuntimeConfig(testRuntimeConfig);
}
