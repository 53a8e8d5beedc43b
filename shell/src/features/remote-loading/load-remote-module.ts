import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  assertRemoteModule,
  type RemoteModule,
  type RemoteName,
} from '@slotwise/shared/remote/remote-module';
import { routeTable } from '@slotwise/shared/remote/route-table';
import { matchPath } from '@slotwise/shared/router';
import { rootReducer } from '@slotwise/shared/store/root-reducer';
import { classifyRemoteLoadError } from './remote-version-error';

interface LoadAttempt {
  attempt: number;
  promise: Promise<RemoteModule>;
  failed: boolean;
}

const loads = new Map<RemoteName, LoadAttempt>();

/**
 * Loads a remote's exposed module once, checks its shape against the contract and injects
 * its slices into the store. A failure is kept (so rendering does not retry in a loop) until
 * a caller asks with a higher attempt number: that is what "Try Again" does.
 */
export function loadRemoteModule(name: RemoteName, attempt = 0): Promise<RemoteModule> {
  const previous = loads.get(name);
  if (previous && !(previous.failed && attempt > previous.attempt)) return previous.promise;
  const load: LoadAttempt = {
    attempt,
    failed: false,
    promise: loadRemote<unknown>(`${name}/module`).then(
      (exposed) => {
        if (exposed === undefined || exposed === null) {
          throw new Error(`The ${name} remote could not be reached.`);
        }
        const remote = assertRemoteModule(exposed, name);
        for (const slice of remote.slices) rootReducer.inject(slice as never);
        return remote;
      },
      (error: unknown) => {
        throw classifyRemoteLoadError(name, error);
      },
    ),
  };
  load.promise.catch(() => {
    load.failed = true;
  });
  loads.set(name, load);
  return load.promise;
}

/** Warms a remote (manifest, entry and module) before its route is visited. */
export function preloadRemoteModule(name: RemoteName): void {
  loadRemoteModule(name).catch(() => undefined);
}

/** The remote that serves `path` (a concrete path such as /dashboard/availability/42). */
export function remoteForPath(path: string): RemoteName | undefined {
  const pathname = path.split(/[?#]/)[0];
  return routeTable.find((route) => matchPath({ path: route.path, end: true }, pathname))?.remote;
}

/** The shell's route preloader (registered in shared's route-preloader at start). */
export function preloadRemoteForPath(path: string): void {
  const remote = remoteForPath(path);
  if (remote) preloadRemoteModule(remote);
}
