import { addShipToDataSchema, addShipToDraftSchema, type RequestCustomer, type RequestDetail } from '@portal/contracts';
import { formLabelClass } from '@portal/ui';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { brandName } from '../../../lib/brand-name.ts';
import { customerCreationNamespace } from '../labels.ts';
import { AddressFields, GroupError, useGroupError } from './fields.tsx';
import { cleaned } from './form-data.ts';
import { RequestForm, type FormStep } from './request-form.tsx';

export interface AddShipToValues {
  shipTo: {
    name: string;
    street: string;
    postcode: string;
    city: string;
    country: string;
    openingHours: string;
    deliveryInstructions: string;
  };
  brandIds: string[];
}

function valuesOf(data: Record<string, unknown> | undefined, country: string): AddShipToValues {
  const stored = (data ?? {}) as Partial<AddShipToValues>;
  return {
    shipTo: {
      name: '',
      street: '',
      postcode: '',
      city: '',
      country,
      openingHours: '',
      deliveryInstructions: '',
      ...stored.shipTo,
    },
    brandIds: stored.brandIds ?? [],
  };
}

/** One checkbox gives its value or false, several an array: always an array of brand ids. */
const brandList = (value: unknown): string[] =>
  Array.isArray(value) ? (value as string[]) : typeof value === 'string' ? [value] : [];

const toData = (values: AddShipToValues, keepEmpty?: boolean) => ({
  ...cleaned({ shipTo: values.shipTo }, keepEmpty),
  brandIds: brandList(values.brandIds),
});

/** The sold-to's brands as checkboxes: those delivered to the new ship-to. */
function DeliveredBrands({ brandIds }: { brandIds: readonly string[] }) {
  const { t } = useTranslation(customerCreationNamespace);
  const { register } = useFormContext<AddShipToValues>();
  const error = useGroupError('brandIds', t('field_brands_delivered'));
  return (
    <fieldset aria-describedby={error.message ? error.id : undefined} className="rounded-card border border-line p-4">
      <legend className={`${formLabelClass} px-1`}>
        {t('field_brands_delivered')} <span className="text-ink-muted">({t('required')})</span>
      </legend>
      <div className="mb-2 flex flex-wrap gap-4">
        {brandIds.map((brandId) => (
          <label key={brandId} className="flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              value={brandId}
              aria-invalid={error.message ? true : undefined}
              className="size-5"
              {...register('brandIds')}
            />
            {brandName(brandId)}
          </label>
        ))}
      </div>
      <GroupError {...error} />
    </fieldset>
  );
}

/** `/customer-creation-add-shipto/{soldtocode}` and its edit route: the store, its hours and brands. */
export function AddShipToForm({
  customer,
  initial,
}: {
  customer: RequestCustomer;
  initial?: RequestDetail | undefined;
}) {
  const { t } = useTranslation(customerCreationNamespace);
  const brandIds = [...new Set(customer.brands.map((brand) => brand.brandId))];
  const steps: Array<FormStep<AddShipToValues>> = [
    {
      id: 'ship-to',
      title: t('step_ship_to'),
      fields: ['shipTo', 'brandIds'],
      content: () => (
        <div className="flex flex-col gap-4">
          <AddressFields prefix="shipTo" legend={t('section_ship_to')} shipTo />
          <DeliveredBrands brandIds={brandIds} />
        </div>
      ),
    },
  ];
  return (
    <RequestForm
      kind="add_ship_to"
      customerId={customer.customerId}
      initial={initial}
      defaultValues={valuesOf(initial?.data, customer.country)}
      toData={toData}
      complete={addShipToDataSchema}
      draft={addShipToDraftSchema}
      steps={steps}
    />
  );
}
