import type { FeaturePages } from '../../lib/feature-pages.ts';
import { GenericContentPage } from './components/generic-content-page.tsx';

export const pages: FeaturePages = { contentPage: GenericContentPage };
