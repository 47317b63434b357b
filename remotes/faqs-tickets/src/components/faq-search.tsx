import { Link } from '@portal/portal-kit/router';
import { TextInput } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { namespace } from '../labels.ts';
import { searchFaq, type FaqTopic } from '../lib/faq.ts';
import { helpPaths } from '../lib/paths.ts';

/** Search across every question and answer of the language; results link to the answers. */
export function FaqSearch({
  topics,
  query,
  onQueryChange,
}: {
  topics: readonly FaqTopic[];
  query: string;
  onQueryChange: (query: string) => void;
}) {
  const { t } = useTranslation(namespace);
  const matches = searchFaq(topics, query);
  const searching = query.trim() !== '';
  return (
    <div role="search" className="flex flex-col gap-3">
      <TextInput
        type="search"
        label={t('search_label')}
        placeholder={t('search_placeholder')}
        value={query}
        onChange={onQueryChange}
        maxLength={100}
      />
      <p role="status" className="text-sm text-ink-muted">
        {searching
          ? matches.length > 0
            ? t('search_results', { count: matches.length })
            : t('search_no_results')
          : null}
      </p>
      {matches.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {matches.map(({ topic, entry }) => (
            <li key={`${topic.id}/${entry.id}`} className="rounded-card border border-line bg-surface p-4">
              <Link to={helpPaths.answer(topic.id, entry.id)} className="font-semibold text-brand hover:underline">
                {entry.question}
              </Link>
              <p className="mt-1 line-clamp-2 text-sm text-ink-muted">{entry.answerText}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
