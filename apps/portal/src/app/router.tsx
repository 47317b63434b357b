import { paths } from '@portal/contracts';
import { createBrowserRouter, Navigate } from 'react-router';
import { AppLayout } from '../components/layout/app-layout.tsx';
import { DashboardPage } from '../features/dashboard/components/dashboard-page.tsx';
import { RemoteOutlet } from '../features/remotes/components/remote-outlet.tsx';
import { remoteMounts } from '../features/remotes/remote-mounts.ts';

export function createRouter() {
  return createBrowserRouter([
    {
      element: <AppLayout />,
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
