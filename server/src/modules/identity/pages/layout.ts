import { languages, type LanguageId } from '@portal/contracts';
import type { FastifyReply } from 'fastify';
import { html, type SafeHtml } from '../../../lib/html.ts';
import { labelsFor } from '../labels.ts';

/** Where the server-rendered identity pages get their look; the folder is served at this path. */
export const assetsPath = '/idp/assets';

export interface PageOptions {
  language: LanguageId;
  title: string;
  body: SafeHtml;
  /** Link for each language of the switcher; no switcher without it (pages oidc-provider renders). */
  languageHref?: (language: LanguageId) => string;
  /** An external script (the CSP allows no inline script) and this response's nonce for it. */
  script?: { src: string; nonce: string };
  /** A wider card, for lists. */
  wide?: boolean;
}

function languageSwitcher(current: LanguageId, href: (language: LanguageId) => string): SafeHtml {
  const items = languages.map((language) =>
    language.id === current
      ? html`<li><span class="current" aria-current="true" lang="${language.id}">${language.label}</span></li>`
      : html`<li>
          <a href="${href(language.id)}" lang="${language.id}" hreflang="${language.id}">${language.label}</a>
        </li>`,
  );
  return html`<nav class="languages" aria-label="${labelsFor(current).languageNav}">
    <ul>
      ${items}
    </ul>
  </nav>`;
}

/** The shell of every identity page: the portal's header, one card, the language in `<html lang>`. */
export function page({ language, title, body, languageHref, script, wide }: PageOptions): string {
  const labels = labelsFor(language);
  return html`<!doctype html>
    <html lang="${language}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} – ${labels.brand}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href="${assetsPath}/idp.css" />
        ${script ? html`<script src="${script.src}" nonce="${script.nonce}" defer></script>` : ''}
      </head>
      <body>
        <header class="topbar">
          <span class="brand">${labels.brand}</span>
          ${languageHref ? languageSwitcher(language, languageHref) : ''}
        </header>
        <main class="${wide ? 'card wide' : 'card'}">${body}</main>
      </body>
    </html> `.value;
}

/** Sends a page; never cached, since it may carry a form token or a user's name. */
export function sendPage(reply: FastifyReply, body: string, status = 200): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
}
