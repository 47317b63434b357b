import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { loadRuntimeConfig } from './config/runtime-config.ts';
import { accountsLabels, accountsNamespace } from './features/accounts/labels.ts';
import { authLabels, authNamespace } from './features/auth/labels.ts';
import { restoreSession, signOutOnLogoutEvent } from './features/auth/session.ts';
import { initUserManager } from './features/auth/user-manager.ts';
import { dashboardLabels, dashboardNamespace } from './features/dashboard/labels.ts';
import { maintenanceLabels, maintenanceNamespace } from './features/maintenance/labels.ts';
import { permissionsLabels, permissionsNamespace } from './features/permissions/labels.ts';
import { termsLabels, termsNamespace } from './features/terms/labels.ts';
import { shellLabels, shellNamespace } from './labels.ts';
import { initI18n } from './lib/i18n.ts';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element');

const [config] = await Promise.all([
  loadRuntimeConfig(),
  initI18n({
    [shellNamespace]: shellLabels,
    [authNamespace]: authLabels,
    [dashboardNamespace]: dashboardLabels,
    [permissionsNamespace]: permissionsLabels,
    [accountsNamespace]: accountsLabels,
    [termsNamespace]: termsLabels,
    [maintenanceNamespace]: maintenanceLabels,
  }),
]);
initUserManager(config);
signOutOnLogoutEvent();
await restoreSession();

createRoot(rootElement).render(
  <StrictMode>
    <App maintenance={config.maintenance} />
  </StrictMode>,
);
