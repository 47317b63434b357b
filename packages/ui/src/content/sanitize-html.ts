import type { DOMPurify } from 'dompurify';
import { isExternalHref } from './links.ts';

/** Elements CMS text never needs, removed on top of everything that could run code. */
const forbiddenTags = ['style', 'form', 'input', 'button'];

const purifyConfig = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: forbiddenTags,
  ADD_ATTR: ['target'],
};

interface SanitizerOptions {
  sanitizer: { removeElements: string[] };
}

/** `Element.setHTML` of the HTML Sanitizer API: it always removes scripts, event handlers and `javascript:` URLs. */
type SafeSettable = Element & { setHTML(html: string, options?: SanitizerOptions): void };

const nativeSanitizerOptions: SanitizerOptions = {
  // The portal renders HTML, not SVG or MathML (as DOMPurify's html profile).
  sanitizer: { removeElements: [...forbiddenTags, 'svg', 'math'] },
};

/** Whether this browser sanitizes HTML itself; then DOMPurify is never downloaded. */
export const hasNativeSanitizer: boolean = typeof Element !== 'undefined' && 'setHTML' in Element.prototype;

let purifier: DOMPurify | null = null;
/** A document without a browsing context, created once: nothing put in it loads or runs. */
let inertDocument: Document | null = null;
const listeners = new Set<() => void>();

/**
 * Loads DOMPurify for browsers without `Element.setHTML`; resolves at once where the browser sanitizes. Called
 * when this module loads, so rich text waits for it only on the first render in such a browser.
 */
export function loadFallbackSanitizer(): Promise<void> {
  if (hasNativeSanitizer || purifier) return Promise.resolve();
  return import('dompurify').then(({ default: loaded }) => {
    if (!purifier) {
      loaded.addHook('afterSanitizeAttributes', (node) => {
        if (node instanceof Element && node.tagName === 'A' && node.getAttribute('target') === '_blank') {
          node.setAttribute('rel', 'noopener noreferrer');
        }
      });
      purifier = loaded;
    }
    for (const listener of listeners) listener();
  });
}

if (!hasNativeSanitizer) void loadFallbackSanitizer().catch(() => undefined);

/** Whether HTML can be sanitized now (always, where the browser does it). */
export function sanitizerReady(): boolean {
  return hasNativeSanitizer || purifier !== null;
}

/** Calls `listener` once DOMPurify has loaded; returns the function that unsubscribes. */
export function onSanitizerReady(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The sanitized content of `html` in an inert document (nothing in it loads or runs), or null while a browser
 * without its own sanitizer is still loading DOMPurify.
 */
function sanitizedContainer(html: string): HTMLElement | null {
  if (hasNativeSanitizer) {
    inertDocument ??= document.implementation.createHTMLDocument('');
    const container = inertDocument.createElement('div');
    (container as unknown as SafeSettable).setHTML(html, nativeSanitizerOptions);
    return container;
  }
  if (!purifier) return null;
  const fragment = purifier.sanitize(html, { ...purifyConfig, RETURN_DOM_FRAGMENT: true });
  const container = fragment.ownerDocument.createElement('div');
  container.append(fragment);
  return container;
}

/**
 * Rich text from the CMS is rendered as HTML only after it is sanitized: scripts, event handlers, `javascript:`
 * links and anything else that could run code removed, by the browser's HTML Sanitizer API where it has one and by
 * DOMPurify elsewhere. Empty while DOMPurify is still loading.
 */
export function sanitizeHtml(html: string): string {
  return sanitizedContainer(html)?.innerHTML ?? '';
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
  const container = sanitizedContainer(html);
  if (!container) return '';
  for (const anchor of container.querySelectorAll('a[href]')) {
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
  return container.innerHTML;
}

/**
 * The text of HTML without its markup (for places that show plain text, such as an alert's description). Parsed
 * in an inert document, so nothing in it runs or loads; the text of scripts and styles is left out.
 */
export function plainTextOf(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const element of body.querySelectorAll('script, style, template, noscript')) element.remove();
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
