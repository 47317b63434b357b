import type { FeaturePages } from '../../lib/feature-pages.ts';
import { AcceptTermsPage } from './components/accept-terms-page.tsx';
import { PublicAcceptTermsPage } from './components/public-accept-terms-page.tsx';
import { TermsConditionsPage } from './components/terms-page.tsx';

export const pages: FeaturePages = {
  publicTermsConditionsPage: PublicAcceptTermsPage,
  acceptTermsConditions: AcceptTermsPage,
  termsConditions: TermsConditionsPage,
};
