import DOMPurify from 'dompurify';
import { isExternalHref } from './links.ts';

const purifyConfig = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button'],
  ADD_ATTR: ['target'],
};

let hooked = false;

/** Registered on first use, so bundles that never render rich text leave DOMPurify out. */
function purify(): typeof DOMPurify {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node instanceof Element && node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return DOMPurify;
}

/**
 * Rich text from the CMS is rendered as HTML only after DOMPurify has removed scripts, event handlers,
 * `javascript:` links and anything else that could run code. Links that open a new tab get `rel=noopener`.
 */
export function sanitizeHtml(html: string): string {
  return purify().sanitize(html, purifyConfig);
}

export interface RichTextOptions {
  /** Appended (visually hidden) to links that open a new tab, e.g. "opens in a new tab". */
  newTabLabel?: string;
}

/**
 * `sanitizeHtml`, then links to other sites open in a new tab (`rel="noopener noreferrer"`) and say so to
 * assistive technology.
 */
export function prepareRichText(html: string, { newTabLabel }: RichTextOptions = {}): string {
  const fragment = purify().sanitize(html, { ...purifyConfig, RETURN_DOM_FRAGMENT: true });
  for (const anchor of fragment.querySelectorAll('a[href]')) {
    const href = anchor.getAttribute('href') ?? '';
    if (isExternalHref(href)) anchor.setAttribute('target', '_blank');
    if (anchor.getAttribute('target') !== '_blank') continue;
    anchor.setAttribute('rel', 'noopener noreferrer');
    if (newTabLabel) {
      const hint = anchor.ownerDocument.createElement('span');
      hint.className = 'sr-only';
      hint.textContent = `(${newTabLabel})`;
      anchor.append(' ', hint);
    }
  }
  const container = fragment.ownerDocument.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}

/** The text of HTML without its markup (for places that show plain text, such as an alert's description). */
export function plainTextOf(html: string): string {
  const fragment = purify().sanitize(html, { ...purifyConfig, RETURN_DOM_FRAGMENT: true });
  return (fragment.textContent ?? '').replace(/\s+/g, ' ').trim();
}
