import type { GoogleAccount } from '@slotwise/shared/contract/integrations.contract';
import { Button, Dialog, Portal, Text } from '@slotwise/shared/ui/chakra';
import { integrationsTexts as texts } from './integrations.texts';

interface DisconnectAccountDialogProps {
  open: boolean;
  /** The account to disconnect; kept after closing so the text stays during the exit animation. */
  account: GoogleAccount | null;
  busy: boolean;
  onConfirm: (account: GoogleAccount) => void;
  onCancel: () => void;
}

/** Asks before disconnecting: the tokens are revoked, so undoing it means a new consent at Google. */
export function DisconnectAccountDialog({
  open,
  account,
  busy,
  onConfirm,
  onCancel,
}: DisconnectAccountDialogProps) {
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
              <Dialog.Title>{texts.confirmTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text overflowWrap="anywhere">{account ? texts.confirmMessage(account.email) : null}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={busy}>
                {texts.cancel}
              </Button>
              <Button colorPalette="red" loading={busy} onClick={() => account && onConfirm(account)}>
                {texts.disconnect}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
