import {
  contactLimit,
  createContactEndpoint,
  deleteContactEndpoint,
  getCompanyInfoEndpoint,
  getContactsEndpoint,
  getStoreEndpoint,
  getStoresEndpoint,
  getTermsDocumentEndpoint,
  sendTermsDocumentEndpoint,
  termsMailsPerHour,
  updateContactEndpoint,
  type TermsDocument,
} from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { takeAllowance } from '../../db/daily-limits.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { httpError } from '../../lib/http-error.ts';
import { callerOf, onBehalfSessionOf } from '../accounts/index.ts';
import { recordOnBehalfAction } from '../on-behalf/index.ts';
import { renderPdf } from '../content/index.ts';
import { currentDocument } from '../terms/index.ts';
import { accountCustomer, companyInfoOf, normalizedContact, storeOf, storePage } from './service.ts';
import { deleteContact, insertContact, listContacts, updateContact, type WriteOutcome } from './store.ts';
import { termsLanguage, termsMail, termsPdfFileName, termsPdfFooter, termsPdfText } from './terms-document.ts';

const noStore = 'private, no-store';

const contactName = (contact: { firstName: string; lastName: string }) => `${contact.firstName} ${contact.lastName}`;

function conflict(reply: FastifyReply, message: string) {
  return reply.code(409).send({ error: 'Conflict', message });
}

/** A stale edit or removal: someone changed or removed the contact since it was read. */
function staleMessage(outcome: WriteOutcome<unknown>, contactId: string): string | undefined {
  if (outcome.kind === 'missing') return undefined;
  if (outcome.kind === 'stale') {
    return (
      `Contact ${contactId} was changed by someone else since you opened it (now version ${outcome.version}). ` +
      'Reload it and make your change again.'
    );
  }
  return undefined;
}

/** The current terms in `lang`, else the sold-to's language (the terms module falls back to English). */
async function termsDocumentOf(
  request: FastifyRequest,
  customer: { customerId: string; language: string },
  lang: string | undefined,
): Promise<TermsDocument> {
  const { version, language, title, body } = await currentDocument(request.server.db, lang ?? customer.language);
  return { customerId: customer.customerId, version, language, title, body };
}

const accountSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(getCompanyInfoEndpoint),
    handler: async (request, reply) => {
      const customer = await accountCustomer(request, request.query.customer, 'companyInfo');
      reply.header('cache-control', noStore);
      return companyInfoOf(request, customer);
    },
  });

  app.route({
    ...endpointRoute(getStoresEndpoint),
    handler: async (request, reply) => {
      const { customer: customerId, ...page } = request.query;
      const customer = await accountCustomer(request, customerId, 'companyInfo');
      reply.header('cache-control', noStore);
      return storePage(request, customer, page);
    },
  });

  app.route({
    ...endpointRoute(getStoreEndpoint),
    handler: async (request, reply) => {
      const customer = await accountCustomer(request, request.query.customer, 'companyInfo');
      reply.header('cache-control', noStore);
      return storeOf(request, customer, request.params.shipToId);
    },
  });

  app.route({
    ...endpointRoute(getContactsEndpoint),
    handler: async (request, reply) => {
      const customer = await accountCustomer(request, request.query.customer, 'contacts');
      reply.header('cache-control', noStore);
      return { items: await listContacts(app.db, customer.customerId) };
    },
  });

  app.route({
    ...endpointRoute(createContactEndpoint),
    handler: async (request, reply) => {
      const customer = await accountCustomer(request, request.query.customer, 'contacts');
      const created = await insertContact(app.db, customer.customerId, normalizedContact(request.body), contactLimit);
      if (created === 'full') {
        return conflict(reply, `Customer ${customer.customerId} has ${contactLimit} contacts, the most it may have.`);
      }
      await recordOnBehalfAction(request, 'contact_created', contactName(created));
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...endpointRoute(updateContactEndpoint),
    handler: async (request, reply) => {
      const customer = await accountCustomer(request, request.query.customer, 'contacts');
      const { contactId } = request.params;
      const { version, ...input } = request.body;
      const outcome = await updateContact(app.db, customer.customerId, contactId, version, normalizedContact(input));
      if (outcome.kind === 'done') {
        await recordOnBehalfAction(request, 'contact_updated', contactName(outcome.value));
        return outcome.value;
      }
      const stale = staleMessage(outcome, contactId);
      if (stale) return conflict(reply, stale);
      throw httpError(404, `Contact ${contactId} was not found for customer ${customer.customerId}.`);
    },
  });

  app.route({
    ...endpointRoute(deleteContactEndpoint),
    handler: async (request, reply) => {
      const customer = await accountCustomer(request, request.query.customer, 'contacts');
      const { contactId } = request.params;
      // The access log names the contact staff removed, which is gone afterwards.
      const removed = (await onBehalfSessionOf(request))
        ? (await listContacts(app.db, customer.customerId)).find((contact) => contact.contactId === contactId)
        : undefined;
      const outcome = await deleteContact(app.db, customer.customerId, contactId, request.query.version);
      if (outcome.kind === 'done') {
        if (removed) await recordOnBehalfAction(request, 'contact_deleted', contactName(removed));
        return reply.code(204).send(null);
      }
      const stale = staleMessage(outcome, contactId);
      if (stale) return conflict(reply, stale);
      throw httpError(404, `Contact ${contactId} was not found for customer ${customer.customerId}.`);
    },
  });
  app.route({
    ...endpointRoute(getTermsDocumentEndpoint),
    handler: async (request, reply) => {
      const { customer: customerId, lang } = request.query;
      const customer = await accountCustomer(request, customerId, ['termsAndConditions', 'dataPrivacy']);
      reply.header('cache-control', noStore);
      return termsDocumentOf(request, customer, lang);
    },
  });

  app.route({
    ...endpointRoute(sendTermsDocumentEndpoint),
    handler: async (request) => {
      const { customer: customerId, lang } = request.query;
      const customer = await accountCustomer(request, customerId, 'termsAndConditionsSendByEmail');
      // Per signed-in user and hour, counted in the database: shared by every instance and kept over restarts.
      const { userId } = await callerOf(request);
      await takeAllowance(app.db, { action: 'terms-mail', what: 'terms mails' }, [
        { holder: `user:${userId}`, max: termsMailsPerHour, per: 'hour' },
      ]);
      const document = await termsDocumentOf(request, customer, lang);
      const attachment = termsPdfFileName(document);
      const content = await renderPdf(termsPdfText(document), {
        language: termsLanguage(document),
        version: document.version,
        footer: termsPdfFooter(document),
      });
      // The signed-in user's own address: their username is their e-mail address.
      const recipient = (await callerOf(request)).username;
      await app.mailer.send({
        ...termsMail(document, customer.legalName),
        to: recipient,
        attachments: [{ filename: attachment, contentType: 'application/pdf', content }],
      });
      request.log.info({ customerId, version: document.version }, 'terms sent by e-mail');
      return { recipient, attachment };
    },
  });
};

export default accountSettingsRoutes;
