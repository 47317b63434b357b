/**
 * Libraries that hold global state (React's dispatcher, the router's context, the i18n instance):
 * host and remotes must share exactly one copy, whichever loads first. The router is shared through
 * portal-kit's routing subset (src/router.ts), not as `react-router`, which federation would send whole.
 */
export const sharedSingletons = {
  react: { singleton: true, requiredVersion: '^19.2.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.2.0' },
  '@portal/portal-kit/router': { singleton: true, requiredVersion: '^0.1.0' },
  i18next: { singleton: true, requiredVersion: '^27.0.0' },
  // Remotes' queries live in the host's QueryClient, so a sold-to change refetches them with the host's.
  '@tanstack/react-query': { singleton: true, requiredVersion: '^5.0.0' },
  'react-i18next': { singleton: true, requiredVersion: '^18.0.0' },
};

export type SharedSingleton = keyof typeof sharedSingletons;

/**
 * What the host offers the remotes: every shared library and the entry points of it that remotes import
 * (federation shares `react/jsx-runtime` and `react-dom/client` on their own), with the installed version.
 */
export const hostSharedEntries = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'i18next',
  'react-i18next',
  '@tanstack/react-query',
  '@portal/portal-kit/router',
] as const;

export type HostSharedEntry = (typeof hostSharedEntries)[number];

/** The shared library an entry point belongs to: `react/jsx-runtime` → `react`. */
export function sharedSingletonOf(entry: HostSharedEntry): SharedSingleton {
  if (entry in sharedSingletons) return entry as SharedSingleton;
  return entry.slice(0, entry.lastIndexOf('/')) as SharedSingleton;
}

/** Version and share configuration of each entry point the host offers, filled in when the host is built. */
export type HostSharedConfig = Record<HostSharedEntry, { version: string; requiredVersion: string; singleton: true }>;
