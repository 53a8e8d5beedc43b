import { catalogueReady } from '@slotwise/shared/i18n/i18n';
import type { RemoteName } from '@slotwise/shared/remote/remote-module';
import { rootReducer } from '@slotwise/shared/store/root-reducer';
import { NotFoundPage } from '@slotwise/shared/ui/not-found-page';
import { lazy, useMemo, useState } from 'react';
import { loadRemoteModule } from './load-remote-module';
import { RemoteBoundary } from './remote-boundary';

interface RemoteAreaProps {
  remote: RemoteName;
  /** The route-table path this area renders (the remote must expose the same path). */
  path: string;
}

/**
 * One federated area. Loading shows a spinner; a remote that is down or exposes the wrong
 * shape shows a message with Try Again; the rest of the app keeps working either way.
 */
export function RemoteArea({ remote, path }: RemoteAreaProps) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React caches a lazy's failure, so a retry needs a new one.
  const RemotePage = useMemo(
    () =>
      lazy(async () => {
        const module = await loadRemoteModule(remote, attempt);
        // Its slices join the one store before its first page renders (inject is idempotent).
        for (const slice of module.slices ?? []) rootReducer.inject(slice as never);
        // Its texts in the current language first, so the page does not flash in English.
        await catalogueReady(module.catalogues ?? []);
        const route = module.routes.find((candidate) => candidate.path === path);
        return { default: route ? route.Component : NotFoundPage };
      }),
    [remote, path, attempt],
  );
  return (
    <RemoteBoundary remote={remote} resetKeys={[attempt, path]} onRetry={() => setAttempt((n) => n + 1)}>
      <RemotePage />
    </RemoteBoundary>
  );
}
