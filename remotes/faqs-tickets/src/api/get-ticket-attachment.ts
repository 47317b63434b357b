import { endpointPath, getTicketAttachmentEndpoint } from '@portal/contracts';
import { downloadFile } from '@portal/portal-kit';

/** Downloads an attachment (the server always sends it as a download, never to show inline). */
export function downloadAttachment(customer: string, ticketId: string, attachment: { id: string; fileName: string }) {
  return downloadFile(endpointPath(getTicketAttachmentEndpoint, { ticketId, attachmentId: attachment.id }), {
    query: { customer },
    fallbackFileName: attachment.fileName,
  });
}
