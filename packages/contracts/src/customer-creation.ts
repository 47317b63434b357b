import isoCountries from 'i18n-iso-countries';
import { checkVAT, countries as vatCountries } from 'jsvat';
import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { z } from 'zod';
import { paymentTermsCodes } from './account-settings.ts';
import { customerIdSchema } from './accounts.ts';
import { brandCatalogue } from './brands.ts';
import { languageIds, type LanguageId } from './languages.ts';
import { ticketAttachmentLimits, ticketAttachmentTypes } from './tickets.ts';
import { pageOf, pageQueryFields } from './paging.ts';

/**
 * Customer-creation requests (issue 19): staff ask for a new customer, an extension of a customer (brands, payment
 * terms, credit limit) or a new ship-to; a reviewer other than the submitter and the last editor approves, rejects
 * or returns the request, and an approved request is written to the customer tables. One schema validates the
 * request on both sides: the server's answers name the field (`data.vatId`), the portal's forms show the same
 * issue in the page language.
 */

export const requestKinds = ['new_customer', 'extend_customer', 'add_ship_to'] as const;
export type RequestKind = (typeof requestKinds)[number];

/**
 * A request's status. `returned` requests go to `edited` once changed and are submitted again; an approved request
 * is provisioned in the same step (both transitions are recorded), so `approved` is only seen in the history.
 */
export const requestStatuses = [
  'draft',
  'submitted',
  'returned',
  'edited',
  'approved',
  'provisioned',
  'rejected',
  'withdrawn',
] as const;
export type RequestStatus = (typeof requestStatuses)[number];

/** Statuses in which the request can still be changed and submitted. */
export const editableStatuses: readonly RequestStatus[] = ['draft', 'returned', 'edited'];
/** Statuses that end the request. */
export const finalStatuses: readonly RequestStatus[] = ['provisioned', 'rejected', 'withdrawn'];

/** What a transition call does. */
export const requestActions = ['submit', 'approve', 'reject', 'return', 'withdraw'] as const;
export type RequestAction = (typeof requestActions)[number];
/** Actions of the reviewer (customerCreationReview, never the submitter or the last editor). */
export const reviewActions: readonly RequestAction[] = ['approve', 'reject', 'return'];

/** What the history records: the calls' actions plus creating, saving and the provisioning after approval. */
export const historyActions = ['create', 'edit', ...requestActions, 'provision'] as const;
export type HistoryAction = (typeof historyActions)[number];

export const requestCurrencies = ['EUR', 'GBP', 'CHF', 'SEK', 'DKK', 'NOK', 'PLN', 'CZK', 'USD'] as const;
/** Sales divisions: 10 apparel, 20 footwear, 30 equipment. */
export const salesDivisions = ['10', '20', '30'] as const;

/** ISO 3166-1 alpha-2 codes (i18n-iso-countries); the portal names them in the page language. */
export const countryCodes: readonly string[] = Object.keys(isoCountries.getAlpha2Codes()).sort();

const brandIds = brandCatalogue.map((brand) => brand.id) as [string, ...string[]];

const required = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);
/** Optional text: empty counts as not given. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .optional()
    .transform((value) => value || undefined);

export const countrySchema = z
  .string()
  .refine((code) => countryCodes.includes(code), 'must be an ISO 3166 country code such as DE');

/** Whether `postcode` is a postcode of `country` (countries without postcode rules accept any 2-10 characters). */
export function isPostcodeOf(postcode: string, country: string): boolean {
  if (postcodeValidatorExistsForCountry(country)) return postcodeValidator(postcode, country);
  return /^[A-Za-z0-9 -]{2,10}$/.test(postcode);
}

/** Whether `vatId` is a valid VAT id (checksum included) of `country` (Greece's prefix is EL). */
export function isVatIdOf(vatId: string, country: string): boolean {
  const result = checkVAT(vatId.replace(/[\s.-]/g, '').toUpperCase(), vatCountries);
  const code = result.country?.isoCode.short;
  return result.isValid && (code === country || (country === 'GR' && code === 'EL'));
}

