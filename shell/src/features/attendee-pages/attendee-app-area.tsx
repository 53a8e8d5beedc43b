import { apiClient } from '@slotwise/shared/api/api-client';
import type { RemoteName } from '@slotwise/shared/remote/remote-module';
import { useParams } from '@slotwise/shared/router';
import { NotFoundPage } from '@slotwise/shared/ui/not-found-page';
import { useMemo, useState } from 'react';
import { RemoteBoundary } from '../remote-loading/remote-boundary';
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
  const Page = useMemo(() => lazyAttendeePage(remote, path, attempt, NotFoundPage), [remote, path, attempt]);
  return (
    <RemoteBoundary remote={remote} resetKeys={[attempt, path]} onRetry={() => setAttempt((n) => n + 1)}>
      <Page params={params} NotFound={NotFoundPage} apiBaseUrl={apiClient.defaults.baseURL ?? ''} />
    </RemoteBoundary>
  );
}
