import type { ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import * as dialogStyles from './dialog.css';

export interface ModalFrameProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** `alertdialog` for a confirmation that interrupts. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  /** The modal box's class, where a dialog is narrower than the shared one. */
  modalClassName?: string;
  /** The dialog's class, where its content spaces itself differently. */
  dialogClassName?: string;
  /** The content, given the dialog's close function. Put a `Heading slot="title"` first. */
  children: (close: () => void) => ReactNode;
}

/**
 * The modal dialogs' shell: scrim, box and dialog in the shared frame, dismissed by Escape or a
 * press outside, controlled by its opener.
 */
export function ModalFrame({
  isOpen,
  onOpenChange,
  role = 'dialog',
  modalClassName = dialogStyles.modal,
  dialogClassName = dialogStyles.dialog,
  children,
}: ModalFrameProps) {
  return (
    <ModalOverlay
      className={dialogStyles.overlay}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
    >
      <Modal className={modalClassName}>
        <Dialog role={role} className={dialogClassName}>
          {({ close }) => children(close)}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
