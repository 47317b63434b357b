import { Button, Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { cx } from './cx.ts';
import { X } from 'lucide-react';
import { modalDefaultMaxWidth, type ModalProps } from './modal.tsx';

/**
 * Modal dialog on react-aria: focus moves into it and is trapped there, and returns to the opener on close.
 * Escape and clicking outside close it only when it is dismissable.
 */
export function ModalDialog({
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
                  'outline-none data-focus-visible:outline-2 data-focus-visible:outline-solid data-focus-visible:outline-brand',
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
