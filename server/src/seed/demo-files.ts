import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  brandCatalogue,
  contentAudiences,
  contentDraftSchema,
  contentPageKeySchema,
  customerIdSchema,
  languageIds,
  legacyModuleIds,
  onBehalfPrefix,
  paymentTermsCodes,
  privilegeCodes,
  type LanguageId,
} from '@portal/contracts';
import { z } from 'zod';

/** The demo data files (`server/demo/`): read by the seed only, never by the code that answers requests. */
export const demoDir = path.resolve(import.meta.dirname, '../../demo');

/**
 * Reads one demo file (of `dir`, `server/demo/` by default) as JSON and checks it against its schema; a bad file
 * stops the seed naming file and field.
 */
export function readDemoFile<Schema extends z.ZodType>(file: string, schema: Schema, dir = demoDir): z.output<Schema> {
  const absolute = path.join(dir, file);
  const result = schema.safeParse(JSON.parse(readFileSync(absolute, 'utf8')));
  if (!result.success) {
    const [issue] = result.error.issues;
    const name = dir === demoDir ? file : absolute;
    throw new Error(`Demo data file ${name} is invalid at ${issue?.path.join('.') || '(root)'}: ${issue?.message}`);
  }
  return result.data;
}

const languageSchema = z.enum(languageIds as [LanguageId, ...LanguageId[]]);
const text = z.string().trim().min(1);

export const personasFileSchema = z.strictObject({
  /** The password of every persona. */
  password: z.string().min(10),
  personas: z.array(
    z.strictObject({
      username: z.email().refine((value) => value === value.toLowerCase(), 'must be lower case'),
      givenName: text,
      familyName: text,
      locale: languageSchema,
      companyType: z.enum(['internal', 'external']),
      creationReason: text.optional(),
      /** The password was set this many days before the first seeding (default: at the seeding). */
      passwordChangedDaysAgo: z.number().int().min(0).max(3650).optional(),
    }),
  ),
});
export type DemoPersonas = z.output<typeof personasFileSchema>;

const addressSchema = z.strictObject({ street: text, postcode: text, city: text });

const brandIdSchema = z.enum(brandCatalogue.map((brand) => brand.id) as [string, ...string[]]);

export const customersFileSchema = z.array(
  z
    .strictObject({
      customerId: customerIdSchema,
      legalName: text,
      /** Sales division: 10 apparel, 20 footwear, 30 equipment. */
      division: z.enum(['10', '20', '30']),
      country: z.string().regex(/^[A-Z]{2}$/),
      language: languageSchema,
      /** Head office: the sold-to's own address, also used for its bill-to and payer. */
      office: addressSchema,
      /** The customer master's commercial data (company info). */
      tradingName: text.optional(),
      legalForm: text,
      /** The country prefix (CHE for Switzerland) and the national number, without spaces. */
      vatId: z.string().regex(/^[A-Z]{2,3}[0-9A-Z]{8,12}$/, 'must be a VAT id without spaces'),
      registrationNumber: text.optional(),
      currency: z.string().regex(/^[A-Z]{3}$/),
      paymentTerms: z.enum(paymentTermsCodes),
      /** In `currency`; none for customers who pay before delivery. */
      creditLimit: z.number().min(0).max(1e9).optional(),
      accountManager: z.strictObject({ name: text, email: z.email() }),
      /** Stores and warehouses goods are delivered to. */
      shipTos: z
        .array(
          addressSchema.extend({ name: text, openingHours: text.optional(), deliveryInstructions: text.optional() }),
        )
        .min(1)
        .max(9),
      brands: z.array(brandIdSchema),
      /** Brands that are not (yet) active for the customer; the others are active. */
      brandStatus: z.partialRecord(brandIdSchema, z.enum(['pending', 'blocked'])).optional(),
      /** False: the sold-to has not accepted the current terms (the demo seeds an acceptance otherwise). */
      termsAccepted: z.boolean(),
      /** How many orders the seed makes for this sold-to, instead of `orders.json`'s `ordersPerSoldTo`. */
      ordersPerSoldTo: z.strictObject({ min: z.number().int().min(1), max: z.number().int().max(500) }).optional(),
      /** A slow payer: none of its invoices due in the last `unpaidDueWithinDays` days before the reference date is paid. */
      billing: z.strictObject({ unpaidDueWithinDays: z.number().int().min(1).max(365) }).optional(),
    })
    .refine((customer) => customer.vatId.startsWith(customer.country === 'CH' ? 'CHE' : customer.country), {
      message: "must start with the customer's country",
      path: ['vatId'],
    })
    .refine((customer) => Object.keys(customer.brandStatus ?? {}).every((id) => customer.brands.includes(id)), {
      message: 'must name only brands the customer buys',
      path: ['brandStatus'],
    }),
);
export type DemoCustomer = z.output<typeof customersFileSchema>[number];

/** Stands for every code a customer's user can have (`customerPrivilegeCodes` of contracts). */
export const allCustomerPrivileges = 'all-customer-privileges';

const privilegeCodeSchema = z.enum(privilegeCodes);
const enabledCodeSchema = z.union([privilegeCodeSchema, z.templateLiteral([onBehalfPrefix, privilegeCodeSchema])]);

