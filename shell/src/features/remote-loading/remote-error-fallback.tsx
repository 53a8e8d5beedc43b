import { RemoteContractError, type RemoteName } from '@slotwise/shared/remote/remote-module';
import { Alert, Box, Button, Center, Stack, Text } from '@slotwise/shared/ui/chakra';
import { useEffect } from 'react';

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
  return (
    <Center minH="50vh" px="4" py="10">
      <Box maxW="lg" w="full">
        <Alert.Root status="error" borderRadius="lg" alignItems="flex-start" data-testid="remote-error">
          <Alert.Indicator />
          <Stack gap="3" flex="1">
            <Alert.Title>{areaNames[remote]} could not be loaded.</Alert.Title>
            <Alert.Description>
              <Text>
                {contractBroken
                  ? 'This part of Slotwise was deployed in a version the app cannot use yet.'
                  : 'The server for this part of Slotwise did not answer. Check your connection and try again.'}{' '}
                The rest of the app keeps working.
              </Text>
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
