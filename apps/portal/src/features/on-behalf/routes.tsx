import type { FeaturePages } from '../../lib/feature-pages.ts';
import { AccessLogPage } from './components/access-log-page.tsx';
import { CustomerSearchPage } from './components/customer-search-page.tsx';

export const pages: FeaturePages = { onBehalf: CustomerSearchPage, onBehalfAccessLog: AccessLogPage };
