import type { FeaturePages } from '../../lib/feature-pages.ts';
import { WaitingPage } from './components/waiting-page.tsx';

export const pages: FeaturePages = { waiting: WaitingPage };
