import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { customerIdSchema } from './accounts.ts';
import { languageIdSchema } from './language-schema.ts';

/**
 * Account settings (issue 17): the sold-to's company info and its stores (ship-tos) from the customer hierarchy,
 * and the contacts the group talks to. Partner numbers are the hierarchy's node ids.
 */

/** A partner of the hierarchy (the sold-to, a ship-to, the bill-to, the payer) with its address. */
export const partnerAddressSchema = z.object({
  partnerId: z.string(),
  name: z.string(),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  country: z.string(),
});
export type PartnerAddress = z.infer<typeof partnerAddressSchema>;

/** A brand the sold-to buys: active, pending (applied for, not yet open) or blocked (no new orders). */
export const brandStatuses = ['active', 'pending', 'blocked'] as const;
export type BrandStatus = (typeof brandStatuses)[number];

export const accountBrandSchema = z.object({
  id: z.string(),
  name: z.string(),
  division: z.string(),
  status: z.enum(brandStatuses),
});
export type AccountBrand = z.infer<typeof accountBrandSchema>;

/**
 * The payment terms of the customer master, by code (the portal's texts are labels): payment before delivery, or
 * net days from the invoice date. One catalogue for company info and customer creation.
 */
export const paymentTermsCodes = ['PREPAID', 'NET14', 'NET30', 'NET45', 'NET60', 'NET90'] as const;
export type PaymentTermsCode = (typeof paymentTermsCodes)[number];

