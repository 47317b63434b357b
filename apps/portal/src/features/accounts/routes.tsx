import type { FeaturePages } from '../../lib/feature-pages.ts';
import { SoldToPage } from './components/sold-to-page.tsx';

export const pages: FeaturePages = { soldTo: SoldToPage };
