import { paths } from '@portal/contracts';
import { createBrowserRouter, Navigate } from 'react-router';
import { AppLayout } from '../components/layout/app-layout.tsx';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page.tsx';
import { LoginCallbackPage } from '../features/auth/components/login-callback-page.tsx';
import { LoginPage } from '../features/auth/components/login-page.tsx';
import { RequireAuth } from '../features/auth/components/require-auth.tsx';
import { UserMenu } from '../features/auth/components/user-menu.tsx';
import { DashboardPage } from '../features/dashboard/components/dashboard-page.tsx';
import { RemoteOutlet } from '../features/remotes/components/remote-outlet.tsx';
import { remoteMounts } from '../features/remotes/remote-mounts.ts';

export function createRouter() {
  return createBrowserRouter([
    // Public routes (spec 2.2).
    { path: paths.login, element: <LoginPage /> },
    { path: paths.loginCallback, element: <LoginCallbackPage /> },
    { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
    // Everything else needs a signed-in user.
    {
      element: (
        <RequireAuth>
          <AppLayout userMenu={<UserMenu />} />
        </RequireAuth>
      ),
      children: [
        { path: paths.dashboard, element: <DashboardPage /> },
        ...remoteMounts.map((mount) => ({
          path: mount.pattern,
          element: <RemoteOutlet remote={mount.remote} mount={mount.mount} />,
        })),
        // Spec 2.3: the root and any unknown path lead to the dashboard.
        { path: '*', element: <Navigate to={paths.dashboard} replace /> },
      ],
    },
  ]);
}
