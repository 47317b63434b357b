import type { PasswordInfo, PermissionsRecord, SoldTo } from '@portal/contracts';

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
  /** The server's id of the failed call (its `x-request-id`), which its log lines carry. */
  requestId?: string;
}

/** A brand of the catalogue (spec section 3, "Brand catalogue"), as the portal keeps it. */
export interface BrandInfo {
  id: string;
  department: string;
  label: string;
}

/** Opens or closes one of the shared modals; `show: false` closes it. */
export interface ModalToggle {
  show: boolean;
}

/** Spec section 3, "Brand selection event": the modal's visibility and the selection request's progress. */
export interface BrandSelectionEvent extends ModalToggle {
  legacyId?: string;
  brand?: string;
  isLoading?: boolean;
  isLoaded?: boolean;
  isError?: boolean;
}

/** Spec section 3, "On-behalf state": what the on-behalf banner shows and where its back action leads. */
export interface OnBehalfNavigation {
  id: string;
  name: string;
  backLabel: string;
  backCTA: string;
  disableDropdownNavigation: boolean;
}

/** A notification to remove from the updates list, e.g. expiring_password after a password change (spec section 4). */
export interface NotificationDeletion {
  updateType: string;
}

/** The modals that are opened and closed through events (spec section 4, "Internal events"). */
export interface ModalEvents {
  ticketModal: ModalToggle;
  brandSelectionModal: BrandSelectionEvent;
  documentModal: ModalToggle;
  sendEmailModal: ModalToggle;
  cookiePolicyModal: ModalToggle;
  changeAccountModal: ModalToggle;
  returnEligibilityModal: ModalToggle;
  poNumberRequiredModal: ModalToggle;
}

/** The internal events of spec section 4, with their payloads. */
export interface PortalEvents extends ModalEvents {
  logout: undefined;
  /**
   * The server refused a token that has not expired (revoked, or its sign-in ended elsewhere): the host renews it,
   * and signs out when it cannot.
   */
  accessTokenRejected: undefined;
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
  /** The server refused a call because the on-behalf session has ended (idle, or another sign-in). */
  onBehalfSessionEnded: undefined;
  /** A failed call, for the error-reporting service. */
  error: ErrorEvent;
  /** The brands of the signed-in user (null once cleared). */
  brands: readonly BrandInfo[] | null;
  /**
   * The user's updates changed (read, deleted) in one bundle: the shell asks again for its unread count and alert,
   * the updates remote for what its pages show. The one way such a change travels between bundles (ADR 054).
   */
  updateCountRefresh: undefined;
  /** The on-behalf banner's state; null when on-behalf mode ends. */
  onBehalfNavigation: OnBehalfNavigation | null;
  notificationDeletion: NotificationDeletion;
  /** The password was changed successfully. */
  passwordChanged: undefined;
  /** When the password was last changed (ISO timestamp), null when unknown. */
  passwordLastUpdated: PasswordInfo['lastUpdated'];
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