export const privilegesFileSchema = z.record(
  z.email(),
  z.array(
    z.strictObject({
      /** Null for an internal user's entry. */
      customerId: customerIdSchema.nullable(),
      role: text,
      enabled: z.union([z.literal(allCustomerPrivileges), z.array(enabledCodeSchema)]),
      /** Legacy modules with brands: a customer entry gets its sold-to's brands, an internal one the catalogue. */
      legacyModules: z.array(z.enum(legacyModuleIds)),
    }),
  ),
);
export type DemoPrivileges = z.output<typeof privilegesFileSchema>;

export const loadPersonas = (): DemoPersonas => readDemoFile('personas.json', personasFileSchema);
export const loadCustomers = (): DemoCustomer[] => readDemoFile('customers.json', customersFileSchema);
export const loadPrivileges = (): DemoPrivileges => readDemoFile('privileges.json', privilegesFileSchema);

/** More users in the demo's format: a `personas.json` and a `privileges.json` of a directory of their own. */
export interface ExtraPersonas {
  personas: DemoPersonas;
  privileges: DemoPrivileges;
}

/**
 * Reads the extra users of `dir` (`SEED_EXTRA_PERSONAS_DIR`). Each must be new, have privilege entries and no
 * more, on demo sold-tos only, so the demo's personas and sold-tos stay as `server/demo/` describes them.
 */
export function loadExtraPersonas(dir: string, demoCustomers: readonly DemoCustomer[]): ExtraPersonas {
  const personas = readDemoFile('personas.json', personasFileSchema, dir);
  const privileges = readDemoFile('privileges.json', privilegesFileSchema, dir);
  const demoNames = new Set(loadPersonas().personas.map((persona) => persona.username));
  const names = new Set(personas.personas.map((persona) => persona.username));
  const customerIds = new Set(demoCustomers.map((customer) => customer.customerId));
  const where = path.resolve(dir);
  for (const name of names) {
    if (demoNames.has(name)) throw new Error(`${where}/personas.json names the demo persona ${name}`);
    if (!privileges[name]) throw new Error(`${where}/privileges.json has no entries for ${name}`);
  }
  for (const [name, entries] of Object.entries(privileges)) {
    if (!names.has(name)) throw new Error(`${where}/privileges.json names ${name}, who is not in its personas.json`);
    const unknown = entries.find((entry) => entry.customerId !== null && !customerIds.has(entry.customerId));
    if (unknown) throw new Error(`${where}/privileges.json gives ${name} the unknown sold-to ${unknown.customerId}`);
  }
  return { personas, privileges };
}

/** A content page as the content seed stores it: the admin API's draft plus its key, language and audience. */
export const contentPageFileSchema = contentDraftSchema.extend({
  key: contentPageKeySchema,
  language: languageSchema,
  audience: z.enum(contentAudiences),
});
export type DemoContentPage = z.output<typeof contentPageFileSchema>;

/** `content/pages/`: one file per page variant, `<key>[.internal-user][.<customer id>].<language>.json`. */
export const contentPagesDir = 'content/pages';

/** The file name a page variant has to have. */
export function contentPageFileName(page: Pick<DemoContentPage, 'key' | 'audience' | 'customerId' | 'language'>) {
  const parts = [
    page.key,
    page.audience === 'internal-user' ? page.audience : '',
    page.customerId ?? '',
    page.language,
  ];
  return `${parts.filter(Boolean).join('.')}.json`;
}

export function loadContentPageFiles(): DemoContentPage[] {
  return readdirSync(path.join(demoDir, contentPagesDir))
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const page = readDemoFile(`${contentPagesDir}/${file}`, contentPageFileSchema);
      if (contentPageFileName(page) !== file) {
        throw new Error(`Demo data file ${contentPagesDir}/${file} should be named ${contentPageFileName(page)}`);
      }
      return page;
    });
}

/** `{{brand}}` in a text of `content/brands/<language>.json` stands for the brand's name. */
const brandTemplate = text.refine((value) => value.includes('{{brand}}'), 'must name the brand as {{brand}}');
const card = z.strictObject({ title: text, body: brandTemplate, cta: text });
const collection = z.strictObject({ title: text, body: text });

/** `content/brands/<language>.json`: the words around every brand's pages, and what each brand says of itself. */
export const brandTextsFileSchema = z.strictObject({
  common: z.strictObject({
    brandPage: z.strictObject({ name: brandTemplate }),
    cards: z.strictObject({ shop: card, highlights: card, assets: card }),
    landing: z.strictObject({ name: brandTemplate, storyTitle: brandTemplate, collectionsTitle: text, cta: text }),
    contents: z.strictObject({
      name: brandTemplate,
      carouselTitle: text,
      assetsTitle: text,
      assetsBody: text,
      cta: text,
    }),
    /** Text alternatives of the artwork scenes. */
    sceneAlt: z.record(z.string(), text),
  }),
  brands: z.record(
    z.enum(brandCatalogue.map((brand) => brand.slug) as [string, ...string[]]),
    z.strictObject({
      tagline: text,
      /** Brand page header: what the brand is and who buys it. */
      description: text,
      /** Landing page: the brand's story in two or three sentences. */
      story: text,
      collections: z.tuple([collection, collection, collection]),
      /** Brand contents: the current news for retailers. */
      news: z.strictObject({ title: text, body: text }),
    }),
  ),
});
export type DemoBrandTexts = z.output<typeof brandTextsFileSchema>;

/** The brand texts of every language, in the order de, en, es, fr, it. */
export function loadBrandTexts(): Array<[LanguageId, DemoBrandTexts]> {
  return [...languageIds]
    .sort()
    .map((language) => [language, readDemoFile(`content/brands/${language}.json`, brandTextsFileSchema)]);
}
