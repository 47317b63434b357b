import type { FeaturePages } from '../../lib/feature-pages.ts';
import { CustomerSearchPage } from './components/customer-search-page.tsx';

export const pages: FeaturePages = { onBehalf: CustomerSearchPage };
