import './styles.css';
import { paths } from '@portal/contracts';
import { defineRemoteModule } from '@portal/portal-kit';
import { labels, namespace } from './labels.ts';
import { AccountSettingsPage } from './pages/account-settings-page.tsx';

export default defineRemoteModule({
  namespace,
  labels,
  pages: [{ mount: paths.accountSettings.root, Component: AccountSettingsPage }],
});
