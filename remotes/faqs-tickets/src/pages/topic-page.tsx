import { Link, useParams } from '@portal/portal-kit/router';
import { PageHeader } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { namespace } from '../labels.ts';
import { FaqFailed } from '../components/faq-failed.tsx';
import { helpPaths } from '../lib/paths.ts';
import { useTopics } from '../hooks/use-topics.ts';

/** `/faqs/topic/{topic}`: a topic's questions, each linking to its answer. */
export function TopicPage() {
  const { t } = useTranslation(namespace);
  const { topic: topicId = '' } = useParams();
  const { faq, topics } = useTopics();
  const topic = topics.find((candidate) => candidate.id === topicId);
  if (faq.isPending) {
    return (
      <>
        <PageHeader title={t('help_title')} />
        <p role="status">{t('loading')}</p>
      </>
    );
  }
  if (faq.isError) {
    return (
      <>
        <PageHeader title={t('help_title')} />
        <FaqFailed onRetry={() => void faq.refetch()} />
      </>
    );
  }
  if (!topic) {
    return (
      <>
        <PageHeader title={t('topic_not_found')} />
        <Link to={helpPaths.root} className="text-brand underline">
          {t('back_to_help')}
        </Link>
      </>
    );
  }
  return (
    <>
      <Breadcrumbs trail={[{ label: t('help_title'), to: helpPaths.root }, { label: topic.title }]} />
      <PageHeader title={topic.title} description={t('topic_questions', { count: topic.entries.length })} />
      <ul className="flex flex-col gap-2">
        {topic.entries.map((entry) => (
          <li key={entry.id} className="rounded-card border border-line bg-surface p-4">
            <Link to={helpPaths.answer(topic.id, entry.id)} className="font-semibold text-brand hover:underline">
              {entry.question}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
