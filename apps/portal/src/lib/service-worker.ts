const updateCheckInterval = 60 * 60 * 1000;

/**
 * Spec 2.6: the worker at /sw.js (built by vite-plugin-pwa, see vite.config.ts). When a new build's worker
 * takes over a page that an older one controlled, the page reloads so page and worker code match; the first
 * worker taking over a fresh page changes nothing and reloads nothing. Portal tabs stay open all day, so the
 * worker is also checked for updates every hour.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  let controlled = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (controlled) window.location.reload();
    controlled = true;
  });
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(
    (registration) => setInterval(() => void registration.update(), updateCheckInterval),
    (error: unknown) => console.warn('The service worker could not be registered', error),
  );
}
