import { usePermissions, useSelectedSoldTo } from '@portal/portal-kit';
import { Badge } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useCompanyInfo } from '../api/account.ts';
import { AccountFrame } from '../components/account-frame.tsx';
import { Address, ErrorState, LoadingState, NotAllowed } from '../components/states.tsx';
import { namespace } from '../labels.ts';

/** `/account/company-info` (companyInfo): the selected sold-to, its addresses and brands. */
export function CompanyInfoPage() {
  const { t } = useTranslation(namespace);
  const soldTo = useSelectedSoldTo();
  const permissions = usePermissions();
  return (
    <AccountFrame title={t('company_title')}>
      {soldTo && permissions?.companyInfo ? <CompanyInfo customer={soldTo.customerId} /> : <NotAllowed />}
    </AccountFrame>
  );
}

function CompanyInfo({ customer }: { customer: string }) {
  const { t } = useTranslation(namespace);
  const info = useCompanyInfo(customer);
  if (info.isPending) return <LoadingState />;
  if (info.isError) return <ErrorState onRetry={() => void info.refetch()} />;
  const company = info.data;
  const addresses = [
    ['address_sold_to', company.soldTo],
    ['address_bill_to', company.billTo],
    ['address_payer', company.payer],
  ] as const;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="company-general" className="rounded-card border border-line bg-surface p-5">
        <h2 id="company-general" className="mb-3 text-lg font-semibold text-ink">
          {t('company_general')}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="font-semibold text-ink">{t('company_legal_name')}</dt>
          <dd>{company.legalName}</dd>
          <dt className="font-semibold text-ink">{t('company_customer_id')}</dt>
          <dd>{company.customerId}</dd>
          <dt className="font-semibold text-ink">{t('company_division')}</dt>
          <dd>
            {company.division ? t(`division_${company.division}`, { defaultValue: company.division }) : t('none')}
          </dd>
          <dt className="font-semibold text-ink">{t('company_country')}</dt>
          <dd>{company.country}</dd>
          <dt className="font-semibold text-ink">{t('company_stores')}</dt>
          <dd>{t('company_store_count', { count: company.storeCount })}</dd>
        </dl>
      </section>
      <section aria-labelledby="company-addresses">
        <h2 id="company-addresses" className="mb-3 text-lg font-semibold text-ink">
          {t('company_addresses')}
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {addresses.map(([label, address]) => (
            <li key={label} className="rounded-card border border-line bg-surface p-4 text-sm">
              <h3 className="mb-2 font-semibold text-ink-muted">{t(label)}</h3>
              {address ? (
                <>
                  <Address address={address} />
                  <p className="mt-2 text-ink-muted">{t('partner_number', { id: address.partnerId })}</p>
                </>
              ) : (
                <p>{t('none')}</p>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="company-brands">
        <h2 id="company-brands" className="mb-3 text-lg font-semibold text-ink">
          {t('company_brands')}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {company.brands.map((brand) => (
            <li key={`${brand.id}-${brand.division}`}>
              <Badge tone="success">{brand.name}</Badge>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
