import { loadRemote } from '@module-federation/enhanced/runtime';
import { type AttendeeModule, assertAttendeeModule } from '@slotwise/shared/remote/attendee-module';
import {
  assertRemoteModule,
  type RemoteModule,
  type RemoteName,
} from '@slotwise/shared/remote/remote-module';
import { type RouteSurface, routeForPath, surfaceOf } from '@slotwise/shared/remote/route-table';
import { classifyRemoteLoadError } from './remote-version-error';

// Kept free of React Router and the store: the attendee surface starts with this file.

interface LoadAttempt<T> {
  attempt: number;
  promise: Promise<T>;
  failed: boolean;
}

const exposedModule = { app: 'module', attendee: 'attendee' } as const satisfies Record<RouteSurface, string>;
const loads = new Map<string, LoadAttempt<unknown>>();

/**
 * Loads one exposed module of a remote once and checks its shape. A failure is kept (so
 * rendering does not retry in a loop) until a caller asks with a higher attempt number: that
 * is what "Try Again" does.
 */
function loadExposed<T>(
  name: RemoteName,
  surface: RouteSurface,
  attempt: number,
  assertShape: (value: unknown, name: RemoteName) => T,
): Promise<T> {
  const key = `${name}/${exposedModule[surface]}`;
  const previous = loads.get(key) as LoadAttempt<T> | undefined;
  if (previous && !(previous.failed && attempt > previous.attempt)) return previous.promise;
  const load: LoadAttempt<T> = {
    attempt,
    failed: false,
    promise: loadRemote<unknown>(key).then(
      (exposed) => {
        if (exposed === undefined || exposed === null) {
          throw new Error(`The ${name} remote could not be reached.`);
        }
        return assertShape(exposed, name);
      },
      (error: unknown) => {
        throw classifyRemoteLoadError(name, error);
      },
    ),
  };
  load.promise.catch(() => {
    load.failed = true;
  });
  loads.set(key, load);
  return load.promise;
}

/** A remote's './module' (the app's pages, slices and APIs). */
export function loadRemoteModule(name: RemoteName, attempt = 0): Promise<RemoteModule> {
  return loadExposed(name, 'app', attempt, assertRemoteModule);
}

/** A remote's './attendee' (pages that render without the app's store, router and UI library). */
export function loadAttendeeModule(name: RemoteName, attempt = 0): Promise<AttendeeModule> {
  return loadExposed(name, 'attendee', attempt, assertAttendeeModule);
}

/** The remote that serves `path` (a concrete path such as /dashboard/availability/42). */
export function remoteForPath(path: string): RemoteName | undefined {
  return routeForPath(path.split(/[?#]/)[0])?.route.remote;
}

/** The shell's route preloader: warms the module that will serve `path` (manifest, entry, code). */
export function preloadRemoteForPath(path: string): void {
  const found = routeForPath(path.split(/[?#]/)[0]);
  if (!found) return;
  const load = surfaceOf(found.route) === 'attendee' ? loadAttendeeModule : loadRemoteModule;
  load(found.route.remote).catch(() => undefined);
}
