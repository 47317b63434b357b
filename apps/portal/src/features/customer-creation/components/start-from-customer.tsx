import { customerIdSchema, paths, searchCustomersEndpoint, type CustomerSearchResult } from '@portal/contracts';
import { callEndpoint, usePermissions } from '@portal/portal-kit';
import { Button, formFieldClass, formLabelClass } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { customerCreationNamespace } from '../labels.ts';

const linkClass =
  'font-semibold text-brand underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand';

type Found = Pick<CustomerSearchResult, 'customerId' | 'legalName' | 'city'>;

/**
 * Where extensions and ship-tos start: the sold-to, found by customer search (number, name, VAT id, city) for staff
 * who may search customers (onBehalf), else by its number.
 */
export function StartFromCustomer() {
  const { t } = useTranslation(customerCreationNamespace);
  const permissions = usePermissions();
  const canSearch = Boolean(permissions?.onBehalf);
  const id = useId();
  const [term, setTerm] = useState('');
  const [invalid, setInvalid] = useState(false);
  const search = useQuery({
    queryKey: ['customer-creation', 'customer-search', term],
    queryFn: ({ signal }) =>
      callEndpoint(searchCustomersEndpoint, { query: { q: term, pageNumber: 0, pageSize: 5 } }, { signal }),
    enabled: canSearch && term !== '',
  });
  const byNumber = !canSearch && customerIdSchema.safeParse(term).success;
  const found: readonly Found[] = canSearch
    ? (search.data?.items ?? [])
    : byNumber
      ? [{ customerId: term, legalName: term, city: null }]
      : [];

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-card border border-line bg-surface p-4">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-ink">
        {t('start_existing_title')}
      </h2>
      <form
        noValidate
        role="search"
        aria-labelledby={`${id}-heading`}
        onSubmit={(event) => {
          event.preventDefault();
          const value = String(new FormData(event.currentTarget).get('customer') ?? '').trim();
          const valid = canSearch ? value.length > 0 : customerIdSchema.safeParse(value).success;
          setInvalid(!valid);
          setTerm(valid ? value : '');
        }}
        className="mt-3 flex flex-wrap items-end gap-3"
      >
        <div className="min-w-64 grow">
          <label htmlFor={`${id}-customer`} className={formLabelClass}>
            {canSearch ? t('start_search') : t('start_sold_to')}
          </label>
          <input
            id={`${id}-customer`}
            name="customer"
            type="search"
            maxLength={100}
            aria-invalid={invalid || undefined}
            aria-describedby={`${id}-${invalid ? 'error' : 'hint'}`}
            className={formFieldClass}
          />
          {invalid ? (
            <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
              {canSearch ? t('error_search') : t('error_sold_to')}
            </p>
          ) : (
            <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
              {canSearch ? t('start_search_hint') : t('start_sold_to_hint')}
            </p>
          )}
        </div>
        <Button type="submit" variant="secondary">
          {t('start_find')}
        </Button>
      </form>
      <div role="status" className="mt-3 text-sm text-ink">
        {term && canSearch && search.isPending ? t('loading') : null}
        {term && canSearch && search.isError ? t('search_failed') : null}
        {term && !search.isPending && !search.isError && found.length === 0 ? t('search_none') : null}
      </div>
      {found.length > 0 ? (
        <ul className="mt-2 flex flex-col gap-2">
          {found.map((customer) => {
            const name = customer.legalName === customer.customerId ? customer.customerId : customer.legalName;
            return (
              <li
                key={customer.customerId}
                className="flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-line pb-2 text-sm last:border-b-0"
              >
                <span className="font-medium text-ink">
                  {name === customer.customerId
                    ? name
                    : `${name} (${customer.customerId}${customer.city ? `, ${customer.city}` : ''})`}
                </span>
                <Link
                  to={paths.customerCreation.extend(customer.customerId)}
                  className={linkClass}
                  aria-label={t('start_extend_named', { name })}
                >
                  {t('start_extend')}
                </Link>
                <Link
                  to={paths.customerCreation.addShipTo(customer.customerId)}
                  className={linkClass}
                  aria-label={t('start_add_ship_to_named', { name })}
                >
                  {t('start_add_ship_to')}
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
