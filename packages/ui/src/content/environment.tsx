import { createContext, useContext } from 'react';
import type { ContentLabels } from './labels.ts';

/** Heading level of an item's title; its entries' titles use the next level. */
export type ContentHeadingLevel = 2 | 3 | 4;

/** What every content component needs besides its item: where media lives, texts, and in-app navigation. */
export interface ContentEnvironment {
  /** Replaces `/caas/v1/media` in media links (runtime configuration `contentResourcePath`). */
  resourcePath: string;
  labels: ContentLabels;
  /** Called with a path (starting with `/`) when a user follows an internal link, to route inside the app. */
  onNavigate?: (path: string) => void;
  headingLevel: ContentHeadingLevel;
  /** Language of the content (captions track, `lang` of the page). */
  language?: string;
}

export const ContentEnvironmentContext = createContext<ContentEnvironment | null>(null);

export function useContentEnvironment(): ContentEnvironment {
  const environment = useContext(ContentEnvironmentContext);
  if (!environment) throw new Error('Content components render inside <ContentPage> or <ContentItemView>');
  return environment;
}
