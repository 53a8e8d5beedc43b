import { Button, Dialog, Portal } from '@slotwise/shared/ui/chakra';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** The dialog's body (a sentence, a warning, a reason field...). */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** The confirm button shows a spinner. */
  busy: boolean;
  /** Cancel is disabled (e.g. while the action runs). */
  cancelDisabled?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape and a click outside all call it. */
  onCancel: () => void;
  /** The content's width on small screens. */
  width?: string;
}

/** Asks before a destructive action: a title, a body, Cancel and a red confirm button. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy,
  cancelDisabled = false,
  onConfirm,
  onCancel,
  width = '90%',
}: ConfirmDialogProps) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onCancel();
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content w={width} maxW="md">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" onClick={onCancel} disabled={cancelDisabled}>
                {cancelLabel}
              </Button>
              <Button colorPalette="red" loading={busy} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
