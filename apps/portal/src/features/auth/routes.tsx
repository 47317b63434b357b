import type { FeaturePages } from '../../lib/feature-pages.ts';
import { LoginCallbackPage } from './components/login-callback-page.tsx';
import { LoginPage } from './components/login-page.tsx';

export const pages: FeaturePages = {
  login: LoginPage,
  loginCallback: LoginCallbackPage,
};
