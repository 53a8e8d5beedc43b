import type {
  GoogleAccountErrorCode,
  GoogleAccountWithState,
} from '@slotwise/shared/contract/integrations.contract';
import { useAppLanguage } from '@slotwise/shared/i18n/i18n';
import { Text } from '@slotwise/shared/ui/chakra';
import { useSettingsMessages } from '../../app/settings-catalogue';

type Translate = ReturnType<typeof useSettingsMessages>;

function errorText(t: Translate, code: GoogleAccountErrorCode): string {
  switch (code) {
    case 'consent_revoked':
      return t('google.error.consentRevoked');
    case 'unreachable':
      return t('google.error.unreachable');
    case 'timeout':
      return t('google.error.timeout');
    default:
      return t('google.error.serverError');
  }
}

/**
 * A Google account's state under its name (docs/calendars.md#connection-state), as CalDAV and
 * Microsoft connections show theirs: the last failed read in words, else when it was last read.
 */
export function GoogleAccountState({ account }: { account: GoogleAccountWithState }) {
  const t = useSettingsMessages();
  const { language } = useAppLanguage();
  if (account.last_error) {
    return (
      <Text color="fg.error" textStyle="sm" role="status" data-testid="google-account-state">
        {errorText(t, account.last_error)}
      </Text>
    );
  }
  return (
    <Text color="fg.muted" textStyle="sm" data-testid="google-account-state">
      {account.last_synced_at
        ? t('google.lastSynced', {
            // In the screen's language, like its words (not the browser's).
            time: new Date(account.last_synced_at).toLocaleString(language, {
              dateStyle: 'medium',
              timeStyle: 'short',
            }),
          })
        : t('google.neverSynced')}
    </Text>
  );
}
