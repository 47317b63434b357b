import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/** Default maximum width of a modal (spec section 2.6 and 9). */
export const modalDefaultMaxWidth = '400px';
/** Maximum width of the ticket modal (spec section 2.6 and 9). */
export const ticketModalMaxWidth = '62.5rem';

export interface ModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The dialog's heading; it names the dialog. */
  title: ReactNode;
  children: ReactNode;
  /** Buttons shown at the bottom, e.g. accept and decline. */
  footer?: ReactNode;
  /** Any CSS length; defaults to `modalDefaultMaxWidth`. */
  maxWidth?: string;
  /** Whether clicking outside closes the modal. The cookie-policy modal passes false. */
  isDismissable?: boolean;
  /** Whether Escape is ignored; defaults to true when the modal is not dismissable. */
  isKeyboardDismissDisabled?: boolean;
  /** Accessible name of the close button in the corner; without it no close button is shown. */
  closeLabel?: string;
  /** `alertdialog` for modals that demand a decision. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

// The shell mounts its modals on every page, but most visits open none: react-aria's overlay code (about
// 20 KiB gzip) loads the first time one opens.
type ModalDialogComponent = ComponentType<ModalProps>;
let loadedModalDialog: ModalDialogComponent | null = null;
let modalDialogLoad: Promise<{ default: ModalDialogComponent }> | null = null;
const loadModalDialog = () =>
  (modalDialogLoad ??= import('./modal-dialog.tsx').then(
    (module) => {
      loadedModalDialog = module.ModalDialog;
      return { default: module.ModalDialog };
    },
    (error: unknown) => {
      // A failed load (the network) is tried again by the next opening or preload.
      modalDialogLoad = null;
      throw error;
    },
  ));
const LazyModalDialog = lazy(loadModalDialog);

/**
 * Loads the dialog code ahead of a modal that opens from a shortcut and takes typing at once (the search dialog).
 * Once loaded, a modal opens without suspending: React holds a revealed Suspense boundary back for up to 300 ms,
 * and keys typed in that time would be lost.
 */
export function preloadModal(): void {
  void loadModalDialog();
}

/**
 * Modal dialog on react-aria (`modal-dialog.tsx`), loaded when it first opens (or ahead with `preloadModal`):
 * focus moves into it and is trapped there, and returns to the opener on close. Once loaded it stays mounted, so
 * closing runs react-aria's focus return and exit.
 */
export function Modal(props: ModalProps) {
  // Chosen when the modal first opens and kept, so the dialog never remounts while open.
  const [Dialog, setDialog] = useState<ModalDialogComponent | null>(() =>
    props.isOpen ? (loadedModalDialog ?? LazyModalDialog) : null,
  );
  if (props.isOpen && !Dialog) setDialog(() => loadedModalDialog ?? LazyModalDialog);
  if (!Dialog) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
