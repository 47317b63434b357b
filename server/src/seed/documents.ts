import { readFileSync } from 'node:fs';
import path from 'node:path';
import { languageIds, legalDocumentPlacements, type LanguageId } from '@portal/contracts';
import { z } from 'zod';
import { escapeHtml } from '../lib/html.ts';
import type { DocumentLibrary, LegalDocument } from '../modules/content/documents/library.ts';
import type { PdfText } from '../modules/content/media/pdf.ts';
import { demoDir, readDemoFile } from './demo-files.ts';

/** `documents.json`: the version of each legal document (by placement) and the slugs of the technical documents. */
export const documentsFileSchema = z.strictObject({
  legal: z.record(z.enum(legalDocumentPlacements), z.string().regex(/^\d{4}-\d{2}$/, 'must be a version like 2026-09')),
  technical: z.array(z.string().regex(/^[a-z][a-z-]*[a-z]$/, 'must be a slug of lower-case words and hyphens')),
});

/**
 * A document's text as Markdown: `# title`, an optional lead paragraph, then `## heading` and text per section.
 * Section texts are kept as written, line breaks included (size tables are one line per row).
 */
export function parseDocumentMarkdown(markdown: string, file: string): PdfText {
  const [first = '', ...rest] = markdown.split(/\n## /);
  const titleMatch = /^# (.+)\n?([\s\S]*)$/.exec(first);
  if (!titleMatch) throw new Error(`Demo document ${file} must start with "# <title>"`);
  const [, title = '', leadText = ''] = titleMatch;
  const lead = leadText.trim();
  const sections = rest.map((section): [string, string] => {
    const [heading = '', ...body] = section.split('\n');
    const text = body.join('\n').trim();
    if (!heading.trim() || !text) throw new Error(`Demo document ${file} has a section without heading or text`);
    return [heading.trim(), text];
  });
  if (sections.length === 0) throw new Error(`Demo document ${file} has no "## " section`);
  return { title: title.trim(), ...(lead ? { lead } : {}), sections };
}

function readTexts(slug: string): Record<LanguageId, PdfText> {
  return Object.fromEntries(
    languageIds.map((language) => {
      const file = `documents/${slug}.${language}.md`;
      return [language, parseDocumentMarkdown(readFileSync(path.join(demoDir, file), 'utf8'), file)];
    }),
  ) as Record<LanguageId, PdfText>;
}

/** The demo's legal and technical documents (`documents.json` and `documents/<slug>.<lang>.md`). */
export function loadDemoDocuments(): DocumentLibrary {
  const manifest = readDemoFile('documents.json', documentsFileSchema);
  const legal = Object.fromEntries(
    Object.entries(manifest.legal).map(([placement, version]): [string, LegalDocument] => [
      placement,
      { version, texts: readTexts(placement) },
    ]),
  );
  const technical = Object.fromEntries(manifest.technical.map((slug) => [slug, readTexts(slug)]));
  return { legal, technical };
}

/** The demo terms (the legal document `terms-and-conditions`) as rows of `terms_documents`. */
export function demoTermsDocuments(documents: DocumentLibrary) {
  const terms = documents.legal['terms-and-conditions'];
  if (!terms) throw new Error('Demo data file documents.json names no terms-and-conditions version');
  return languageIds.map((language) => ({
    version: terms.version,
    language,
    title: terms.texts[language].title,
    body: terms.texts[language].sections
      .map(([heading, text]) => `<h2>${escapeHtml(heading)}</h2>\n<p>${escapeHtml(text)}</p>`)
      .join('\n'),
  }));
}
