import type { ContentPage } from '@portal/contracts';
import { ApiRequestError } from '@portal/portal-kit';

/** A page the content service does not have (404) is no page, not a failure. */
export const missing = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/** The content page a call answers, or null for a page the content service does not have. */
export async function orNull(call: () => Promise<ContentPage>): Promise<ContentPage | null> {
  try {
    return await call();
  } catch (error) {
    if (missing(error)) return null;
    throw error;
  }
}

/** Content changes rarely: a page is kept fresh for five minutes. */
export const contentStaleTime = 5 * 60 * 1000;
