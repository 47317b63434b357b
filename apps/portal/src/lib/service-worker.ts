import { registerSW } from 'virtual:pwa-register';

const updateCheckInterval = 60 * 60 * 1000;

/**
 * Spec 2.6: the worker at /sw.js (built by vite-plugin-pwa, see vite.config.ts). When a new build's worker
 * activates, the page reloads so page and worker code match. Portal tabs stay open all day, so the worker is
 * also checked for updates every hour.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  registerSW({
    immediate: true,
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update(), updateCheckInterval);
    },
  });
}
