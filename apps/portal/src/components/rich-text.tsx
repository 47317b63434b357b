import { cx } from '@portal/ui';
import { useMemo } from 'react';
import { sanitizeHtml } from '../lib/sanitize-html.ts';

export interface RichTextProps {
  /** HTML from the CMS; it is sanitized here, whatever the server already did. */
  html: string;
  /** Language of the text when it differs from the page's. */
  lang?: string;
  /** Names the region for assistive technology. */
  label?: string;
  className?: string;
}

/** CMS rich text (headings, paragraphs, lists, links), sanitized with DOMPurify before it is rendered. */
export function RichText({ html, lang, label, className }: RichTextProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <section
      aria-label={label}
      lang={lang}
      className={cx(
        'text-ink [&_a]:font-medium [&_a]:text-brand [&_a]:underline [&_h2]:mt-6 [&_h2]:text-lg [&_h2]:font-semibold',
        '[&_h3]:mt-4 [&_h3]:font-semibold [&_li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3',
        '[&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6',
        className,
      )}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
