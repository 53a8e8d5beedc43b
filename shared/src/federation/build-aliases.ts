// Module aliases every app's build uses (the shell's rsbuild.config.ts and remoteBuildConfig).
import { fileURLToPath } from 'node:url';

/**
 * `use-sync-external-store/shim` (imported by react-i18next and SWR) is React's own
 * useSyncExternalStore on React 18 and later, plus a copy of it for older Reacts that ours never
 * runs: the builds take React's directly (about 1 KB compressed less on the attendee pages,
 * whose JS budget is 150 KB). Through a module that imports 'react' by name: an alias straight
 * to React's file would bundle a second React beside the federation's shared one.
 */
export const reactBuiltInStoreHook = {
  'use-sync-external-store/shim$': fileURLToPath(new URL('./react-store-hook.ts', import.meta.url)),
};