/** The VAT id as stored and compared: upper case without spaces, dots or dashes. */
export const normalizedVatId = (vatId: string) => vatId.replace(/[\s.-]/g, '').toUpperCase();

export function isPhoneOf(phone: string, country: string | undefined): boolean {
  try {
    return isValidPhoneNumber(phone, (country || undefined) as CountryCode | undefined);
  } catch {
    return false;
  }
}

/**
 * Lets a rule that reads several fields also run when other fields of its object are refused (zod skips such rules
 * then), as long as the fields it reads passed: a form then names every problem at once, not the VAT id or the
 * phone number only after everything else was fixed. Fields are dotted paths within the object.
 */
const whenValid =
  (...fields: string[]) =>
  (payload: { issues: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey> | undefined }> }) =>
    !payload.issues.some((issue) => {
      // An issue zod has not placed yet (a whole missing object) may be about any field: the rule waits.
      if (!issue.path) return true;
      const path = issue.path.map(String).join('.');
      return fields.some((field) => path === field || path.startsWith(`${field}.`));
    });

const addressShape = {
  name: required(80),
  street: required(80),
  postcode: required(10),
  city: required(60),
  country: countrySchema,
};

type AddressLike = { postcode?: string | undefined; country?: string | undefined };
const postcodeRule = (address: AddressLike) =>
  !address.postcode || !address.country || isPostcodeOf(address.postcode, address.country);
const postcodeIssue = {
  message: 'is not a postcode of the country',
  path: ['postcode'],
  when: whenValid('postcode', 'country'),
};

export const addressSchema = z.object(addressShape).refine(postcodeRule, postcodeIssue);
export type RequestAddress = z.infer<typeof addressSchema>;
const draftAddressSchema = z.object(addressShape).partial().refine(postcodeRule, postcodeIssue);

const shipToShape = {
  ...addressShape,
  /** When the store takes deliveries, e.g. "Mon-Fri 8-12". */
  openingHours: optionalText(200),
  deliveryInstructions: optionalText(500),
};
export const shipToSchema = z.object(shipToShape).refine(postcodeRule, postcodeIssue);
const draftShipToSchema = z.object(shipToShape).partial().refine(postcodeRule, postcodeIssue);

const contactShape = {
  name: required(80),
  email: z.string().trim().email('must be an e-mail address').max(120),
  /** International (+49 ...) or national in the contact's country. */
  phone: optionalText(30),
  country: countrySchema.optional(),
};
const phoneRule = (contact: { phone?: string | undefined; country?: string | undefined }) =>
  !contact.phone || isPhoneOf(contact.phone, contact.country);
const phoneIssue = { message: 'is not a phone number', path: ['phone'], when: whenValid('phone', 'country') };
export const requestContactSchema = z.object(contactShape).refine(phoneRule, phoneIssue);
const draftContactSchema = z.object(contactShape).partial().refine(phoneRule, phoneIssue);

export const requestedBrandSchema = z.object({
  brandId: z.enum(brandIds, { message: 'must be a brand id of the catalogue' }),
  division: z.enum(salesDivisions, { message: 'must be a division: 10, 20 or 30' }),
  /** Expected order volume per season, in the customer's currency. */
  expectedSeasonVolume: z.coerce.number().int('must be a whole number').min(0, 'must be 0 or more').max(1e9),
});
export type RequestedBrand = z.infer<typeof requestedBrandSchema>;

const brandsRule = (brands: readonly { brandId?: string; division?: string }[] | undefined) =>
  !brands || new Set(brands.map((brand) => `${brand.brandId}/${brand.division}`)).size === brands.length;
const brandsIssue = { message: 'names a brand and division twice' };

const salesRepShape = { name: required(80), email: z.string().trim().email('must be an e-mail address').max(120) };

