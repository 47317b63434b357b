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

/**
 * The search dialog of the shell (issue 33): Ctrl+K / Cmd+K anywhere, or a search button, opens it; Escape or the
 * close button closes it and focus returns to what opened it (the modal keeps it).
 */
export function SearchDialog() {
  const { t } = useTranslation(searchNamespace);
  const open = useSearchDialogOpen();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      openSearchDialog();
    };
    document.addEventListener('keydown', onKeyDown);
    // Ctrl+K and typing straight away: the dialog's code must be here before the first key after the shortcut.
    const idle = 'requestIdleCallback' in window ? window.requestIdleCallback(preloadModal, { timeout: 5000 }) : null;
    const later = idle === null ? window.setTimeout(preloadModal, 2000) : null;
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (idle !== null) window.cancelIdleCallback(idle);
      if (later !== null) window.clearTimeout(later);
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
