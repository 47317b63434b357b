import {
  brandCatalogue,
  languages,
  newCustomerDataSchema,
  newCustomerDraftSchema,
  paymentTermsCodes,
  requestCurrencies,
  salesDivisions,
  withShipToList,
  type RequestDetail,
} from '@portal/contracts';
import { Button } from '@portal/ui';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { customerCreationNamespace, label } from '../labels.ts';
import {
  AddressFields,
  CountryField,
  FieldGroup,
  GroupError,
  SelectField,
  TextField,
  useGroupError,
} from './fields.tsx';
import { DuplicateWatch } from './duplicates.tsx';
import { RequestForm, type FormStep } from './request-form.tsx';
import { cleaned, termsKey } from './form-data.ts';

interface Address {
  name: string;
  street: string;
  postcode: string;
  city: string;
  country: string;
}

export interface NewCustomerValues {
  legalName: string;
  tradingName: string;
  vatId: string;
  registrationNumber: string;
  legalForm: string;
  language: string;
  currency: string;
  soldTo: Address;
  billToSame: boolean;
  billTo: Address;
  payerSame: boolean;
  payer: Address;
  shipTos: Array<Address & { openingHours: string; deliveryInstructions: string }>;
  contacts: Array<{ name: string; email: string; phone: string; country: string }>;
  brands: Array<{ brandId: string; division: string; expectedSeasonVolume: string }>;
  paymentTerms: string;
  salesRep: { name: string; email: string };
  notes: string;
}

const emptyAddress: Address = { name: '', street: '', postcode: '', city: '', country: '' };
const emptyShipTo = { ...emptyAddress, openingHours: '', deliveryInstructions: '' };
const emptyContact = { name: '', email: '', phone: '', country: '' };
const emptyBrand = { brandId: '', division: '', expectedSeasonVolume: '' };

/** The form's values of stored data (a draft may lack any of them). */
function valuesOf(data: Record<string, unknown> | undefined): NewCustomerValues {
  const stored = (data ?? {}) as Partial<Record<keyof NewCustomerValues, unknown>>;
  const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
  const address = (value: unknown): Address => ({ ...emptyAddress, ...(value as Partial<Address> | undefined) });
  const contacts = (stored.contacts as NewCustomerValues['contacts'] | undefined) ?? [];
  const brands = (stored.brands as Array<Record<string, unknown>> | undefined) ?? [];
  // A request stored before several ship-tos holds one `shipTo`.
  const shipTos =
    (withShipToList(stored) as { shipTos?: Array<Partial<NewCustomerValues['shipTos'][number]>> }).shipTos ?? [];
  return {
    legalName: text(stored.legalName),
    tradingName: text(stored.tradingName),
    vatId: text(stored.vatId),
    registrationNumber: text(stored.registrationNumber),
    legalForm: text(stored.legalForm),
    language: text(stored.language),
    currency: text(stored.currency),
    soldTo: address(stored.soldTo),
    billToSame: !stored.billTo,
    billTo: address(stored.billTo),
    payerSame: !stored.payer,
    payer: address(stored.payer),
    shipTos: shipTos.length > 0 ? shipTos.map((shipTo) => ({ ...emptyShipTo, ...shipTo })) : [emptyShipTo],
    contacts: contacts.length > 0 ? contacts.map((contact) => ({ ...emptyContact, ...contact })) : [emptyContact],
    brands:
      brands.length > 0
        ? brands.map((brand) => ({
            brandId: text(brand['brandId']),
            division: text(brand['division']),
            expectedSeasonVolume: text(brand['expectedSeasonVolume']),
          }))
        : [emptyBrand],
    paymentTerms: text(stored.paymentTerms),
    salesRep: { name: '', email: '', ...(stored.salesRep as object | undefined) },
    notes: text(stored.notes),
  };
}

function toData(values: NewCustomerValues, keepEmpty?: boolean): Record<string, unknown> {
  const { billToSame, payerSame, billTo, payer, ...rest } = values;
  return cleaned({ ...rest, ...(billToSame ? {} : { billTo }), ...(payerSame ? {} : { payer }) }, keepEmpty);
}

