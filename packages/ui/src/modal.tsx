import { lazy, Suspense, useState, type ReactNode } from 'react';

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
const ModalDialog = lazy(async () => ({ default: (await import('./modal-dialog.tsx')).ModalDialog }));

/**
 * Modal dialog on react-aria (`modal-dialog.tsx`), loaded when it first opens: focus moves into it and is
 * trapped there, and returns to the opener on close. Once loaded it stays mounted, so closing runs react-aria's
 * focus return and exit.
 */
export function Modal(props: ModalProps) {
  const [opened, setOpened] = useState(props.isOpen);
  if (props.isOpen && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