/** New customer: the company, its partner addresses, contacts and what it wants to buy. */
const newCustomerShape = {
  legalName: required(120),
  tradingName: optionalText(120),
  /** With the country prefix, e.g. DE136695976; checked (checksum) for the sold-to's country. */
  vatId: required(20),
  registrationNumber: optionalText(40),
  legalForm: optionalText(40),
  language: z.enum(languageIds as [LanguageId, ...LanguageId[]], { message: 'must be de, en, es, fr or it' }),
  currency: z.enum(requestCurrencies, { message: 'must be a currency of the list' }),
  soldTo: addressSchema,
  /** Empty: the sold-to's address. */
  billTo: addressSchema.optional(),
  payer: addressSchema.optional(),
  /** Where the customer takes deliveries: one or more stores (the first gets the ship-to number 01). */
  shipTos: z.array(shipToSchema).min(1, 'needs at least one ship-to').max(10, 'must be at most 10 ship-tos'),
  contacts: z.array(requestContactSchema).min(1, 'needs at least one contact').max(5, 'must be at most 5 contacts'),
  brands: z.array(requestedBrandSchema).min(1, 'needs at least one brand').max(20).refine(brandsRule, brandsIssue),
  paymentTerms: z.enum(paymentTermsCodes, { message: 'must be payment terms of the list' }),
  salesRep: z.object(salesRepShape),
  notes: optionalText(1000),
};

type VatLike = { vatId?: string | undefined; soldTo?: { country?: string | undefined } | undefined };
const vatRule = (data: VatLike) => !data.vatId || !data.soldTo?.country || isVatIdOf(data.vatId, data.soldTo.country);
const vatIssue = {
  message: "is not a valid VAT id of the sold-to's country",
  path: ['vatId'],
  when: whenValid('vatId', 'soldTo.country'),
};

/** Requests stored before several ship-tos held one `shipTo`: read as a list of that one. */
export function withShipToList(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data) || !('shipTo' in data)) return data;
  const { shipTo, ...rest } = data as Record<string, unknown>;
  return 'shipTos' in rest || shipTo === undefined ? rest : { ...rest, shipTos: [shipTo] };
}

export const newCustomerDataSchema = z.preprocess(withShipToList, z.object(newCustomerShape).refine(vatRule, vatIssue));
export type NewCustomerData = z.infer<typeof newCustomerDataSchema>;
export const newCustomerDraftSchema = z.preprocess(
  withShipToList,
  z
    .object({
      ...newCustomerShape,
      soldTo: draftAddressSchema,
      billTo: draftAddressSchema,
      payer: draftAddressSchema,
      shipTos: z.array(draftShipToSchema).max(10, 'must be at most 10 ship-tos'),
      contacts: z.array(draftContactSchema).max(5, 'must be at most 5 contacts'),
      brands: z.array(requestedBrandSchema.partial()).max(20).refine(brandsRule, brandsIssue),
      salesRep: z.object(salesRepShape).partial(),
    })
    .partial()
    .refine(vatRule, vatIssue),
);

/** Extend customer: brands to add, and (or) new payment terms or credit limit, with the reason. */
const extendShape = {
  brands: z.array(requestedBrandSchema).max(20).refine(brandsRule, brandsIssue),
  paymentTerms: z.enum(paymentTermsCodes, { message: 'must be payment terms of the list' }).optional(),
  creditLimit: z.coerce.number().min(0, 'must be 0 or more').max(1e10).optional(),
  reason: required(1000),
};
const changesSomething = (data: { brands?: unknown[] | undefined; paymentTerms?: unknown; creditLimit?: unknown }) =>
  (data.brands?.length ?? 0) > 0 || data.paymentTerms !== undefined || data.creditLimit !== undefined;
export const extendCustomerDataSchema = z.object(extendShape).refine(changesSomething, {
  message: 'needs a brand, payment terms or a credit limit',
  path: ['brands'],
  when: whenValid('brands', 'paymentTerms', 'creditLimit'),
});
export type ExtendCustomerData = z.infer<typeof extendCustomerDataSchema>;
export const extendCustomerDraftSchema = z.object(extendShape).partial();

