import {
  extendCustomerDataSchema,
  extendCustomerDraftSchema,
  paymentTermsCodes,
  type RequestDetail,
} from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { customerCreationNamespace } from '../labels.ts';
import { SelectField, TextField } from './fields.tsx';
import { cleaned, termsKey } from './form-data.ts';
import { BrandRows } from './new-customer-form.tsx';
import { RequestForm, type FormStep } from './request-form.tsx';

export interface ExtendValues {
  brands: Array<{ brandId: string; division: string; expectedSeasonVolume: string }>;
  paymentTerms: string;
  creditLimit: string;
  reason: string;
}

function valuesOf(data: Record<string, unknown> | undefined): ExtendValues {
  const stored = (data ?? {}) as Partial<Record<keyof ExtendValues, unknown>>;
  const brands = (stored.brands as Array<Record<string, unknown>> | undefined) ?? [];
  const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
  return {
    brands: brands.map((brand) => ({
      brandId: text(brand['brandId']),
      division: text(brand['division']),
      expectedSeasonVolume: text(brand['expectedSeasonVolume']),
    })),
    paymentTerms: text(stored.paymentTerms),
    creditLimit: text(stored.creditLimit),
    reason: text(stored.reason),
  };
}

const toData = (values: ExtendValues, keepEmpty?: boolean) => ({ brands: [], ...cleaned({ ...values }, keepEmpty) });

/** `/customer-creation-extend/{soldtocode}` and its edit route: brands, payment terms or credit limit, with why. */
export function ExtendForm({ customerId, initial }: { customerId: string; initial?: RequestDetail | undefined }) {
  const { t } = useTranslation(customerCreationNamespace);
  const steps: Array<FormStep<ExtendValues>> = [
    {
      id: 'extension',
      title: t('step_extension'),
      fields: ['brands', 'paymentTerms', 'creditLimit', 'reason'],
      content: () => (
        <div className="flex flex-col gap-6">
          <BrandRows name="brands" min={0} />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              name="paymentTerms"
              label={t('field_new_payment_terms')}
              options={paymentTermsCodes.map((code) => ({ value: code, label: t(termsKey(code)) }))}
              placeholder={t('unchanged')}
            />
            <TextField
              name="creditLimit"
              label={t('field_new_credit_limit')}
              type="number"
              hint={t('unchanged_hint')}
            />
            <TextField name="reason" label={t('field_reason')} multiline required />
          </div>
        </div>
      ),
    },
  ];
  return (
    <RequestForm
      kind="extend_customer"
      customerId={customerId}
      initial={initial}
      defaultValues={valuesOf(initial?.data)}
      toData={toData}
      complete={extendCustomerDataSchema}
      draft={extendCustomerDraftSchema}
      steps={steps}
    />
  );
}
