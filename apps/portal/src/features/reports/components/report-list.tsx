import { paths } from '@portal/contracts';
import { Button, EmptyState, PageHeader } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReports } from '../api/get-reports.ts';
import { reportsNamespace } from '../labels.ts';

/** `/reports`: the reports the user may open, each with what it shows. */
export function ReportList({ customer, customerName }: { customer: string; customerName: string }) {
  const { t } = useTranslation(reportsNamespace);
  const reports = useReports(customer);
  return (
    <>
      <PageHeader title={t('list_title')} description={t('list_intro', { customer: customerName })} />
      {reports.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : reports.isError ? (
        <EmptyState
          title={t('error_title')}
          description={t('error_description')}
          action={<Button onClick={() => void reports.refetch()}>{t('retry')}</Button>}
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {reports.data.map((report) => (
            <li key={report.slug}>
              <Link
                to={paths.reports.report(report.slug)}
                className="block h-full rounded-card border border-line bg-surface p-4 hover:border-brand focus-visible:outline-2 focus-visible:outline-brand"
              >
                <h2 className="font-semibold text-brand">{t(`title_${report.slug}`)}</h2>
                <p className="mt-1 text-sm text-ink-muted">{t(`description_${report.slug}`)}</p>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
