import { paths, type ReportFilter, type ReportSlug } from '@portal/contracts';
import { usePermissions } from '@portal/portal-kit';
import { Button, EmptyState, PageHeader, withoutEmpty } from '@portal/ui';
import { lazy, Suspense, useCallback, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BrandSeasonPeriodFields } from '../../../components/brand-season-period-fields.tsx';
import { isInvertedPeriod, readBrandSeasonPeriod, searchOf } from '../../../lib/brand-season-period.ts';
import { useReport } from '../api/get-report.ts';
import { reportsNamespace } from '../labels.ts';
import { ReportDownloads } from './report-downloads.tsx';
import { ReportTable } from './report-table.tsx';

// The charting library is the biggest part of the page: it loads with the first report, not with the portal.
const ReportChart = lazy(() => import('./report-chart.tsx'));

/** The filters in the address, so a report view can be bookmarked and shared. */
function useReportFilter() {
  const [search, setSearch] = useSearchParams();
  const filter = useMemo<ReportFilter>(() => readBrandSeasonPeriod(search), [search]);
  const setFilter = useCallback(
    (next: ReportFilter) =>
      setSearch(searchOf({ brand: next.brand, season: next.season, from: next.from, to: next.to })),
    [setSearch],
  );
  return { filter, setFilter };
}

/** `/reports/{slug}`: one report's filters, chart, table and download. */
export function ReportView({
  customer,
  customerName,
  slug,
}: {
  customer: string;
  customerName: string;
  slug: ReportSlug;
}) {
  const { t } = useTranslation(reportsNamespace);
  const id = useId();
  const permissions = usePermissions();
  const { filter, setFilter } = useReportFilter();
  // An inverted period is not asked for: the end date's field says what is wrong.
  const inverted = isInvertedPeriod(filter);
  const report = useReport({ customer, slug, filter }, !inverted);
  const title = t(`title_${slug}`);

  return (
    <>
      <Link to={paths.reports.root} className="mb-4 inline-block text-sm text-brand underline underline-offset-2">
        {t('back')}
      </Link>
      <PageHeader title={title} description={t(`description_${slug}`)} />
      <form
        aria-labelledby={`${id}-heading`}
        onSubmit={(event) => event.preventDefault()}
        className="mb-4 rounded-card border border-line bg-surface p-4"
      >
        <h2 id={`${id}-heading`} className="sr-only">
          {t('filters_heading')}
        </h2>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <BrandSeasonPeriodFields
            idPrefix={id}
            value={filter}
            onChange={(patch) => setFilter(withoutEmpty({ ...filter, ...patch }))}
            labels={{
              brand: t('filter_brand'),
              season: t('filter_season'),
              from: t('filter_from'),
              to: t('filter_to'),
              any: t('filter_any'),
              invertedPeriod: t('filter_period_inverted'),
            }}
          />
        </div>
        {Object.keys(filter).length > 0 ? (
          <Button variant="secondary" className="mt-3" onClick={() => setFilter({})}>
            {t('filter_clear')}
          </Button>
        ) : null}
      </form>
      {permissions?.reportDownload && !inverted ? (
        <ReportDownloads customer={customer} slug={slug} filter={filter} />
      ) : null}
      <div className="mt-4" aria-busy={report.isFetching}>
        {inverted ? null : report.isPending ? (
          <p role="status">{t('loading')}</p>
        ) : report.isError ? (
          <EmptyState
            title={t('error_title')}
            description={t('error_description')}
            action={<Button onClick={() => void report.refetch()}>{t('retry')}</Button>}
          />
        ) : report.data.rows.length === 0 ? (
          <EmptyState title={t('empty_title')} description={t('empty_description')} />
        ) : (
          <div className={`grid grid-cols-1 gap-6 ${report.isPlaceholderData ? 'opacity-60' : ''}`}>
            <section aria-labelledby="report-chart-heading" className="min-w-0">
              <h2 id="report-chart-heading" className="mb-3 text-lg font-semibold text-ink">
                {t('chart_heading')}
              </h2>
              <Suspense fallback={<p role="status">{t('loading')}</p>}>
                <ReportChart report={report.data} />
              </Suspense>
            </section>
            <section aria-labelledby="report-table-heading" className="min-w-0">
              <h2 id="report-table-heading" className="mb-3 text-lg font-semibold text-ink">
                {t('table_heading')}
              </h2>
              <ReportTable
                report={report.data}
                caption={t('table_caption', { report: title, customer: customerName })}
              />
            </section>
          </div>
        )}
      </div>
    </>
  );
}
