import { apiClient } from '@slotwise/shared/api/api-client';
import { commonCatalogue } from '@slotwise/shared/i18n/common-catalogue';
import { useMessages } from '@slotwise/shared/i18n/i18n';
import type { RemoteName } from '@slotwise/shared/remote/remote-module';
import { useParams } from '@slotwise/shared/router';
import { Center, Spinner } from '@slotwise/shared/ui/chakra';
import { NotFoundPage } from '@slotwise/shared/ui/not-found-page';
import { Suspense, useMemo, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { RemoteErrorFallback } from '../remote-loading/remote-error-fallback';
import { lazyAttendeePage } from './attendee-page';

interface AttendeeAppAreaProps {
  remote: RemoteName;
  /** The route-table path this area renders (the remote's './attendee' must expose it). */
  path: string;
}

/**
 * An attendee page inside the app (a host following a public link, or the fallback of the
 * attendee surface): the same page as on a cold visit, with the app's spinner, not-found page
 * and "Try Again" fallback around it.
 */
export function AttendeeAppArea({ remote, path }: AttendeeAppAreaProps) {
  const [attempt, setAttempt] = useState(0);
  const params = useParams();
  const t = useMessages(commonCatalogue);
  const Page = useMemo(() => lazyAttendeePage(remote, path, attempt, NotFoundPage), [remote, path, attempt]);
  return (
    <ErrorBoundary
      resetKeys={[attempt, path]}
      fallbackRender={({ error }) => (
        <RemoteErrorFallback remote={remote} error={error} onRetry={() => setAttempt((n) => n + 1)} />
      )}
    >
      <Suspense
        fallback={
          <Center minH="50vh" role="status" aria-label={t('status.loading')}>
            <Spinner size="lg" color="brand.solid" />
          </Center>
        }
      >
        <Page params={params} NotFound={NotFoundPage} apiBaseUrl={apiClient.defaults.baseURL ?? ''} />
      </Suspense>
    </ErrorBoundary>
  );
}
