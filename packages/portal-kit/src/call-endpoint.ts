import {
  endpointPath,
  failureDescription,
  type EndpointDeclaration,
  type EndpointInput,
  type EndpointResponse,
} from '@portal/contracts';
import { readAnswer } from './answers.ts';
import { apiRequest } from './api-client.ts';
import { reportError } from './errors.ts';

/** What a call sends, as the endpoint's schemas accept it; parts the endpoint does not declare are left out. */
export type CallInput<E extends EndpointDeclaration> = {
  [K in keyof EndpointInput<E> as EndpointInput<E>[K] extends undefined ? never : K]: EndpointInput<E>[K];
};

export interface CallOptions {
  signal?: AbortSignal;
  /** A failure the caller handles as an answer (e.g. 403 on the permissions call): not reported. */
  expected?: (error: unknown) => boolean;
}

/**
 * Calls a declared endpoint: its path with the parameters filled in, its method, query and body; the answer is
 * checked against its response schema where answers are checked (`readAnswer`, ADR 079). A failure is reported
 * with the endpoint's spec 8 description and rethrown, so each caller decides only what the user sees.
 */
export async function callEndpoint<E extends EndpointDeclaration>(
  endpoint: E,
  ...[input, options = {}]: keyof CallInput<E> extends never
    ? [input?: CallInput<E>, options?: CallOptions]
    : [input: CallInput<E>, options?: CallOptions]
): Promise<EndpointResponse<E>> {
  const sent = (input ?? {}) as Partial<EndpointInput<EndpointDeclaration>>;
  try {
    const answer = await apiRequest<unknown>(endpointPath(endpoint, sent.params), {
      method: endpoint.method,
      query: sent.query as Record<string, string | number | boolean | undefined> | undefined,
      body: sent.body,
      signal: options.signal,
    });
    // A 204 answers nothing; its schema (z.null()) expects null.
    return readAnswer(endpoint.response, answer ?? null) as EndpointResponse<E>;
  } catch (error) {
    // A call its caller cancelled (a query left behind by the page) did not fail.
    const cancelled = options.signal?.aborted === true;
    if (!cancelled && !options.expected?.(error)) reportError(failureDescription(endpoint, sent), error);
    throw error;
  }
}
