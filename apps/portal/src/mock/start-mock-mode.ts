import { setApiTransport } from '@portal/portal-kit/host';
import { createMockTransport } from './mock-transport.ts';

/**
 * Mock mode (spec 7, `npm run dev:mock`): from here on every API call is answered in the browser from the
 * files below `/mock/`. Loaded with a dynamic import only when the build says mock mode (`VITE_MOCK=true`).
 */
export function startMockMode(): void {
  setApiTransport(createMockTransport());
}
