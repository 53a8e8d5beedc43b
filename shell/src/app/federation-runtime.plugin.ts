import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { getShortErrorMsg, RUNTIME_009, RUNTIME_012, runtimeDescMap } from '@module-federation/error-codes';
import {
  assert,
  decodeName,
  ENCODE_NAME_PREFIX,
  error,
  loadScript,
  loadScriptNode,
  warn,
} from '@module-federation/sdk';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
import {
  federationBundlerGlobal,
  type federationBundlerModules,
} from '@slotwise/shared/federation/federation-helper-globals';

/**
 * Whether the page already has this stylesheet inline, marked with its URL as Rspack's CSS
 * loading runtime recognises it (`<style data-href>`): a drawn attendee page carries its
 * remote's CSS file that way (shell/server/attendee-preview.page.ts).
 */
export function hasInlineStylesheet(url: string, doc: Document = document): boolean {
  const href = new URL(url, doc.baseURI).href;
  return [...doc.querySelectorAll('style[data-href]')].some(
    (style) => new URL(style.getAttribute('data-href') ?? '', doc.baseURI).href === href,
  );
}

/**
 * - Lets a failed remote surface as an error the area's boundary catches (with Try Again),
 *   instead of a rejected promise that could take the whole shell down.
 * - Does not download a remote's stylesheet the page already has inline: loading an expose, the
 *   federation runtime adds a `<link rel=stylesheet>` for each CSS file the manifest names, and
 *   looks only for such links, not for the `<style data-href>` the remote's own runtime honours.
 * - Provides the runtime's helper packages and the bundler runtime's stateless functions to the
 *   remotes, which are built without them (`federationHelperGlobals`, `federationBundlerModules`
 *   in @slotwise/shared/federation/federation-helper-globals), as the runtime core is provided
 *   (`provideExternalRuntime`).
 */
/**
 * What a remote's container (federation 2.9) reads of the runtime's SDK and error texts: the
 * shell's copies, so that it does not pay for all of them. A federation upgrade that reads more
 * fails every remote's load (the journeys), never silently.
 */
export const remoteSdk = { assert, decodeName, ENCODE_NAME_PREFIX, error, loadScript, loadScriptNode, warn };
export const remoteErrorCodes = { getShortErrorMsg, RUNTIME_009, RUNTIME_012, runtimeDescMap };
/**
 * The bundler runtime's stateless functions a remote's container takes from the shell
 * (`federationBundlerModules`), under their files' export names: the shell's own, the same
 * federation release.
 */
export const remoteBundlerRuntime: Record<(typeof federationBundlerModules)[number], unknown> = {
  consumes: bundlerRuntime.consumes,
  initializeSharing: bundlerRuntime.I,
  installInitialConsumes: bundlerRuntime.installInitialConsumes,
  init: bundlerRuntime.init,
  getSharedFallbackGetter: bundlerRuntime.getSharedFallbackGetter,
  attachShareScopeMap,
};

export default function federationRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'slotwise-remote-errors',
    beforeInit(args) {
      Object.assign(globalThis, {
        _SLOTWISE_FEDERATION_SDK: remoteSdk,
        _SLOTWISE_FEDERATION_ERROR_CODES: remoteErrorCodes,
        [federationBundlerGlobal]: remoteBundlerRuntime,
      });
      return args;
    },
    errorLoadRemote(args) {
      console.error(`Remote ${args.id} failed to load (${args.lifecycle})`, args.error);
      return undefined;
    },
    beforePreloadRemote({ preloadOps }) {
      for (const preload of preloadOps) {
        const { filter } = preload;
        preload.filter = (url) => !hasInlineStylesheet(url) && (filter ? filter(url) : true);
      }
    },
  };
}
