import { hasPermissions, paths } from '@portal/contracts';
import { usePermissions } from '@portal/portal-kit';
import { cx } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { routeAccess, type PermissionRequirement } from '../../lib/route-access.ts';

const items: ReadonlyArray<{ to: string; label: string; access?: PermissionRequirement }> = [
  { to: paths.dashboard, label: 'nav_dashboard' },
  { to: paths.documents.root, label: 'nav_documents', access: routeAccess.documents },
  { to: paths.updates.root, label: 'nav_updates', access: routeAccess.updates },
  { to: paths.tickets.history, label: 'nav_tickets', access: routeAccess.tickets },
  { to: paths.help.root, label: 'nav_help', access: routeAccess.help },
  { to: paths.accountSettings.root, label: 'nav_account', access: routeAccess.accountSettings },
];

/**
 * Top navigation until the sidebar of spec 2.4 exists: Dashboard always, every other item only when the
 * derived permissions open its page. NavLink sets aria-current.
 */
export function MainNavigation() {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const visible = items.filter((item) => !item.access || (permissions && hasPermissions(permissions, item.access)));
  return (
    <nav aria-label={t('main_navigation')}>
      <ul className="flex flex-wrap gap-1">
        {visible.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={({ isActive }) =>
                cx(
                  'block rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-white',
                  isActive ? 'bg-white text-brand' : 'text-white hover:bg-brand-strong',
                )
              }
            >
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
