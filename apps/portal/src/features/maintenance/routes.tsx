import type { FeaturePages } from '../../lib/feature-pages.ts';
import { MaintenancePage } from './components/maintenance-page.tsx';

export const pages: FeaturePages = { maintenance: MaintenancePage };
