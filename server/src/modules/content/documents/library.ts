import type { LanguageId, LegalDocumentPlacement } from '@portal/contracts';

/** A document as the PDF renderer lays it out: a title, an optional lead paragraph and numbered sections. */
export interface PdfText {
  title: string;
  lead?: string;
  sections: ReadonlyArray<readonly [heading: string, text: string]>;
}

/** A legal document: its current version and its text in every language. */
export interface LegalDocument {
  version: string;
  texts: Readonly<Record<LanguageId, PdfText>>;
}

/**
 * The documents the media routes render as PDF: the legal documents by placement
 * (`<media>/legal/<placement>-<version>-<lang>.pdf`) and the technical documents by slug
 * (`<media>/docs/<slug>-<lang>.pdf`). The demo's come from its data files, handed over at start (`buildApp`);
 * without them the routes have no documents and answer 404.
 */
export interface DocumentLibrary {
  legal: Readonly<Partial<Record<LegalDocumentPlacement, LegalDocument>>>;
  technical: Readonly<Record<string, Readonly<Record<LanguageId, PdfText>>>>;
}

export const emptyDocumentLibrary: DocumentLibrary = { legal: {}, technical: {} };
