import type { FastifyPluginAsync } from 'fastify';
import contentAdminRoutes from './admin-routes.ts';
import type { DocumentLibrary } from './documents/library.ts';
import mediaRoutes from './media-routes.ts';
import contentRoutes from './routes.ts';

/**
 * Content: the headless content service of spec 7 (published pages, the editors' drafts) and its media (artwork,
 * documents as PDF, committed files). This file is all other modules may import.
 */
export interface ContentOptions {
  /** The documents the media routes render as PDF (the demo's, or none). */
  documents: DocumentLibrary;
}

const content: FastifyPluginAsync<ContentOptions> = async (app, { documents }) => {
  await app.register(contentRoutes);
  await app.register(contentAdminRoutes);
  await app.register(mediaRoutes, { documents });
};

export default content;

export { emptyDocumentLibrary, type DocumentLibrary } from './documents/library.ts';
export { renderPdf, type PdfText } from './media/pdf.ts';
export { searchHelp, searchPages, type HelpSearchHit, type PageSearchHit } from './search-store.ts';
