import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { DocumentSource } from './document-source.ts';
import documentRoutes from './routes.ts';
import { postgresDocumentSource } from './store.ts';

/**
 * Billing documents (issue 14): a sold-to's invoices, credit notes and payments, their PDFs, zips of several and
 * sending them by e-mail, read through a `DocumentSource` (document-source.ts): the portal's own table unless the
 * app is given another. This file is all other modules may import.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** Where billing documents are read from (modules/documents/document-source.ts). */
    documentSource: DocumentSource;
  }
}

export interface DocumentsOptions {
  /** The document source to read; default the portal's PostgreSQL table. */
  source?: DocumentSource | undefined;
}

const documentSourcePlugin = fp<DocumentsOptions>(
  async (app, { source }) => {
    app.decorate('documentSource', source ?? postgresDocumentSource(app.db));
  },
  { name: 'document-source' },
);

const documents: FastifyPluginAsync<DocumentsOptions> = async (app, options) => {
  await app.register(documentSourcePlugin, options);
  await app.register(documentRoutes);
};

export default documents;

export type { DocumentSource } from './document-source.ts';
export type { BillingFigures, InvoicedCreditedFigure } from './billing-figures.ts';
export { postgresBillingFigures } from './figures-store.ts';
export { postgresDocumentSource, type PostgresDocumentSourceOptions } from './store.ts';
export { documentPdf } from './pdf.ts';
export { searchDocuments, type DocumentScope, type DocumentSearchHit } from './search-store.ts';
