import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Lets a failed remote surface as an error the area's boundary catches (with Try Again),
 * instead of a rejected promise that could take the whole shell down.
 */
export default function federationRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'slotwise-remote-errors',
    errorLoadRemote(args) {
      console.error(`Remote ${args.id} failed to load (${args.lifecycle})`, args.error);
      return undefined;
    },
  };
}
