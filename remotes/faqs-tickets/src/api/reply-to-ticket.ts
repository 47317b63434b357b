import { endpointPath, replyToTicketEndpoint, ticketDetailSchema, type TicketDetail } from '@portal/contracts';
import { readAnswer, uploadForm, type UploadProgress } from '@portal/portal-kit';

/** Replies to a ticket: the reply and its files in one multipart call, reporting the upload's progress. */
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
  return readAnswer(ticketDetailSchema, answer);
}
