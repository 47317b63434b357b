import { Alert } from '@portal/ui';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useLabelStatus } from '../../lib/labels.ts';
import { SkipLink } from './skip-link.tsx';
import { useRouteFocus } from './use-route-focus.ts';

export interface AppLayoutProps {
  /** The sidebar (rail or top bar); the app composes it so this layout stays feature-free. */
  navigation: ReactNode;
  /** Modals opened through events (change account, ...). */
  modals?: ReactNode;
  /** Shown above the page, e.g. the on-behalf banner. */
  banner?: ReactNode;
}

/**
 * Layout of login-required pages (spec 2.4): the content sits below the top bar on small screens and next to
 * the 72 px rail on desktop; the expanded rail overlays it.
 */
export function AppLayout({ navigation, modals, banner }: AppLayoutProps) {
  const { t } = useTranslation('shell');
  const labels = useLabelStatus();
  const main = useRef<HTMLElement>(null);
  useRouteFocus(main);
  return (
    <div className="min-h-screen bg-canvas">
      <SkipLink />
      {navigation}
      <main ref={main} id="main-content" tabIndex={-1} className="shell-main focus:outline-none">
        {banner}
        <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
          {labels.error ? (
            <Alert type="warning" header={t('error_labels')} body={t('error_labels_description')} className="mb-6" />
          ) : null}
          <Outlet />
        </div>
      </main>
      {modals}
    </div>
  );
}
