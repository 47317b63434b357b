import { hasPortalAccess, isInternalCompany, matchesPathPattern, paths, portalLanguageOf } from '@portal/contracts';
import { Alert, Button } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { GateLayout } from '../components/layout/gate-layout.tsx';
import { useAccountSelection } from '../features/accounts/hooks/use-account-selection.ts';
import { UserMenu } from '../features/auth/components/user-menu.tsx';
import { signOut } from '../features/auth/session.ts';
import { useUserInfo } from '../features/auth/hooks/use-user-info.ts';
import { useUserPermissions } from '../features/permissions/api/get-permissions.ts';
import { termsAcceptanceRedirect } from '../features/terms/terms-rule.ts';
import { useUserLanguage } from '../lib/language.ts';

export type GateVerdict =
  | { kind: 'loading' }
  | { kind: 'error'; label: 'error_permissions' | 'error_accounts'; retry: () => void }
  | { kind: 'redirect'; to: string }
  | { kind: 'pass' };

const pass: GateVerdict = { kind: 'pass' };
const loading: GateVerdict = { kind: 'loading' };

function isAt(pathname: string, pattern: string): boolean {
  return matchesPathPattern(pattern, pathname);
}

/** The page for a state the user has to stay in: show it when there, go there otherwise. */
function stayOn(pathname: string, target: string): GateVerdict {
  return isAt(pathname, target) ? pass : { kind: 'redirect', to: target };
}

/** Pages that only make sense while something is missing (no access, no account, terms). */
const gatePages = [paths.waiting, paths.soldTo, paths.acceptTermsPattern];

/**
 * What stands between a signed-in user and the page asked for (spec 2.3 and 4), in order: permissions
 * (none, empty or 403 → waiting), accounts (none → waiting, several and none chosen → sold-to picker),
 * terms (→ accept terms). Maintenance comes before all of them: in maintenance mode the router has no
 * other routes.
 */
export function useGateVerdict(pathname: string): GateVerdict {
  const username = useUserInfo()?.preferred_username ?? '';
  const permissions = useUserPermissions(username);
  const record = permissions.data;
  const access = hasPortalAccess(record);
  const internal = access && isInternalCompany(record?.companyType);
  // Internal users work without a sold-to of their own (they act on behalf of customers later).
  const accounts = useAccountSelection(username, { enabled: access && !internal });

  if (record === undefined) {
    return permissions.isError
      ? { kind: 'error', label: 'error_permissions', retry: () => void permissions.refetch() }
      : loading;
  }
  if (!access || !record) return stayOn(pathname, paths.waiting);
  if (internal) {
    return gatePages.some((page) => isAt(pathname, page)) ? { kind: 'redirect', to: paths.dashboard } : pass;
  }

  if (accounts.status === 'loading') return loading;
  if (accounts.status === 'error') return { kind: 'error', label: 'error_accounts', retry: accounts.retry };
  const { selection } = accounts;
  if (selection.kind === 'none') return stayOn(pathname, paths.waiting);
  if (selection.kind === 'picker') return stayOn(pathname, paths.soldTo);
  if (isAt(pathname, paths.waiting)) return { kind: 'redirect', to: paths.dashboard };

  const termsTarget = termsAcceptanceRedirect({ pathname, record, soldTo: selection.soldTo });
  return termsTarget ? { kind: 'redirect', to: termsTarget } : pass;
}

/** Spec 4: login-required pages speak the user's saved language (English for internal companies). */
function useUserLanguageOfRecord(): boolean {
  const username = useUserInfo()?.preferred_username ?? '';
  const permissions = useUserPermissions(username);
  const record = permissions.data;
  return useUserLanguage(record ? portalLanguageOf(record) : null, permissions.dataUpdatedAt);
}

/** Renders the page once the gate lets the user through; a polite loading state or the error until then. */
export function SessionGate() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const verdict = useGateVerdict(pathname);
  const languageReady = useUserLanguageOfRecord();

  if (verdict.kind === 'pass' && languageReady) return <Outlet />;
  if (verdict.kind === 'redirect') return <Navigate to={verdict.to} replace />;
  return (
    <GateLayout userMenu={<UserMenu />}>
      {verdict.kind !== 'error' ? (
        <p role="status" className="text-ink-muted">
          {t('loading')}
        </p>
      ) : (
        <Alert
          type="alert"
          header={t(verdict.label, { ns: 'dashboard' })}
          body={t('error_description', { ns: 'dashboard' })}
          // Spec 2.4, fatal-error panel: the way out is always there.
          cta={
            <div className="flex flex-wrap gap-3">
              <Button onClick={verdict.retry}>{t('retry')}</Button>
              <Button variant="secondary" onClick={() => void signOut()}>
                {t('sign_out', { ns: 'auth' })}
              </Button>
            </div>
          }
        />
      )}
    </GateLayout>
  );
}
