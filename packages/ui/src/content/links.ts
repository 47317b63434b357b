/** A path inside the app (`/orders`), not a protocol-relative address (`//cdn.example.com`). */
export function isInternalPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** An address on another site: opened in a new tab with `rel="noopener noreferrer"`. */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href);
}

/** A click the app may take over: main button, no modifier asking for a new tab or window. */
export function isPlainClick(event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The file extension of a document address (lower case, without query or fragment), or '' if none. */
export function fileExtensionOf(uri: string): string {
  const path = uri.split(/[?#]/)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}
