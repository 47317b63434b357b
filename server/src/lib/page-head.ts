import {
  labelLocaleOf,
  labelPaths,
  toSupportedLanguage,
  isPublicPagePath,
  type RuntimeConfig,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { scriptNonce } from './csp-nonce.ts';

/** The id of the script element the SPA reads its runtime configuration from (apps/portal/src/config). */
export const runtimeConfigElementId = 'portal-runtime-config';

/** JSON that is safe inside a script element: no `</script>` or comment opener can end it early. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/**
 * What the page brings along so the first screen waits for no request of its own: the runtime configuration
 * inline, and on a page without sign-in a preload of the labels in the browser's language (the pre-login
 * language until the user picks one, spec 4).
 */
export function pageHeadParts(request: FastifyRequest, runtimeConfig: RuntimeConfig | undefined): string {
  const parts: string[] = [];
  if (runtimeConfig) {
    parts.push(
      // Data, not code, but every script element carries the page's nonce all the same.
      `<script type="application/json" id="${runtimeConfigElementId}" nonce="${scriptNonce(request)}">${scriptSafeJson(runtimeConfig)}</script>`,
    );
  }
  if (isPublicPagePath(request.url.split('?')[0] ?? '/')) {
    const browserLanguage = request.headers['accept-language']?.split(',')[0]?.trim();
    const locale = labelLocaleOf(toSupportedLanguage(browserLanguage));
    parts.push(`<link rel="preload" as="fetch" crossorigin href="${labelPaths.public(locale)}">`);
  }
  return parts.join('');
}