/** Add ship-to: the store and the sold-to's brands delivered there. */
const addShipToShape = {
  shipTo: shipToSchema,
  brandIds: z
    .array(z.enum(brandIds, { message: 'must be a brand id of the catalogue' }))
    .min(1, 'needs at least one brand'),
};
export const addShipToDataSchema = z.object(addShipToShape);
export type AddShipToData = z.infer<typeof addShipToDataSchema>;
export const addShipToDraftSchema = z
  .object({ shipTo: draftShipToSchema, brandIds: z.array(z.enum(brandIds)) })
  .partial();

/** The complete data of each kind (needed to submit), and what a draft may hold (every value given is valid). */
export const requestDataSchemas = {
  new_customer: newCustomerDataSchema,
  extend_customer: extendCustomerDataSchema,
  add_ship_to: addShipToDataSchema,
} as const;
export const requestDraftSchemas = {
  new_customer: newCustomerDraftSchema,
  extend_customer: extendCustomerDraftSchema,
  add_ship_to: addShipToDraftSchema,
} as const;

/** A request's data as stored: a draft's, which submitting checks against the complete schema of its kind. */
export type RequestData =
  | z.infer<typeof newCustomerDraftSchema>
  | z.infer<typeof extendCustomerDraftSchema>
  | z.infer<typeof addShipToDraftSchema>;

export const requestIdSchema = z.string().uuid('must be a request id');
export const requestParamsSchema = z.object({ requestId: requestIdSchema });
export const requestActionParamsSchema = z.object({
  requestId: requestIdSchema,
  action: z.enum(requestActions, { message: 'must be submit, approve, reject, return or withdraw' }),
});

/** Creating a request: its kind, the sold-to for extensions and ship-tos, and the draft data. */
export const createRequestBodySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('new_customer'), data: newCustomerDraftSchema }),
  z.object({ kind: z.literal('extend_customer'), customerId: customerIdSchema, data: extendCustomerDraftSchema }),
  z.object({ kind: z.literal('add_ship_to'), customerId: customerIdSchema, data: addShipToDraftSchema }),
]);
export type CreateRequestBody = z.infer<typeof createRequestBodySchema>;

/** Saving: the version read (a stale one is refused with 409) and the whole draft data of the request's kind. */
export const updateRequestBodySchema = z.object({
  version: z.number().int().min(1),
  data: z.record(z.string(), z.unknown()),
});

export const transitionBodySchema = z.object({
  version: z.number().int().min(1),
  /** Required to reject or return; optional otherwise. */
  comment: z.string().trim().max(2000, 'must be at most 2000 characters').optional(),
  /** Submitting a request that may duplicate a customer or an open request needs this set. */
  acknowledgeDuplicates: z.boolean().optional(),
});
export type TransitionBody = z.infer<typeof transitionBodySchema>;

/**
 * Approving several submitted requests in one action (ADR 067): each with the version read, each under four eyes and
 * in a transaction of its own; the answer says per request whether it was approved or refused, and why.
 */
export const batchApprovalBodySchema = z.object({
  requests: z
    .array(z.object({ requestId: requestIdSchema, version: z.number().int().min(1) }))
    .min(1, 'needs at least one request')
    .max(50, 'must be at most 50 requests')
    .refine(
      (requests) => new Set(requests.map((request) => request.requestId)).size === requests.length,
      'names a request twice',
    ),
  comment: z.string().trim().max(2000, 'must be at most 2000 characters').optional(),
});
export type BatchApprovalBody = z.infer<typeof batchApprovalBodySchema>;

