import { z } from 'zod';
import { poNumberPattern } from './brands.ts';
import { legacyModuleIds, onBehalfPrefix, portalPrivilegeSchema, privilegeCodes } from './permissions.ts';
import { languageIdSchema } from './language-schema.ts';

/** Sold-to customer ids are SAP-style numbers; anything else is refused before it reaches the database. */
export const customerIdSchema = z.string().regex(/^\d{6,10}$/, 'must be a customer number of 6 to 10 digits');

/** The most sold-tos one list, export or summary call may name (a store chain has a few dozen). */
export const customerListLimit = 100;

/**
 * The sold-tos a list, its export, totals or the account summary read (issue 32, "one view across all accounts"):
 * one customer number as before, or several separated by commas (`1000102,1000103`). Answers the numbers, each once,
 * in the order named; a part that is no customer number is refused naming it.
 */
export const customerIdListSchema = z
  .string()
  .transform((value, context) => {
    const ids = value.split(',').map((part) => part.trim());
    const bad = ids.find((id) => !customerIdSchema.safeParse(id).success);
    if (bad !== undefined) {
      context.addIssue({
        code: 'custom',
        message: `must be customer numbers of 6 to 10 digits separated by commas; "${bad}" is not one`,
      });
      return z.NEVER;
    }
    return [...new Set(ids)];
  })
  .refine((ids) => ids.length <= customerListLimit, `must name at most ${customerListLimit} customers`);

const isoDateTime = z.string().datetime({ offset: true });

/** One entry of `GET /priv/api/v1/user/customers` (spec section 3, "Sold-to"). */
export const soldToSchema = z.object({
  customerId: z.string(),
  legalName: z.string(),
  name: z.string(),
  /** The customer id of the sold-to the user last selected (spec 4: equal to its own id when it was this one). */
  lastLogin: z.string().nullable(),
  termsAndConditionsAcceptedBy: z.string().nullable(),
  termsAndConditionsTimestamp: isoDateTime.nullable(),
  division: z.string().nullable(),
});
export const soldToListSchema = z.array(soldToSchema);

/** `GET /priv/api/v1/customer`: the customer(s) in context, with division, country and language. */
export const customerInfoQuerySchema = z.object({
  onBehalf: z.enum(['true', 'false']).default('false'),
  customerOnBehalfId: customerIdSchema.optional(),
  currentCustomerId: customerIdSchema.optional(),
});
export const customerInfoSchema = z.object({
  customerId: z.string(),
  legalName: z.string(),
  division: z.string().nullable(),
  country: z.string(),
  language: z.string(),
});
export const customerInfoListSchema = z.array(customerInfoSchema);

/** `?customer=` of last-login and terms acceptance. */
export const customerQuerySchema = z.object({ customer: customerIdSchema });

/** Answer of both terms acceptances (private and public). */
export const termsAcceptanceSchema = z.object({
  customerId: z.string(),
  termsAndConditionsAcceptedBy: z.string(),
  termsAndConditionsTimestamp: isoDateTime,
  documentVersion: z.string(),
});

// Any text may be a token: one that names no link is unknown (404), whatever its shape, like any other id.
export const termsTokenQuerySchema = z.object({ token: z.string().min(1).max(200) });

/** `GET /pub/api/v1/cms/terms_and_conditions?token=`: the document to accept, in the customer's language. */
export const publicTermsSchema = z.object({
  customerId: z.string(),
  legalName: z.string(),
  language: z.string(),
  version: z.string(),
  title: z.string(),
  /** Sanitized HTML of the document. */
  body: z.string(),
  /**
   * When the customer accepted the current terms, by this link or signed in to the portal (else, for a used link,
   * when it was used): the page says so instead of offering to accept.
   */
  acceptedAt: isoDateTime.nullable(),
  /** Whether this link was already used (it works once). */
  linkUsed: z.boolean(),
});

/** `PUT /priv/api/admin/tools/user/preference`. */
export const userPreferencePath = '/priv/api/admin/tools/user/preference';
export const userPreferenceSchema = z.object({
  username: z.string().min(1).max(254),
  language: languageIdSchema,
});

/** `GET /priv/api/v1/legacy/{legacyId}?brand=&language=`: the answer is the absolute URL as a JSON string. */
export const legacyParamsSchema = z.object({ legacyId: z.enum(legacyModuleIds) });
export const legacyQuerySchema = z.object({
  brand: z
    .string()
    .regex(/^\d{1,3}$/, 'must be a brand id')
    .optional(),
  language: languageIdSchema.optional(),
  /** The customer's purchase order number, for the ordering modules of a brand that requires one. */
  poNumber: z
    .string()
    .regex(poNumberPattern, 'must be a purchase order number: 1 to 35 letters, digits, spaces or . / _ -')
    .optional(),
});
export const legacyUrlSchema = z.string().url();

/** Every code, and every section an internal user may be allowed while acting on behalf (`ON_BEHALF_<code>`). */
const assignableCodes: ReadonlySet<string> = new Set([
  ...privilegeCodes,
  ...privilegeCodes.filter((code) => code !== 'ON_BEHALF').map((code) => `${onBehalfPrefix}${code}`),
]);

/** `PUT /api/admin/tools/permissions`: replaces one user's privilege entries (admin tool). */
export const permissionsUpdateSchema = z.object({
  userId: z.string().uuid(),
  portalPrivileges: z
    .array(
      portalPrivilegeSchema.extend({
        customer: z
          .string()
          .regex(/^(\d{6,10})?$/, 'must be empty (internal user) or a customer number of 6 to 10 digits'),
        enabled: z.array(z.string().refine((code) => assignableCodes.has(code), 'is not a privilege code')).max(200),
        role: z.string().max(100),
        legacyBrandList: z
          .array(z.object({ module: z.enum(legacyModuleIds), brands: z.array(z.string().regex(/^\d{1,3}$/)).max(50) }))
          .max(legacyModuleIds.length),
      }),
    )
    .max(500),
});

/** `POST /api/admin/tools/permissions/users/retrieve`: permission records of the users named (admin tool). */
export const permissionsRetrieveSchema = z.object({
  userIds: z.array(z.string().uuid()).min(1).max(100),
});

/** `GET /api/v1/user/{id}`. */
export const userIdParamsSchema = z.object({ id: z.string().uuid() });
export const userSummarySchema = z.object({
  userId: z.string(),
  userName: z.string(),
  fullname: z.string(),
  companyType: z.string(),
  language: z.string(),
});

export type SoldTo = z.infer<typeof soldToSchema>;
export type CustomerInfo = z.infer<typeof customerInfoSchema>;
export type TermsAcceptance = z.infer<typeof termsAcceptanceSchema>;
export type PublicTerms = z.infer<typeof publicTermsSchema>;
export type UserPreference = z.infer<typeof userPreferenceSchema>;
export type UserSummary = z.infer<typeof userSummarySchema>;

/**
 * The staff dashboard's favourite cards (issue 34): card ids of the internal dashboard, in the order the user
 * marked them. Ids the portal no longer shows are kept and ignored.
 */
export const dashboardCardIdSchema = z
  .string()
  .regex(/^[a-z][A-Za-z0-9]{1,39}$/, 'must be a card id (letters and digits, starting with a small letter)');

export const dashboardFavouriteParamsSchema = z.object({ cardId: dashboardCardIdSchema });

/** At most this many favourites per user: the rail lists them all. */
export const dashboardFavouritesLimit = 30;

export const dashboardFavouritesSchema = z.object({ cardIds: z.array(z.string()) });
export type DashboardFavourites = z.infer<typeof dashboardFavouritesSchema>;
