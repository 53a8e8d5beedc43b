import { RemoteContractError, type RemoteName } from '@slotwise/shared/remote/remote-module';
import { Alert, Box, Button, Center, Stack, Text } from '@slotwise/shared/ui/chakra';
import { useEffect } from 'react';
import { RemoteVersionError } from './remote-version-error';

const areaNames: Record<RemoteName, string> = {
  mf_marketing: 'This page',
  mf_auth: 'Sign-in',
  mf_bookings: 'Bookings',
  mf_event_types: 'Event types',
  mf_settings: 'Settings',
};

interface RemoteErrorFallbackProps {
  remote: RemoteName;
  error: unknown;
  onRetry: () => void;
}

export function RemoteErrorFallback({ remote, error, onRetry }: RemoteErrorFallbackProps) {
  useEffect(() => {
    console.error(`The ${remote} area failed`, error);
  }, [remote, error]);
  const contractBroken = error instanceof RemoteContractError;
  const versionSkew = error instanceof RemoteVersionError ? error : null;
  const explanation = versionSkew
    ? versionSkew.remoteIsNewer
      ? 'This part of Slotwise was built for a newer version of the app than the one running here.'
      : 'This part of Slotwise was built for an older version of the app than the one running here.'
    : contractBroken
      ? 'This part of Slotwise was deployed in a version the app cannot use yet.'
      : 'The server for this part of Slotwise did not answer. Check your connection and try again.';
  return (
    <Center minH="50vh" px="4" py="10">
      <Box maxW="lg" w="full">
        <Alert.Root status="error" borderRadius="lg" alignItems="flex-start" data-testid="remote-error">
          <Alert.Indicator />
          <Stack gap="3" flex="1">
            <Alert.Title>{areaNames[remote]} could not be loaded.</Alert.Title>
            <Alert.Description>
              <Text>{explanation} The rest of the app keeps working.</Text>
              {versionSkew && (
                <Text fontSize="sm" color="fg.muted" mt="1">
                  It needs {versionSkew.module} {versionSkew.required}; this app provides{' '}
                  {versionSkew.provided}.
                </Text>
              )}
            </Alert.Description>
            <Box>
              <Button size="sm" colorPalette="red" onClick={onRetry}>
                Try Again
              </Button>
            </Box>
          </Stack>
        </Alert.Root>
      </Box>
    </Center>
  );
}
