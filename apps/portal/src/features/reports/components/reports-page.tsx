import { reportSlugs, type ReportSlug } from '@portal/contracts';
import { useSelectedSoldTo } from '@portal/portal-kit';
import { EmptyState, PageHeader } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { reportsNamespace } from '../labels.ts';
import { ReportList } from './report-list.tsx';
import { ReportView } from './report-view.tsx';

const isSlug = (value: string): value is ReportSlug => (reportSlugs as readonly string[]).includes(value);

/** `/reports/*` (spec 2.1, report): the list at `/reports`, one report at `/reports/{slug}`. */
export function ReportsPage() {
  const { t } = useTranslation(reportsNamespace);
  const soldTo = useSelectedSoldTo();
  const slug = useParams()['*'] ?? '';
  if (!soldTo) {
    return (
      <>
        <PageHeader title={t('list_title')} />
        <EmptyState title={t('no_sold_to')} />
      </>
    );
  }
  const customerName = `${soldTo.name} (${soldTo.customerId})`;
  if (!slug) return <ReportList customer={soldTo.customerId} customerName={customerName} />;
  if (!isSlug(slug)) {
    return (
      <>
        <PageHeader title={t('not_found_title')} />
        <EmptyState title={t('not_found_title')} description={t('not_found_description')} />
      </>
    );
  }
  return <ReportView key={slug} customer={soldTo.customerId} customerName={customerName} slug={slug} />;
}