export const companyInfoSchema = z.object({
  customerId: customerIdSchema,
  legalName: z.string(),
  /** The name the customer trades under, when it differs from the legal name. */
  tradingName: z.string().nullable(),
  /** E.g. GmbH, Ltd, SARL. */
  legalForm: z.string().nullable(),
  vatId: z.string().nullable(),
  /** The trade register number (company number). */
  registrationNumber: z.string().nullable(),
  division: z.string().nullable(),
  country: z.string(),
  language: z.string(),
  /** ISO 4217, the currency the customer is invoiced in. */
  currency: z.string().nullable(),
  /** Null when not known (or a code outside the catalogue). */
  paymentTerms: z.enum(paymentTermsCodes).nullable(),
  /** In `currency`. */
  creditLimit: z.number().nullable(),
  /** The group's person in charge of this customer. */
  accountManager: z.object({ name: z.string(), email: z.string() }).nullable(),
  soldTo: partnerAddressSchema.nullable(),
  billTo: partnerAddressSchema.nullable(),
  payer: partnerAddressSchema.nullable(),
  brands: z.array(accountBrandSchema),
  storeCount: z.number().int(),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

export const accountCustomerQuerySchema = z.object({ customer: customerIdSchema });

/** Ship-to partner numbers: the sold-to's number followed by up to four digits. */
export const shipToIdSchema = z.string().regex(/^\d{6,14}$/, 'must be a partner number of 6 to 14 digits');

export const storeListQuerySchema = z.object({
  customer: customerIdSchema,
  /** Part of the store's name, street, postcode, city or partner number (case-insensitive). */
  q: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  pageNumber: z.coerce.number().int().min(0).max(1000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type StoreListQuery = z.infer<typeof storeListQuerySchema>;

/** A ship-to of the sold-to: a store (or warehouse) goods are delivered to. */
export const storeSchema = partnerAddressSchema.extend({
  customerId: customerIdSchema,
  division: z.string().nullable(),
  language: z.string(),
  /** The brands the sold-to buys, which are the ones delivered to its stores. */
  brands: z.array(accountBrandSchema),
  /** Free text from the customer master, e.g. "Mon–Sat 09:30–20:00"; null when not known. */
  openingHours: z.string().nullable(),
  /** Free text for the carrier, e.g. "Goods-in at the rear, ring the bell"; null when none. */
  deliveryInstructions: z.string().nullable(),
});
export type Store = z.infer<typeof storeSchema>;

export const storePageSchema = z.object({
  items: z.array(storeSchema),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
  totalElements: z.number().int(),
});
export type StorePage = z.infer<typeof storePageSchema>;

export const storeParamsSchema = z.object({ shipToId: shipToIdSchema });

/** What a contact is the group's person to talk to for. */
export const contactRoles = ['orders', 'invoices', 'deliveries', 'marketing'] as const;
export type ContactRole = (typeof contactRoles)[number];

/** At most this many contacts per sold-to. */
export const contactLimit = 100;

const name = z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters');

/** A phone number in international format (`+` and the country code), checked with libphonenumber-js. */
export const contactPhoneSchema = z
  .string()
  .trim()
  .max(30, 'must be at most 30 characters')
  .refine((value) => value.startsWith('+') && isValidPhoneNumber(value), {
    message: 'must be a valid phone number in international format, e.g. +44 161 496 0000',
  });

/** A valid phone number in international format as E.164 (`+441614960000`), else undefined. */
export function phoneE164(value: string): string | undefined {
  const phone = value.trim().startsWith('+') ? parsePhoneNumberFromString(value.trim()) : undefined;
  return phone?.isValid() ? phone.number : undefined;
}

export const contactInputSchema = z.object({
  firstName: name,
  lastName: name,
  email: z.string().trim().max(254, 'must be at most 254 characters').pipe(z.email('must be an e-mail address')),
  phone: contactPhoneSchema,
  roles: z
    .array(z.enum(contactRoles, { message: 'must be orders, invoices, deliveries or marketing' }))
    .min(1, 'must name at least one role')
    .max(contactRoles.length)
    .refine((roles) => new Set(roles).size === roles.length, 'must not repeat a role'),
});
export type ContactInput = z.infer<typeof contactInputSchema>;

/** An edit names the version it was made on; a newer version stored meanwhile makes it 409. */
export const contactUpdateSchema = contactInputSchema.extend({
  version: z.number().int().min(1),
});
export type ContactUpdate = z.infer<typeof contactUpdateSchema>;

export const contactSchema = z.object({
  contactId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** E.164, e.g. +441614960000. */
  phone: z.string(),
  roles: z.array(z.enum(contactRoles)),
  /** Raised by each edit (optimistic locking). */
  version: z.number().int(),
  updatedAt: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

export const contactListSchema = z.object({ items: z.array(contactSchema) });
export type ContactList = z.infer<typeof contactListSchema>;

export const contactParamsSchema = z.object({ contactId: z.uuid('must be a contact id') });

export const contactDeleteQuerySchema = z.object({
  customer: customerIdSchema,
  /** When given, the removal is refused (409) if the contact was edited since this version. */
  version: z.coerce.number().int().min(1).optional(),
});

/** One acceptance of a terms version for the sold-to: who (a username, or the public link), when, how. */
export const termsHistoryEntrySchema = z.object({
  version: z.string(),
  language: z.string(),
  acceptedBy: z.string(),
  acceptedAt: z.string().datetime({ offset: true }),
  channel: z.enum(['portal', 'public-link']),
});

/** `GET /priv/api/v1/customer/terms_and_conditions`: the current terms in the sold-to's language and their history. */
export const customerTermsSchema = z.object({
  customerId: customerIdSchema,
  legalName: z.string(),
  current: z.object({
    version: z.string(),
    language: z.string(),
    title: z.string(),
    /** HTML written by the operator. */
    body: z.string(),
  }),
  /** Every published version, newest first. */
  versions: z.array(z.string()),
  /** The sold-to's acceptances, newest first. */
  acceptances: z.array(termsHistoryEntrySchema),
});
export type CustomerTerms = z.infer<typeof customerTermsSchema>;

/** `?customer=&lang=` of the terms document: the language to read it in (default the sold-to's). */
export const termsDocumentQuerySchema = z.object({
  customer: customerIdSchema,
  lang: languageIdSchema.optional(),
});

/** The current terms document in one language (the sold-to's, or the one asked for when it exists). */
export const termsDocumentSchema = z.object({
  customerId: customerIdSchema,
  version: z.string(),
  language: z.string(),
  title: z.string(),
  /** HTML written by the operator. */
  body: z.string(),
});
export type TermsDocument = z.infer<typeof termsDocumentSchema>;

/** Sends of the terms by e-mail each user may make per hour. */
export const termsMailsPerHour = 5;

/** What was sent: the signed-in user's address and the PDF's file name. */
export const termsMailResultSchema = z.object({ recipient: z.string(), attachment: z.string() });
export type TermsMailResult = z.infer<typeof termsMailResultSchema>;
