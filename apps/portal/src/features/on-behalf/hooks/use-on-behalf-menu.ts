import { hasPermissions, paths, type AccessRequirement } from '@portal/contracts';
import { usePermissions } from '@portal/portal-kit';
import { useTranslation } from 'react-i18next';
import { onBehalfNamespace } from '../labels.ts';

interface MenuEntry {
  id: string;
  label:
    | 'menu_company_info'
    | 'menu_stores'
    | 'menu_documents'
    | 'menu_tickets'
    | 'menu_brands'
    | 'menu_orders_old'
    | 'menu_orders'
    | 'menu_returns'
    | 'menu_warranty'
    | 'menu_reports'
    | 'menu_contacts'
    | 'menu_faqs'
    | 'menu_terms'
    | 'menu_updates';
  to: string;
  access: AccessRequirement;
}

const internal = paths.internalPages;

/** Spec 2.5: the sections of the banner's menu, each shown with the on-behalf permission that opens it. */
const entries: readonly MenuEntry[] = [
  { id: 'companyInfo', label: 'menu_company_info', to: '/account/company-info', access: { allOf: ['companyInfo'] } },
  { id: 'stores', label: 'menu_stores', to: '/account/stores', access: { allOf: ['companyInfo'] } },
  {
    id: 'documents',
    label: 'menu_documents',
    to: paths.documents.root,
    access: { allOf: ['document'], anyOf: ['documentInvoice', 'documentCreditNote', 'documentPayment'] },
  },
  { id: 'tickets', label: 'menu_tickets', to: paths.tickets.history, access: { allOf: ['ticket'] } },
  { id: 'brands', label: 'menu_brands', to: paths.brands.root, access: { allOf: ['ecommerceExternal'] } },
  { id: 'ordersOld', label: 'menu_orders_old', to: internal.inquiry, access: { allOf: ['orderInquiry'] } },
  { id: 'orders', label: 'menu_orders', to: paths.orders.root, access: { allOf: ['orderInquiryNew'] } },
  { id: 'returns', label: 'menu_returns', to: internal.returns, access: { allOf: ['returns'] } },
  { id: 'warranty', label: 'menu_warranty', to: internal.warranty, access: { allOf: ['warranty'] } },
  { id: 'reports', label: 'menu_reports', to: paths.reports.root, access: { allOf: ['report'] } },
  { id: 'contacts', label: 'menu_contacts', to: '/account/contacts', access: { allOf: ['contacts'] } },
  { id: 'faqs', label: 'menu_faqs', to: paths.help.root, access: { allOf: ['faq'] } },
  {
    id: 'terms',
    label: 'menu_terms',
    to: '/account/terms-conditions',
    access: { anyOf: ['dataPrivacy', 'termsAndConditions'] },
  },
  // Hide-updates takes notifications and alerts away, and with them this entry.
  { id: 'updates', label: 'menu_updates', to: paths.updates.root, access: { anyOf: ['notifications', 'alerts'] } },
];

export interface OnBehalfMenuItem {
  id: string;
  label: string;
  to: string;
}

/** The sections the staff user may open for the customer, sorted by label in the page language. */
export function useOnBehalfMenu(): OnBehalfMenuItem[] {
  const { t, i18n } = useTranslation(onBehalfNamespace);
  const permissions = usePermissions();
  if (!permissions) return [];
  const collator = new Intl.Collator(i18n.language);
  return entries
    .filter((entry) => hasPermissions(permissions, entry.access))
    .map((entry) => ({ id: entry.id, label: t(entry.label), to: entry.to }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
