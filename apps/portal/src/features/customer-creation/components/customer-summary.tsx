import type { RequestCustomer } from '@portal/contracts';
import { useFormatters } from '@portal/portal-kit';
import { useTranslation } from 'react-i18next';
import { brandName } from '../../../lib/brand-name.ts';
import { customerCreationNamespace, label } from '../labels.ts';
import { countryName } from './country-names.ts';
import { usePageLanguage } from './fields.tsx';
import { termsKey } from './form-data.ts';

/** The existing sold-to an extension or a ship-to request starts from. */
export function CustomerSummary({ customer }: { customer: RequestCustomer }) {
  const { t } = useTranslation(customerCreationNamespace);
  const format = useFormatters();
  const language = usePageLanguage();
  const rows: Array<[string, string]> = [
    [t('field_customer'), `${customer.legalName} (${customer.customerId})`],
    [
      t('field_address'),
      customer.address
        ? `${customer.address.street}, ${customer.address.postcode} ${customer.address.city}, ${countryName(customer.country, language)}`
        : countryName(customer.country, language),
    ],
    [t('field_vat_id'), customer.vatId ?? '—'],
    [t('field_payment_terms'), customer.paymentTerms ? t(termsKey(customer.paymentTerms)) : '—'],
    [
      t('field_credit_limit'),
      customer.creditLimit !== null && customer.currency ? format.money(customer.creditLimit, customer.currency) : '—',
    ],
    [
      t('field_brands'),
      customer.brands
        .map((brand) => `${brandName(brand.brandId)} (${t(label(`division_${brand.division}`))})`)
        .join(', ') || '—',
    ],
    [t('field_ship_tos'), customer.shipTos.map((shipTo) => `${shipTo.name}, ${shipTo.city}`).join('; ') || '—'],
  ];
  return (
    <section aria-labelledby="cc-customer-heading" className="rounded-card border border-line bg-surface p-4">
      <h2 id="cc-customer-heading" className="mb-3 text-lg font-semibold text-ink">
        {t('existing_customer')}
      </h2>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-ink">{label}</dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
