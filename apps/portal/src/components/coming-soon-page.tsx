import { EmptyState, PageHeader } from '@portal/ui';
import { useTranslation } from 'react-i18next';

/** A route whose page is not built yet: the section's name and a notice, never a blank page. */
export function ComingSoonPage({ section }: { section: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(section)} />
      <EmptyState title={t('coming_soon_title')} description={t('coming_soon_description')} />
    </>
  );
}
