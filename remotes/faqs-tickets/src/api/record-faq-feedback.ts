import { recordFaqFeedbackEndpoint, type LanguageId } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';

export function recordFaqFeedback(feedback: { topic: string; faq: string; language: LanguageId; helpful: boolean }) {
  return callEndpoint(recordFaqFeedbackEndpoint, { body: feedback });
}
