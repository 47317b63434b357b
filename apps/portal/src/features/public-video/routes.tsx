import type { FeaturePages } from '../../lib/feature-pages.ts';
import { PublicVideoPage } from './components/public-video-page.tsx';

export const pages: FeaturePages = { publicVideo: PublicVideoPage };
