import {
  paths,
  catalogueBrands,
  derivePermissions,
  isInternalCompany,
  permissionsRecordSchema,
  soldToListSchema,
  soldToSchema,
  type DerivedPermissions,
  type PermissionsRecord,
  type SoldTo,
} from '@portal/contracts';
import { useSyncExternalStore } from 'react';
import { publish, subscribe, type BrandInfo, type PortalEvents } from './events.ts';
import { portalStateStorageKeys as storageKeys } from './storage-keys.ts';
import { sessionStore } from './web-storage.ts';

/**
 * What the portal knows about the signed-in user beyond the identity session: the permissions record, the
 * sold-to list, the selected sold-to, the user's brands and the on-behalf flag (spec section 3, "Client-side
 * stored items").
 * The host fills it; the host's features and every remote read it. Each bundle has its own copy of this
 * module, so the state lives on the global object (like the event bus) and is mirrored to sessionStorage,
 * where it survives a reload of the tab but not the tab itself (ADR 004).
 */
export interface PortalState {
  permissions: PermissionsRecord | null;
  soldTos: readonly SoldTo[] | null;
  selectedSoldTo: SoldTo | null;
  /**
   * Spec 4 and 6, the `brands` item: an internal user's active brands as soon as the permissions are in, a
   * customer's once an account is selected; catalogue order. Null before that and after logout.
   */
  brands: readonly BrandInfo[] | null;
  actingOnBehalf: boolean;
  /** The on-behalf session of an internal user acting on behalf of a customer (spec 3, "On-behalf state"). */
  onBehalfSession: OnBehalfSessionState | null;
}

/** An open on-behalf session: the server's id, which every call sends, and the customer it is for. */
export interface OnBehalfSessionState {
  sessionId: string;
  customerId: string;
  name: string;
}

function parseOnBehalfSession(value: unknown): OnBehalfSessionState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { sessionId, customerId, name } = value as Record<string, unknown>;
  return typeof sessionId === 'string' && typeof customerId === 'string' && typeof name === 'string'
    ? { sessionId, customerId, name }
    : null;
}

const stateKey = Symbol.for('portal.state');
const scope = globalThis as typeof globalThis & { [stateKey]?: PortalState };

function readStored<T>(key: string, parse: (value: unknown) => T | null): T | null {
  const raw = sessionStore.getItem(key);
  if (!raw) return null;
  try {
    return parse(JSON.parse(raw));
  } catch {
    return null;
  }
}

function writeStored(key: string, value: unknown): void {
  if (value === null || value === false) sessionStore.removeItem(key);
  else sessionStore.setItem(key, JSON.stringify(value));
}

function state(): PortalState {
  scope[stateKey] ??= {
    permissions: readStored(storageKeys.permissions, (value) => permissionsRecordSchema.safeParse(value).data ?? null),
    soldTos: readStored(storageKeys.soldTos, (value) => soldToListSchema.safeParse(value).data ?? null),
    selectedSoldTo: readStored(storageKeys.selectedSoldTo, (value) => soldToSchema.safeParse(value).data ?? null),
    brands: readStored(storageKeys.brands, parseBrands),
    actingOnBehalf: readStored(storageKeys.actingOnBehalf, (value) => value === true) ?? false,
    onBehalfSession: readStored(storageKeys.onBehalfSession, parseOnBehalfSession),
  };
  return scope[stateKey];
}

function update(patch: Partial<PortalState>): void {
  scope[stateKey] = { ...state(), ...patch };
}

/** Stored brands are known catalogue entries only. */
function parseBrands(value: unknown): BrandInfo[] | null {
  if (!Array.isArray(value) || !value.every((entry: unknown) => typeof entry === 'object' && entry !== null))
    return null;
  const ids = value.map((entry: { id?: unknown }) => entry.id).filter((id): id is string => typeof id === 'string');
  return brandInfos(ids);
}

function brandInfos(ids: readonly string[]): BrandInfo[] {
  return catalogueBrands(ids, 'order').map(({ id, department, label }) => ({ id, department, label }));
}

