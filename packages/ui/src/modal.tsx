import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { cx } from './cx.ts';
import { X } from 'lucide-react';

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

/**
 * Modal dialog on react-aria: focus moves into it and is trapped there, and returns to the opener on close.
 * Escape and clicking outside close it only when it is dismissable.
 */
export function Modal({
  isOpen,
  onOpenChange,
  title,
  children,
  footer,
  maxWidth = modalDefaultMaxWidth,
  isDismissable = true,
  isKeyboardDismissDisabled = !isDismissable,
  closeLabel,
  role,
  className,
}: ModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className="fixed inset-0 z-50 flex items-center justify-center bg-ink/50 p-4"
    >
      <AriaModal
        style={{ maxWidth }}
        className={cx('max-h-full w-full overflow-y-auto rounded-card bg-surface text-ink shadow-xl', className)}
      >
        <Dialog role={role} className="relative flex flex-col gap-4 p-6 outline-none">
          <div className="flex items-start justify-between gap-4">
            <Heading slot="title" className="text-lg font-semibold text-ink">
              {title}
            </Heading>
            {closeLabel ? (
              <Button
                slot="close"
                aria-label={closeLabel}
                className={cx(
                  '-mr-2 -mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-ink-muted hover:bg-canvas hover:text-ink',
                  'outline-none data-focus-visible:outline-2 data-focus-visible:outline-brand',
                )}
              >
                <X size={20} aria-hidden="true" />
              </Button>
            ) : null}
          </div>
          <div className="text-sm text-ink">{children}</div>
          {footer ? <div className="flex flex-wrap justify-end gap-3">{footer}</div> : null}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
