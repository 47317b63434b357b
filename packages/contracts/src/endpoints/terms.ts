import { customerQuerySchema, publicTermsSchema, termsAcceptanceSchema, termsTokenQuerySchema } from '../accounts.ts';
import { customerTermsSchema } from '../account-settings.ts';
import { defineEndpoint } from '../endpoint.ts';

const tag = 'terms';

export const acceptTermsEndpoint = defineEndpoint({
  id: 'acceptTerms',
  method: 'POST',
  path: '/priv/api/v1/customer/terms_and_conditions',
  access: 'portal',
  tag,
  summary: 'Accept the current terms for one of your sold-tos (needs the terms privilege for it)',
  query: customerQuerySchema,
  response: termsAcceptanceSchema,
  refusals: [404],
  errorDescription: 'Error accepting the terms & conditions',
});

export const getPublicTermsEndpoint = defineEndpoint({
  id: 'getPublicTerms',
  method: 'GET',
  path: '/pub/api/v1/cms/terms_and_conditions',
  access: 'public',
  tag,
  summary: "The terms a public link asks to accept, in the customer's language (acceptedAt once used)",
  query: termsTokenQuerySchema,
  response: publicTermsSchema,
  refusals: [404, 410],
  errorDescription: 'Error getting CMS pub terms and conditions',
});

export const acceptPublicTermsEndpoint = defineEndpoint({
  id: 'acceptPublicTerms',
  method: 'POST',
  path: '/pub/api/v1/customer/terms_and_conditions',
  access: 'public',
  tag,
  summary: 'Accept the current terms through a single-use public link',
  query: termsTokenQuerySchema,
  response: termsAcceptanceSchema,
  refusals: [404, 410],
  errorDescription: 'Error accepting the terms & conditions',
});

/** Issue 17: `/terms-conditions` and `/account/terms-conditions` (termsAndConditions or dataPrivacy). */
export const getCustomerTermsEndpoint = defineEndpoint({
  id: 'getCustomerTerms',
  method: 'GET',
  path: '/priv/api/v1/customer/terms_and_conditions',
  access: 'portal',
  tag,
  section: 'accountSettings',
  summary: "The sold-to's current terms in its language, the published versions and who accepted which, when and how",
  query: customerQuerySchema,
  response: customerTermsSchema,
  refusals: [404],
  errorDescription: 'Error getting the terms & conditions of customer {customer}',
});
