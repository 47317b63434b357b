import { createTicketEndpoint, endpointPath, ticketDetailSchema, type TicketDetail } from '@portal/contracts';
import { readAnswer, uploadForm, type UploadProgress } from '@portal/portal-kit';

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
  return readAnswer(ticketDetailSchema, answer);
}
