import { sections } from '@portal/contracts';
import { ComingSoonPage } from '../../components/coming-soon-page.tsx';
import { PublicLayout } from '../../components/layout/public-layout.tsx';
import type { FeaturePages } from '../../lib/feature-pages.ts';

/** Sections whose feature is not built yet: each route names its section and says it is coming. */
export const pages: FeaturePages = Object.fromEntries(
  sections
    .filter((section) => section.owner.kind === 'host' && section.owner.feature === 'coming-soon')
    .flatMap(({ id, title: sectionTitle = id, area, routes }) =>
      routes.map(({ name, title = sectionTitle }) => {
        const Page =
          area === 'public'
            ? () => (
                <PublicLayout>
                  <ComingSoonPage section={title} />
                </PublicLayout>
              )
            : () => <ComingSoonPage section={title} />;
        return [name, Page];
      }),
    ),
);
