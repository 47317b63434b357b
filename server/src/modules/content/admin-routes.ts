import { listContentPagesEndpoint, publishContentDraftEndpoint, saveContentDraftEndpoint } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { badRequest, httpError } from '../../lib/http-error.ts';
import { callerOf, knownCustomerIds, requirePermission } from '../accounts/index.ts';
import { listPageVariants, publishDraft, saveDraft } from './store.ts';

async function assertKnownCustomer(db: Database, customerId: string | undefined): Promise<void> {
  if (!customerId) return;
  if (!(await knownCustomerIds(db, [customerId])).has(customerId)) {
    throw badRequest('customerId', 'is not a known customer');
  }
}

/**
 * Editing the content service: list the stored variants, save a draft, publish it. Drafts are invisible to the
 * content API until published; publishing copies the draft over the published page.
 */
const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Content editors: the admin tool or the CMS permission (internal users' first entry).
  const contentEditor = requirePermission({ anyOf: ['adminTool', 'cms'] }, 'staff');

  app.route({
    ...endpointRoute(listContentPagesEndpoint),
    preValidation: contentEditor,
    handler: async (request) => {
      const { items, total } = await listPageVariants(app.db, request.query);
      return { items, pageNumber: request.query.pageNumber, pageSize: request.query.pageSize, total };
    },
  });

  app.route({
    ...endpointRoute(saveContentDraftEndpoint),
    preValidation: contentEditor,
    handler: async (request) => {
      const caller = await callerOf(request);
      const { key, lang, audience } = request.params;
      const { name, title, rows, customerId } = request.body;
      await assertKnownCustomer(app.db, customerId);
      const draft = await saveDraft(app.db, {
        key,
        language: lang,
        audience,
        customerId: customerId ?? null,
        name,
        title,
        rows,
        editor: caller.username,
      });
      request.log.info({ key, language: lang, audience, customerId, version: draft.version }, 'content draft saved');
      return draft;
    },
  });

  app.route({
    ...endpointRoute(publishContentDraftEndpoint),
    preValidation: contentEditor,
    handler: async (request) => {
      const caller = await callerOf(request);
      const { key, lang, audience } = request.params;
      const customerId = request.query.customerId ?? null;
      const published = await publishDraft(app.db, { key, language: lang, audience, customerId }, caller.username);
      if (!published) throw httpError(404, `There is no draft of "${key}" (${lang}, ${audience}) to publish.`);
      request.log.info({ key, language: lang, audience, customerId, version: published.version }, 'content published');
      return published;
    },
  });
};

export default contentAdminRoutes;
