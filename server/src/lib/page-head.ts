import {
  endpointPath,
  getPreloginContentEndpoint,
  isPublicPagePath,
  labelLocaleOf,
  labelPaths,
  paths,
  toSupportedLanguage,
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
 * language until the user picks one, spec 4); on the sign-in page also the content shown beside it, in that
 * language, which otherwise is asked for only once the scripts have run.
 */
export function pageHeadParts(request: FastifyRequest, runtimeConfig: RuntimeConfig | undefined): string {
  const parts: string[] = [];
  if (runtimeConfig) {
    parts.push(
      // Data, not code, but every script element carries the page's nonce all the same.
      `<script type="application/json" id="${runtimeConfigElementId}" nonce="${scriptNonce(request)}">${scriptSafeJson(runtimeConfig)}</script>`,
    );
  }
  const pathname = request.url.split('?')[0] ?? '/';
  if (isPublicPagePath(pathname)) {
    const language = toSupportedLanguage(request.headers['accept-language']?.split(',')[0]?.trim());
    parts.push(`<link rel="preload" as="fetch" crossorigin href="${labelPaths.public(labelLocaleOf(language))}">`);
    if (pathname === paths.login) {
      const content = endpointPath(getPreloginContentEndpoint, { lang: language });
      parts.push(`<link rel="preload" as="fetch" crossorigin href="${content}">`);
    }
  }
  return parts.join('');
}
