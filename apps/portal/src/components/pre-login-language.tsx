import { Outlet } from 'react-router';
import { preLoginLanguage, useRouteLanguage } from '../lib/language.ts';

/** Spec 4: pages that need no sign-in speak the pre-login language, whoever is signed in. */
export function PreLoginLanguage() {
  useRouteLanguage(preLoginLanguage());
  return <Outlet />;
}
