import { isLanguageId, type LanguageId } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { callerOf } from '../accounts/index.ts';

/**
 * The language a caller reads updates in: the one the call names (`lang`, the page's current language, so the
 * texts follow a language change at once), else their saved language, else English, as the content calls do.
 */
export async function readingLanguage(request: FastifyRequest, lang: LanguageId | undefined): Promise<LanguageId> {
  if (lang) return lang;
  const { record } = await callerOf(request);
  return isLanguageId(record.language) ? record.language : 'en';
}
