import {
  apiErrorSchema,
  contentAudiences,
  contentCustomerQuerySchema,
  contentLanguageQuerySchema,
  contentLanguageSchema,
  contentPageKeyPattern,
  contentPageSchema,
  type ContentAudience,
  type ContentPage,
  type LanguageId,
} from '@portal/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError } from '../../lib/http-error.ts';
import { contentCaller, savedLanguageOf } from './service.ts';
import { brandIdOf, brandPageKey, genericPageKey, type BrandPageKind } from './page-keys.ts';
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

const langParams = z.object({ lang: contentLanguageSchema });
const brandParams = langParams.extend({ brand: z.string().min(1).max(60) });
const idParams = z.object({ id: z.string().min(1).max(120) });
const segmentParams = z.object({ segment: z.string().min(1).max(80) });
const pathParams = langParams.extend({ '*': z.string().max(300) });
const idQuery = contentCustomerQuerySchema.extend(contentLanguageQuerySchema.shape);

/** Paths of generic pages: lower-case segments, at most six. */
const genericPathPattern = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*){0,5}$/;

const [customerAudience, internalAudience] = contentAudiences;

/**
 * The content API of spec 7: published pages of the headless content service, by language, for customers or
 * internal users, with a sold-to's own page winning over the general one when `customerId` names it.
 */
const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const secured = { tags: ['content'], security: [{ bearerAuth: [] }] };
  const answers = {
    200: contentPageSchema,
    400: apiErrorSchema,
    401: apiErrorSchema,
    403: apiErrorSchema,
    404: apiErrorSchema,
  };

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

  app.get(
    '/pub/api/v1/cms/contents-prelogin/:lang',
    {
      schema: {
        tags: ['content'],
        summary: 'Content of the public sign-in page (cached for 5 minutes)',
        params: langParams,
        response: { 200: contentPageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) =>
      answer(
        reply,
        { key: contentPageKeys.prelogin, language: request.params.lang, audience: customerAudience },
        'public, max-age=300',
      ),
  );

  for (const audience of contentAudiences) {
    const internalUser = audience === internalAudience;
    app.get(
      `/priv/api/v1/cms/contents-homepage/:lang${internalUser ? '/internal-user' : ''}`,
      {
        schema: {
          ...secured,
          summary: internalUser
            ? "The staff dashboard's content (internal users only)"
            : "The customer dashboard's content; with customerId that sold-to's own page when it has one",
          params: langParams,
          querystring: contentCustomerQuerySchema,
          response: answers,
        },
      },
      async (request, reply) => {
        const { customerId } = request.query;
        await contentCaller(request, { customerId, internalUser });
        return answer(reply, { key: contentPageKeys.homepage, language: request.params.lang, audience, customerId });
      },
    );
  }

  const fixedPages = [
    ['contents-technical-doc', contentPageKeys.technicalDocuments, 'Technical documents: a document list of PDFs'],
    ['contents-help', contentPageKeys.help, 'The help page'],
    ['contents-faq', contentPageKeys.faq, 'The FAQ page (an accordion of questions)'],
  ] as const;
  for (const [path, key, summary] of fixedPages) {
    app.get(
      `/priv/api/v1/cms/${path}/:lang`,
      { schema: { ...secured, summary, params: langParams, response: answers } },
      async (request, reply) => {
        await contentCaller(request, {});
        return answer(reply, { key, language: request.params.lang, audience: customerAudience });
      },
    );
  }

  app.get(
    '/priv/api/v1/cms/contents-doc/:lang',
    {
      schema: {
        ...secured,
        summary: 'Legal documents: placements privacy-policy, cookie-policy and terms-and-conditions, item uri the PDF',
        params: langParams,
        querystring: contentCustomerQuerySchema,
        response: answers,
      },
    },
    async (request, reply) => {
      const { customerId } = request.query;
      await contentCaller(request, { customerId });
      return answer(reply, {
        key: contentPageKeys.legalDocuments,
        language: request.params.lang,
        audience: customerAudience,
        customerId,
      });
    },
  );

  app.get(
    '/priv/api/v1/cms/userguide/:segment',
    {
      schema: {
        ...secured,
        summary: "A chapter of the user guide (getting-started, orders, documents), in lang or the caller's language",
        params: segmentParams,
        querystring: contentLanguageQuerySchema,
        response: answers,
      },
    },
    async (request, reply) => {
      const caller = await contentCaller(request, {});
      return answer(reply, {
        key: contentPageKeys.userGuide(request.params.segment),
        language: request.query.lang ?? savedLanguageOf(caller),
        audience: customerAudience,
      });
    },
  );

  for (const audience of contentAudiences) {
    const internalUser = audience === internalAudience;
    app.get(
      `/priv/api/v1/cms/content/:id${internalUser ? '/internal-user' : ''}`,
      {
        schema: {
          ...secured,
          summary: internalUser
            ? 'A page by id for internal users (the id is the page key, e.g. homepage)'
            : "A page by id (the id is the page key, e.g. faq or userguide.orders), in lang or the caller's language",
          params: idParams,
          querystring: idQuery,
          response: answers,
        },
      },
      async (request, reply) => {
        const { customerId, lang } = request.query;
        const caller = await contentCaller(request, { customerId, internalUser });
        return answer(reply, {
          key: request.params.id,
          language: lang ?? savedLanguageOf(caller),
          audience,
          customerId,
        });
      },
    );
  }

  const brandRoutes: ReadonlyArray<[path: string, kind: BrandPageKind, withCustomer: boolean, summary: string]> = [
    ['brandpage', 'brand-page', true, 'A brand page (brand-header and cards); brand is its catalogue id or slug'],
    ['brand-landing-page', 'brand-landing', false, "A brand's landing page; brand is its catalogue id or slug"],
    ['brand-contents', 'brand-contents', false, "A brand's contents for its shop; brand is its catalogue id or slug"],
  ];
  for (const [path, kind, withCustomer, summary] of brandRoutes) {
    app.get(
      `/priv/api/v1/cms/${path}/:lang/:brand`,
      {
        schema: {
          ...secured,
          summary,
          params: brandParams,
          querystring: contentCustomerQuerySchema,
          response: answers,
        },
      },
      async (request, reply) => {
        // Only the brand page is made per customer (spec 7); the others ignore customerId.
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
    );
  }

  // Last: the specific paths above are static segments, which the router prefers over `:lang`.
  app.get(
    '/priv/api/v1/cms/:lang/*',
    {
      schema: {
        ...secured,
        summary: 'A generic page by its path, e.g. about or sustainability',
        params: pathParams,
        response: answers,
      },
    },
    async (request, reply) => {
      await contentCaller(request, {});
      const path = request.params['*'].replace(/\/+$/, '');
      if (!genericPathPattern.test(path)) throw httpError(404, `There is no page at "${path}".`);
      return answer(reply, { key: genericPageKey(path), language: request.params.lang, audience: customerAudience });
    },
  );
};

export default contentRoutes;
