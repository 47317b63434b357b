import { Button } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { namespace } from '../labels.ts';

interface PaginationProps {
  pageNumber: number;
  pageCount: number;
  onPage: (pageNumber: number) => void;
}

export function Pagination({ pageNumber, pageCount, onPage }: PaginationProps) {
  const { t } = useTranslation(namespace);
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('pagination_label')} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <Button variant="secondary" disabled={pageNumber === 0} onClick={() => onPage(pageNumber - 1)}>
        {t('page_previous')}
      </Button>
      <p className="text-sm text-ink-muted">{t('page_of', { page: pageNumber + 1, pages: pageCount })}</p>
      <Button variant="secondary" disabled={pageNumber + 1 >= pageCount} onClick={() => onPage(pageNumber + 1)}>
        {t('page_next')}
      </Button>
    </nav>
  );
}
