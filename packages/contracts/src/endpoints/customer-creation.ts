import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  requestAttachmentLimits,
  requestAttachmentParamsSchema,
  requestAttachmentTypes,
  batchApprovalAnswerSchema,
  batchApprovalBodySchema,
  createRequestBodySchema,
  duplicateCheckQuerySchema,
  duplicateCheckSchema,
  requestActionParamsSchema,
  requestCustomerParamsSchema,
  requestCustomerSchema,
  requestDetailSchema,
  requestListQuerySchema,
  requestPageSchema,
  requestParamsSchema,
  storedVatCheckSchema,
  transitionBodySchema,
  vatCheckAgainBodySchema,
  updateRequestBodySchema,
} from '../customer-creation.ts';

/**
 * Customer-creation requests (issue 19), for staff only: staff with customerCreation create, edit, submit and
 * withdraw; reviewers with customerCreationReview approve, reject or return, never on a request they submitted or
 * edited last (403). Every change names the version it was based on; a stale one is refused with 409.
 */

const tag = 'customer-creation';
const section = 'customerCreation';

export const getCustomerCreationRequestsEndpoint = defineEndpoint({
  id: 'getCustomerCreationRequests',
  method: 'GET',
  path: '/priv/api/v1/customer-creation-requests',
  access: 'portal',
  tag,
  section,
  summary: 'A page of customer-creation requests, newest change first, by status, kind, text, mine or to review',
  query: requestListQuerySchema,
  response: requestPageSchema,
  errorDescription: 'Error getting the customer-creation requests',
});

export const createCustomerCreationRequestEndpoint = defineEndpoint({
  id: 'createCustomerCreationRequest',
  method: 'POST',
  path: '/priv/api/v1/customer-creation-requests',
  access: 'portal',
  tag,
  section,
  summary: 'Creates a draft request of a kind (extensions and ship-tos name an existing sold-to)',
  description: 'Every value given must be valid (VAT id, postcode and phone by country); missing ones may follow.',
  body: createRequestBodySchema,
  response: requestDetailSchema,
  status: 201,
  refusals: [404],
  errorDescription: 'Error creating the customer-creation request',
});

export const getCustomerCreationRequestEndpoint = defineEndpoint({
  id: 'getCustomerCreationRequest',
  method: 'GET',
  path: '/priv/api/v1/customer-creation-requests/:requestId',
  access: 'portal',
  tag,
  section,
  summary: 'One request with its data, history, changes since the previous submission and possible duplicates',
  params: requestParamsSchema,
  response: requestDetailSchema,
  refusals: [404],
  errorDescription: 'Error getting the customer-creation request {requestId}',
});

export const updateCustomerCreationRequestEndpoint = defineEndpoint({
  id: 'updateCustomerCreationRequest',
  method: 'PUT',
  path: '/priv/api/v1/customer-creation-requests/:requestId',
  access: 'portal',
  tag,
  section,
  summary: 'Saves the draft data of a draft, returned or edited request (a returned one becomes edited)',
  description: 'A version other than the stored one answers 409: someone saved in between.',
  params: requestParamsSchema,
  body: updateRequestBodySchema,
  response: requestDetailSchema,
  refusals: [404, 409],
  errorDescription: 'Error saving the customer-creation request {requestId}',
});

export const transitionCustomerCreationRequestEndpoint = defineEndpoint({
  id: 'transitionCustomerCreationRequest',
  method: 'POST',
  path: '/priv/api/v1/customer-creation-requests/:requestId/:action',
  access: 'portal',
  tag,
  section,
  summary: 'Submits, approves (and provisions), rejects, returns or withdraws a request',
  description:
    'submit needs the complete data and, when the request may duplicate a customer or an open request, ' +
    'acknowledgeDuplicates; reject and return need a comment. A transition its status does not allow answers 409, ' +
    'as does a stale version; a reviewer who submitted or last edited the request gets 403.',
  params: requestActionParamsSchema,
  body: transitionBodySchema,
  response: requestDetailSchema,
  refusals: [404, 409],
  errorDescription: 'Error on {action} of the customer-creation request {requestId}',
});

export const approveCustomerCreationRequestsEndpoint = defineEndpoint({
  id: 'approveCustomerCreationRequests',
  method: 'POST',
  path: '/priv/api/v1/customer-creation-approvals',
  access: 'portal',
  tag,
  section,
  summary:
    'Approves (and provisions) several submitted requests in one action, each on its own (customerCreationReview)',
  description:
    'Each request names the version read. Each is approved as a single approval would be, in a transaction of its ' +
    'own: one the caller submitted or last edited, a stale version or a request not submitted is refused with its ' +
    'reason, and the others are still approved. Without customerCreationReview the whole call answers 403.',
  body: batchApprovalBodySchema,
  response: batchApprovalAnswerSchema,
  errorDescription: 'Error approving customer-creation requests',
});

