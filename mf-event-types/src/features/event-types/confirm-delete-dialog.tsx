import { Button, Dialog, Portal, Text } from '@slotwise/shared/ui/chakra';
import { useEventTypesMessages } from '../../app/event-types-catalogue';

interface ConfirmDeleteDialogProps {
  open: boolean;
  /** The event type's title, named in the dialog's heading. */
  title: string;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDeleteDialog({
  open,
  title,
  deleting,
  onConfirm,
  onCancel,
}: ConfirmDeleteDialogProps) {
  const t = useEventTypesMessages();
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
          <Dialog.Content w="90%" maxW="md">
            <Dialog.Header>
              <Dialog.Title>{t('deleteDialog.title', { title })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('deleteDialog.body')}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                {t('common.cancel')}
              </Button>
              <Button colorPalette="red" loading={deleting} onClick={onConfirm}>
                {t('common.delete')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
