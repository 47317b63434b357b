import { onBehalfMenuOf, openOnBehalfMenuEntries, sections, type Section } from '@portal/contracts';
import type { LabelName } from '@portal/contracts/label-types';
import { usePermissions } from '@portal/portal-kit';
import { useTranslation } from 'react-i18next';
import { onBehalfNamespace } from '../labels.ts';

export interface OnBehalfMenuItem {
  id: string;
  label: string;
  to: string;
}

/**
 * Spec 2.5: the sections (and account pages) the staff user may open for the customer, as the section manifest
 * places them in the banner's menu, sorted by label in the page language.
 */
export function useOnBehalfMenu(manifest: readonly Section[] = sections): OnBehalfMenuItem[] {
  const { t, i18n } = useTranslation(onBehalfNamespace);
  const permissions = usePermissions();
  if (!permissions) return [];
  const collator = new Intl.Collator(i18n.language);
  return openOnBehalfMenuEntries(onBehalfMenuOf(manifest), permissions)
    .map((entry) => ({ id: entry.id, label: t(entry.label as LabelName<'onBehalf'>), to: entry.to }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
