/**
 * Adds a remote's stylesheet to the host page once. Federation loads only a remote's JavaScript, so a
 * remote brings its CSS by URL (`import href from './styles.css?url'`) and links it when its module loads.
 */
export function ensureStylesheet(href: string): void {
  const url = new URL(href, document.baseURI).href;
  const present = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
    (link) => link.href === url,
  );
  if (present) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = url;
  document.head.append(link);
}
