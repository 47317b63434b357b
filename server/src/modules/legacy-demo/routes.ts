import {
  brandCatalogue,
  cartHandoffTokenSchema,
  isLanguageId,
  languages,
  paths,
  type CartHandoff,
  type CartLine,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { page, sendPage } from '../identity/index.ts';
import { redeemCartHandoff } from '../orders/index.ts';
import { mediaTypesKey } from '../../lib/endpoint-route.ts';
import { html, type SafeHtml } from '../../lib/html.ts';
import { legacyDemoTexts } from './texts.ts';

type Texts = (typeof legacyDemoTexts)[keyof typeof legacyDemoTexts];

/** A hand-off's lines as a table. */
function cartTable(texts: Texts, id: string, lines: readonly CartLine[]): SafeHtml {
  return html`<table aria-labelledby="${id}">
    <thead>
      <tr>
        <th scope="col">${texts.style}</th>
        <th scope="col">${texts.colour}</th>
        <th scope="col">${texts.size}</th>
        <th scope="col">${texts.sku}</th>
        <th scope="col">${texts.quantity}</th>
      </tr>
    </thead>
    <tbody>
      ${lines.map(
        (line) =>
          html`<tr>
            <td>${line.styleName} (${line.style})</td>
            <td>${line.colourName} (${line.colour})</td>
            <td>${line.size}</td>
            <td>${line.sku}</td>
            <td>${String(line.quantity)}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

/**
 * The B2B stand-in's cart: the hand-off redeemed server side through the same code the shop's call uses (so the
 * token is spent), its lines and apart those no longer sold; or why there is none.
 */
async function cartSection(app: FastifyInstance, texts: Texts, token: string): Promise<SafeHtml> {
  let handoff: CartHandoff;
  try {
    if (!cartHandoffTokenSchema.safeParse(token).success) throw Object.assign(new Error(), { statusCode: 404 });
    handoff = await redeemCartHandoff(app, token);
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== 404 && status !== 410) throw error;
    return html`<section aria-labelledby="cart-title">
      <h2 id="cart-title">${texts.cartTitle}</h2>
      <p class="alert" role="alert">${status === 410 ? texts.cartGone : texts.cartUnknown}</p>
    </section>`;
  }
  return html`<section aria-labelledby="cart-title">
    <h2 id="cart-title">${texts.cartTitle}</h2>
    <p>${texts.cartOrder} <span data-cart-order>${handoff.order.orderId}</span></p>
    <h3 id="cart-lines">${texts.cartLines}</h3>
    ${handoff.lines.length > 0 ? cartTable(texts, 'cart-lines', handoff.lines) : html`<p>${texts.none}</p>`}
    <h3 id="cart-not-sold">${texts.cartNotSold}</h3>
    ${
      handoff.notSold.length > 0
        ? cartTable(texts, 'cart-not-sold', handoff.notSold)
        : html`<p>${texts.cartNotSoldNone}</p>`
    }
  </section>`;
}

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
          /** A cart hand-off's token ("Order again"), on the B2B shop's link. */
          handoff: z.string().max(100).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { tool } = request.params;
      const { brand, language, audience, handoff } = request.query;
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
        ${handoff !== undefined ? await cartSection(app, texts, handoff) : ''}
        <p><a class="button" href="${paths.dashboard}">${texts.back}</a></p>`;
      return sendPage(reply, page({ language: lang, title, body, wide: handoff !== undefined }));
    },
  );
};

export default legacyDemoRoutes;
