import { useMessages } from '@slotwise/shared/i18n/i18n';
import { RemoteContractError, type RemoteName } from '@slotwise/shared/remote/remote-module';
import { Alert, Box, Button, Center, Stack, Text } from '@slotwise/shared/ui/chakra';
import { useEffect } from 'react';
import { shellCatalogue } from '../../app/shell-catalogue';
import { RemoteVersionError } from './remote-version-error';

interface RemoteErrorFallbackProps {
  remote: RemoteName;
  error: unknown;
  onRetry: () => void;
}

export function RemoteErrorFallback({ remote, error, onRetry }: RemoteErrorFallbackProps) {
  const t = useMessages(shellCatalogue);
  useEffect(() => {
    console.error(`The ${remote} area failed`, error);
  }, [remote, error]);
  const contractBroken = error instanceof RemoteContractError;
  const versionSkew = error instanceof RemoteVersionError ? error : null;
  const explanation = versionSkew
    ? versionSkew.remoteIsNewer
      ? t('remoteError.newer')
      : t('remoteError.older')
    : contractBroken
      ? t('remoteError.contract')
      : t('remoteError.unreachable');
  return (
    <Center minH="50vh" px="4" py="10">
      <Box maxW="lg" w="full">
        <Alert.Root status="error" borderRadius="lg" alignItems="flex-start" data-testid="remote-error">
          <Alert.Indicator />
          <Stack gap="3" flex="1">
            <Alert.Title>{t('remoteError.title', { area: t(`area.${remote}`) })}</Alert.Title>
            <Alert.Description>
              <Text>
                {explanation} {t('remoteError.restWorks')}
              </Text>
              {versionSkew && (
                <Text fontSize="sm" color="fg.muted" mt="1">
                  {t('remoteError.versions', {
                    module: versionSkew.module,
                    required: versionSkew.required,
                    provided: versionSkew.provided,
                  })}
                </Text>
              )}
            </Alert.Description>
            <Box>
              <Button size="sm" colorPalette="red" onClick={onRetry}>
                {t('remoteError.retry')}
              </Button>
            </Box>
          </Stack>
        </Alert.Root>
      </Box>
    </Center>
  );
}
