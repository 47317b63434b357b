import type { CustomerSearchResult } from '@portal/contracts';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerMatchText } from '../../../lib/customer-match.ts';
import { onBehalfNamespace } from '../labels.ts';

export interface CustomerResultsProps {
  customers: readonly CustomerSearchResult[];
  /** Accessible name of the list. */
  label: string;
  onChoose: (customer: CustomerSearchResult) => void;
  /** A line under each customer, e.g. when it was visited. */
  detailOf?: (customer: CustomerSearchResult) => string | undefined;
}

const countryName = (language: string, code: string) => {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/**
 * Customers to choose from, each a button; the arrow keys (and Home, End) move between them, Enter or Space
 * chooses one.
 */
export function CustomerResults({ customers, label, onChoose, detailOf }: CustomerResultsProps) {
  const { t, i18n } = useTranslation(onBehalfNamespace);
  const matchText = useCustomerMatchText();
  const list = useRef<HTMLUListElement>(null);

  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('button[data-customer]') ?? [])];
    const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next =
      event.key === 'ArrowDown'
        ? Math.min(current + 1, buttons.length - 1)
        : event.key === 'ArrowUp'
          ? Math.max(current - 1, 0)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? buttons.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    buttons[next]?.focus();
  };

  return (
    <ul ref={list} aria-label={label} className="divide-y divide-line rounded-card bg-surface shadow-sm">
      {customers.map((customer) => {
        const place = [customer.postcode, customer.city].filter(Boolean).join(' ');
        const detail = detailOf?.(customer);
        return (
          <li key={customer.customerId}>
            <button
              type="button"
              data-customer={customer.customerId}
              onClick={() => onChoose(customer)}
              onKeyDown={move}
              className="flex w-full flex-col gap-1 px-4 py-3 text-left hover:bg-canvas focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand sm:flex-row sm:items-center sm:justify-between"
            >
              <span className="min-w-0">
                <span className="block font-semibold text-ink">{customer.legalName}</span>
                <span className="block text-sm text-ink-muted">
                  {t('result_line', {
                    id: customer.customerId,
                    place: place || '–',
                    country: countryName(i18n.language, customer.country),
                  })}
                </span>
                {customer.brands.length > 0 ? (
                  <span className="block text-sm text-ink-muted">
                    {customer.brands.map((brand) => brand.name).join(', ')}
                  </span>
                ) : null}
                {customer.matchedBy ? (
                  <span className="block text-sm text-ink" data-matched-by={customer.matchedBy.kind}>
                    {matchText(customer.matchedBy)}
                  </span>
                ) : null}
                {detail ? <span className="block text-sm text-ink-muted">{detail}</span> : null}
              </span>
              <span className="shrink-0 text-sm font-semibold text-brand">{t('act_on_behalf')}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
