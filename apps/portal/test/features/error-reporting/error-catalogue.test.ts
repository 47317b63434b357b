import {
  acceptPublicTermsEndpoint,
  acceptTermsEndpoint,
  declaredEndpoints,
  getBrandLandingPageEndpoint,
  getBrandPageEndpoint,
  getContentByIdEndpoint,
  getCustomerEndpoint,
  getHomepageContentEndpoint,
  getInternalContentByIdEndpoint,
  getInternalHomepageContentEndpoint,
  getLegacyUrlEndpoint,
  getLegalDocumentsEndpoint,
  getPermissionsEndpoint,
  getPreloginContentEndpoint,
  getPublicTermsEndpoint,
  getSoldTosEndpoint,
  getVasDocumentEndpoint,
  saveLastLoginEndpoint,
  saveUserPreferenceEndpoint,
  type EndpointDeclaration,
} from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { mockEndpoint } from '@portal/portal-kit/testing/endpoints';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpApiServer } from '../../support/api-server.ts';
import { signInAs } from '../../support/render.tsx';

const { server, reports } = setUpApiServer();
beforeEach(() => signInAs('buyer@example.com'));

const token = 'tok_5b0f7c1e9a2d4e6f8a0b1c2d';

/**
 * Spec 8, the rows of failed calls: the exact description, the calls that carry it, a call that triggers it and
 * the description it is reported with (placeholders filled from what was sent).
 */
const rows: ReadonlyArray<{
  description: string;
  endpoint: EndpointDeclaration;
  input: Record<string, unknown>;
  reported: string;
}> = [
  {
    description: 'Error getting CMS data for the homepage',
    endpoint: getHomepageContentEndpoint,
    input: { params: { lang: 'en' }, query: { customerId: '1000001' } },
    reported: 'Error getting CMS data for the homepage',
  },
  {
    description: 'Error getting CMS data for the homepage',
    endpoint: getInternalHomepageContentEndpoint,
    input: { params: { lang: 'en' }, query: {} },
    reported: 'Error getting CMS data for the homepage',
  },
  {
    description: 'Error getting CMS content - {id}',
    endpoint: getContentByIdEndpoint,
    input: { params: { id: 'page.about' }, query: {} },
    reported: 'Error getting CMS content - page.about',
  },
  {
    description: 'Error getting CMS content - {id}',
    endpoint: getInternalContentByIdEndpoint,
    input: { params: { id: 'homepage' }, query: {} },
    reported: 'Error getting CMS content - homepage',
  },
  {
    description: 'Error getting CMS legal documents file',
    endpoint: getLegalDocumentsEndpoint,
    input: { params: { lang: 'de' }, query: {} },
    reported: 'Error getting CMS legal documents file',
  },
  {
    description: 'Error getting CMS brand page content',
    endpoint: getBrandPageEndpoint,
    input: { params: { lang: 'en', brand: '40' }, query: {} },
    reported: 'Error getting CMS brand page content',
  },
  {
    description: 'Error getting CMS landing page content',
    endpoint: getBrandLandingPageEndpoint,
    input: { params: { lang: 'en', brand: '40' } },
    reported: 'Error getting CMS landing page content',
  },
  {
    description: 'Error getting CMS prelogin content',
    endpoint: getPreloginContentEndpoint,
    input: { params: { lang: 'fr' } },
    reported: 'Error getting CMS prelogin content',
  },
  {
    description: 'Error getting CMS pub terms and conditions',
    endpoint: getPublicTermsEndpoint,
    input: { query: { token } },
    reported: 'Error getting CMS pub terms and conditions',
  },
  {
    description: 'Error getting customer info',
    endpoint: getCustomerEndpoint,
    input: { query: { onBehalf: 'false', currentCustomerId: '1000001' } },
    reported: 'Error getting customer info',
  },
  {
    description: 'Error getting the user permissions',
    endpoint: getPermissionsEndpoint,
    input: {},
    reported: 'Error getting the user permissions',
  },
  {
    description: 'Error getting the sold-to list',
    endpoint: getSoldTosEndpoint,
    input: {},
    reported: 'Error getting the sold-to list',
  },
  {
    description: 'Error selecting the customer',
    endpoint: saveLastLoginEndpoint,
    input: { query: { customer: '1000001' } },
    reported: 'Error selecting the customer',
  },
  {
    description: 'Error accepting the terms & conditions',
    endpoint: acceptTermsEndpoint,
    input: { query: { customer: '1000001' } },
    reported: 'Error accepting the terms & conditions',
  },
  {
    description: 'Error accepting the terms & conditions',
    endpoint: acceptPublicTermsEndpoint,
    input: { query: { token } },
    reported: 'Error accepting the terms & conditions',
  },
  {
    description: 'Error getting the legacy url',
    endpoint: getLegacyUrlEndpoint,
    input: { params: { legacyId: 'ETAF' }, query: { language: 'en' } },
    reported: 'Error getting the legacy url',
  },
  {
    description: 'Error getting the url to download the VAS Menu card & cost simulator',
    endpoint: getVasDocumentEndpoint,
    input: {},
    reported: 'Error getting the url to download the VAS Menu card & cost simulator',
  },
  {
    description: 'Error changing user language {language}',
    endpoint: saveUserPreferenceEndpoint,
    input: { body: { username: 'buyer@example.com', language: 'de' } },
    reported: 'Error changing user language de',
  },
];

describe('spec 8 error catalogue: calls', () => {
  it('carries each row’s exact description in the declarations of its calls', () => {
    for (const { description, endpoint } of rows) {
      expect(endpoint.errorDescription, endpoint.id).toBe(description);
      expect(declaredEndpoints).toContain(endpoint);
    }
  });

  it.each(rows.map((row) => [row.endpoint.id, row] as const))(
    '%s reports its spec 8 description once when it fails',
    async (_id, { endpoint, input, reported }) => {
      server.use(
        mockEndpoint(endpoint, () => HttpResponse.json({ error: 'Internal', message: 'down' }, { status: 500 })),
      );
      await expect(callEndpoint(endpoint, input as never)).rejects.toThrow();
      expect(reports.map((report) => report.description)).toEqual([reported]);
    },
  );
});
