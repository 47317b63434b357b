import {
  documentRefText,
  getDocumentEndpoint,
  getDocumentPdfEndpoint,
  getDocumentsEndpoint,
  downloadDocumentsEndpoint,
  sendDocumentsEndpoint,
  type DocumentDetail,
  type DocumentRef,
} from '@portal/contracts';
import { ZipArchive } from 'archiver';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { takeDailyAllowance } from '../../db/daily-limits.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { firstEvent } from '../../lib/first-event.ts';
import { httpError } from '../../lib/http-error.ts';
import { callerOf } from '../accounts/index.ts';
import { documentsMail } from './mail.ts';
import { documentPdf, documentPdfBuffer, pdfFileName } from './pdf.ts';
import { assertPdf, assertType, assertTypeFor, documentAccess, type DocumentAccess } from './service.ts';
import summaryRoutes from './summary-routes.ts';

/** Sends of documents by e-mail each user may make per hour (each may go to 10 recipients). */
export const documentMailsPerHour = 10;
/** Mails (one per recipient) one user, and all users of one customer, may send in a day. */
export const documentMailsPerUserAndDay = 100;
export const documentMailsPerCustomerAndDay = 300;

const noStore = 'private, no-store';

/** The documents of `refs` the caller may see and the sold-to has, or 403 / 404 naming the first that is not. */
async function checkedRefs(request: FastifyRequest, access: DocumentAccess, refs: readonly DocumentRef[]) {
  for (const ref of refs) assertType(access, ref.type);
  const found = new Set(
    (await request.server.documentSource.existing(access.customerId, refs)).map((ref) => documentRefText(ref)),
  );
  const missing = refs.find((ref) => !found.has(documentRefText(ref)));
  if (missing) {
    throw httpError(404, `Document ${documentRefText(missing)} was not found for customer ${access.customerId}.`);
  }
}

async function detailOf(request: FastifyRequest, access: DocumentAccess, ref: DocumentRef): Promise<DocumentDetail> {
  const document = await request.server.documentSource.detail(access.customerId, ref.type, ref.documentId);
  // Another sold-to's document is not there for this caller: the same answer as no document at all.
  if (!document) {
    throw httpError(404, `Document ${documentRefText(ref)} was not found for customer ${access.customerId}.`);
  }
  return document;
}

const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  // The account summary, the statement of account and the list totals.
  await app.register(summaryRoutes);

  app.route({
    ...endpointRoute(getDocumentsEndpoint),
    handler: async (request) => {
      const { customer, type, pageNumber, pageSize, after, ...filter } = request.query;
      await assertTypeFor(request, customer, type);
      return app.documentSource.list(customer, type, filter, { pageNumber, pageSize, after });
    },
  });

  app.route({
    ...endpointRoute(getDocumentEndpoint),
    handler: async (request) => {
      const access = await documentAccess(request, request.query.customer);
      assertType(access, request.params.type);
      return detailOf(request, access, request.params);
    },
  });

  app.route({
    ...endpointRoute(getDocumentPdfEndpoint),
    handler: async (request, reply) => {
      const access = await documentAccess(request, request.query.customer);
      assertType(access, request.params.type);
      assertPdf(access);
      const document = await detailOf(request, access, request.params);
      return (
        reply
          .type('application/pdf')
          // inline: the portal shows it in its preview; the download names it.
          .header('content-disposition', `inline; filename="${pdfFileName(document)}"`)
          .header('cache-control', noStore)
          .send(documentPdf(document, access.language) as unknown as string)
      );
    },
  });

  app.route({
    ...endpointRoute(downloadDocumentsEndpoint),
    handler: async (request, reply) => {
      const { customer, ids } = request.query;
      const access = await documentAccess(request, customer);
      assertPdf(access);
      // Every document is checked before the first byte: a refusal is still a JSON answer, not a broken zip.
      await checkedRefs(request, access, ids);
      const archive = new ZipArchive({ zlib: { level: 6 } });
      const fill = async () => {
        // One PDF at a time: the next is read and drawn only once the archive has taken in the previous one, so
        // memory holds one document however many the zip carries.
        for (const ref of ids) {
          // The client went away (the archive is destroyed with the response): stop drawing.
          if (archive.destroyed) return;
          const document = await detailOf(request, access, ref);
          const entered = firstEvent([archive, 'entry'], [archive, 'close']);
          archive.append(documentPdf(document, access.language), { name: pdfFileName(document) });
          await entered;
        }
        if (!archive.destroyed) await archive.finalize();
      };
      fill().catch((error: unknown) => {
        request.log.error({ err: error }, 'document zip failed while streaming');
        archive.abort();
      });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="documents-${customer}-${day}.zip"`)
        .header('cache-control', noStore)
        .send(archive as unknown as string);
    },
  });

  app.route({
    ...endpointRoute(sendDocumentsEndpoint),
    config: {
      ...endpointRoute(sendDocumentsEndpoint).config,
      // Per signed-in user, counted once the call passed the section gate and its body is valid.
      rateLimit: {
        max: documentMailsPerHour,
        timeWindow: '1 hour',
        hook: 'preHandler',
        keyGenerator: (request: FastifyRequest) => `documents-mail:${request.identity?.subject ?? request.ip}`,
      },
    },
    handler: async (request) => {
      const { documents: refs, recipients, message } = request.body;
      const access = await documentAccess(request, request.query.customer);
      assertPdf(access);
      await checkedRefs(request, access, refs);
      const details: DocumentDetail[] = [];
      for (const ref of refs) details.push(await detailOf(request, access, ref));
      const attachments = await Promise.all(
        details.map(async (document) => ({
          filename: pdfFileName(document),
          contentType: 'application/pdf',
          content: await documentPdfBuffer(document, access.language),
        })),
      );
      const caller = await callerOf(request);
      const to = [...new Set(recipients)];
      // Each recipient is a mail: counted per user and per customer and day, in the database (issue 30, L1).
      await takeDailyAllowance(
        app.db,
        { action: 'documents-mail', what: 'document mails' },
        [
          { holder: `user:${caller.userId}`, max: documentMailsPerUserAndDay },
          { holder: `customer:${access.customerId}`, max: documentMailsPerCustomerAndDay },
        ],
        to.length,
      );
      const mail = documentsMail({
        documents: details,
        customerName: access.customerName,
        sender: caller.username,
        message: message || undefined,
        language: access.language,
      });
      for (const recipient of to) await app.mailer.send({ ...mail, to: recipient, attachments });
      request.log.info(
        { customerId: access.customerId, documents: refs.length, recipients: to.length },
        'documents sent by e-mail',
      );
      return { recipients: to, attachments: attachments.map((attachment) => attachment.filename) };
    },
  });
};

export default documentRoutes;
