import {
  createTicketEndpoint,
  endpointPath,
  getTicketAttachmentEndpoint,
  getTicketEndpoint,
  getTicketsEndpoint,
  recordFaqFeedbackEndpoint,
  replyToTicketEndpoint,
  ticketDetailSchema,
  type LanguageId,
  type TicketDetail,
  type TicketStatus,
} from '@portal/contracts';
import { callEndpoint, downloadFile, isNotFound, uploadForm, type UploadProgress } from '@portal/portal-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const ticketsQueryKey = ['faqs-tickets', 'tickets'] as const;

export interface TicketListParams {
  customer: string;
  status: TicketStatus | undefined;
  q: string;
  pageNumber: number;
  pageSize: number;
}

export function useTickets({ customer, status, q, pageNumber, pageSize }: TicketListParams) {
  return useQuery({
    queryKey: [...ticketsQueryKey, 'list', customer, status ?? 'all', q, pageNumber, pageSize],
    queryFn: ({ signal }) =>
      callEndpoint(
        getTicketsEndpoint,
        { query: { customer, status, q: q || undefined, pageNumber, pageSize } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useTicket(customer: string, ticketId: string) {
  return useQuery({
    queryKey: [...ticketsQueryKey, 'detail', customer, ticketId],
    queryFn: ({ signal }) =>
      callEndpoint(getTicketEndpoint, { params: { ticketId }, query: { customer } }, { signal, expected: isNotFound }),
  });
}

/** Opens a ticket: the form's fields and files in one multipart call, reporting the upload's progress. */
export async function createTicket(
  customer: string,
  form: FormData,
  onProgress: (progress: UploadProgress) => void,
): Promise<TicketDetail> {
  const answer = await uploadForm<unknown>(endpointPath(createTicketEndpoint), form, {
    query: { customer },
    onProgress,
  });
  return ticketDetailSchema.parse(answer);
}

export async function replyToTicket(
  customer: string,
  ticketId: string,
  form: FormData,
  onProgress: (progress: UploadProgress) => void,
): Promise<TicketDetail> {
  const answer = await uploadForm<unknown>(endpointPath(replyToTicketEndpoint, { ticketId }), form, {
    query: { customer },
    onProgress,
  });
  return ticketDetailSchema.parse(answer);
}

/** Downloads an attachment (the server always sends it as a download, never to show inline). */
export function downloadAttachment(customer: string, ticketId: string, attachment: { id: string; fileName: string }) {
  return downloadFile(endpointPath(getTicketAttachmentEndpoint, { ticketId, attachmentId: attachment.id }), {
    query: { customer },
    fallbackFileName: attachment.fileName,
  });
}

export function recordFaqFeedback(feedback: { topic: string; faq: string; language: LanguageId; helpful: boolean }) {
  return callEndpoint(recordFaqFeedbackEndpoint, { body: feedback });
}
