import { readdirSync } from 'node:fs';
import path from 'node:path';
import {
  contentDraftSchema,
  contentPageSchema,
  customerPrivilegeCodes,
  internalOnlyPrivilegeCodes,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { loadContentPages } from '../../src/seed/content.ts';
import {
  brandTextsFileSchema,
  contentPageFileSchema,
  customersFileSchema,
  demoDir,
  loadBrandTexts,
  loadContentPageFiles,
  loadCustomers,
  loadPersonas,
  loadPrivileges,
  personasFileSchema,
  privilegesFileSchema,
  readDemoFile,
} from '../../src/seed/demo-files.ts';
import { contactsFileSchema } from '../../src/seed/account-contacts.ts';
import { billingFileSchema } from '../../src/seed/billing-documents.ts';
import { documentsFileSchema, loadDemoDocuments, parseDocumentMarkdown } from '../../src/seed/documents.ts';
import { ordersFileSchema } from '../../src/seed/orders.ts';
import { ticketsFileSchema } from '../../src/seed/tickets.ts';
import { updatesFileSchema } from '../../src/seed/updates.ts';

/** Every file of the demo folder, relative to it. */
function demoFiles(dir = demoDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? demoFiles(path.join(dir, entry.name))
      : [path.relative(demoDir, path.join(dir, entry.name)).split(path.sep).join('/')],
  );
}

/** The schema each demo file is checked against, by its place in the folder. */
function schemaOf(file: string) {
  if (file === 'personas.json') return personasFileSchema;
  if (file === 'customers.json') return customersFileSchema;
  if (file === 'privileges.json') return privilegesFileSchema;
  if (/^content\/pages\/[^/]+\.json$/.test(file)) return contentPageFileSchema;
  if (/^content\/brands\/[a-z]{2}\.json$/.test(file)) return brandTextsFileSchema;
  if (file === 'documents.json') return documentsFileSchema;
  if (file === 'orders.json') return ordersFileSchema;
  if (file === 'billing.json') return billingFileSchema;
  if (file === 'tickets.json') return ticketsFileSchema;
  if (file === 'updates.json') return updatesFileSchema;
  if (file === 'contacts.json') return contactsFileSchema;
  return undefined;
}

describe('demo data files', () => {
  const files = demoFiles().filter((file) => file !== 'README.md');

  it.each(files)('%s is known and valid against its contract schema', (file) => {
    if (/^documents\/[a-z-]+\.[a-z]{2}\.md$/.test(file)) {
      expect(() => parseDocumentMarkdown(readFileSync(path.join(demoDir, file), 'utf8'), file)).not.toThrow();
      return;
    }
    const schema = schemaOf(file);
    expect(schema, `no schema for ${file}: add it to the seed and to this test`).toBeDefined();
    if (schema) expect(() => readDemoFile(file, schema)).not.toThrow();
  });

  it('name page files after their key, audience, customer and language, and have all five languages', () => {
    const pages = loadContentPageFiles();
    const variants = new Set(pages.map((page) => `${page.key} ${page.audience} ${page.customerId ?? ''}`));
    expect(pages).toHaveLength(variants.size * 5);
    expect(loadBrandTexts().map(([language]) => language)).toEqual(['de', 'en', 'es', 'fr', 'it']);
  });

  it('build pages the content API can serve and the admin API would take', () => {
    for (const page of loadContentPages()) {
      const label = `${page.key} ${page.language}`;
      expect(
        () => contentDraftSchema.parse({ ...page, customerId: page.customerId ?? undefined }),
        label,
      ).not.toThrow();
      expect(
        () =>
          contentPageSchema.parse({
            id: page.key,
            name: page.name,
            title: page.title,
            language: page.language,
            rows: page.rows,
          }),
        label,
      ).not.toThrow();
    }
  });

  it('have every document of documents.json in all five languages, and nothing else in documents/', () => {
    const documents = loadDemoDocuments();
    const slugs = [...Object.keys(documents.legal), ...Object.keys(documents.technical)];
    const expected = slugs.flatMap((slug) =>
      ['de', 'en', 'es', 'fr', 'it'].map((language) => `${slug}.${language}.md`),
    );
    expect(readdirSync(path.join(demoDir, 'documents')).sort()).toEqual(expected.sort());
    expect(Object.keys(documents.legal).sort()).toEqual(['cookie-policy', 'privacy-policy', 'terms-and-conditions']);
  });

  it('give privileges to personas on sold-tos of the customers file, customer codes to customers only', () => {
    const usernames = new Set(loadPersonas().personas.map((persona) => persona.username));
    const customers = new Map(loadCustomers().map((customer) => [customer.customerId, customer]));
    for (const [username, entries] of Object.entries(loadPrivileges())) {
      expect(usernames.has(username), username).toBe(true);
      for (const entry of entries) {
        if (entry.customerId === null) continue;
        expect(customers.has(entry.customerId), `${username} ${entry.customerId}`).toBe(true);
        const codes = entry.enabled === 'all-customer-privileges' ? customerPrivilegeCodes : entry.enabled;
        for (const code of codes)
          expect(internalOnlyPrivilegeCodes.has(code as never), `${username} ${code}`).toBe(false);
      }
    }
  });

  it('page variants for one customer name a customer of the customers file', () => {
    const customers = new Set(loadCustomers().map((customer) => customer.customerId));
    for (const page of loadContentPageFiles()) {
      if (page.customerId) expect(customers.has(page.customerId), page.key).toBe(true);
    }
  });
});
