import type { CustomerMatchKind } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

/** The host's label group for what a customer search matched (its texts are in `apps/portal/labels/`). */
export const customerMatchNamespace = 'customerMatch';

/** The label of each kind of match (the customer search's `matchedBy`, issue 34). */
const matchLabels = {
  number: 'matched_number',
  vatId: 'matched_vat_id',
  name: 'matched_name',
  city: 'matched_city',
  postcode: 'matched_postcode',
  shipToName: 'matched_ship_to_name',
  shipToCity: 'matched_ship_to_city',
  shipToPostcode: 'matched_ship_to_postcode',
  contactEmail: 'matched_contact_email',
  contactPhone: 'matched_contact_phone',
  userEmail: 'matched_user_email',
} as const satisfies Record<CustomerMatchKind, string>;

export interface CustomerMatch {
  kind: CustomerMatchKind;
  text: string;
}

/**
 * The line saying what a customer search matched ("Matched: store Köln"), for every list that shows customers
 * found by the search: the global search's customer hits and the on-behalf customer search.
 */
export function useCustomerMatchText(): (match: CustomerMatch) => string {
  const { t } = useTranslation(customerMatchNamespace);
  return (match) => t(matchLabels[match.kind], { text: match.text });
}
