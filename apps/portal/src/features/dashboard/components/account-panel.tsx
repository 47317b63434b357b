import { paths } from '@portal/contracts';
import { useFormatters } from '@portal/portal-kit';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAccountSummary } from '../api/get-account-summary.ts';
import { dashboardNamespace } from '../labels.ts';

/**
 * "Your account" on the customer dashboard (issue 32): per currency the open balance and what is overdue, and a
 * link to the account summary. Loaded lazily once the dashboard's first content is shown, so it adds nothing to the
 * first paint; a failure says the figures are not available and leaves the dashboard as it is.
 */
export default function AccountPanel({ customer }: { customer: string }) {
  const { t } = useTranslation(dashboardNamespace);
  const format = useFormatters();
  const summary = useAccountSummary(customer);
  const currencies = summary.data?.currencies.filter((figures) => figures.open !== 0 || figures.overdue !== 0);

  return (
    <section aria-labelledby="dashboard-account-heading" className="rounded-card border border-line bg-surface p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="dashboard-account-heading" className="text-lg font-semibold text-ink">
          {t('account_panel_title')}
        </h2>
        <Link
          to={`${paths.documents.root}/summary`}
          className="text-sm font-semibold text-brand underline-offset-2 hover:underline focus-visible:outline-2"
        >
          {t('account_panel_link')}
        </Link>
      </div>
      <p role="status" className="text-sm text-ink-muted">
        {summary.isPending ? t('account_panel_loading') : summary.isError ? t('account_panel_unavailable') : null}
      </p>
      {currencies && currencies.length === 0 ? (
        <p className="mt-2 text-sm text-ink">{t('account_panel_nothing_open')}</p>
      ) : null}
      {currencies && currencies.length > 0 ? (
        <div className="mt-2 grid gap-x-8 gap-y-2 sm:grid-cols-2">
          {currencies.map((figures) => (
            <dl key={figures.currency} className="flex flex-wrap gap-x-6">
              <div>
                <dt className="text-sm text-ink-muted">{t('account_panel_open', { currency: figures.currency })}</dt>
                <dd className="text-xl font-semibold tabular-nums">{format.money(figures.open, figures.currency)}</dd>
              </div>
              <div>
                <dt className="text-sm text-ink-muted">{t('account_panel_overdue', { currency: figures.currency })}</dt>
                <dd className={`text-xl font-semibold tabular-nums ${figures.overdue > 0 ? 'text-danger' : ''}`}>
                  {format.money(figures.overdue, figures.currency)}
                </dd>
              </div>
            </dl>
          ))}
        </div>
      ) : null}
    </section>
  );
}
