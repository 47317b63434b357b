import './styles.css';
import { hasPortalAccess, isInternalCompany, paths, portalLanguageOf } from '@portal/contracts';
import { getAccessToken, getPortalState, getUserInfo } from '@portal/portal-kit';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { showsMaintenance } from './app/maintenance-choice.ts';
import { createQueryClient } from './app/provider.tsx';
import { createRouter } from './app/router.tsx';
import { preloadPageCode, sectionAt } from './app/section-routes.tsx';
import { loadRuntimeConfig } from './config/runtime-config.ts';
import { soldTosQueryOptions } from './features/accounts/api/get-sold-tos.ts';
import { preloginContentQueryOptions } from './features/auth/api/get-prelogin-content.ts';
import { restoreSession, signOutOnLogoutEvent } from './features/auth/session.ts';
import { permissionsQueryOptions } from './features/permissions/api/get-permissions.ts';
import { initUserManager } from './features/auth/user-manager.ts';
import { startErrorReporter } from './features/error-reporting/error-reporter.ts';
import { shellNamespace } from './labels.ts';
import { contentLanguageOf } from './lib/content-language.ts';
import { i18n, initI18n } from './lib/i18n.ts';
import { loadLabels } from './lib/labels.ts';
import { preLoginLanguage } from './lib/language.ts';
import { registerServiceWorker } from './lib/service-worker.ts';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element');

// Spec 8: from the first moment on, failures are reported (labels and session restore can fail already).
startErrorReporter();
registerServiceWorker();
preloadPageCode(window.location.pathname);

// Mock mode (spec 7, `npm run dev:mock`): decided when building, so a production build holds no mock code.
if (import.meta.env.VITE_MOCK === 'true') (await import('./mock/start-mock-mode.ts')).startMockMode();

const [config] = await Promise.all([loadRuntimeConfig(), initI18n(shellNamespace)]);
initUserManager(config);
signOutOnLogoutEvent();
await restoreSession();

// A signed-in user's language is known from the permissions kept for this tab; the session gate corrects it
// once fresh permissions arrive, and public pages switch to the pre-login language (spec 4).
const storedPermissions = getAccessToken() ? getPortalState().permissions : null;
const labels = loadLabels(storedPermissions ? portalLanguageOf(storedPermissions) : preLoginLanguage());

// What the first page waits for is asked for now, beside the labels and the first render, instead of by the
// page once rendered; the page's query finds it under the same key. Behind a sign-in the session gate needs
// the fresh permissions; the sign-in page's largest paint is its pre-login content (spec 7).
const queryClient = createQueryClient();
const username = getAccessToken() ? getUserInfo()?.preferred_username : undefined;
const area = sectionAt(window.location.pathname)?.area;
// In maintenance the user is known before the routes are chosen: staff with the admin tool pass (ADR 071).
const maintenance = await showsMaintenance(config, queryClient, username);
if (!maintenance && username && area !== undefined && area !== 'public') {
  // And, when those let a customer in, the sold-tos: the gate's next question (src/app/session-gate.tsx).
  queryClient.fetchQuery(permissionsQueryOptions(username)).then(
    (record) => {
      if (hasPortalAccess(record) && !isInternalCompany(record?.companyType)) {
        void queryClient.prefetchQuery(soldTosQueryOptions(username));
      }
    },
    () => undefined,
  );
}
// The routes and the page's code are made ready while the labels are on their way.
const router = createRouter({ maintenance, signedInAtStart: username !== undefined });
await labels;
if (!getAccessToken() && window.location.pathname === paths.login) {
  void queryClient.prefetchQuery(preloginContentQueryOptions(contentLanguageOf(i18n)));
}

const root = createRoot(rootElement);
startTransition(() =>
  root.render(
    <StrictMode>
      <App
        maintenance={maintenance}
        signedInAtStart={username !== undefined}
        queryClient={queryClient}
        router={router}
      />
    </StrictMode>,
  ),
);
