import type { PermissionsRecord, SoldTo } from '@portal/contracts';

/** Identity claims the portal keeps about the signed-in user (spec section 3, "Identity user info"). */
export interface UserInfo {
  preferred_username: string;
  email: string;
  name?: string;
  given_name?: string;
  family_name?: string;
  locale?: string;
}

/** Spec section 3, "Error event": what every failed call reports. */
export interface ErrorEvent {
  id: 'error';
  asset: 'BE';
  description: string;
  /** The failure, serialized to text when it is an object. */
  techInfo: string;
}

/** The internal events of spec section 4 that exist so far, with their payloads. */
export interface PortalEvents {
  logout: undefined;
  accessToken: string | null;
  userInfo: UserInfo | null;
  /** The user permissions record as loaded (null once cleared or when the answer was empty). */
  permissions: PermissionsRecord | null;
  /** The sold-to list of the signed-in user. */
  soldTos: readonly SoldTo[] | null;
  /** The sold-to the user works for. */
  selectedSoldTo: SoldTo | null;
  /** An internal user starts or stops acting on behalf of a customer. */
  onBehalf: boolean;
  /** A failed call, for the error-reporting service. */
  error: ErrorEvent;
}

type Listener<Name extends keyof PortalEvents> = (payload: PortalEvents[Name]) => void;

// The host and every remote bundle their own copy of this module: one bus per page, found through the global object.
const busKey = Symbol.for('portal.events');
const scope = globalThis as typeof globalThis & { [busKey]?: EventTarget };
const bus: EventTarget = (scope[busKey] ??= new EventTarget());

export function publish<Name extends keyof PortalEvents>(name: Name, payload: PortalEvents[Name]): void {
  bus.dispatchEvent(new CustomEvent(name, { detail: payload }));
}

/** Returns the function that unsubscribes. */
export function subscribe<Name extends keyof PortalEvents>(name: Name, listener: Listener<Name>): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<PortalEvents[Name]>).detail);
  bus.addEventListener(name, handler);
  return () => bus.removeEventListener(name, handler);
}
