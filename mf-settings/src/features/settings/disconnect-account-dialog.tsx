import type { GoogleAccountWithState } from '@slotwise/shared/contract/integrations.contract';
import { Text } from '@slotwise/shared/ui/chakra';
import { ConfirmDialog } from '@slotwise/shared/ui/confirm-dialog';
import { useSettingsMessages } from '../../app/settings-catalogue';

interface DisconnectAccountDialogProps {
  open: boolean;
  /** The account to disconnect; kept after closing so the text stays during the exit animation. */
  account: GoogleAccountWithState | null;
  busy: boolean;
  onConfirm: (account: GoogleAccountWithState) => void;
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
  const t = useSettingsMessages();
  return (
    <ConfirmDialog
      open={open}
      title={t('integrations.confirmTitle')}
      confirmLabel={t('integrations.disconnect')}
      cancelLabel={t('integrations.cancel')}
      busy={busy}
      cancelDisabled={busy}
      onConfirm={() => account && onConfirm(account)}
      onCancel={onCancel}
    >
      <Text overflowWrap="anywhere">
        {account ? t('integrations.confirmMessage', { email: account.email }) : null}
      </Text>
    </ConfirmDialog>
  );
}
