import type { FeaturePages } from '../../lib/feature-pages.ts';
import { ReportsPage } from './components/reports-page.tsx';

export const pages: FeaturePages = { report: ReportsPage };