export const batchApprovalResultSchema = z.object({
  requestId: z.string(),
  /** The request's number; null when it does not exist. */
  number: z.number().int().nullable(),
  title: z.string().nullable(),
  outcome: z.enum(['approved', 'refused']),
  /** Refused: the status a single approval would have answered (403 four eyes, 404, 409 stale or not submitted). */
  status: z.number().int().nullable(),
  reason: z.string().nullable(),
});
export type BatchApprovalResult = z.infer<typeof batchApprovalResultSchema>;
export const batchApprovalAnswerSchema = z.object({ results: z.array(batchApprovalResultSchema) });
export type BatchApprovalAnswer = z.infer<typeof batchApprovalAnswerSchema>;

export const requestListQuerySchema = z.object({
  status: z.enum(requestStatuses).optional(),
  kind: z.enum(requestKinds).optional(),
  /** Part of the legal name, store name, VAT id or customer number. */
  q: z.string().trim().max(60, 'must be at most 60 characters').optional(),
  /** Only requests the caller created. */
  mine: z.enum(['true', 'false']).optional(),
  /** Only submitted requests the caller may review (four eyes: not their own). */
  review: z.enum(['true', 'false']).optional(),
  ...pageQueryFields,
});
export type RequestListQuery = z.infer<typeof requestListQuerySchema>;

const personSchema = z.object({ userId: z.string(), name: z.string() });

export const requestSummarySchema = z.object({
  requestId: z.string(),
  /** A short number people can say, e.g. 12. */
  number: z.number().int(),
  kind: z.enum(requestKinds),
  status: z.enum(requestStatuses),
  /** The company or store the request is about. */
  title: z.string(),
  /** The sold-to (extensions, ship-tos, and new customers once provisioned). */
  customerId: z.string().nullable(),
  createdBy: personSchema,
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
  version: z.number().int(),
});
export type RequestSummary = z.infer<typeof requestSummarySchema>;
export const requestPageSchema = pageOf(requestSummarySchema);

