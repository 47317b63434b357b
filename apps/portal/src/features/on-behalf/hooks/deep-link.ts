import { customerIdSchema, isOnBehalfPagePath, paths } from '@portal/contracts';

/** What a deep link into the mode asks (`/customer-search?customer=…&to=…&reason=…`), judged. */
export type DeepLink =
  | { kind: 'none' }
  | { kind: 'open'; customerId: string; target: string | undefined; reason: string | undefined }
  | { kind: 'refused'; problem: 'customer' | 'target' };

const maxReasonLength = 500;

/**
 * The page a deep link's `to` names, when it is one of the portal's pages allowed in the on-behalf mode: a path of
 * this origin (never another site: `//host`, `https:`, a backslash), not the customer search itself. Else
 * undefined.
 */
export function onBehalfTarget(to: string): string | undefined {
  if (!to.startsWith('/') || to.startsWith('//') || to.includes('\\')) return undefined;
  let url: URL;
  try {
    url = new URL(to, window.location.origin);
  } catch {
    return undefined;
  }
  if (url.origin !== window.location.origin) return undefined;
  const { pathname, search, hash } = url;
  const { root } = paths.customerSearch;
  if (pathname === root || pathname.startsWith(`${root}/`)) return undefined;
  return isOnBehalfPagePath(pathname) ? `${pathname}${search}${hash}` : undefined;
}

/** Reads the search page's address: a deep link to open a customer (and a page of the mode) or nothing. */
export function deepLinkOf(params: URLSearchParams): DeepLink {
  const customer = params.get('customer');
  if (customer === null) return { kind: 'none' };
  if (!customerIdSchema.safeParse(customer).success) return { kind: 'refused', problem: 'customer' };
  const to = params.get('to');
  const target = to === null || to === '' ? undefined : onBehalfTarget(to);
  if (to !== null && to !== '' && target === undefined) return { kind: 'refused', problem: 'target' };
  const reason = params.get('reason')?.trim().slice(0, maxReasonLength) || undefined;
  return { kind: 'open', customerId: customer, target, reason };
}
