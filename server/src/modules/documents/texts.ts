import { serverTexts } from '../../lib/server-texts.ts';

/** The texts of the document PDFs and mails, per language: the `documentsPdf` label group of this module. */
const documentsPdfGroup = 'documentsPdf';

export const textOf = serverTexts(documentsPdfGroup);
