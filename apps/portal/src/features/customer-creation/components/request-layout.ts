import type { RequestKind } from '@portal/contracts';
import type { Label } from '../labels.ts';

/** How a stored value is written for people: by name, as an amount, or as it is. */
export type ValueFormat = 'text' | 'country' | 'language' | 'brand' | 'brands' | 'division' | 'terms' | 'amount';

export interface ViewField {
  /** Within the group, e.g. `postcode` or `salesRep.email`. */
  key: string;
  label: Label;
  format?: ValueFormat;
}

export interface ViewGroup {
  /** The group's path in the data (`soldTo`, `contacts`); empty for fields at the top. */
  path: string;
  /** Its legend in the form; each row's (`contact_n`) for a list. */
  legend?: Label;
  list?: boolean;
  /** What the form says when the group is left out (the bill-to is the sold-to). */
  absent?: Label;
  fields: readonly ViewField[];
}

export interface ViewStep {
  title: Label;
  groups: readonly ViewGroup[];
}

const address = (name: Label): ViewField[] => [
  { key: 'country', label: 'field_country', format: 'country' },
  { key: 'name', label: name },
  { key: 'street', label: 'field_street' },
  { key: 'postcode', label: 'field_postcode' },
  { key: 'city', label: 'field_city' },
];
const shipTo: ViewField[] = [
  ...address('field_store_name'),
  { key: 'openingHours', label: 'field_opening_hours' },
  { key: 'deliveryInstructions', label: 'field_delivery_instructions' },
];
const brands: ViewGroup = {
  path: 'brands',
  legend: 'brand_n',
  list: true,
  fields: [
    { key: 'brandId', label: 'field_brand', format: 'brand' },
    { key: 'division', label: 'field_division', format: 'division' },
    { key: 'expectedSeasonVolume', label: 'field_season_volume', format: 'amount' },
  ],
};

/**
 * The read-only and review views of a request, in the order and with the labels of its form: the form's steps,
 * their groups (addresses, contact and brand rows) and fields. Keep in step with the forms' steps.
 */
export const requestLayouts: Record<RequestKind, readonly ViewStep[]> = {
  new_customer: [
    {
      title: 'step_company',
      groups: [
        {
          path: '',
          fields: [
            { key: 'legalName', label: 'field_legal_name' },
            { key: 'tradingName', label: 'field_trading_name' },
            { key: 'vatId', label: 'field_vat_id' },
            { key: 'registrationNumber', label: 'field_registration_number' },
            { key: 'legalForm', label: 'field_legal_form' },
            { key: 'language', label: 'field_language', format: 'language' },
            { key: 'currency', label: 'field_currency' },
          ],
        },
        { path: 'soldTo', legend: 'section_sold_to', fields: address('field_name') },
      ],
    },
    {
      title: 'step_addresses',
      groups: [
        { path: 'billTo', legend: 'section_bill_to', absent: 'bill_to_same', fields: address('field_name') },
        { path: 'payer', legend: 'section_payer', absent: 'payer_same', fields: address('field_name') },
        { path: 'shipTos', legend: 'ship_to_n', list: true, fields: shipTo },
      ],
    },
    {
      title: 'step_contacts_brands',
      groups: [
        {
          path: 'contacts',
          legend: 'contact_n',
          list: true,
          fields: [
            { key: 'name', label: 'field_contact_name' },
            { key: 'email', label: 'field_email' },
            { key: 'country', label: 'field_phone_country', format: 'country' },
            { key: 'phone', label: 'field_phone' },
          ],
        },
        brands,
      ],
    },
    {
      title: 'step_terms',
      groups: [
        {
          path: '',
          fields: [
            { key: 'paymentTerms', label: 'field_payment_terms', format: 'terms' },
            { key: 'salesRep.name', label: 'field_sales_rep_name' },
            { key: 'salesRep.email', label: 'field_sales_rep_email' },
            { key: 'notes', label: 'field_notes' },
          ],
        },
      ],
    },
  ],
  extend_customer: [
    {
      title: 'step_extension',
      groups: [
        brands,
        {
          path: '',
          fields: [
            { key: 'paymentTerms', label: 'field_new_payment_terms', format: 'terms' },
            { key: 'creditLimit', label: 'field_new_credit_limit', format: 'amount' },
            { key: 'reason', label: 'field_reason' },
          ],
        },
      ],
    },
  ],
  add_ship_to: [
    {
      title: 'step_ship_to',
      groups: [
        { path: 'shipTo', legend: 'section_ship_to', fields: shipTo },
        { path: '', fields: [{ key: 'brandIds', label: 'field_brands_delivered', format: 'brands' }] },
      ],
    },
  ],
};

/** The field of the layout at a data path (`contacts.1.email`), with the row for a list; undefined if none. */
export function viewFieldAt(
  kind: RequestKind,
  path: string,
): { group: ViewGroup; field: ViewField; row: number | undefined } | undefined {
  for (const step of requestLayouts[kind]) {
    for (const group of step.groups) {
      for (const field of group.fields) {
        const prefix = group.path ? (group.list ? `${group.path}\\.(\\d+)\\.` : `${group.path}\\.`) : '';
        // A list's field (`brandIds`) also holds its items (`brandIds.0`).
        const match = new RegExp(`^${prefix}${field.key.replace('.', '\\.')}(\\.\\d+)?$`).exec(path);
        if (match) return { group, field, row: group.list ? Number(match[1]) : undefined };
      }
    }
  }
  return undefined;
}
