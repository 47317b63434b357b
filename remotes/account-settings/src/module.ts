import { paths } from '@portal/contracts';
import { defineRemoteModule, ensureStylesheet } from '@portal/portal-kit';
import { namespace } from './labels.ts';
import { AccountSettingsPage } from './pages/account-settings-page.tsx';
import stylesheet from './styles.css?url';

ensureStylesheet(stylesheet);

export default defineRemoteModule({
  namespace,
  pages: [{ mount: paths.accountSettings.root, Component: AccountSettingsPage }],
});
