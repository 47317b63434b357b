import { hasPermissions, isOnBehalfPagePath, paths, type PermissionFlag } from '@portal/contracts';
import { useActingOnBehalf, usePermissions } from '@portal/portal-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';

export interface RequirePermissionsProps {
  /** Every one of these flags is needed. */
  allOf?: readonly PermissionFlag[];
  /** At least one of these flags is needed (when the list is not empty). */
  anyOf?: readonly PermissionFlag[];
  /** Where a user without the permissions goes (spec 2.3: default '/'). */
  redirectTo?: string;
  children?: ReactNode;
}

/**
 * Spec 2.3 route guard. Reads the derived permissions of the portal state, which are the on-behalf
 * permissions while an internal user acts on behalf of a customer. A page outside the on-behalf pages ends that
 * mode (spec 2.5, the on-behalf guard), so it waits for the staff user's own permissions instead of judging it by
 * the on-behalf ones.
 */
export function RequirePermissions({ allOf, anyOf, redirectTo = paths.root, children }: RequirePermissionsProps) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const onBehalf = useActingOnBehalf();
  const { pathname } = useLocation();
  if (!permissions || (onBehalf && !isOnBehalfPagePath(pathname))) return <p role="status">{t('loading')}</p>;
  if (!hasPermissions(permissions, { allOf, anyOf })) return <Navigate to={redirectTo} replace />;
  return children ?? <Outlet />;
}
