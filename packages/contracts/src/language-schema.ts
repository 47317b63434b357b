import { z } from 'zod';
import { languageIds, type LanguageId } from './languages.ts';

/**
 * A language id in a request: an enum, so the OpenAPI document names the five values (a custom check would leave
 * the parameter's schema empty).
 */
export const languageIdSchema = z.enum(languageIds as [LanguageId, ...LanguageId[]], {
  message: 'must be one of de, en, es, fr, it',
});
