import { paths } from '@portal/contracts';
import { defineRemoteModule, ensureStylesheet } from '@portal/portal-kit';
import { labels, namespace } from './labels.ts';
import { AccountSettingsPage } from './pages/account-settings-page.tsx';
import stylesheet from './styles.css?url';

ensureStylesheet(stylesheet);

export default defineRemoteModule({
  namespace,
  labels,
  pages: [{ mount: paths.accountSettings.root, Component: AccountSettingsPage }],
});
