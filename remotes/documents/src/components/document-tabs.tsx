import { paths, type DocumentType } from '@portal/contracts';
import { accountsParam } from '@portal/portal-kit';
import { NavLink, useSearchParams } from '@portal/portal-kit/router';
import { cx } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { namespace } from '../labels.ts';

interface DocumentTabsProps {
  /** The kinds of document the user may see, one tab each. */
  types: readonly DocumentType[];
  /** Whether the account summary comes first (it needs the invoice permission). */
  summary: boolean;
}

const tabClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    '-mb-px inline-block border-b-2 px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand',
    isActive ? 'border-brand text-brand' : 'border-transparent text-ink-muted hover:text-ink',
  );

/**
 * The documents' pages as links (the current one marked with aria-current): the summary, then each kind. Each keeps
 * the accounts shown (`?accounts=`), not the filters of the page it leaves.
 */
export function DocumentTabs({ types, summary }: DocumentTabsProps) {
  const { t } = useTranslation(namespace);
  const [search] = useSearchParams();
  const accounts = search.get(accountsParam);
  const keep = accounts ? `?${new URLSearchParams({ [accountsParam]: accounts }).toString()}` : '';
  return (
    <nav aria-label={t('tabs_label')} className="mb-4 border-b border-line">
      <ul className="flex flex-wrap gap-1">
        {summary ? (
          <li>
            <NavLink to={`${paths.documents.root}/summary${keep}`} className={tabClass}>
              {t('tab_summary')}
            </NavLink>
          </li>
        ) : null}
        {types.map((candidate) => (
          <li key={candidate}>
            <NavLink to={`${paths.documents.root}/${candidate}${keep}`} className={tabClass}>
              {t(`tab_${candidate}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
