import { isInternalCompany, toSupportedLanguage, type SearchQuery } from '@portal/contracts';
import { useOnBehalfSession, usePermissionsRecord, useSelectedSoldTo } from '@portal/portal-kit';
import { useTranslation } from 'react-i18next';

/**
 * Where the search looks, as the server judges it: the sold-to the user works in (for staff, the customer of their
 * on-behalf session; outside it none, and the server finds customers instead), in the page's language.
 */
export function useSearchScope(): Omit<SearchQuery, 'q'> {
  const { i18n } = useTranslation();
  const record = usePermissionsRecord();
  const onBehalf = useOnBehalfSession();
  const selected = useSelectedSoldTo();
  const internal = isInternalCompany(record?.companyType);
  const customer = onBehalf?.customerId ?? (internal ? undefined : selected?.customerId);
  return { ...(customer ? { customer } : {}), lang: toSupportedLanguage(i18n.language) };
}
