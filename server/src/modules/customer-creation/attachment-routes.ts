import {
  addCustomerCreationAttachmentsEndpoint,
  editableStatuses,
  getCustomerCreationAttachmentEndpoint,
  removeCustomerCreationAttachmentEndpoint,
  requestAttachmentField,
  requestAttachmentLimits,
  requestAttachmentTypes,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AttachmentFiles } from '../../lib/attachment-files.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { httpError } from '../../lib/http-error.ts';
import { discard, readUpload, sendUploadRefusal, UploadRefusal, type UploadRules } from '../../lib/uploads.ts';
import { detailOf, requestOf, staffAccess } from './service.ts';
import { addAttachments, findAttachment, removeAttachment } from './store.ts';

const uploadRules: UploadRules = {
  field: requestAttachmentField,
  ...requestAttachmentLimits,
  types: requestAttachmentTypes,
};

function conflict(message: string): Error {
  return Object.assign(new Error(message), { statusCode: 409 });
}

/** `Content-Disposition: attachment` with the name in ASCII and in full (RFC 6266 / 5987). */
function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * A request's attachments, as tickets take theirs (lib/uploads.ts: type by content, size and count limits, files
 * outside the rows with their SHA-256). Registered in a scope that reads multipart bodies.
 */
const attachmentRoutes: FastifyPluginAsyncZod<{ files: AttachmentFiles }> = async (app, { files }) => {
  app.route({
    ...endpointRoute(addCustomerCreationAttachmentsEndpoint),
    handler: async (request, reply) => {
      const access = await staffAccess(request);
      if (!access.submit) throw httpError(403, 'Attaching files needs the permission customerCreation.');
      const { requestId } = request.params;
      await requestOf(app.db, requestId);
      let upload;
      try {
        upload = await readUpload(request, files, uploadRules);
      } catch (error) {
        if (error instanceof UploadRefusal) return sendUploadRefusal(reply, error);
        throw error;
      }
      try {
        if (upload.attachments.length === 0) {
          return sendUploadRefusal(
            reply,
            new UploadRefusal(400, requestAttachmentField, 'field', 'needs at least one file'),
          );
        }
        const outcome = await addAttachments(app.db, files, requestId, upload.attachments, access.actor, {
          maxFiles: uploadRules.maxFiles,
          editable: editableStatuses,
        });
        if (outcome === 'missing') throw httpError(404, `Request ${requestId} does not exist.`);
        if (outcome === 'not_editable') throw conflict('Files can be attached only while the request is editable.');
        if (outcome === 'too_many') {
          return sendUploadRefusal(
            reply,
            new UploadRefusal(400, requestAttachmentField, 'too_many', `at most ${uploadRules.maxFiles} files`),
          );
        }
        request.log.info({ requestId, files: upload.attachments.length }, 'customer-creation files attached');
        return reply.code(201).send(await detailOf(app.db, await requestOf(app.db, requestId), access));
      } finally {
        await discard(upload.attachments.map((attachment) => attachment.path));
      }
    },
  });

  app.route({
    ...endpointRoute(getCustomerCreationAttachmentEndpoint),
    handler: async (request, reply) => {
      await staffAccess(request);
      const { requestId, attachmentId } = request.params;
      const file = await findAttachment(app.db, requestId, attachmentId);
      if (!file) throw httpError(404, `Attachment ${attachmentId} was not found.`);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('digest', `sha-256=${Buffer.from(file.sha256, 'hex').toString('base64')}`)
        .send(files.open(file.storageKey) as unknown as string);
    },
  });

  app.route({
    ...endpointRoute(removeCustomerCreationAttachmentEndpoint),
    handler: async (request) => {
      const access = await staffAccess(request);
      if (!access.submit) throw httpError(403, 'Removing files needs the permission customerCreation.');
      const { requestId, attachmentId } = request.params;
      const outcome = await removeAttachment(app.db, files, requestId, attachmentId, access.actor, editableStatuses);
      if (outcome === 'missing') throw httpError(404, `Attachment ${attachmentId} was not found.`);
      if (outcome === 'not_editable') throw conflict('Files can be removed only while the request is editable.');
      return detailOf(app.db, await requestOf(app.db, requestId), access);
    },
  });
};

export default attachmentRoutes;
