import { ChakraProvider } from '@slotwise/shared/ui/chakra';
import { system } from '@slotwise/shared/ui/system';
import { AppToaster } from '@slotwise/shared/ui/toaster';
import type { ReactNode } from 'react';

export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <AppToaster />
    </ChakraProvider>
  );
}