export const checkCustomerCreationVatAgainEndpoint = defineEndpoint({
  id: 'checkCustomerCreationVatAgain',
  method: 'POST',
  path: '/priv/api/v1/customer-creation-vat-checks',
  access: 'portal',
  tag,
  section,
  summary:
    "Checks a submitted new customer's VAT id again and keeps the result with the request (customerCreationReview)",
  description:
    'For a VAT id that could not be checked at submission (VIES down or too slow): runs the configured validator ' +
    'again and stores its answer and time, without changing the request version. A request of another kind or not ' +
    'submitted answers 409.',
  body: vatCheckAgainBodySchema,
  response: storedVatCheckSchema,
  refusals: [404, 409],
  errorDescription: 'Error checking the VAT id of the customer-creation request again',
});

export const getCustomerCreationCustomerEndpoint = defineEndpoint({
  id: 'getCustomerCreationCustomer',
  method: 'GET',
  path: '/priv/api/v1/customer-creation-customers/:customerId',
  access: 'portal',
  tag,
  section,
  summary: 'An existing sold-to as extend and add-ship-to requests start from: master data, brands and ship-tos',
  params: requestCustomerParamsSchema,
  response: requestCustomerSchema,
  refusals: [404],
  errorDescription: 'Error getting the customer {customerId}',
});

export const checkCustomerCreationDuplicatesEndpoint = defineEndpoint({
  id: 'checkCustomerCreationDuplicates',
  method: 'GET',
  path: '/priv/api/v1/customer-creation-duplicates',
  access: 'portal',
  tag,
  section,
  summary:
    'While a new customer is typed: customers and open requests with its VAT id, or a like name and its postcode',
  description:
    'Names compare by trigram similarity (typos allowed), postcodes without spaces and case; with a VAT id and ' +
    'the country, the VAT id is checked too (VAT_VALIDATOR; "unchecked" when VIES did not answer).',
  query: duplicateCheckQuerySchema,
  response: duplicateCheckSchema,
  errorDescription: 'Error checking the new customer for duplicates',
});

/**
 * Multipart (`multipart/form-data`), so not called through `callEndpoint`: the portal sends the files in
 * `attachments` with the declaration's path, as tickets do.
 */
export const addCustomerCreationAttachmentsEndpoint = defineEndpoint({
  id: 'addCustomerCreationAttachments',
  method: 'POST',
  path: '/priv/api/v1/customer-creation-requests/:requestId/attachments',
  access: 'portal',
  tag,
  section,
  summary: 'Attach files to a draft, returned or edited request (customerCreation): at most 5 per request',
  description:
    'Files in `attachments`: PDF, PNG, JPEG, XLSX or CSV, checked by their content. A file over 10 MB answers 413, ' +
    'a file of another type 415, more than 5 files on the request 400; nothing is stored then. A request that can ' +
    'no longer be edited answers 409.',
  multipart: { files: 'attachments', maxFiles: requestAttachmentLimits.maxFiles },
  params: requestParamsSchema,
  response: requestDetailSchema,
  status: 201,
  refusals: [404, 409, 413, 415],
  errorDescription: 'Error attaching files to the customer-creation request {requestId}',
});

/** A file, not JSON: the portal downloads it with the declaration's path. */
export const getCustomerCreationAttachmentEndpoint = defineEndpoint({
  id: 'getCustomerCreationAttachment',
  method: 'GET',
  path: '/priv/api/v1/customer-creation-requests/:requestId/attachments/:attachmentId',
  access: 'portal',
  tag,
  section,
  summary: 'An attachment of a request, always as a download (Content-Disposition: attachment)',
  params: requestAttachmentParamsSchema,
  mediaTypes: [...new Set(Object.values(requestAttachmentTypes))],
  response: z.string().describe('The file as it was uploaded, with its sniffed content type'),
  refusals: [404],
  errorDescription: 'Error downloading an attachment of the customer-creation request {requestId}',
});

export const removeCustomerCreationAttachmentEndpoint = defineEndpoint({
  id: 'removeCustomerCreationAttachment',
  method: 'DELETE',
  path: '/priv/api/v1/customer-creation-requests/:requestId/attachments/:attachmentId',
  access: 'portal',
  tag,
  section,
  summary: 'Removes an attachment of a draft, returned or edited request (customerCreation)',
  params: requestAttachmentParamsSchema,
  response: requestDetailSchema,
  refusals: [404, 409],
  errorDescription: 'Error removing an attachment of the customer-creation request {requestId}',
});
