import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { remoteBasePath, type RemoteName } from '@portal/contracts';
import type { UserConfig } from 'vite';
import { remoteFederation } from './federation.ts';

/** The whole Vite config of a remote: every remote builds the same way, only its name differs. */
export function remoteViteConfig(name: RemoteName, command: 'build' | 'serve'): UserConfig {
  return {
    base: remoteBasePath(name),
    plugins: [react(), tailwindcss(), remoteFederation(name, command)],
    build: {
      target: 'es2022',
      // Federation chunks must load as modules from the host page.
      modulePreload: false,
      // A remote has no page of its own: federation emits remoteEntry.js, the exposed module is the only input.
      rolldownOptions: { input: { module: 'src/module.ts' } },
    },
  };
}
