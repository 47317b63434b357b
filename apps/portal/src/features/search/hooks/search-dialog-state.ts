import { useSyncExternalStore } from 'react';

/**
 * Whether the search dialog is open: the shell's search buttons and the Ctrl+K / Cmd+K shortcut open it, the dialog
 * closes it. One dialog for the whole shell, wherever it was opened from.
 */
let open = false;
const listeners = new Set<() => void>();

function setOpen(next: boolean) {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export const openSearchDialog = () => setOpen(true);
export const closeSearchDialog = () => setOpen(false);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSearchDialogOpen(): boolean {
  return useSyncExternalStore(subscribe, () => open);
}

/** Ctrl+K, or Cmd+K on a Mac. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
}
