import { paths } from '@portal/contracts';
import { cx } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

const items = [
  { to: paths.dashboard, label: 'nav_dashboard' },
  { to: paths.documents.root, label: 'nav_documents' },
  { to: paths.updates.root, label: 'nav_updates' },
  { to: paths.tickets.history, label: 'nav_tickets' },
  { to: paths.help.root, label: 'nav_help' },
  { to: paths.accountSettings.root, label: 'nav_account' },
] as const;

/** Placeholder navigation until the shell with its permission rules exists; NavLink sets aria-current. */
export function MainNavigation() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('main_navigation')}>
      <ul className="flex flex-wrap gap-1">
        {items.map((item) => (
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
