import type { FeaturePages } from '../../lib/feature-pages.ts';
import { CookiePolicyPage } from './components/cookie-policy-page.tsx';

export const pages: FeaturePages = { cookiePolicy: CookiePolicyPage };
