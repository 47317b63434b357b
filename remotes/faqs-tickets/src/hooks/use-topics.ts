import { useMemo } from 'react';
import { useFaqContent } from '../api/get-faq-content.ts';
import { useLanguage } from './use-language.ts';
import { topicsOf } from '../lib/faq.ts';

/** The FAQ topics of the current language, with the query's state. */
export function useTopics() {
  const lang = useLanguage();
  const faq = useFaqContent(lang);
  const topics = useMemo(() => (faq.data ? topicsOf(faq.data) : []), [faq.data]);
  return { faq, topics, lang };
}
