import { useMessages } from '@slotwise/shared/i18n/i18n';
import type { RemoteName } from '@slotwise/shared/remote/remote-module';
import { Alert, Box, Button, Stack } from '@slotwise/shared/ui/chakra';
import { useState } from 'react';
import { shellCatalogue } from '../../app/shell-catalogue';
import type { RemotePreviews } from './remote-preview';

interface RemotePreviewBannerProps {
  previews: RemotePreviews;
  refusals: readonly string[];
  /** Clears the preview of `remote` and loads the configured build again. */
  onReset: (remote: RemoteName) => void;
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

/**
 * Says, on every page of this tab, which remotes run a preview build (so nobody mistakes it for
 * the release), with a one-click Reset; and why a requested preview was refused.
 */
export function RemotePreviewBanner({ previews, refusals, onReset }: RemotePreviewBannerProps) {
  const [dismissed, setDismissed] = useState(false);
  const t = useMessages(shellCatalogue);
  const active = Object.entries(previews) as [RemoteName, string][];
  const shownRefusals = dismissed ? [] : refusals;
  if (active.length === 0 && shownRefusals.length === 0) return null;
  return (
    <Stack as="aside" aria-label={t('preview.region')} gap="0">
      {active.map(([remote, entry]) => (
        <Alert.Root key={remote} status="warning" role="status" borderRadius="0" py="2" alignItems="center">
          <Alert.Indicator />
          <Alert.Title flex="1" fontWeight="medium">
            {t('preview.active', { remote, origin: originOf(entry) })}
          </Alert.Title>
          <Button
            size="xs"
            variant="outline"
            aria-label={t('preview.resetLabel', { remote })}
            onClick={() => onReset(remote)}
          >
            {t('preview.reset')}
          </Button>
        </Alert.Root>
      ))}
      {shownRefusals.length > 0 && (
        <Alert.Root status="error" borderRadius="0" py="2" alignItems="center" role="alert">
          <Alert.Indicator />
          <Box flex="1">
            {shownRefusals.map((message) => (
              <Alert.Description key={message} display="block">
                {message}
              </Alert.Description>
            ))}
          </Box>
          <Button size="xs" variant="outline" onClick={() => setDismissed(true)}>
            {t('preview.dismiss')}
          </Button>
        </Alert.Root>
      )}
    </Stack>
  );
}