/** The brands the stored permissions and selection give (see `PortalState.brands`). */
function brandsOf({ permissions: record, selectedSoldTo }: PortalState): BrandInfo[] | null {
  if (!record) return null;
  if (!isInternalCompany(record.companyType) && !selectedSoldTo) return null;
  return brandInfos(record.activeBrands);
}

const sameBrands = (a: readonly BrandInfo[] | null, b: readonly BrandInfo[] | null) =>
  a === b || (a !== null && b !== null && a.map((brand) => brand.id).join() === b.map((brand) => brand.id).join());

/** Keeps the brands item in step with the permissions and selection, and publishes `brands` when it changes. */
function refreshBrands(): void {
  const brands = brandsOf(state());
  if (sameBrands(brands, state().brands)) return;
  update({ brands });
  writeStored(storageKeys.brands, brands);
  publish('brands', brands);
}

export function getPortalState(): Readonly<PortalState> {
  return state();
}

/** Keeps the permissions record and publishes the `permissions` event. */
export function storePermissions(record: PermissionsRecord | null): void {
  update({ permissions: record });
  writeStored(storageKeys.permissions, record);
  publish('permissions', record);
  refreshBrands();
}

/** Keeps the sold-to list; a selected sold-to that is in the list takes the list's (newer) entry. */
export function storeSoldTos(list: readonly SoldTo[] | null): void {
  update({ soldTos: list });
  writeStored(storageKeys.soldTos, list);
  publish('soldTos', list);
  const selected = state().selectedSoldTo;
  const fresh = selected && list?.find((soldTo) => soldTo.customerId === selected.customerId);
  if (fresh && fresh !== selected) storeSelectedSoldTo(fresh);
}

/** Changes one entry of the list (e.g. stamps a terms acceptance), and the selection when it is that one. */
export function updateSoldTo(customerId: string, patch: Partial<Omit<SoldTo, 'customerId'>>): void {
  const list = state().soldTos;
  if (list) storeSoldTos(list.map((soldTo) => (soldTo.customerId === customerId ? { ...soldTo, ...patch } : soldTo)));
  // storeSoldTos refreshed a selection that is in the list; one that is not is changed here.
  const selected = state().selectedSoldTo;
  const inList = list?.some((soldTo) => soldTo.customerId === customerId) ?? false;
  if (selected?.customerId === customerId && !inList) storeSelectedSoldTo({ ...selected, ...patch });
}

/**
 * Selects the sold-to the user works for and publishes `selectedSoldTo`. With a username the choice is also
 * remembered for that user in this tab, so the next sign-in selects it again.
 */
export function storeSelectedSoldTo(soldTo: SoldTo | null, username?: string): void {
  update({ selectedSoldTo: soldTo });
  writeStored(storageKeys.selectedSoldTo, soldTo);
  if (username && soldTo) {
    const remembered = readRememberedMap();
    writeStored(storageKeys.selectedSoldToByUser, { ...remembered, [username]: soldTo.customerId });
  }
  publish('selectedSoldTo', soldTo);
  refreshBrands();
}

function readRememberedMap(): Record<string, string> {
  return (
    readStored(storageKeys.selectedSoldToByUser, (value) =>
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? Object.fromEntries(
            Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
          )
        : null,
    ) ?? {}
  );
}

/** The customer id this user last selected in this tab, if any. */
export function rememberedSoldToId(username: string): string | null {
  return readRememberedMap()[username] ?? null;
}

/**
 * Enters on-behalf mode for the session's customer, or leaves it (null): the customer becomes the selected sold-to
 * (so every section works on its data), and `onBehalf` and `onBehalfNavigation` are published for the banner.
 */
export function setActingOnBehalf(session: OnBehalfSessionState | null): void {
  const active = session !== null;
  update({ actingOnBehalf: active, onBehalfSession: session });
  writeStored(storageKeys.actingOnBehalf, active);
  writeStored(storageKeys.onBehalfSession, session);
  storeSelectedSoldTo(session ? onBehalfSoldTo(session) : null);
  publish('onBehalf', active);
  publish(
    'onBehalfNavigation',
    session
      ? {
          id: session.customerId,
          name: session.name,
          backLabel: 'on_behalf_back',
          backCTA: paths.customerSearch.root,
          disableDropdownNavigation: false,
        }
      : null,
  );
}

