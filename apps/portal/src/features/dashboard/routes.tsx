import type { FeaturePages } from '../../lib/feature-pages.ts';
import { DashboardPage } from './components/dashboard-page.tsx';

export const pages: FeaturePages = { dashboard: DashboardPage };
