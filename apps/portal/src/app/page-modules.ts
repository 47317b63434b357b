import type { Section } from '@portal/contracts';

/**
 * The modules a page needs beyond the entry's, by path from the app's folder: its feature's routes and, behind a
 * sign-in, the layouts. The one list both preloads follow: the build's inline script (page-code-preloads.ts)
 * and the start-up's (`preloadPageCode`), so the page's code is asked for before the router needs it.
 */
export function pageModules(section: Section): string[] {
  const modules: string[] = [];
  if (section.area !== 'public') modules.push('src/app/signed-in-layouts.tsx');
  if (section.owner.kind === 'host') modules.push(featureRoutesModule(section.owner.feature));
  // Every gate page (account picker, terms, waiting) leads to the dashboard next.
  if (section.area === 'gate') modules.push(featureRoutesModule('dashboard'));
  return modules;
}

/** The module of a host feature's pages (see lib/feature-pages.ts). */
export function featureRoutesModule(feature: string): string {
  return `src/features/${feature}/routes.tsx`;
}