/** The customer acted for, as the selected sold-to (its terms are the customer's business, not the staff's). */
function onBehalfSoldTo(session: OnBehalfSessionState): SoldTo {
  return {
    customerId: session.customerId,
    legalName: session.name,
    name: session.name,
    lastLogin: null,
    termsAndConditionsAcceptedBy: null,
    termsAndConditionsTimestamp: null,
    division: null,
  };
}

/** The id of the open on-behalf session, which every API call of the mode carries; null outside the mode. */
export function onBehalfSessionId(): string | null {
  return state().onBehalfSession?.sessionId ?? null;
}

/**
 * Spec 4, logout: forget customer and permissions. The per-user map of selected sold-tos stays: it is what
 * lets the next sign-in in this tab return to the same account.
 */
export function clearPortalState(): void {
  storePermissions(null);
  storeSoldTos(null);
  setActingOnBehalf(null);
}

let derived: {
  record: PermissionsRecord;
  soldToId: string | null;
  actingOnBehalf: boolean;
  value: DerivedPermissions;
} | null = null;

/**
 * The derived permissions (spec 3 and 6) for the selected sold-to, with the on-behalf permissions while acting
 * on behalf; null until the permissions are loaded.
 */
export function getPermissions(): DerivedPermissions | null {
  const { permissions: record, selectedSoldTo, actingOnBehalf } = state();
  if (!record) return null;
  const soldToId = selectedSoldTo?.customerId ?? null;
  if (derived?.record !== record || derived.soldToId !== soldToId || derived.actingOnBehalf !== actingOnBehalf) {
    derived = { record, soldToId, actingOnBehalf, value: derivePermissions(record, { soldToId, actingOnBehalf }) };
  }
  return derived.value;
}

function subscribeTo(names: ReadonlyArray<keyof PortalEvents>) {
  return (onChange: () => void) => {
    const unsubscribers = names.map((name) => subscribe(name, onChange));
    return () => {
      for (const unsubscribe of unsubscribers) unsubscribe();
    };
  };
}

const subscribeToPermissions = subscribeTo(['permissions', 'selectedSoldTo', 'onBehalf']);
const subscribeToRecord = subscribeTo(['permissions']);
const subscribeToSoldTos = subscribeTo(['soldTos']);
const subscribeToSelection = subscribeTo(['selectedSoldTo']);
const subscribeToOnBehalf = subscribeTo(['onBehalf']);
const subscribeToBrands = subscribeTo(['brands']);

/** The derived permissions of the signed-in user (see `getPermissions`); re-renders when they change. */
export function usePermissions(): DerivedPermissions | null {
  return useSyncExternalStore(subscribeToPermissions, getPermissions);
}

export function usePermissionsRecord(): PermissionsRecord | null {
  return useSyncExternalStore(subscribeToRecord, () => state().permissions);
}

export function useSoldTos(): readonly SoldTo[] | null {
  return useSyncExternalStore(subscribeToSoldTos, () => state().soldTos);
}

export function useSelectedSoldTo(): SoldTo | null {
  return useSyncExternalStore(subscribeToSelection, () => state().selectedSoldTo);
}

export function useActingOnBehalf(): boolean {
  return useSyncExternalStore(subscribeToOnBehalf, () => state().actingOnBehalf);
}

/** The open on-behalf session (customer id and name), null outside the mode; re-renders when it changes. */
export function useOnBehalfSession(): OnBehalfSessionState | null {
  return useSyncExternalStore(subscribeToOnBehalf, () => state().onBehalfSession);
}

/** The user's brands (the `brands` item, see `PortalState`); re-renders when they change. */
export function useBrands(): readonly BrandInfo[] | null {
  return useSyncExternalStore(subscribeToBrands, () => state().brands);
}
