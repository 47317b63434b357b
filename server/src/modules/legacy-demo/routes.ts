import { brandCatalogue, isLanguageId, languages } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { legacyDemoTexts } from './texts.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The default run has no legacy applications: unconfigured modules (and the CMS and cancellation-form links)
 * point here, to a small page that shows which tool, brand and language the portal asked for. It needs no
 * sign-in, like the outside applications it stands in for.
 */
const legacyDemoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/legacy/:tool',
    {
      schema: {
        tags: ['legacy'],
        summary: 'Demo stand-in for a legacy application (default run)',
        params: z.object({ tool: z.string().regex(/^[a-z0-9-]{1,40}$/, 'must be a tool name') }),
        querystring: z.object({
          brand: z.string().max(10).optional(),
          language: z.string().max(10).optional(),
          audience: z.string().max(40).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { tool } = request.params;
      const { brand, language, audience } = request.query;
      const lang = isLanguageId(language) ? language : 'en';
      const texts = legacyDemoTexts[lang];
      const brandName = brandCatalogue.find((entry) => entry.id === brand)?.label;
      const languageName = languages.find((entry) => entry.id === language)?.label;
      const rows: Array<[string, string | undefined]> = [
        [texts.tool, tool.toUpperCase()],
        [texts.brand, brandName ? `${brandName} (${brand})` : brand],
        [texts.language, languageName ? `${languageName} (${language})` : language],
        [texts.audience, audience],
      ];
      const list = rows
        .map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd data-field>${escapeHtml(value ?? texts.none)}</dd>`)
        .join('');
      const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts.title)} – ${escapeHtml(tool.toUpperCase())}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#111827}
main{max-width:40rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:.75rem;border:1px solid #d1d5db}
h1{margin-top:0;font-size:1.5rem}dl{display:grid;grid-template-columns:max-content 1fr;gap:.5rem 1.5rem}
dt{font-weight:600}dd{margin:0}a{color:#1f3a5f;font-weight:600}
</style>
</head>
<body><main><h1>${escapeHtml(texts.title)}: ${escapeHtml(tool.toUpperCase())}</h1>
<p>${escapeHtml(texts.intro)}</p><dl>${list}</dl>
<p><a href="/dashboard">${escapeHtml(texts.back)}</a></p></main></body></html>`;
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  );
};

export default legacyDemoRoutes;
