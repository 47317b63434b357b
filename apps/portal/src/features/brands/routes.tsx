import type { FeaturePages } from '../../lib/feature-pages.ts';
import { BrandLandingHubPage } from './components/brand-landing-hub-page.tsx';
import { BrandsRoutes } from './components/brands-routes.tsx';

export const pages: FeaturePages = { brand: BrandsRoutes, brandLandingHub: BrandLandingHubPage };
