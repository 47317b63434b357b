import { internalPageModules, sections } from '@portal/contracts';
import type { FeaturePages } from '../../lib/feature-pages.ts';
import { LegacyToolPage } from './components/legacy-tool-page.tsx';

function isInternalPage(id: string): id is keyof typeof internalPageModules {
  return id in internalPageModules;
}

/** Spec 2.1: every internal-style route shows the one page that opens its legacy module. */
export const pages: FeaturePages = Object.fromEntries(
  sections
    .filter((section) => section.owner.kind === 'host' && section.owner.feature === 'legacy')
    .flatMap((section) => {
      const { id, title = id } = section;
      if (!isInternalPage(id)) throw new Error(`Section "${id}" is not an internal-style page`);
      const module = internalPageModules[id];
      return section.routes.map((route) => [route.name, () => <LegacyToolPage module={module} title={title} />]);
    }),
);
