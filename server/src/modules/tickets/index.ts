import multipart from '@fastify/multipart';
import { ticketAttachmentLimits } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { openAttachmentFiles, type AttachmentFiles } from '../../lib/attachment-files.ts';
import ticketRoutes from './routes.ts';
import { postgresTicketSource } from './store.ts';
import type { TicketSource } from './ticket-source.ts';

/**
 * Tickets (issue 15): a sold-to's tickets with their conversation and attachments, kept in a `TicketSource`
 * (ticket-source.ts): the portal's own tables unless the app is given another; staff's answers through the admin
 * tool; and the help centre's "was this helpful" answers. This file is all other modules may import.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** Where tickets are kept (modules/tickets/ticket-source.ts). */
    ticketSource: TicketSource;
    /** Where attachment files are staged (and, for the default source, kept). */
    ticketFiles: AttachmentFiles;
  }
}

export interface TicketsOptions {
  /** The ticket source; default the portal's PostgreSQL tables with files in DATA_DIR. */
  source?: TicketSource | undefined;
  /**
   * Files the attachment store must hold, under fixed keys, put there at start unless present: the demo
   * tickets' attachments (server/src/seed/ticket-attachments.ts), loaded by the caller like the demo documents.
   */
  storeFiles?: readonly StoreFile[] | undefined;
}

/** A file under a key of its own (made from its checksum), which attachment rows point at. */
export interface StoreFile {
  storageKey: string;
  content: Uint8Array;
}

const ticketSourcePlugin = fp<TicketsOptions>(
  async (app, { source, storeFiles = [] }) => {
    const files = await openAttachmentFiles(app.config.DATA_DIR, 'ticket-attachments');
    app.addHook('onClose', () => files.close());
    // Rows seeded elsewhere (the demo tickets' attachments) point at these keys: this app's store holds them.
    for (const file of storeFiles) await files.putFixed(file.storageKey, file.content);
    app.decorate('ticketFiles', files);
    app.decorate('ticketSource', source ?? postgresTicketSource(app.db, files));
  },
  { name: 'ticket-source' },
);

/** Routes in a scope of their own: only they read multipart bodies, every other route keeps refusing them. */
const ticketScope: FastifyPluginAsync = async (app) => {
  await app.register(multipart, { limits: { fileSize: ticketAttachmentLimits.maxFileBytes } });
  await app.register(ticketRoutes);
};

/** The ticket source and files are the app's (tests and jobs reach them); the routes keep their own scope. */
const tickets = fp<TicketsOptions>(
  async (app, options) => {
    await app.register(ticketSourcePlugin, options);
    await app.register(ticketScope);
  },
  { name: 'tickets' },
);

export default tickets;

export type { NewMessage, NewTicket, StagedAttachment, TicketRecord, TicketSource } from './ticket-source.ts';
export { postgresTicketSource } from './store.ts';
export { announceStaffReply } from './service.ts';
export { searchTickets, type TicketSearchHit } from './search-store.ts';
export { openAttachmentFiles, type AttachmentFiles } from '../../lib/attachment-files.ts';
