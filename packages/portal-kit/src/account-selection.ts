import {
  customerIdSchema,
  customerListLimit,
  derivePermissions,
  isInternalCompany,
  type PermissionFlag,
  type PermissionsRecord,
  type SoldTo,
} from '@portal/contracts';
import type { AccountOption, AccountSelection, AccountSelectorProps } from '@portal/ui';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useActingOnBehalf, usePermissionsRecord, useSelectedSoldTo, useSoldTos } from './portal-state.ts';

/**
 * The page address's parameters and their writer, as the router's `useSearchParams()` returns them. The caller hands
 * them in: portal-kit's own code cannot import the router, which federation shares by the name a remote imports it
 * with (`@portal/portal-kit/router`), so a remote's copy of this file would read a router outside the host's.
 */
export type SearchParamsState = readonly [
  URLSearchParams,
  (update: (current: URLSearchParams) => URLSearchParams) => void,
];

/** The page address's parameter naming the accounts a list shows: `all`, or sold-to ids separated by commas. */
export const accountsParam = 'accounts';

/** Reads `?accounts=`: none is the working sold-to, `all` every account, else the ids named (each once, numbers). */
export function readAccountSelection(search: URLSearchParams): AccountSelection {
  const raw = search.get(accountsParam)?.trim();
  if (!raw) return { kind: 'working' };
  if (raw === 'all') return { kind: 'all' };
  const ids = [
    ...new Set(
      raw
        .split(',')
        .map((part) => part.trim())
        .filter((part) => customerIdSchema.safeParse(part).success),
    ),
  ].slice(0, customerListLimit);
  return ids.length > 0 ? { kind: 'several', ids } : { kind: 'working' };
}

/**
 * Writes a selection into a copy of the address's parameters: `accounts` set (or removed for the working sold-to),
 * every other parameter kept except `page` and its cursor `after` (ADR 075), since another set of accounts starts at the
 * first page.
 */
export function writeAccountSelection(search: URLSearchParams, selection: AccountSelection): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete('page');
  next.delete('after');
  if (selection.kind === 'working') next.delete(accountsParam);
  else next.set(accountsParam, selection.kind === 'all' ? 'all' : selection.ids.join(','));
  return next;
}

/** Keeps `?accounts=` of the current address on a list's new parameters (its filters and page writers). */
export function keepAccounts(current: URLSearchParams, next: URLSearchParams): URLSearchParams {
  const accounts = current.get(accountsParam);
  if (accounts) next.set(accountsParam, accounts);
  return next;
}

/** The user's sold-tos whose privilege entry gives `permission`, in the list's order. */
export function soldTosWith(
  record: PermissionsRecord | null,
  soldTos: readonly SoldTo[] | null,
  permission: PermissionFlag,
): SoldTo[] {
  if (!record || !soldTos || isInternalCompany(record.companyType)) return [];
  return soldTos.filter((soldTo) => derivePermissions(record, { soldToId: soldTo.customerId })[permission]);
}

export interface AccountSelectionState {
  /** What the address asks for. */
  selection: AccountSelection;
  /**
   * The sold-tos the page reads, for the API's `customer` (join them with commas): the working sold-to by default;
   * for `all` every sold-to with the permission; for a choice, those of it that have the permission. Empty when
   * nothing is left (no working sold-to, or none named the user may read).
   */
  customerIds: readonly string[];
  /** True when the page shows more than the working sold-to (it then names each row's sold-to). */
  across: boolean;
  /** Ids the address named that the user may not read here: left out of `customerIds`. */
  unavailableIds: readonly string[];
  /**
   * What the page says above its list when the address asked for more than it shows: that nothing is left to show
   * (then the page shows no list), or which named accounts were left out. Null otherwise.
   */
  notice: string | null;
  /** The sold-to's name by its id, for a sold-to column. */
  nameOf: (customerId: string) => string | undefined;
  /** Writes the selection to the address (starting at the first page). */
  setSelection: (selection: AccountSelection) => void;
  /** The props of `AccountSelector`; null when there is no choice (one sold-to, internal user, on behalf). */
  selector: AccountSelectorProps | null;
}

