import { paths } from '@portal/contracts';
import { ApiRequestError, usePermissions, useSelectedSoldTo } from '@portal/portal-kit';
import { Link, useParams } from '@portal/portal-kit/router';
import { EmptyState } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useStore } from '../api/get-store.ts';
import { AccountFrame, linkClass } from '../components/account-frame.tsx';
import { BrandList } from '../components/brand-list.tsx';
import { Address, ErrorState, LoadingState, NotAllowed } from '../components/states.tsx';
import { namespace } from '../labels.ts';

/**
 * `/account/stores/{sold-to}/{ship-to}/{division}` (companyInfo): one store. A store of another sold-to than the
 * selected one, or of another division, is not found here.
 */
export function StorePage() {
  const { t } = useTranslation(namespace);
  const soldTo = useSelectedSoldTo();
  const permissions = usePermissions();
  const { soldToId = '', shipToId = '', division = '' } = useParams();
  const back = (
    <Link to={`${paths.accountSettings.root}/stores`} className={linkClass}>
      {t('store_back')}
    </Link>
  );
  let content;
  if (!soldTo || !permissions?.companyInfo) content = <NotAllowed />;
  else if (soldToId !== soldTo.customerId || !/^\d{6,14}$/.test(shipToId)) content = <StoreNotFound />;
  else content = <StoreDetail customer={soldTo.customerId} shipToId={shipToId} division={division} />;
  return (
    <AccountFrame title={t('store_title')}>
      <p className="mb-4 text-sm">{back}</p>
      {content}
    </AccountFrame>
  );
}

function StoreNotFound() {
  const { t } = useTranslation(namespace);
  return <EmptyState title={t('store_not_found')} description={t('store_not_found_description')} />;
}

function StoreDetail({ customer, shipToId, division }: { customer: string; shipToId: string; division: string }) {
  const { t } = useTranslation(namespace);
  const permissions = usePermissions();
  const store = useStore(customer, shipToId);
  if (store.isPending) return <LoadingState />;
  if (store.error instanceof ApiRequestError && store.error.status === 404) return <StoreNotFound />;
  if (store.isError) return <ErrorState error={store.error} onRetry={() => void store.refetch()} />;
  const found = store.data;
  if ((found.division ?? '00') !== division) return <StoreNotFound />;
  return (
    <section aria-labelledby="store-name" className="rounded-card border border-line bg-surface p-5 text-sm">
      <h2 id="store-name" className="mb-3 text-lg font-semibold text-ink">
        {found.name}
      </h2>
      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="mb-1 font-semibold text-ink-muted">{t('store_address')}</h3>
          <Address address={found} />
        </div>
        <dl className="grid grid-cols-[auto_1fr] content-start gap-x-6 gap-y-2">
          <dt className="font-semibold text-ink">{t('store_partner')}</dt>
          <dd>{found.partnerId}</dd>
          <dt className="font-semibold text-ink">{t('company_customer_id')}</dt>
          <dd>{found.customerId}</dd>
          <dt className="font-semibold text-ink">{t('company_division')}</dt>
          <dd>{found.division ? t(`division_${found.division}`, { defaultValue: found.division }) : t('none')}</dd>
          <dt className="font-semibold text-ink">{t('store_opening_hours')}</dt>
          <dd>{found.openingHours ?? t('store_opening_hours_unknown')}</dd>
          {found.deliveryInstructions ? (
            <>
              <dt className="font-semibold text-ink">{t('store_delivery_instructions')}</dt>
              <dd>{found.deliveryInstructions}</dd>
            </>
          ) : null}
        </dl>
      </div>
      <h3 className="mt-5 mb-2 font-semibold text-ink-muted">{t('store_brands')}</h3>
      <BrandList brands={found.brands} />
      {permissions?.orderInquiryNew ? (
        <p className="mt-5">
          <Link to={paths.orders.root} className={linkClass}>
            {t('store_orders')}
          </Link>
          <span className="block text-ink-muted">{t('store_orders_hint')}</span>
        </p>
      ) : null}
    </section>
  );
}
