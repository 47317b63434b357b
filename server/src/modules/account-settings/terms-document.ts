import { isLanguageId, type LanguageId, type TermsDocument } from '@portal/contracts';
import { html } from '../../lib/html.ts';
import { serverTexts } from '../../lib/server-texts.ts';
import type { PdfText } from '../content/index.ts';

/** The texts of the terms mail and PDF, per language: the `accountSettingsMail` label group of this module. */
const textOf = serverTexts('accountSettingsMail');

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of an HTML fragment: tags dropped, block ends as line breaks, entities decoded, spaces collapsed. */
export function plainText(fragment: string): string {
  return fragment
    .replace(/<(br|\/p|\/li|\/div|\/h\d)\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
      if (entity.startsWith('#x') || entity.startsWith('#X'))
        return String.fromCodePoint(parseInt(entity.slice(2), 16));
      if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
      return entities[entity.toLowerCase()] ?? match;
    })
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * The terms as the PDF renderer lays them out: each `<h2>` (or `<h3>`) starts a numbered section with the text up
 * to the next heading; text before the first heading is the lead.
 */
export function termsPdfText(document: Pick<TermsDocument, 'title' | 'body'>): PdfText {
  const parts = document.body.split(/<h[23][^>]*>/i);
  const lead = plainText(parts[0] ?? '');
  const sections = parts.slice(1).map((part): [string, string] => {
    const [heading = '', ...rest] = part.split(/<\/h[23]>/i);
    return [plainText(heading), plainText(rest.join(' '))];
  });
  return { title: document.title, ...(lead ? { lead } : {}), sections };
}

export function termsPdfFileName(document: Pick<TermsDocument, 'version' | 'language'>): string {
  return `terms-and-conditions-${document.version}-${document.language}.pdf`;
}

export function termsLanguage(document: Pick<TermsDocument, 'language'>): LanguageId {
  return isLanguageId(document.language) ? document.language : 'en';
}

/** The footer line of the terms PDF in the document's language. */
export function termsPdfFooter(document: Pick<TermsDocument, 'language'>): string {
  return textOf(termsLanguage(document), 'pdfFooter');
}

/** The text and HTML of the terms mail, in the document's language; the PDF is attached by the caller. */
export function termsMail(
  document: Pick<TermsDocument, 'title' | 'version' | 'language'>,
  customerName: string,
): { subject: string; text: string; html: string } {
  const language = termsLanguage(document);
  const values = { title: document.title, version: document.version, customer: customerName };
  const intro = textOf(language, 'mailIntro', values);
  const footer = textOf(language, 'mailFooter');
  return {
    subject: textOf(language, 'mailSubject', values),
    text: [intro, '', footer].join('\n'),
    html: html`<!doctype html>
      <html lang="${language}">
        <body>
          <p>${intro}</p>
          <p>${footer}</p>
        </body>
      </html> `.value,
  };
}
