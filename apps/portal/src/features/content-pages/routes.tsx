import type { FeaturePages } from '../../lib/feature-pages.ts';
import { ContentItemPage } from './components/content-item-page.tsx';
import { GenericContentPage } from './components/generic-content-page.tsx';

export const pages: FeaturePages = { contentPage: GenericContentPage, contentItem: ContentItemPage };
