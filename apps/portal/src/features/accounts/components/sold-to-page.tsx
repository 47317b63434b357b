import type { SoldTo } from '@portal/contracts';
import { Alert, Badge, cx, formFieldClass, formLabelClass, PageHeader } from '@portal/ui';
import { useFormatters, useSelectedSoldTo, useSoldTos } from '@portal/portal-kit';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sortSoldTos } from '../api/get-sold-tos.ts';
import { useSelectSoldTo } from '../api/save-last-login.ts';
import { accountsNamespace } from '../labels.ts';

/** From this many accounts the picker offers a filter box (a store chain has dozens; three need none). */
export const soldToFilterFrom = 8;

/** Whether an account's card matches the filter: its customer number, legal name or name contains the term. */
export function matchesSoldTo(soldTo: SoldTo, term: string): boolean {
  const needle = term.trim().toLocaleLowerCase();
  return (
    !needle ||
    [soldTo.customerId, soldTo.legalName, soldTo.name].some((text) => text.toLocaleLowerCase().includes(needle))
  );
}

/**
 * Spec 2.1 /sold-to: the account picker. Each account is one button: legal name and customer number. With many
 * accounts a filter box narrows the cards as the user types (by number or name), and a polite status says how many
 * are shown.
 */
export function SoldToPage() {
  const { t } = useTranslation(accountsNamespace);
  const format = useFormatters();
  const all = sortSoldTos(useSoldTos() ?? []);
  const current = useSelectedSoldTo();
  const selectSoldTo = useSelectSoldTo();
  const filterId = useId();
  const [term, setTerm] = useState('');
  // The count is announced once typing pauses long enough for React to render the deferred value.
  const deferredTerm = useDeferredValue(term);
  const filterable = all.length >= soldToFilterFrom;
  const soldTos = filterable ? all.filter((soldTo) => matchesSoldTo(soldTo, deferredTerm)) : all;

  return (
    <>
      <PageHeader title={t('select_title')} description={t('select_intro')} />
      {selectSoldTo.isError ? <Alert type="alert" header={t('select_failed')} className="mb-4" /> : null}
      {filterable ? (
        <div className="mb-4 max-w-md">
          <label htmlFor={filterId} className={formLabelClass}>
            {t('filter_label')}
          </label>
          <input
            id={filterId}
            type="search"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            placeholder={t('filter_hint')}
            maxLength={60}
            autoComplete="off"
            aria-describedby={`${filterId}-count`}
            className={formFieldClass}
          />
          <p id={`${filterId}-count`} role="status" className="mt-2 text-sm text-ink-muted">
            {soldTos.length === 0
              ? t('filter_none', { term: deferredTerm.trim() })
              : t('filter_count', {
                  count: soldTos.length,
                  shown: format.number(soldTos.length),
                  total: format.number(all.length),
                })}
          </p>
        </div>
      ) : null}
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
