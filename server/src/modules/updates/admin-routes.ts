import { publishUpdateEndpoint } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { callerOf, requirePermission } from '../accounts/index.ts';
import { storedAudienceOf } from './service.ts';
import { mailPublishedUpdate } from './update-mails.ts';
import { insertUpdate } from './store.ts';

/** Publishing an update, for the same staff who edit the portal's content: the admin tool or the CMS permission. */
const updateAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const editor = requirePermission({ anyOf: ['adminTool', 'cms'] }, 'staff');

  app.route({
    ...endpointRoute(publishUpdateEndpoint),
    preValidation: editor,
    handler: async (request, reply) => {
      const caller = await callerOf(request);
      const { audience, type, updateType, header, body, chip, cta, translations, expiresAt } = request.body;
      const stored = await storedAudienceOf(app.db, audience);
      // The update and its mails together: a reader is mailed about a stored update, once (issue 33).
      const { created, mails } = await app.db.transaction(async (tx) => {
        const created = await insertUpdate(tx, {
          audience: stored,
          type,
          topic: updateType,
          header,
          body,
          chip,
          cta,
          translations,
          expiresAt: expiresAt ? new Date(expiresAt) : null,
          createdBy: caller.username,
        });
        const update = { id: created.id, audience: stored, type, topic: updateType, header, translations };
        return { created, mails: await mailPublishedUpdate(tx, update, app.config.PUBLIC_URL) };
      });
      const languages = ['en', ...Object.keys(translations ?? {})];
      request.log.info({ updateId: created.id, audience: audience.kind, type, languages, mails }, 'update published');
      return reply.code(201).send({ id: created.id, audience, createdAt: created.createdAt.toISOString() });
    },
  });
};

export default updateAdminRoutes;
