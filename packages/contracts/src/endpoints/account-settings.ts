import { z } from 'zod';
import {
  accountCustomerQuerySchema,
  companyInfoSchema,
  contactDeleteQuerySchema,
  contactInputSchema,
  contactListSchema,
  contactParamsSchema,
  contactSchema,
  contactUpdateSchema,
  storeListQuerySchema,
  storePageSchema,
  storeParamsSchema,
  storeSchema,
  termsDocumentQuerySchema,
  termsDocumentSchema,
  termsMailResultSchema,
} from '../account-settings.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * Account settings (issue 17): the sold-to's company info and stores (the companyInfo permission) and its contacts
 * (the contacts permission). Every call names the sold-to (`customer`), which must be the caller's (else 403).
 */

const tag = 'account-settings';
const section = 'accountSettings';

export const getCompanyInfoEndpoint = defineEndpoint({
  id: 'getCompanyInfo',
  method: 'GET',
  path: '/priv/api/v1/account/company-info',
  access: 'portal',
  tag,
  section,
  summary: 'The sold-to: legal name, division, addresses (sold-to, bill-to, payer) and brands (companyInfo)',
  query: accountCustomerQuerySchema,
  response: companyInfoSchema,
  refusals: [404],
  errorDescription: 'Error getting customer info',
});

export const getStoresEndpoint = defineEndpoint({
  id: 'getStores',
  method: 'GET',
  path: '/priv/api/v1/account/stores',
  access: 'portal',
  tag,
  section,
  summary: "A page of the sold-to's stores (its ship-tos), by name, filtered by q (companyInfo)",
  query: storeListQuerySchema,
  response: storePageSchema,
  refusals: [404],
  errorDescription: 'Error getting the stores of customer {customer}',
});

export const getStoreEndpoint = defineEndpoint({
  id: 'getStore',
  method: 'GET',
  path: '/priv/api/v1/account/stores/:shipToId',
  access: 'portal',
  tag,
  section,
  summary: 'One store (ship-to) of the sold-to (companyInfo)',
  description: 'A ship-to of another sold-to, or none by that number, answers 404.',
  params: storeParamsSchema,
  query: accountCustomerQuerySchema,
  response: storeSchema,
  refusals: [404],
  errorDescription: 'Error getting the store {shipToId}',
});

export const getContactsEndpoint = defineEndpoint({
  id: 'getContacts',
  method: 'GET',
  path: '/priv/api/v1/account/contacts',
  access: 'portal',
  tag,
  section,
  summary: "The sold-to's contacts, by last and first name (contacts)",
  query: accountCustomerQuerySchema,
  response: contactListSchema,
  refusals: [404],
  errorDescription: 'Error getting the contacts of customer {customer}',
});

export const createContactEndpoint = defineEndpoint({
  id: 'createContact',
  method: 'POST',
  path: '/priv/api/v1/account/contacts',
  access: 'portal',
  tag,
  section,
  summary: 'Adds a contact to the sold-to (contacts)',
  description: 'E-mail, phone (international format) and roles are checked; a sold-to has at most 100 contacts (409).',
  query: accountCustomerQuerySchema,
  body: contactInputSchema,
  response: contactSchema,
  status: 201,
  refusals: [404, 409],
  errorDescription: 'Error adding a contact to customer {customer}',
});

export const updateContactEndpoint = defineEndpoint({
  id: 'updateContact',
  method: 'PUT',
  path: '/priv/api/v1/account/contacts/:contactId',
  access: 'portal',
  tag,
  section,
  summary: 'Replaces a contact of the sold-to (contacts)',
  description:
    '`version` is the version the edit was made on: when the contact was edited or removed since, the answer ' +
    'is 409 and nothing is stored. A contact of another sold-to answers 404.',
  params: contactParamsSchema,
  query: accountCustomerQuerySchema,
  body: contactUpdateSchema,
  response: contactSchema,
  refusals: [404, 409],
  errorDescription: 'Error saving the contact {contactId}',
});

export const deleteContactEndpoint = defineEndpoint({
  id: 'deleteContact',
  method: 'DELETE',
  path: '/priv/api/v1/account/contacts/:contactId',
  access: 'portal',
  tag,
  section,
  summary: 'Removes a contact of the sold-to (contacts)',
  description: 'With `version`, a contact edited since that version is not removed (409).',
  params: contactParamsSchema,
  query: contactDeleteQuerySchema,
  response: z.null().describe('Removed'),
  status: 204,
  refusals: [404, 409],
  errorDescription: 'Error removing the contact {contactId}',
});

export const getTermsDocumentEndpoint = defineEndpoint({
  id: 'getTermsDocument',
  method: 'GET',
  path: '/priv/api/v1/account/terms-document',
  access: 'portal',
  tag,
  section,
  summary: 'The current terms in lang (default the sold-to’s language) (termsAndConditions or dataPrivacy)',
  description: 'A language the terms are not published in falls back to English.',
  query: termsDocumentQuerySchema,
  response: termsDocumentSchema,
  refusals: [404],
  errorDescription: 'Error getting the terms & conditions of customer {customer}',
});

export const sendTermsDocumentEndpoint = defineEndpoint({
  id: 'sendTermsDocument',
  method: 'POST',
  path: '/priv/api/v1/account/terms-document/send-email',
  access: 'portal',
  tag,
  section,
  summary: 'Mails the current terms as PDF to the signed-in user (termsAndConditionsSendByEmail)',
  description: 'In lang (default the sold-to’s language); a few sends per user and hour (429 beyond).',
  query: termsDocumentQuerySchema,
  response: termsMailResultSchema,
  refusals: [404, 429],
  errorDescription: 'Error sending the terms & conditions of customer {customer} by e-mail',
});
