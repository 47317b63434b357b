import type { DocumentFilter, DocumentType } from '@portal/contracts';
import { useFormatters } from '@portal/portal-kit';
import { useTranslation } from 'react-i18next';
import { useDocumentTotals } from '../api/get-document-totals.ts';
import { namespace } from '../labels.ts';

interface ListTotalsProps {
  customer: string;
  type: DocumentType;
  filter: DocumentFilter;
}

/** Per-currency totals of every document the filters match (all pages, from the server), under the count. */
export function ListTotals({ customer, type, filter }: ListTotalsProps) {
  const { t } = useTranslation(namespace);
  const format = useFormatters();
  const totals = useDocumentTotals(customer, type, filter).data?.totals;
  if (!totals || totals.length === 0) return null;
  return (
    <p className="mb-3 text-sm text-ink">
      <span className="font-medium">{t('list_totals')}</span>{' '}
      {totals
        .map((total) =>
          type === 'payment'
            ? format.money(total.gross, total.currency)
            : t('list_total_with_open', {
                gross: format.money(total.gross, total.currency),
                open: format.money(total.open, total.currency),
              }),
        )
        .join(' · ')}
    </p>
  );
}