/**
 * The accounts a list shows, read from and written to `?accounts=` of the page address (`all`, or sold-to ids
 * separated by commas; none is the working sold-to), so a view across accounts can be bookmarked and shared.
 * `all` resolves to the user's sold-tos whose privileges give `permission` (the list's own, e.g. `orderInquiryNew`).
 *
 * Usage: `const accounts = useAccountSelection('document', useSearchParams());` (the router's hook) then `{accounts.selector ? <AccountSelector
 * {...accounts.selector} /> : null}` above the list, and `customer: accounts.customerIds.join(',')` in its calls;
 * a list's own address writers keep the parameter with `keepAccounts`. On behalf, and for users with fewer than two
 * sold-tos holding the permission, nothing is offered and the page reads the working sold-to only.
 */
export function useAccountSelection(
  permission: PermissionFlag,
  [search, setSearch]: SearchParamsState,
): AccountSelectionState {
  const { t } = useTranslation('shell');
  const record = usePermissionsRecord();
  const soldTos = useSoldTos();
  const working = useSelectedSoldTo();
  const onBehalf = useActingOnBehalf();
  const addressSelection = useMemo(() => readAccountSelection(search), [search]);
  const permitted = useMemo(() => soldTosWith(record, soldTos, permission), [record, soldTos, permission]);
  const offered = !onBehalf && permitted.length > 1;
  // On behalf, or without a choice, an address naming other accounts still shows the working sold-to only.
  const selection = useMemo<AccountSelection>(
    () => (offered ? addressSelection : { kind: 'working' }),
    [offered, addressSelection],
  );

  const setSelection = useCallback(
    (next: AccountSelection) => setSearch((current) => writeAccountSelection(current, next)),
    [setSearch],
  );

  return useMemo(() => {
    const permittedIds = permitted.map((soldTo) => soldTo.customerId);
    const named = selection.kind === 'several' ? selection.ids : [];
    const customerIds =
      selection.kind === 'all'
        ? permittedIds
        : selection.kind === 'several'
          ? named.filter((id) => permittedIds.includes(id))
          : working
            ? [working.customerId]
            : [];
    const names = new Map((soldTos ?? []).map((soldTo) => [soldTo.customerId, soldTo.name]));
    const accounts: AccountOption[] = permitted.map((soldTo) => ({ id: soldTo.customerId, name: soldTo.name }));
    const current =
      selection.kind === 'all'
        ? t('account_selector_all_count', { count: permittedIds.length })
        : selection.kind === 'several'
          ? t('account_selector_several_count', { count: customerIds.length })
          : working
            ? `${working.name} (${working.customerId})`
            : '';
    const unavailableIds = named.filter((id) => !permittedIds.includes(id));
    return {
      selection,
      customerIds,
      across: selection.kind !== 'working',
      unavailableIds,
      notice:
        selection.kind !== 'working' && customerIds.length === 0
          ? t('account_selector_none_left')
          : unavailableIds.length > 0
            ? t('account_selector_unavailable', { ids: unavailableIds.join(', ') })
            : null,
      nameOf: (customerId: string) => names.get(customerId),
      setSelection,
      selector: offered
        ? {
            accounts,
            value: selection,
            onChange: setSelection,
            labels: {
              legend: t('account_selector_legend'),
              working: t('account_selector_working', {
                account: working ? `${working.name} (${working.customerId})` : '',
              }),
              all: t('account_selector_all'),
              several: t('account_selector_several'),
              severalLegend: t('account_selector_several_legend'),
              apply: t('account_selector_apply'),
              current,
              noneChosen: t('account_selector_none_chosen'),
            },
          }
        : null,
    };
  }, [permitted, selection, working, soldTos, offered, setSelection, t]);
}
