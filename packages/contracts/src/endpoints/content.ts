import { z } from 'zod';
import {
  contentAdminParamsSchema,
  contentCustomerQuerySchema,
  contentDraftSchema,
  contentLanguageQuerySchema,
  contentLanguageSchema,
  contentPageListQuerySchema,
  contentPageListSchema,
  contentPageSchema,
  contentPageVariantSchema,
  contentPublishQuerySchema,
} from '../content.ts';
import { defineEndpoint } from '../endpoint.ts';

/** The content API of spec 7: published pages by language, for customers or internal users. */

const tag = 'content';
const refusals = [404] as const;

export const contentLangParamsSchema = z.object({ lang: contentLanguageSchema });
export const contentBrandParamsSchema = contentLangParamsSchema.extend({ brand: z.string().min(1).max(60) });
export const contentIdParamsSchema = z.object({ id: z.string().min(1).max(120) });
export const contentSegmentParamsSchema = z.object({ segment: z.string().min(1).max(80) });
export const contentPathParamsSchema = contentLangParamsSchema.extend({ '*': z.string().max(300) });
export const contentIdQuerySchema = contentCustomerQuerySchema.extend(contentLanguageQuerySchema.shape);

export const getPreloginContentEndpoint = defineEndpoint({
  id: 'getPreloginContent',
  method: 'GET',
  path: '/pub/api/v1/cms/contents-prelogin/:lang',
  access: 'public',
  tag,
  summary: 'Content of the public sign-in page (cached for 5 minutes)',
  params: contentLangParamsSchema,
  response: contentPageSchema,
  refusals,
  errorDescription: 'Error getting CMS prelogin content',
});

export const getHomepageContentEndpoint = defineEndpoint({
  id: 'getHomepageContent',
  method: 'GET',
  path: '/priv/api/v1/cms/contents-homepage/:lang',
  access: 'portal',
  tag,
  summary: "The customer dashboard's content; with customerId that sold-to's own page when it has one",
  params: contentLangParamsSchema,
  query: contentCustomerQuerySchema,
  response: contentPageSchema,
  refusals,
  errorDescription: 'Error getting CMS data for the homepage',
});

export const getInternalHomepageContentEndpoint = defineEndpoint({
  id: 'getInternalHomepageContent',
  method: 'GET',
  path: '/priv/api/v1/cms/contents-homepage/:lang/internal-user',
  access: 'portal',
  tag,
  summary: "The staff dashboard's content (internal users only)",
  params: contentLangParamsSchema,
  query: contentCustomerQuerySchema,
  response: contentPageSchema,
  refusals,
  errorDescription: 'Error getting CMS data for the homepage',
});

export const getTechnicalDocumentsContentEndpoint = defineEndpoint({
  id: 'getTechnicalDocumentsContent',
  method: 'GET',
  path: '/priv/api/v1/cms/contents-technical-doc/:lang',
  access: 'portal',
  tag,
  summary: 'Technical documents: a document list of PDFs',
  params: contentLangParamsSchema,
  response: contentPageSchema,
  refusals,
  errorDescription: 'Error getting CMS technical documents',
});

export const getHelpContentEndpoint = defineEndpoint({
  id: 'getHelpContent',
  method: 'GET',
  path: '/priv/api/v1/cms/contents-help/:lang',
  access: 'portal',
  tag,
  summary: 'The help page',
  section: 'help',
  params: contentLangParamsSchema,
  response: contentPageSchema,
  refusals,
  errorDescription: 'Error getting CMS help content',
});

export const getFaqContentEndpoint = defineEndpoint({
  id: 'getFaqContent',
  method: 'GET',
  path: '/priv/api/v1/cms/contents-faq/:lang',
  access: 'portal',
  tag,
  summary: 'The FAQ page (an accordion of questions)',
  section: 'help',
  params: contentLangParamsSchema,
  response: contentPageSchema,
  refusals,
  errorDescription: 'Error getting CMS FAQ content',
});

/** Spec 2.2: the public FAQ page (`/faqs/public`), before sign-in, in the pre-login language. */
export const getPublicFaqContentEndpoint = defineEndpoint({
  id: 'getPublicFaqContent',
  method: 'GET',
  path: '/pub/api/v1/cms/contents-faq/:lang',
  access: 'public',
  tag,
  summary: 'The public FAQ page, without sign-in (cached for 5 minutes)',
  params: contentLangParamsSchema,
  response: contentPageSchema,
  refusals,
  errorDescription: 'Error getting CMS public FAQ content',
});

export const getLegalDocumentsEndpoint = defineEndpoint({
  id: 'getLegalDocuments',
  method: 'GET',
  path: '/priv/api/v1/cms/contents-doc/:lang',
  access: 'portal',
  tag,
  summary: 'Legal documents: placements privacy-policy, cookie-policy and terms-and-conditions, item uri the PDF',
  params: contentLangParamsSchema,
  query: contentCustomerQuerySchema,
  response: contentPageSchema,
  refusals,
  errorDescription: 'Error getting CMS legal documents file',
});

