import multipart from '@fastify/multipart';
import { requestAttachmentLimits } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { openAttachmentFiles } from '../../lib/attachment-files.ts';
import attachmentRoutes from './attachment-routes.ts';
import customerCreationRoutes from './routes.ts';
import { vatValidatorFrom } from './vat-validator.ts';

/**
 * Customer-creation requests (issue 19): staff request a new customer, an extension of one or a new ship-to; a
 * reviewer (four eyes) approves, rejects or returns; approval writes to the customer tables through the accounts
 * module (accounts/provisioning-store.ts). Attachments live in their own folder of the attachment store. This file is
 * all other modules may import.
 */
const customerCreation: FastifyPluginAsync = async (app) => {
  const files = await openAttachmentFiles(app.config.DATA_DIR, 'customer-creation-attachments');
  app.addHook('onClose', () => files.close());
  // The VAT id check the configuration names (VAT_VALIDATOR): the checksum, or VIES after it (ADR 067).
  await app.register(customerCreationRoutes, { vat: vatValidatorFrom(app.config) });
  // Only the attachment routes read multipart bodies; every other route keeps refusing them.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: requestAttachmentLimits.maxFileBytes } });
    await scope.register(attachmentRoutes, { files });
  });
};

export default customerCreation;
