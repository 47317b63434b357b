import type { FeaturePages } from '../../lib/feature-pages.ts';
import { ForgotPasswordPage } from './components/forgot-password-page.tsx';

export const pages: FeaturePages = { forgotPassword: ForgotPasswordPage };
