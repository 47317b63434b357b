import { paths, type Store } from '@portal/contracts';
import { usePermissions, useSelectedSoldTo } from '@portal/portal-kit';
import { Link, useSearchParams } from '@portal/portal-kit/router';
import { Button, EmptyState, Pagination, TableScroller } from '@portal/ui';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../api/get-stores.ts';
import { AccountFrame, fieldClass, labelClass, linkClass } from '../components/account-frame.tsx';
import { ErrorState, NotAllowed } from '../components/states.tsx';
import { namespace } from '../labels.ts';

const pageSize = 20;

/**
 * A store's page: `/account/stores/{sold-to}/{ship-to}/{division}`, the sold-to's number, the ship-to's partner
 * number and the sales division the sold-to buys in (ADR 025).
 */
export function storePath(store: Pick<Store, 'customerId' | 'partnerId' | 'division'>): string {
  return `${paths.accountSettings.root}/stores/${store.customerId}/${store.partnerId}/${store.division ?? '00'}`;
}

/** `/account/stores` (companyInfo): the selected sold-to's ship-tos, searchable, paged. */
export function StoresPage() {
  const { t } = useTranslation(namespace);
  const soldTo = useSelectedSoldTo();
  const permissions = usePermissions();
  return (
    <AccountFrame title={t('stores_title')} description={t('stores_intro')}>
      {soldTo && permissions?.companyInfo ? <Stores customer={soldTo.customerId} /> : <NotAllowed />}
    </AccountFrame>
  );
}

function Stores({ customer }: { customer: string }) {
  const { t } = useTranslation(namespace);
  const captionId = useId();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const pageNumber = Math.max(0, Number(params.get('page') ?? '0') || 0);
  const stores = useStores(customer, q, pageNumber, pageSize);
  const page = stores.data;
  const pageCount = page ? Math.max(1, Math.ceil(page.totalElements / pageSize)) : 1;

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setParams(value ? { q: value } : {});
  };
  const goTo = (next: number) => setParams({ ...(q ? { q } : {}), ...(next > 0 ? { page: String(next) } : {}) });

  return (
    <>
      <form role="search" onSubmit={search} className="mb-4 flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <label htmlFor={`${id}-q`} className={labelClass}>
            {t('stores_search')}
          </label>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            defaultValue={q}
            maxLength={100}
            aria-describedby={`${id}-q-hint`}
            className={fieldClass}
          />
          <p id={`${id}-q-hint`} className="mt-1 text-sm text-ink-muted">
            {t('stores_search_hint')}
          </p>
        </div>
        <Button type="submit" className="mb-6">
          {t('stores_search_submit')}
        </Button>
      </form>
      <p role="status" className="mb-3 text-sm font-medium text-ink">
        {stores.isPending ? t('loading') : page ? t('stores_count', { count: page.totalElements }) : null}
      </p>
      {stores.isError ? (
        <ErrorState error={stores.error} onRetry={() => void stores.refetch()} />
      ) : page && page.items.length === 0 ? (
        <EmptyState title={t('stores_empty')} />
      ) : page ? (
        <>
          <TableScroller labelledBy={captionId} className="rounded-card border border-line">
            <table className="w-full text-left text-sm">
              <caption id={captionId} className="sr-only">
                {t('stores_caption')}
              </caption>
              <thead className="bg-surface-muted">
                <tr>
                  <th scope="col" className="px-4 py-2">
                    {t('store_name')}
                  </th>
                  <th scope="col" className="px-4 py-2">
                    {t('store_address')}
                  </th>
                  <th scope="col" className="px-4 py-2">
                    {t('store_opening_hours')}
                  </th>
                  <th scope="col" className="px-4 py-2">
                    {t('store_partner')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {page.items.map((store) => (
                  <tr key={store.partnerId} className="border-t border-line">
                    <th scope="row" className="px-4 py-2 font-normal">
                      <Link to={storePath(store)} className={linkClass}>
                        {store.name}
                      </Link>
                    </th>
                    <td className="px-4 py-2">
                      {store.street}, {store.postcode} {store.city}, {store.country}
                    </td>
                    <td className="px-4 py-2">{store.openingHours ?? t('store_opening_hours_unknown')}</td>
                    <td className="px-4 py-2">{store.partnerId}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
          <Pagination
            pageNumber={pageNumber}
            pageCount={pageCount}
            onPage={goTo}
            labels={{
              navigation: t('pagination_label'),
              previous: t('previous'),
              next: t('next'),
              position: t('page_of', { page: pageNumber + 1, pages: pageCount }),
            }}
          />
        </>
      ) : null}
    </>
  );
}
