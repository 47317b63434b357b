import {
  acceptPublicTermsEndpoint,
  acceptTermsEndpoint,
  getCustomerTermsEndpoint,
  getPublicTermsEndpoint,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { httpError } from '../../lib/http-error.ts';
import { assertOwnCustomer, callerOf, customerAccessOf, findCustomer, permissionsFor } from '../accounts/index.ts';
import {
  acceptanceHistory,
  acceptTerms,
  currentAcceptances,
  currentDocument,
  publicLinkAcceptor,
  publishedVersions,
} from './acceptances-store.ts';
import { consumeTermsToken, findTermsToken } from './tokens-store.ts';

async function customerOf(db: Database, customerId: string) {
  const customer = await findCustomer(db, customerId);
  // Tokens and privileges are removed with their customer, so a missing one is a fault, not bad input.
  if (!customer) throw new Error(`customer ${customerId} is gone`);
  return customer;
}

/** Terms acceptance per sold-to: by a signed-in user with the terms privilege, or through a public link. */
const termsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(acceptTermsEndpoint),
    handler: async (request) => {
      const caller = await callerOf(request);
      const { customer: customerId } = request.query;
      assertOwnCustomer(caller, customerId);
      if (!permissionsFor(caller, customerId).termsAndConditions) {
        throw httpError(403, `You may not accept the terms for customer ${customerId}.`);
      }
      const customer = await customerOf(app.db, customerId);
      const acceptance = await acceptTerms(app.db, {
        customerId,
        customerLanguage: customer.language,
        userId: caller.userId,
        acceptedBy: caller.username,
        channel: 'portal',
      });
      request.log.info({ customerId, version: acceptance.documentVersion }, 'terms accepted');
      return acceptance;
    },
  });

  app.route({
    ...endpointRoute(getCustomerTermsEndpoint),
    handler: async (request, reply) => {
      const { customer: customerId } = request.query;
      const { permissions } = await customerAccessOf(request, customerId);
      if (!permissions.termsAndConditions && !permissions.dataPrivacy) {
        throw httpError(403, `This needs the permission termsAndConditions or dataPrivacy for customer ${customerId}.`);
      }
      const customer = await findCustomer(app.db, customerId);
      if (!customer) throw httpError(404, `Customer ${customerId} does not exist.`);
      const [document, versions, acceptances] = await Promise.all([
        currentDocument(app.db, customer.language),
        publishedVersions(app.db),
        acceptanceHistory(app.db, customerId),
      ]);
      reply.header('cache-control', 'private, no-store');
      return {
        customerId,
        legalName: customer.legalName,
        current: { version: document.version, language: document.language, title: document.title, body: document.body },
        versions,
        acceptances: acceptances.map((acceptance) => ({
          version: acceptance.documentVersion,
          language: acceptance.documentLanguage,
          acceptedBy: acceptance.acceptedBy,
          acceptedAt: acceptance.acceptedAt.toISOString(),
          channel: acceptance.channel as 'portal' | 'public-link',
        })),
      };
    },
  });

  app.route({
    ...endpointRoute(getPublicTermsEndpoint),
    handler: async (request) => {
      const token = await findTermsToken(app.db, request.query.token);
      const customer = await customerOf(app.db, token.customerId);
      const [document, acceptances] = await Promise.all([
        currentDocument(app.db, customer.language),
        currentAcceptances(app.db, [customer.customerId]),
      ]);
      // Accepted in the portal meanwhile: the link says so before anyone clicks, rather than offering to accept.
      const accepted = acceptances.get(customer.customerId)?.acceptedAt ?? token.usedAt;
      return {
        customerId: customer.customerId,
        legalName: customer.legalName,
        language: document.language,
        version: document.version,
        title: document.title,
        body: document.body,
        acceptedAt: accepted?.toISOString() ?? null,
        linkUsed: token.usedAt !== null,
      };
    },
  });

  app.route({
    ...endpointRoute(acceptPublicTermsEndpoint),
    handler: async (request) => {
      const token = await consumeTermsToken(app.db, request.query.token);
      const customer = await customerOf(app.db, token.customerId);
      const acceptance = await acceptTerms(app.db, {
        customerId: customer.customerId,
        customerLanguage: customer.language,
        userId: null,
        acceptedBy: publicLinkAcceptor(customer.customerId),
        channel: 'public-link',
      });
      request.log.info({ customerId: customer.customerId }, 'terms accepted through a public link');
      return acceptance;
    },
  });
};

export default termsRoutes;
