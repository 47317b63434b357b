import { catalogueBrands } from '@portal/contracts';
import { getPermissions, getPortalState, getUserInfo } from '@portal/portal-kit';
import { i18n } from '../i18n.ts';
import { customerCountryOf } from './customer-country.ts';
import type { AnalyticsFields } from './data-layer.ts';

/** Spec 3, "Analytics event", from what the portal already keeps about the signed-in user. */
export function currentAnalyticsFields(): AnalyticsFields {
  const { permissions: record, soldTos, selectedSoldTo } = getPortalState();
  const permissions = getPermissions();
  const list = soldTos ?? [];
  return {
    mail: getUserInfo()?.email ?? null,
    external: permissions ? !permissions.internal : true,
    persona: permissions?.persona ?? null,
    soldToId: list.map((soldTo) => soldTo.customerId),
    soldToLegalName: list.map((soldTo) => soldTo.legalName),
    brands: catalogueBrands(record?.activeBrands ?? []).map((brand) => brand.label),
    language: i18n.resolvedLanguage ?? i18n.language,
    // Only the customer call carries it (useCustomerCountry asks it for the selected sold-to).
    country: customerCountryOf(selectedSoldTo?.customerId),
  };
}
