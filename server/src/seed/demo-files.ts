import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  brandCatalogue,
  customerIdSchema,
  languageIds,
  legacyModuleIds,
  onBehalfPrefix,
  privilegeCodes,
  type LanguageId,
} from '@portal/contracts';
import { z } from 'zod';

/** The demo data files (`server/demo/`): read by the seed only, never by the code that answers requests. */
export const demoDir = path.resolve(import.meta.dirname, '../../demo');

/** Reads one demo file as JSON and checks it against its schema; a bad file stops the seed naming file and field. */
export function readDemoFile<Schema extends z.ZodType>(file: string, schema: Schema): z.output<Schema> {
  const absolute = path.join(demoDir, file);
  const result = schema.safeParse(JSON.parse(readFileSync(absolute, 'utf8')));
  if (!result.success) {
    const [issue] = result.error.issues;
    throw new Error(`Demo data file ${file} is invalid at ${issue?.path.join('.') || '(root)'}: ${issue?.message}`);
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
    }),
  ),
});
export type DemoPersonas = z.output<typeof personasFileSchema>;

const addressSchema = z.strictObject({ street: text, postcode: text, city: text });

export const customersFileSchema = z.array(
  z.strictObject({
    customerId: customerIdSchema,
    legalName: text,
    /** Sales division: 10 apparel, 20 footwear, 30 equipment. */
    division: z.enum(['10', '20', '30']),
    country: z.string().regex(/^[A-Z]{2}$/),
    language: languageSchema,
    /** Head office: the sold-to's own address, also used for its bill-to and payer. */
    office: addressSchema,
    /** Stores and warehouses goods are delivered to. */
    shipTos: z
      .array(addressSchema.extend({ name: text }))
      .min(1)
      .max(9),
    brands: z.array(z.enum(brandCatalogue.map((brand) => brand.id) as [string, ...string[]])),
    /** False: the sold-to has not accepted the current terms (the demo seeds an acceptance otherwise). */
    termsAccepted: z.boolean(),
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
