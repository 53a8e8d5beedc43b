// What `use-sync-external-store/shim` is on React 18 and later: React's own hook (build-aliases.ts).
// Imported by name so that the federation's shared React is the one used.
export { useSyncExternalStore } from 'react';
