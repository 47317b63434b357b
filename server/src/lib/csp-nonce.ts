import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';

/** What Vite writes into the built index.html where each response's script nonce goes (plugins/static.ts). */
export const noncePlaceholder = 'PORTAL_CSP_NONCE';

// Keyed by the raw request: the CSP header (helmet) and oidc-provider's pages only see that one.
const nonces = new WeakMap<IncomingMessage, string>();

/**
 * This response's script nonce, made on first use: the Content-Security-Policy names it, and every `<script>`
 * and `<link rel="modulepreload">` of an HTML page carries it.
 */
export function scriptNonce(request: FastifyRequest | IncomingMessage): string {
  const raw = 'raw' in request ? request.raw : request;
  let nonce = nonces.get(raw);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(raw, nonce);
  }
  return nonce;
}
