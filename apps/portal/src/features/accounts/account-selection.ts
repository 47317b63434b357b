import type { SoldTo } from '@portal/contracts';

export type AccountSelection =
  | { kind: 'selected'; soldTo: SoldTo }
  /** Several accounts and none known: the user chooses on the sold-to picker. */
  | { kind: 'picker' }
  /** No account: the waiting page. */
  | { kind: 'none' };

export interface SelectionMemory {
  /** The sold-to currently selected in this tab. */
  currentId?: string | null;
  /** The sold-to this user last selected in this tab (session-storage map keyed by preferred username). */
  rememberedId?: string | null;
}

/**
 * Spec 4, account selection. The current sold-to stays when it is still in the list. Otherwise: exactly one
 * account is selected automatically; with several, the one chosen before (remembered in this tab, or the one
 * whose lastLogin equals its id, i.e. the last selection saved on the server) is selected again; with several
 * and none chosen before the user picks one; none leads to the waiting page.
 */
export function resolveAccountSelection(soldTos: readonly SoldTo[], memory: SelectionMemory = {}): AccountSelection {
  const byId = (id: string | null | undefined) => (id ? soldTos.find((soldTo) => soldTo.customerId === id) : undefined);
  const [first] = soldTos;
  if (!first) return { kind: 'none' };
  const chosen =
    byId(memory.currentId) ??
    (soldTos.length === 1 ? first : undefined) ??
    byId(memory.rememberedId) ??
    soldTos.find((soldTo) => soldTo.lastLogin === soldTo.customerId) ??
    // Selecting updates every entry's lastLogin, so any entry names the last selection.
    byId(soldTos.find((soldTo) => byId(soldTo.lastLogin))?.lastLogin);
  return chosen ? { kind: 'selected', soldTo: chosen } : { kind: 'picker' };
}