function Contacts() {
  const { t } = useTranslation(customerCreationNamespace);
  const { control } = useFormContext<NewCustomerValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'contacts' });
  const listError = useGroupError('contacts', t('group_contacts'));
  return (
    <div className="flex flex-col gap-4">
      <GroupError {...listError} />
      {fields.map((field, index) => (
        <FieldGroup
          key={field.id}
          legend={t('contact_n', { n: index + 1 })}
          className="grid gap-4 rounded-card border border-line p-4 sm:grid-cols-2"
        >
          <TextField name={`contacts.${index}.name`} label={t('field_contact_name')} required />
          <TextField name={`contacts.${index}.email`} label={t('field_email')} type="email" required />
          <CountryField name={`contacts.${index}.country`} label={t('field_phone_country')} />
          <TextField name={`contacts.${index}.phone`} label={t('field_phone')} type="tel" hint={t('phone_hint')} />
          {fields.length > 1 ? (
            <div className="sm:col-span-2">
              <Button variant="secondary" onClick={() => remove(index)}>
                {t('remove_contact', { n: index + 1 })}
              </Button>
            </div>
          ) : null}
        </FieldGroup>
      ))}
      {fields.length < 5 ? (
        <div>
          <Button variant="secondary" onClick={() => append(emptyContact)}>
            {t('add_contact')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** The stores the customer takes deliveries at: one at least, up to ten. */
function ShipTos() {
  const { t } = useTranslation(customerCreationNamespace);
  const { control } = useFormContext<NewCustomerValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'shipTos' });
  const listError = useGroupError('shipTos', t('group_ship_tos'));
  return (
    <div className="flex flex-col gap-4">
      <GroupError {...listError} />
      {fields.map((field, index) => (
        <div key={field.id} className="flex flex-col gap-2">
          <AddressFields prefix={`shipTos.${index}`} legend={t('ship_to_n', { n: index + 1 })} shipTo />
          {fields.length > 1 ? (
            <div>
              <Button variant="secondary" onClick={() => remove(index)}>
                {t('remove_ship_to', { n: index + 1 })}
              </Button>
            </div>
          ) : null}
        </div>
      ))}
      {fields.length < 10 ? (
        <div>
          <Button variant="secondary" onClick={() => append(emptyShipTo)}>
            {t('add_ship_to_block')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** Brands with division and expected season volume (new customers and extensions). */
export function BrandRows({ name, min = 1 }: { name: 'brands'; min?: number }) {
  const { t } = useTranslation(customerCreationNamespace);
  const { control } = useFormContext<{ brands: NewCustomerValues['brands'] }>();
  const { fields, append, remove } = useFieldArray({ control, name });
  const listError = useGroupError(name, t('group_brands'));
  const brandOptions = brandCatalogue.map((brand) => ({ value: brand.id, label: brand.label }));
  const divisionOptions = salesDivisions.map((division) => ({
    value: division,
    label: t(label(`division_${division}`)),
  }));
  return (
    <div className="flex flex-col gap-4">
      <GroupError {...listError} />
      {fields.map((field, index) => (
        <FieldGroup
          key={field.id}
          legend={t('brand_n', { n: index + 1 })}
          className="grid gap-4 rounded-card border border-line p-4 sm:grid-cols-3"
        >
          <SelectField
            name={`${name}.${index}.brandId`}
            label={t('field_brand')}
            options={brandOptions}
            placeholder={t('choose')}
            required
          />
          <SelectField
            name={`${name}.${index}.division`}
            label={t('field_division')}
            options={divisionOptions}
            placeholder={t('choose')}
            required
          />
          <TextField
            name={`${name}.${index}.expectedSeasonVolume`}
            label={t('field_season_volume')}
            type="number"
            required
          />
          {fields.length > min ? (
            <div className="sm:col-span-3">
              <Button variant="secondary" onClick={() => remove(index)}>
                {t('remove_brand', { n: index + 1 })}
              </Button>
            </div>
          ) : null}
        </FieldGroup>
      ))}
      <div>
        <Button variant="secondary" onClick={() => append(emptyBrand)}>
          {t('add_brand')}
        </Button>
      </div>
    </div>
  );
}

function SameAddress({ name, label }: { name: 'billToSame' | 'payerSame'; label: string }) {
  const { register } = useFormContext<NewCustomerValues>();
  return (
    <label className="flex items-center gap-2 text-sm font-medium text-ink">
      <input type="checkbox" className="size-5" {...register(name)} />
      {label}
    </label>
  );
}

function PartnerAddresses() {
  const { t } = useTranslation(customerCreationNamespace);
  const { watch } = useFormContext<NewCustomerValues>();
  return (
    <div className="flex flex-col gap-4">
      <SameAddress name="billToSame" label={t('bill_to_same')} />
      {watch('billToSame') ? null : <AddressFields prefix="billTo" legend={t('section_bill_to')} />}
      <SameAddress name="payerSame" label={t('payer_same')} />
      {watch('payerSame') ? null : <AddressFields prefix="payer" legend={t('section_payer')} />}
      <ShipTos />
    </div>
  );
}

/** `/customer-creation-new` and its edit route: the new-customer request in four steps. */
export function NewCustomerForm({ initial }: { initial?: RequestDetail | undefined }) {
  const { t } = useTranslation(customerCreationNamespace);
  const choose = t('choose');
  const steps: Array<FormStep<NewCustomerValues>> = [
    {
      id: 'company',
      title: t('step_company'),
      fields: [
        'legalName',
        'tradingName',
        'vatId',
        'registrationNumber',
        'legalForm',
        'language',
        'currency',
        'soldTo',
      ],
      content: () => (
        <div className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="legalName" label={t('field_legal_name')} autoComplete="organization" required />
            <TextField name="tradingName" label={t('field_trading_name')} />
            <TextField name="vatId" label={t('field_vat_id')} hint={t('vat_hint')} required />
            <TextField name="registrationNumber" label={t('field_registration_number')} />
            <TextField name="legalForm" label={t('field_legal_form')} />
            <SelectField
              name="language"
              label={t('field_language')}
              options={languages.map((language) => ({ value: language.id, label: language.label }))}
              placeholder={choose}
              required
            />
            <SelectField
              name="currency"
              label={t('field_currency')}
              options={requestCurrencies.map((currency) => ({ value: currency, label: currency }))}
              placeholder={choose}
              required
            />
          </div>
          <AddressFields prefix="soldTo" legend={t('section_sold_to')} />
          <DuplicateWatch requestId={initial?.requestId} />
        </div>
      ),
    },
    {
      id: 'addresses',
      title: t('step_addresses'),
      fields: ['billTo', 'payer', 'shipTos'],
      content: () => <PartnerAddresses />,
    },
    {
      id: 'contacts',
      title: t('step_contacts_brands'),
      fields: ['contacts', 'brands'],
      content: () => (
        <div className="flex flex-col gap-6">
          <Contacts />
          <BrandRows name="brands" />
        </div>
      ),
    },
    {
      id: 'terms',
      title: t('step_terms'),
      fields: ['paymentTerms', 'salesRep', 'notes'],
      content: () => (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            name="paymentTerms"
            label={t('field_payment_terms')}
            options={paymentTermsCodes.map((code) => ({ value: code, label: t(termsKey(code)) }))}
            placeholder={choose}
            required
          />
          <TextField name="salesRep.name" label={t('field_sales_rep_name')} required />
          <TextField name="salesRep.email" label={t('field_sales_rep_email')} type="email" required />
          <TextField name="notes" label={t('field_notes')} multiline />
        </div>
      ),
    },
  ];
  return (
    <RequestForm
      kind="new_customer"
      initial={initial}
      defaultValues={valuesOf(initial?.data)}
      toData={toData}
      complete={newCustomerDataSchema}
      draft={newCustomerDraftSchema}
      steps={steps}
    />
  );
}
