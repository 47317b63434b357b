import {
  contentAudiences,
  contentPageKeyPattern,
  getBrandContentsEndpoint,
  getBrandLandingPageEndpoint,
  getBrandPageEndpoint,
  getContentByIdEndpoint,
  getFaqContentEndpoint,
  getGenericPageEndpoint,
  getHelpContentEndpoint,
  getHomepageContentEndpoint,
  getInternalContentByIdEndpoint,
  getInternalHomepageContentEndpoint,
  getLegalDocumentsEndpoint,
  getPreloginContentEndpoint,
  getPublicFaqContentEndpoint,
  getTechnicalDocumentsContentEndpoint,
  getUserGuideContentEndpoint,
  type ContentAudience,
  type ContentPage,
  type LanguageId,
} from '@portal/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { httpError } from '../../lib/http-error.ts';
import { brandIdOf, brandPageKey, genericPageKey, type BrandPageKind } from './page-keys.ts';
import { contentCaller, savedLanguageOf } from './service.ts';
import { findPublishedPage } from './store.ts';

/** Page keys of the fixed pages of spec 7. */
export const contentPageKeys = {
  homepage: 'homepage',
  prelogin: 'prelogin',
  help: 'help',
  faq: 'faq',
  technicalDocuments: 'technical-doc',
  legalDocuments: 'legal-documents',
  userGuide: (segment: string) => `userguide.${segment}`,
} as const;

/** Paths of generic pages: lower-case segments, at most six. */
const genericPathPattern = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*){0,5}$/;

const [customerAudience, internalAudience] = contentAudiences;

/**
 * The content API of spec 7: published pages of the headless content service, by language, for customers or
 * internal users, with a sold-to's own page winning over the general one when `customerId` names it.
 */
const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  async function answer(
    reply: FastifyReply,
    query: { key: string; language: LanguageId; audience: ContentAudience; customerId?: string | undefined },
    cacheControl = 'private, no-cache',
  ): Promise<ContentPage> {
    const page = contentPageKeyPattern.test(query.key) ? await findPublishedPage(app.db, query) : null;
    if (!page) throw httpError(404, `There is no content "${query.key}" in language ${query.language}.`);
    reply.header('cache-control', cacheControl);
    return page;
  }

  app.route({
    ...endpointRoute(getPreloginContentEndpoint),
    handler: async (request, reply) =>
      answer(
        reply,
        { key: contentPageKeys.prelogin, language: request.params.lang, audience: customerAudience },
        'public, max-age=300',
      ),
  });

  // Spec 2.2: the customers' FAQ, also shown before sign-in (issue 15).
  app.route({
    ...endpointRoute(getPublicFaqContentEndpoint),
    handler: async (request, reply) =>
      answer(
        reply,
        { key: contentPageKeys.faq, language: request.params.lang, audience: customerAudience },
        'public, max-age=300',
      ),
  });

  for (const [endpoint, audience] of [
    [getHomepageContentEndpoint, customerAudience],
    [getInternalHomepageContentEndpoint, internalAudience],
  ] as const) {
    app.route({
      ...endpointRoute(endpoint),
      handler: async (request, reply) => {
        const { customerId } = request.query;
        await contentCaller(request, { customerId, internalUser: audience === internalAudience });
        return answer(reply, { key: contentPageKeys.homepage, language: request.params.lang, audience, customerId });
      },
    });
  }

  for (const [endpoint, key] of [
    [getTechnicalDocumentsContentEndpoint, contentPageKeys.technicalDocuments],
    [getHelpContentEndpoint, contentPageKeys.help],
    [getFaqContentEndpoint, contentPageKeys.faq],
  ] as const) {
    app.route({
      ...endpointRoute(endpoint),
      handler: async (request, reply) => {
        await contentCaller(request, {});
        return answer(reply, { key, language: request.params.lang, audience: customerAudience });
      },
    });
  }

  app.route({
    ...endpointRoute(getLegalDocumentsEndpoint),
    handler: async (request, reply) => {
      const { customerId } = request.query;
      await contentCaller(request, { customerId });
      return answer(reply, {
        key: contentPageKeys.legalDocuments,
        language: request.params.lang,
        audience: customerAudience,
        customerId,
      });
    },
  });

  app.route({
    ...endpointRoute(getUserGuideContentEndpoint),
    handler: async (request, reply) => {
      const caller = await contentCaller(request, {});
      return answer(reply, {
        key: contentPageKeys.userGuide(request.params.segment),
        language: request.query.lang ?? savedLanguageOf(caller),
        audience: customerAudience,
      });
    },
  });

  for (const [endpoint, audience] of [
    [getContentByIdEndpoint, customerAudience],
    [getInternalContentByIdEndpoint, internalAudience],
  ] as const) {
    app.route({
      ...endpointRoute(endpoint),
      handler: async (request, reply) => {
        const { customerId, lang } = request.query;
        const caller = await contentCaller(request, { customerId, internalUser: audience === internalAudience });
        return answer(reply, {
          key: request.params.id,
          language: lang ?? savedLanguageOf(caller),
          audience,
          customerId,
        });
      },
    });
  }

  // Only the brand page is made per customer (spec 7); the others ignore customerId.
  for (const [endpoint, kind, withCustomer] of [
    [getBrandPageEndpoint, 'brand-page', true],
    [getBrandLandingPageEndpoint, 'brand-landing', false],
    [getBrandContentsEndpoint, 'brand-contents', false],
  ] as const satisfies ReadonlyArray<readonly [unknown, BrandPageKind, boolean]>) {
    app.route({
      ...endpointRoute(endpoint),
      handler: async (request, reply) => {
        const customerId = withCustomer ? request.query.customerId : undefined;
        await contentCaller(request, { customerId });
        const brandId = brandIdOf(request.params.brand);
        if (!brandId) throw httpError(404, `There is no brand "${request.params.brand}".`);
        return answer(reply, {
          key: brandPageKey(kind, brandId),
          language: request.params.lang,
          audience: customerAudience,
          customerId,
        });
      },
    });
  }

  // Last: the specific paths above are static segments, which the router prefers over `:lang`.
  app.route({
    ...endpointRoute(getGenericPageEndpoint),
    handler: async (request, reply) => {
      await contentCaller(request, {});
      const path = request.params['*'].replace(/\/+$/, '');
      if (!genericPathPattern.test(path)) throw httpError(404, `There is no page at "${path}".`);
      return answer(reply, { key: genericPageKey(path), language: request.params.lang, audience: customerAudience });
    },
  });
};

export default contentRoutes;
