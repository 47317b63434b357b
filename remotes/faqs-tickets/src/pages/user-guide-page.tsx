import { PageHeader } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { userGuideSegments, useUserGuide } from '../api/get-user-guide.ts';
import { useTechnicalDocuments } from '../api/get-technical-documents.ts';
import { useLanguage } from '../hooks/use-language.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { QueriedContent } from '../components/content.tsx';
import { namespace } from '../labels.ts';
import { helpPaths } from '../lib/paths.ts';

const segmentLabels = {
  'getting-started': 'user_guide_segment_getting_started',
  orders: 'user_guide_segment_orders',
  documents: 'user_guide_segment_documents',
} as const;

function Chapter({ segment }: { segment: string }) {
  const lang = useLanguage();
  return <QueriedContent query={useUserGuide(segment, lang)} />;
}

/** `/faqs/user-guide`: the user guide chapter by chapter (its segments), then the technical documents. */
export function UserGuidePage() {
  const { t } = useTranslation(namespace);
  const lang = useLanguage();
  const documents = useTechnicalDocuments(lang);
  return (
    <>
      <Breadcrumbs trail={[{ label: t('help_title'), to: helpPaths.root }, { label: t('user_guide_title') }]} />
      <PageHeader title={t('user_guide_title')} description={t('user_guide_intro')} />
      <div className="flex flex-col gap-10">
        {userGuideSegments.map((segment) => (
          <section key={segment} aria-label={t(segmentLabels[segment])}>
            <Chapter segment={segment} />
          </section>
        ))}
        <section aria-labelledby="technical-documents-heading" className="flex flex-col gap-4">
          <h2 id="technical-documents-heading" className="text-lg font-semibold text-ink">
            {t('technical_documents_title')}
          </h2>
          <QueriedContent query={documents} />
        </section>
      </div>
    </>
  );
}