export const getUserGuideContentEndpoint = defineEndpoint({
  id: 'getUserGuideContent',
  method: 'GET',
  path: '/priv/api/v1/cms/userguide/:segment',
  access: 'portal',
  tag,
  summary: "A chapter of the user guide (getting-started, orders, documents), in lang or the caller's language",
  section: 'help',
  params: contentSegmentParamsSchema,
  query: contentLanguageQuerySchema,
  response: contentPageSchema,
  refusals,
  errorDescription: 'Error getting CMS content - userguide.{segment}',
});

export const getContentByIdEndpoint = defineEndpoint({
  id: 'getContentById',
  method: 'GET',
  path: '/priv/api/v1/cms/content/:id',
  access: 'portal',
  tag,
  summary: "A page by id (the id is the page key, e.g. faq or userguide.orders), in lang or the caller's language",
  params: contentIdParamsSchema,
  query: contentIdQuerySchema,
  response: contentPageSchema,
  refusals,
  errorDescription: 'Error getting CMS content - {id}',
});

export const getInternalContentByIdEndpoint = defineEndpoint({
  id: 'getInternalContentById',
  method: 'GET',
  path: '/priv/api/v1/cms/content/:id/internal-user',
  access: 'portal',
  tag,
  summary: 'A page by id for internal users (the id is the page key, e.g. homepage)',
  params: contentIdParamsSchema,
  query: contentIdQuerySchema,
  response: contentPageSchema,
  refusals,
  errorDescription: 'Error getting CMS content - {id}',
});

export const getBrandPageEndpoint = defineEndpoint({
  id: 'getBrandPage',
  method: 'GET',
  path: '/priv/api/v1/cms/brandpage/:lang/:brand',
  access: 'portal',
  tag,
  summary: 'A brand page (brand-header and cards); brand is its catalogue id or slug',
  params: contentBrandParamsSchema,
  query: contentCustomerQuerySchema,
  response: contentPageSchema,
  refusals,
  errorDescription: 'Error getting CMS brand page content',
});

export const getBrandLandingPageEndpoint = defineEndpoint({
  id: 'getBrandLandingPage',
  method: 'GET',
  path: '/priv/api/v1/cms/brand-landing-page/:lang/:brand',
  access: 'portal',
  tag,
  summary: "A brand's landing page; brand is its catalogue id or slug",
  params: contentBrandParamsSchema,
  query: contentCustomerQuerySchema,
  response: contentPageSchema,
  refusals,
  errorDescription: 'Error getting CMS landing page content',
});

export const getBrandContentsEndpoint = defineEndpoint({
  id: 'getBrandContents',
  method: 'GET',
  path: '/priv/api/v1/cms/brand-contents/:lang/:brand',
  access: 'portal',
  tag,
  summary: "A brand's contents for its shop; brand is its catalogue id or slug",
  params: contentBrandParamsSchema,
  query: contentCustomerQuerySchema,
  response: contentPageSchema,
  refusals,
  errorDescription: 'Error getting CMS brand contents',
});

/** Last in the router's eyes: the specific paths above are static segments, preferred over `:lang`. */
export const getGenericPageEndpoint = defineEndpoint({
  id: 'getGenericPage',
  method: 'GET',
  path: '/priv/api/v1/cms/:lang/*',
  access: 'portal',
  tag,
  summary: 'A generic page by its path, e.g. about or sustainability',
  params: contentPathParamsSchema,
  response: contentPageSchema,
  refusals,
  errorDescription: 'Error getting CMS generic page',
});

/** The content service's editing (admin tool or CMS permission). */
const adminTag = 'content admin';

export const listContentPagesEndpoint = defineEndpoint({
  id: 'listContentPages',
  method: 'GET',
  path: '/api/admin/content/pages',
  access: 'portal',
  tag: adminTag,
  summary: 'Stored page variants (drafts and published), paginated, optionally filtered',
  query: contentPageListQuerySchema,
  response: contentPageListSchema,
  errorDescription: 'Error getting the content pages',
});

export const saveContentDraftEndpoint = defineEndpoint({
  id: 'saveContentDraft',
  method: 'PUT',
  path: '/api/admin/content/pages/:key/:lang/:audience',
  access: 'portal',
  tag: adminTag,
  summary: 'Create or replace the draft of a page (for one customer with customerId)',
  params: contentAdminParamsSchema,
  body: contentDraftSchema,
  response: contentPageVariantSchema,
  errorDescription: 'Error saving the draft of {key}',
});

export const publishContentDraftEndpoint = defineEndpoint({
  id: 'publishContentDraft',
  method: 'POST',
  path: '/api/admin/content/pages/:key/:lang/:audience/publish',
  access: 'portal',
  tag: adminTag,
  summary: 'Publish the draft of a page: the content API serves it from now on',
  params: contentAdminParamsSchema,
  query: contentPublishQuerySchema,
  response: contentPageVariantSchema,
  refusals,
  errorDescription: 'Error publishing {key}',
});
