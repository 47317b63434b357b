import type { PaymentTermsCode } from '@portal/contracts';
import { useFormatters, usePermissions, useSelectedSoldTo } from '@portal/portal-kit';
import { useTranslation } from 'react-i18next';
import { useCompanyInfo } from '../api/get-company-info.ts';
import { AccountFrame, linkClass } from '../components/account-frame.tsx';
import { BrandList } from '../components/brand-list.tsx';
import { Address, ErrorState, LoadingState, NotAllowed } from '../components/states.tsx';
import { namespace } from '../labels.ts';

/** The texts of the payment-terms codes. */
const paymentTermsLabels = {
  PREPAID: 'payment_terms_prepaid',
  NET14: 'payment_terms_net14',
  NET30: 'payment_terms_net30',
  NET45: 'payment_terms_net45',
  NET60: 'payment_terms_net60',
  NET90: 'payment_terms_net90',
} as const satisfies Record<PaymentTermsCode, string>;

/**
 * `/account/company-info` (companyInfo): the selected sold-to from the customer master (names, VAT id, payment
 * terms, account manager), its addresses and its brands with their status.
 */
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
  const format = useFormatters();
  const info = useCompanyInfo(customer);
  if (info.isPending) return <LoadingState />;
  if (info.isError) return <ErrorState error={info.error} onRetry={() => void info.refetch()} />;
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
          {company.tradingName && company.tradingName !== company.legalName ? (
            <>
              <dt className="font-semibold text-ink">{t('company_trading_name')}</dt>
              <dd>{company.tradingName}</dd>
            </>
          ) : null}
          <dt className="font-semibold text-ink">{t('company_legal_form')}</dt>
          <dd>{company.legalForm ?? t('not_known')}</dd>
          <dt className="font-semibold text-ink">{t('company_vat_id')}</dt>
          <dd>{company.vatId ?? t('not_known')}</dd>
          <dt className="font-semibold text-ink">{t('company_registration_number')}</dt>
          <dd>{company.registrationNumber ?? t('not_known')}</dd>
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
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="company-terms" className="rounded-card border border-line bg-surface p-5">
          <h2 id="company-terms" className="mb-3 text-lg font-semibold text-ink">
            {t('company_commercial')}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="font-semibold text-ink">{t('company_payment_terms')}</dt>
            <dd>{company.paymentTerms ? t(paymentTermsLabels[company.paymentTerms]) : t('not_known')}</dd>
            <dt className="font-semibold text-ink">{t('company_currency')}</dt>
            <dd>{company.currency ?? t('not_known')}</dd>
            <dt className="font-semibold text-ink">{t('company_credit_limit')}</dt>
            <dd>
              {company.creditLimit !== null && company.currency
                ? format.money(company.creditLimit, company.currency)
                : t('company_credit_limit_none')}
            </dd>
          </dl>
        </section>
        <section aria-labelledby="company-manager" className="rounded-card border border-line bg-surface p-5">
          <h2 id="company-manager" className="mb-3 text-lg font-semibold text-ink">
            {t('company_account_manager')}
          </h2>
          {company.accountManager ? (
            <p className="text-sm">
              <span className="block font-semibold text-ink">{company.accountManager.name}</span>
              <a href={`mailto:${company.accountManager.email}`} className={linkClass}>
                {company.accountManager.email}
              </a>
            </p>
          ) : (
            <p className="text-sm">{t('company_account_manager_none')}</p>
          )}
        </section>
      </div>
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
        <p className="mb-3 text-sm text-ink-muted">{t('company_brands_hint')}</p>
        <BrandList brands={company.brands} />
      </section>
    </div>
  );
}
