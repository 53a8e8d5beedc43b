import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  assertRemoteModule,
  type RemoteModule,
  type RemoteName,
} from '@slotwise/shared/remote/remote-module';
import { rootReducer } from '@slotwise/shared/store/root-reducer';

const loaded = new Map<RemoteName, Promise<RemoteModule>>();

/**
 * Loads a remote's exposed module once, checks its shape against the contract and injects
 * its slices into the store. A failure is not remembered, so "Try Again" fetches anew.
 */
export function loadRemoteModule(name: RemoteName): Promise<RemoteModule> {
  let pending = loaded.get(name);
  if (!pending) {
    pending = loadRemote<unknown>(`${name}/module`).then((exposed) => {
      if (exposed === undefined || exposed === null) {
        throw new Error(`The ${name} remote could not be reached.`);
      }
      const remote = assertRemoteModule(exposed, name);
      for (const slice of remote.slices) rootReducer.inject(slice as never);
      return remote;
    });
    pending.catch(() => loaded.delete(name));
    loaded.set(name, pending);
  }
  return pending;
}

/** Warms a remote (manifest, entry and module) before its route is visited. */
export function preloadRemoteModule(name: RemoteName): void {
  loadRemoteModule(name).catch(() => undefined);
}
