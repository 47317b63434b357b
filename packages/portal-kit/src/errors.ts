import { ApiRequestError } from './api-client.ts';
import { publish, type ErrorEvent } from './events.ts';

function techInfoOf(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof Error) {
    const status = 'status' in error ? ` (HTTP ${String(error.status)})` : '';
    return `${error.name}: ${error.message}${status}`;
  }
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/**
 * Spec section 8: every failed call is logged and reported with its description. Reports go out as the
 * `error` event (spec 3, "Error event"), which the error-reporting integration listens to.
 */
export function reportError(description: string, error: unknown): void {
  console.error(description, error);
  const event: ErrorEvent = { id: 'error', asset: 'BE', description, techInfo: techInfoOf(error) };
  if (error instanceof ApiRequestError && error.requestId) event.requestId = error.requestId;
  publish('error', event);
}
