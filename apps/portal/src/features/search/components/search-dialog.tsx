import { Modal, preloadModal } from '@portal/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  closeSearchDialog,
  isSearchShortcut,
  openSearchDialog,
  useSearchDialogOpen,
} from '../hooks/search-dialog-state.ts';
import { searchNamespace } from '../labels.ts';
import { SearchCombobox } from './search-combobox.tsx';

/** When the dialog's code loads without a sign of intent: well after the first screen and its data. */
const settledAfterMs = 10_000;

/**
 * The search dialog of the shell (issue 33): Ctrl+K / Cmd+K anywhere, or a search button, opens it; Escape or the
 * close button closes it and focus returns to what opened it (the modal keeps it).
 */
export function SearchDialog() {
  const { t } = useTranslation(searchNamespace);
  const open = useSearchDialogOpen();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // Ctrl+K and typing straight away: the dialog's code must be here before the first key after the shortcut.
      // The modifier comes first, so holding it loads the code; the page's first seconds are not spent on it.
      if (event.ctrlKey || event.metaKey) preloadModal();
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      openSearchDialog();
    };
    document.addEventListener('keydown', onKeyDown);
    // And once the page has long settled, for a shortcut pressed in one stroke (a keyboard macro, a test).
    const later = window.setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(preloadModal);
      else preloadModal();
    }, settledAfterMs);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.clearTimeout(later);
    };
  }, []);
  return (
    <Modal
      isOpen={open}
      onOpenChange={(isOpen) => (isOpen ? openSearchDialog() : closeSearchDialog())}
      title={t('dialog_title')}
      closeLabel={t('close')}
      maxWidth="40rem"
      className="sm:mt-[-20vh]"
    >
      {open ? <SearchCombobox onOpened={closeSearchDialog} /> : null}
    </Modal>
  );
}
