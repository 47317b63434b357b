import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { cx } from '../cx.ts';
import { isInternalPath, isPlainClick } from './links.ts';
import { onSanitizerReady, prepareRichText, sanitizerReady } from './sanitize-html.ts';

/** Spec 9: internal links inside CMS rich text are bound to in-app navigation this long after rendering. */
export const cmsAnchorBindingDelayMs = 300;

export interface RichTextProps {
  /** HTML from the CMS; it is sanitized here, whatever the server already did. */
  html: string;
  /** Language of the text when it differs from the page's. */
  lang?: string;
  /** Names the text as a region for assistive technology (a `section`); without it the text is a `div`. */
  label?: string;
  /** Internal links (`href` starting with `/`) route through this instead of reloading the page. */
  onNavigate?: (path: string) => void;
  /** Appended (visually hidden) to links that open a new tab. */
  newTabLabel?: string;
  className?: string;
}

export const richTextClasses = cx(
  'text-ink [&_a]:font-medium [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-strong',
  '[&_h2]:mt-6 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:font-semibold [&_h4]:mt-4 [&_h4]:font-semibold',
  '[&_li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6',
  '[&>:first-child]:mt-0 [&_img]:h-auto [&_img]:max-w-full',
);

/**
 * CMS rich text (headings, paragraphs, lists, links), sanitized before it is rendered (`sanitize-html.ts`). Links
 * to other sites open in a new tab; internal links are bound to `onNavigate` after `cmsAnchorBindingDelayMs`.
 */
export function RichText({ html, lang, label, onNavigate, newTabLabel, className }: RichTextProps) {
  // In a browser without its own sanitizer the text appears once DOMPurify has loaded.
  const ready = useSyncExternalStore(onSanitizerReady, sanitizerReady, sanitizerReady);
  const clean = useMemo(() => (ready ? prepareRichText(html, { newTabLabel }) : ''), [ready, html, newTabLabel]);
  const rootRef = useRef<HTMLElement & HTMLDivElement>(null);
  const navigateRef = useRef(onNavigate);
  useEffect(() => {
    navigateRef.current = onNavigate;
  }, [onNavigate]);
  const bindLinks = Boolean(onNavigate);

  useEffect(() => {
    const root = rootRef.current;
    if (!root || !bindLinks) return;
    const bound: Array<{ anchor: HTMLAnchorElement; listener: (event: MouseEvent) => void }> = [];
    const timer = setTimeout(() => {
      for (const anchor of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
        const href = anchor.getAttribute('href') ?? '';
        if (!isInternalPath(href) || anchor.target === '_blank') continue;
        const listener = (event: MouseEvent) => {
          if (event.defaultPrevented || !isPlainClick(event) || !navigateRef.current) return;
          event.preventDefault();
          navigateRef.current(href);
        };
        anchor.addEventListener('click', listener);
        bound.push({ anchor, listener });
      }
    }, cmsAnchorBindingDelayMs);
    return () => {
      clearTimeout(timer);
      for (const { anchor, listener } of bound) anchor.removeEventListener('click', listener);
    };
  }, [clean, bindLinks]);

  const Element = label ? 'section' : 'div';
  return (
    <Element
      ref={rootRef}
      aria-label={label}
      lang={lang}
      className={cx(richTextClasses, className)}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
