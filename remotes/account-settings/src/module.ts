import { paths } from '@portal/contracts';
import { defineRemoteModule, ensureStylesheet } from '@portal/portal-kit';
import { namespace } from './labels.ts';
import { AccountSettingsPage } from './pages/account-settings-page.tsx';
import stylesheet from './styles.css?url';

ensureStylesheet(stylesheet);

export default defineRemoteModule({
  namespace,
  mounts: [
    {
      mount: paths.accountSettings.root,
      // Spec 2.1's account pages; each shows the settings page until its own is built.
      routes: ['', 'stores', 'stores/:a/:b/:c', 'company-info', 'documents', 'contacts', 'terms-conditions'].map(
        (path) => ({ path, Component: AccountSettingsPage }),
      ),
    },
  ],
});
