import { brandCatalogue, isLanguageId, languages, paths } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { page, sendPage } from '../identity/index.ts';
import { mediaTypesKey } from '../../lib/endpoint-route.ts';
import { html } from '../../lib/html.ts';
import { legacyDemoTexts } from './texts.ts';

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
        // A page, not JSON.
        [mediaTypesKey]: ['text/html'],
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
      const title = `${texts.title}: ${tool.toUpperCase()}`;
      const body = html`<h1>${title}</h1>
        <p>${texts.intro}</p>
        <dl>
          ${rows.map(
            ([term, value]) =>
              html`<dt>${term}</dt>
                <dd data-field>${value ?? texts.none}</dd>`,
          )}
        </dl>
        <p><a class="button" href="${paths.dashboard}">${texts.back}</a></p>`;
      return sendPage(reply, page({ language: lang, title, body }));
    },
  );
};

export default legacyDemoRoutes;
