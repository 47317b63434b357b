import { pushToDataLayer } from './data-layer.ts';

const marker = 'data-portal-tag-manager';

/**
 * Loads a GTM-compatible container once per page, the way its own snippet does: a start entry, then the
 * script, async. Only called with consent (tracking.ts); the page's CSP lets it in through 'strict-dynamic'.
 */
export function loadTagManager(containerId: string): void {
  if (document.querySelector(`script[${marker}]`)) return;
  pushToDataLayer({ event: 'gtm.js', 'gtm.start': Date.now() });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  script.setAttribute(marker, containerId);
  document.head.append(script);
}
