import type { ComponentType } from 'react';

/**
 * What `features/<feature>/routes.tsx` exports for the sections the manifest gives that feature: one page
 * component per route name. The router imports these modules lazily, so each feature is its own chunk.
 */
export type FeaturePages = Readonly<Record<string, ComponentType>>;

export interface FeatureRoutesModule {
  pages: FeaturePages;
}
