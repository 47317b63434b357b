import { paths } from '@portal/contracts';
import { usePermissions } from '@portal/portal-kit';
import { NavLink } from '@portal/portal-kit/router';
import { cx, PageHeader } from '@portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../labels.ts';

export const fieldClass =
  'mt-1 block w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-brand';
export const labelClass = 'block text-sm font-semibold text-ink';
export const linkClass = 'font-semibold text-brand underline-offset-2 hover:underline focus-visible:outline-2';

const root = paths.accountSettings.root;

/** The account pages a user may open, in the order of the tabs. */
export function useAccountTabs() {
  const permissions = usePermissions();
  return (
    [
      { to: root, label: 'tab_overview', hint: null, end: true, allowed: true },
      {
        to: `${root}/company-info`,
        label: 'tab_company_info',
        hint: 'tab_company_info_hint',
        end: true,
        allowed: !!permissions?.companyInfo,
      },
      {
        to: `${root}/stores`,
        label: 'tab_stores',
        hint: 'tab_stores_hint',
        end: false,
        allowed: !!permissions?.companyInfo,
      },
      {
        to: `${root}/contacts`,
        label: 'tab_contacts',
        hint: 'tab_contacts_hint',
        end: true,
        allowed: !!permissions?.contacts,
      },
      {
        to: `${root}/staff-access`,
        label: 'tab_staff_access',
        hint: 'tab_staff_access_hint',
        end: true,
        allowed: !!permissions?.companyInfo,
      },
      {
        to: `${root}/colleagues`,
        label: 'tab_colleagues',
        hint: 'tab_colleagues_hint',
        end: true,
        allowed: !!(permissions?.cloneUser || permissions?.customerVisibility),
      },
      {
        to: `${root}/notifications`,
        label: 'tab_notifications',
        hint: 'tab_notifications_hint',
        end: true,
        allowed: !!(permissions?.loginSecurity || permissions?.companyInfo),
      },
      {
        to: `${root}/terms-conditions`,
        label: 'tab_terms',
        hint: 'tab_terms_hint',
        end: true,
        allowed: !!(permissions?.termsAndConditions || permissions?.dataPrivacy),
      },
    ] as const
  ).filter((tab) => tab.allowed);
}

/** Every account page: the page's heading and the tabs of the account pages the user may open. */
export function AccountFrame({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation(namespace);
  const tabs = useAccountTabs();
  return (
    <>
      <PageHeader title={title} description={description} />
      <nav aria-label={t('tabs_label')} className="mb-6 border-b border-line">
        <ul className="flex flex-wrap gap-1">
          {tabs.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                end={tab.end}
                className={({ isActive }) =>
                  cx(
                    '-mb-px inline-block border-b-2 px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand',
                    isActive ? 'border-brand text-brand' : 'border-transparent text-ink-muted hover:text-ink',
                  )
                }
              >
                {t(tab.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </>
  );
}
