import { paths } from '@portal/contracts';
import { useFormatters, usePermissions, useSelectedSoldTo } from '@portal/portal-kit';
import { Link } from '@portal/portal-kit/router';
import { RichText, TableScroller } from '@portal/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerTerms } from '../api/get-customer-terms.ts';
import { AccountFrame, linkClass } from '../components/account-frame.tsx';
import { ErrorState, LoadingState, NotAllowed } from '../components/states.tsx';
import { namespace } from '../labels.ts';

/**
 * `/account/terms-conditions` (termsAndConditions or dataPrivacy): the selected sold-to's current terms in its
 * language, who accepted which version when and how, and the published versions.
 */
export function TermsPage() {
  const { t } = useTranslation(namespace);
  const soldTo = useSelectedSoldTo();
  const permissions = usePermissions();
  const allowed = permissions?.termsAndConditions || permissions?.dataPrivacy;
  return (
    <AccountFrame title={t('terms_title')}>
      {soldTo && allowed ? <Terms customer={soldTo.customerId} /> : <NotAllowed />}
    </AccountFrame>
  );
}

function Terms({ customer }: { customer: string }) {
  const { t } = useTranslation(namespace);
  const captionId = useId();
  const format = useFormatters();
  const terms = useCustomerTerms(customer);
  if (terms.isPending) return <LoadingState />;
  if (terms.isError) return <ErrorState error={terms.error} onRetry={() => void terms.refetch()} />;
  const { current, acceptances, versions } = terms.data;
  const currentAcceptance = acceptances.find((acceptance) => acceptance.version === current.version);
  const acceptor = (acceptedBy: string) =>
    acceptedBy.startsWith('public-link:') ? t('terms_public_link') : acceptedBy;
  return (
    <div className="flex flex-col gap-6">
      <div className="rounded-card border border-line bg-surface p-4 text-sm">
        <p role="status">
          {currentAcceptance
            ? t('terms_accepted', {
                version: current.version,
                by: acceptor(currentAcceptance.acceptedBy),
                date: format.dateTime(currentAcceptance.acceptedAt),
              })
            : t('terms_not_accepted', { version: current.version })}
        </p>
        <Link to={paths.termsConditions} className={`${linkClass} mt-2 inline-block`}>
          {t('terms_open_page')}
        </Link>
      </div>
      {/* No name of its own: the table's scroll frame is the history's region, named by its caption (one landmark). */}
      <section className="text-sm">
        <h2 className="mb-3 text-lg font-semibold text-ink">{t('terms_history')}</h2>
        {acceptances.length === 0 ? (
          <p>{t('terms_history_empty')}</p>
        ) : (
          <TableScroller labelledBy={captionId} className="rounded-card border border-line">
            <table className="w-full text-left">
              <caption id={captionId} className="sr-only">
                {t('terms_history')}
              </caption>
              <thead className="bg-surface-muted">
                <tr>
                  <th scope="col" className="px-4 py-2">
                    {t('terms_version')}
                  </th>
                  <th scope="col" className="px-4 py-2">
                    {t('terms_accepted_by')}
                  </th>
                  <th scope="col" className="px-4 py-2">
                    {t('terms_accepted_at')}
                  </th>
                  <th scope="col" className="px-4 py-2">
                    {t('terms_channel')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {acceptances.map((acceptance) => (
                  <tr key={acceptance.version} className="border-t border-line">
                    <th scope="row" className="px-4 py-2 font-semibold">
                      {acceptance.version}
                    </th>
                    <td className="px-4 py-2">{acceptor(acceptance.acceptedBy)}</td>
                    <td className="px-4 py-2">{format.dateTime(acceptance.acceptedAt)}</td>
                    <td className="px-4 py-2">
                      {t(acceptance.channel === 'portal' ? 'terms_channel_portal' : 'terms_channel_public_link')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
        )}
        <p className="mt-3 text-ink-muted">{t('terms_versions', { versions: versions.join(', ') })}</p>
      </section>
      <section aria-labelledby="terms-document" className="rounded-card border border-line bg-surface p-5">
        <h2 id="terms-document" className="mb-3 text-lg font-semibold text-ink">
          {current.title} ({t('terms_version')} {current.version})
        </h2>
        <RichText html={current.body} lang={current.language} />
      </section>
    </div>
  );
}
