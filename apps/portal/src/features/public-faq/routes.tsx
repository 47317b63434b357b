import type { FeaturePages } from '../../lib/feature-pages.ts';
import { PublicFaqPage } from './components/public-faq-page.tsx';

export const pages: FeaturePages = { publicFaq: PublicFaqPage };
