import type { EndpointDeclaration } from '../endpoint.ts';
import * as accounts from './accounts.ts';
import * as terms from './terms.ts';

export * from './accounts.ts';
export * from './terms.ts';

/** Every declared endpoint, for the checks that the server registers each one (and the mock answers). */
export const declaredEndpoints: readonly EndpointDeclaration[] = [...Object.values(accounts), ...Object.values(terms)];
