import { Alert, Badge, cx, PageHeader } from '@portal/ui';
import { useSelectedSoldTo, useSoldTos } from '@portal/portal-kit';
import { useTranslation } from 'react-i18next';
import { sortSoldTos } from '../api/get-sold-tos.ts';
import { useSelectSoldTo } from '../api/save-last-login.ts';
import { accountsNamespace } from '../labels.ts';

/** Spec 2.1 /sold-to: the account picker. Each account is one button: legal name and customer number. */
export function SoldToPage() {
  const { t } = useTranslation(accountsNamespace);
  const soldTos = sortSoldTos(useSoldTos() ?? []);
  const current = useSelectedSoldTo();
  const selectSoldTo = useSelectSoldTo();

  return (
    <>
      <PageHeader title={t('select_title')} description={t('select_intro')} />
      {selectSoldTo.isError ? <Alert type="alert" header={t('select_failed')} className="mb-4" /> : null}
      <ul aria-label={t('accounts_list')} className="grid gap-3 sm:grid-cols-2" aria-busy={selectSoldTo.isPending}>
        {soldTos.map((soldTo) => {
          const isCurrent = soldTo.customerId === current?.customerId;
          return (
            <li key={soldTo.customerId}>
              <button
                type="button"
                aria-current={isCurrent ? 'true' : undefined}
                disabled={selectSoldTo.isPending}
                onClick={() => selectSoldTo.mutate(soldTo)}
                className={cx(
                  'flex min-h-11 w-full items-start justify-between gap-3 rounded-card border bg-surface p-4 text-left',
                  'hover:border-brand hover:bg-canvas focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
                  'disabled:cursor-not-allowed disabled:opacity-60',
                  isCurrent ? 'border-brand' : 'border-line',
                )}
              >
                <span className="flex flex-col gap-1">
                  <span className="font-semibold text-ink">{soldTo.legalName}</span>
                  <span className="text-sm text-ink-muted">{t('customer_id', { id: soldTo.customerId })}</span>
                </span>
                {/* After name and number, so the button reads "name, number, current". */}
                {isCurrent ? <Badge tone="info">{t('current_account')}</Badge> : null}
              </button>
            </li>
          );
        })}
      </ul>
      <p role="status" className="mt-4 text-sm text-ink-muted">
        {selectSoldTo.isPending ? t('selecting') : null}
      </p>
    </>
  );
}