export const historyEntrySchema = z.object({
  action: z.enum(historyActions),
  from: z.enum(requestStatuses).nullable(),
  to: z.enum(requestStatuses),
  actor: personSchema,
  at: z.string(),
  comment: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** One changed field between the previous submission and the last one (dotted path, e.g. `soldTo.postcode`). */
export const fieldChangeSchema = z.object({
  path: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type FieldChange = z.infer<typeof fieldChangeSchema>;

/** A customer or an open request the new customer may duplicate (same VAT id, or same name and postcode). */
export const duplicateSchema = z.object({
  source: z.enum(['customer', 'request']),
  /** The customer number, or the request's number. */
  id: z.string(),
  /** An open request's id, for its link; null for customers. */
  requestId: z.string().nullable(),
  name: z.string(),
  reason: z.enum(['vat_id', 'name_and_postcode']),
});
export type Duplicate = z.infer<typeof duplicateSchema>;

/**
 * A VAT id's check (ADR 067): valid or invalid by the checksum or by VIES, or `unchecked` when VIES did not answer
 * (down, busy, too slow), which never blocks submitting. `name` is the trader's name where VIES gives it.
 */
export const vatCheckSchema = z.object({
  outcome: z.enum(['valid', 'invalid', 'unchecked']),
  source: z.enum(['checksum', 'vies']),
  name: z.string().nullable(),
});
export type VatCheck = z.infer<typeof vatCheckSchema>;

/** A VAT check kept with a new customer's request at submission, or when a reviewer checked again: with its time. */
export const storedVatCheckSchema = vatCheckSchema.extend({ checkedAt: z.string() });
export type StoredVatCheck = z.infer<typeof storedVatCheckSchema>;

/** `POST /priv/api/v1/customer-creation-vat-checks`: check a submitted request's VAT id again (reviewers). */
export const vatCheckAgainBodySchema = z.object({ requestId: requestIdSchema });
export type VatCheckAgainBody = z.infer<typeof vatCheckAgainBodySchema>;

/** The duplicate check while typing: what the form has so far (each part optional). */
export const duplicateCheckQuerySchema = z.object({
  vatId: z.string().trim().max(20, 'must be at most 20 characters').optional(),
  /** The legal name: compared by trigram similarity, with the postcode. */
  name: z.string().trim().max(120, 'must be at most 120 characters').optional(),
  postcode: z.string().trim().max(10, 'must be at most 10 characters').optional(),
  /** The sold-to's country: with it, the VAT id is checked too. */
  country: countrySchema.optional(),
  /** The request being edited, left out of the matches. */
  requestId: z.string().uuid('must be a request id').optional(),
});
export type DuplicateCheckQuery = z.infer<typeof duplicateCheckQuerySchema>;
export const duplicateCheckSchema = z.object({
  duplicates: z.array(duplicateSchema),
  /** Null until a VAT id and the sold-to's country are given. */
  vatCheck: vatCheckSchema.nullable(),
});
export type DuplicateCheck = z.infer<typeof duplicateCheckSchema>;

/**
 * Attachments of a request (e.g. the trade register extract), as tickets take them: multipart files in
 * `attachments`, PDF, PNG, JPEG, XLSX or CSV by their content, at most 10 MB each and 5 per request.
 */
export const requestAttachmentField = 'attachments';
export const requestAttachmentLimits = ticketAttachmentLimits;
export const requestAttachmentTypes = ticketAttachmentTypes;

export const requestAttachmentSchema = z.object({
  attachmentId: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedBy: personSchema,
  uploadedAt: z.string(),
});
export type RequestAttachment = z.infer<typeof requestAttachmentSchema>;
export const requestAttachmentParamsSchema = z.object({
  requestId: requestIdSchema,
  attachmentId: z.string().uuid('must be an attachment id'),
});

export const requestDetailSchema = requestSummarySchema.extend({
  data: z.record(z.string(), z.unknown()),
  lastEditedBy: personSchema,
  submittedBy: personSchema.nullable(),
  history: z.array(historyEntrySchema),
  /** Changes since the previous submission; null before the second submission. */
  changes: z.array(fieldChangeSchema).nullable(),
  duplicates: z.array(duplicateSchema),
  /**
   * A new customer's VAT check as it was last made (at submission, or by a reviewer checking again), so the
   * reviewer sees a "could not be checked"; null for other kinds and before the first submission.
   */
  vatCheck: storedVatCheckSchema.nullable(),
  attachments: z.array(requestAttachmentSchema),
  /** What the caller may do now (the server checks again on each call). */
  allowed: z.object({ edit: z.boolean(), actions: z.array(z.enum(requestActions)) }),
});
export type RequestDetail = z.infer<typeof requestDetailSchema>;

/** An existing sold-to as extend and add-ship-to requests show it. */
export const requestCustomerSchema = z.object({
  customerId: z.string(),
  legalName: z.string(),
  country: z.string(),
  language: z.string(),
  vatId: z.string().nullable(),
  currency: z.string().nullable(),
  paymentTerms: z.string().nullable(),
  creditLimit: z.number().nullable(),
  address: z.object({ street: z.string(), postcode: z.string(), city: z.string() }).nullable(),
  brands: z.array(z.object({ brandId: z.string(), division: z.string(), status: z.string() })),
  shipTos: z.array(z.object({ nodeId: z.string(), name: z.string(), city: z.string(), postcode: z.string() })),
});
export type RequestCustomer = z.infer<typeof requestCustomerSchema>;
export const requestCustomerParamsSchema = z.object({ customerId: customerIdSchema });

/** Field-level changes between two versions of a request's data (leaves by dotted path; arrays by index). */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const flat = (value: unknown, prefix: string, into: Map<string, string>) => {
    if (value === null || value === undefined || value === '') return into;
    if (typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) flat(inner, prefix ? `${prefix}.${key}` : key, into);
      return into;
    }
    into.set(prefix, String(value));
    return into;
  };
  const old = flat(before, '', new Map());
  const now = flat(after, '', new Map());
  const paths = [...new Set([...old.keys(), ...now.keys()])].sort();
  return paths
    .filter((path) => old.get(path) !== now.get(path))
    .map((path) => ({ path, before: old.get(path) ?? null, after: now.get(path) ?? null }));
}
