import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // Federated `<remote>/Module` imports resolve only in the browser; tests get a stand-in remote.
    alias: [
      {
        find: /^(faqsTickets|accountSettings|documents|notifications)\/Module$/,
        replacement: fileURLToPath(new URL('./test/support/remote-module-stub.tsx', import.meta.url)),
      },
    ],
  },
  test: {
    name: 'host',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['../../vitest.setup-dom.ts'],
  },
});
