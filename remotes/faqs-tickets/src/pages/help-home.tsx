import { Link, useSearchParams } from '@portal/portal-kit/router';
import { PageHeader } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useHelpContent } from '../api/get-help-content.ts';
import { QueriedContent } from '../components/content.tsx';
import { namespace } from '../labels.ts';
import { FaqFailed } from '../components/faq-failed.tsx';
import { FaqSearch } from '../components/faq-search.tsx';
import { helpPaths } from '../lib/paths.ts';
import { useTopics } from '../hooks/use-topics.ts';

/** `/faqs`: the help centre from the help page's content, the FAQ search and its topics, and the user guide. */
export function HelpHome() {
  const { t } = useTranslation(namespace);
  const { faq, topics, lang } = useTopics();
  const help = useHelpContent(lang);
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('q') ?? '';
  const setQuery = (next: string) =>
    setSearchParams(next ? { q: next } : {}, { replace: true, preventScrollReset: true });

  return (
    <>
      <PageHeader title={t('help_title')} description={t('help_intro')} />
      <div className="flex flex-col gap-8">
        <section aria-labelledby="faq-search-heading" className="flex flex-col gap-3">
          <h2 id="faq-search-heading" className="text-lg font-semibold text-ink">
            {t('search_heading')}
          </h2>
          {faq.isPending ? (
            <p role="status">{t('loading')}</p>
          ) : faq.isError ? (
            <FaqFailed onRetry={() => void faq.refetch()} />
          ) : (
            <FaqSearch topics={topics} query={query} onQueryChange={setQuery} />
          )}
        </section>
        {topics.length > 0 ? (
          <section aria-labelledby="faq-topics-heading" className="flex flex-col gap-3">
            <h2 id="faq-topics-heading" className="text-lg font-semibold text-ink">
              {t('topics_title')}
            </h2>
            <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
              {topics.map((topic) => (
                <li key={topic.id} className="rounded-card border border-line bg-surface p-4">
                  <Link to={helpPaths.topic(topic.id)} className="font-semibold text-brand hover:underline">
                    {topic.title}
                  </Link>
                  <p className="text-sm text-ink-muted">{t('topic_questions', { count: topic.entries.length })}</p>
                </li>
              ))}
              <li className="rounded-card border border-line bg-surface p-4">
                <Link to={helpPaths.userGuide} className="font-semibold text-brand hover:underline">
                  {t('user_guide_title')}
                </Link>
                <p className="text-sm text-ink-muted">{t('user_guide_intro')}</p>
              </li>
            </ul>
          </section>
        ) : null}
        <QueriedContent query={help} />
      </div>
    </>
  );
}
