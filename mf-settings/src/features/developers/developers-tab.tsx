import { Link, Separator, Stack, Text } from '@slotwise/shared/ui/chakra';
import { useSettingsMessages } from '../../app/settings-catalogue';
import { ApiKeysSection } from './api-keys-section';
import { WebhooksSection } from './webhooks-section';

/** Settings > Developers: personal API keys and webhooks (docs/webhooks.md). */
export function DevelopersTab() {
  const t = useSettingsMessages();
  return (
    <Stack gap="8">
      <ApiKeysSection />
      <Separator />
      <WebhooksSection />
      <Text fontSize="sm" color="fg.muted">
        <Link href="/api/docs" target="_blank" rel="noreferrer" colorPalette="brand">
          {t('dev.docsLink')}
        </Link>
      </Text>
    </Stack>
  );
}
