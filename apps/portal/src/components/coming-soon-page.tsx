import { EmptyState, PageHeader } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import type { LabelName } from '@portal/contracts/label-types';

/** A route whose page is not built yet: the section's name and a notice, never a blank page. */
export function ComingSoonPage({ section }: { section: string }) {
  const { t } = useTranslation();
  return (
    <>
      {/* A `shell` label name from the section manifest (its test checks the label files have it). */}
      <PageHeader title={t(section as LabelName<'shell'>)} />
      <EmptyState title={t('coming_soon_title')} description={t('coming_soon_description')} />
    </>
  );
}
