import { commonCatalogue } from '@slotwise/shared/i18n/common-catalogue';
import { useMessages } from '@slotwise/shared/i18n/i18n';
import type { RemoteName } from '@slotwise/shared/remote/remote-module';
import { Center, Spinner } from '@slotwise/shared/ui/chakra';
import { type ReactNode, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { RemoteErrorFallback } from './remote-error-fallback';

interface RemoteBoundaryProps {
  remote: RemoteName;
  /** Resets the boundary: a new attempt, or another path. */
  resetKeys: unknown[];
  onRetry: () => void;
  children: ReactNode;
}

/**
 * What surrounds a federated page in the app: a spinner while it loads, and for a remote that
 * is down or exposes the wrong shape a message with Try Again (the rest of the app keeps working).
 */
export function RemoteBoundary({ remote, resetKeys, onRetry, children }: RemoteBoundaryProps) {
  const t = useMessages(commonCatalogue);
  return (
    <ErrorBoundary
      resetKeys={resetKeys}
      fallbackRender={({ error }) => <RemoteErrorFallback remote={remote} error={error} onRetry={onRetry} />}
    >
      <Suspense
        fallback={
          <Center minH="50vh" role="status" aria-label={t('status.loading')}>
            <Spinner size="lg" color="brand.solid" />
          </Center>
        }
      >
        {children}
      </Suspense>
    </ErrorBoundary>
  );
}
