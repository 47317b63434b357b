import { useActingOnBehalf } from '@portal/portal-kit';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppLayout } from '../components/layout/app-layout.tsx';
import { GateLayout } from '../components/layout/gate-layout.tsx';
import { getRuntimeConfig } from '../config/runtime-config.ts';
import { ChangeAccountModal } from '../features/accounts/components/change-account-modal.tsx';
import { AnalyticsTracker } from '../features/analytics/components/analytics-tracker.tsx';
import { RequireAuth } from '../features/auth/components/require-auth.tsx';
import { UserMenu } from '../features/auth/components/user-menu.tsx';
import { UserSection } from '../features/auth/components/user-section.tsx';
import { BrandSelectionModal } from '../features/brand-selection/components/brand-selection-modal.tsx';
import { CookiePolicyModal } from '../features/cookie-consent/components/cookie-policy-modal.tsx';
import { MaintenanceNotices } from '../features/maintenance/components/maintenance-notices.tsx';
import { ConnectedShellNavigation } from '../features/navigation/components/connected-shell-navigation.tsx';
import { SearchButton } from '../features/search/components/search-button.tsx';
import { SearchDialog } from '../features/search/components/search-dialog.tsx';
import { SessionGate } from './session-gate.tsx';

/**
 * The layouts of signed-in pages, one chunk loaded with the first of them: a signed-out visitor's first screen
 * (/login) carries none of the shell.
 */

/** Signed in, then the session gate: permissions, accounts, terms. */
export function SignedInRoot() {
  return (
    <RequireAuth>
      <SessionGate />
    </RequireAuth>
  );
}

/** Spec 1: signed-in pages carry analytics, subject to cookie consent (the tracker checks it). */
export function WithAnalytics() {
  return (
    <>
      <AnalyticsTracker />
      <Outlet />
    </>
  );
}

/** Spec 2.4 pages without the shell's navigation (waiting, sold-to picker, terms acceptance). */
export function GateShell() {
  return <GateLayout userMenu={<UserMenu />} banner={<MaintenanceNotices settings={getRuntimeConfig()} />} />;
}

// Only staff acting on behalf of a customer need the banner: customers' pages do not load its code.
const OnBehalfBanner = lazy(async () => ({
  default: (await import('../features/on-behalf/components/on-behalf-banner.tsx')).OnBehalfBanner,
}));

function OnBehalfBannerWhileActing() {
  const onBehalf = useActingOnBehalf();
  return onBehalf ? (
    <Suspense fallback={null}>
      <OnBehalfBanner />
    </Suspense>
  ) : null;
}

/** The shell: navigation, the page, and the modals of spec 2.6 (the cookie-policy one only here, never on gate pages). */
export function AppShell() {
  return (
    <AppLayout
      banner={
        <>
          <MaintenanceNotices settings={getRuntimeConfig()} />
          <OnBehalfBannerWhileActing />
        </>
      }
      navigation={
        <ConnectedShellNavigation
          renderUserSection={({ onMenuOpenChange }) => <UserSection onMenuOpenChange={onMenuOpenChange} />}
          renderSearch={(placement) => <SearchButton placement={placement} />}
        />
      }
      modals={
        <>
          <CookiePolicyModal />
          <ChangeAccountModal />
          <BrandSelectionModal />
          <SearchDialog />
        </>
      }
    />
  );
}
