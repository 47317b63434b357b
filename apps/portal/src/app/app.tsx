import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider.tsx';
import { createRouter, type RouterOptions } from './router.tsx';

export function App(options: RouterOptions) {
  const [router] = useState(() => createRouter(options));
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
