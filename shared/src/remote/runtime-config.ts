import type { RemoteName } from '@slotwise/shared/remote/remote-module';

/** What the shell reads at start (inlined in its HTML by its server, or /config.json). */
export interface RuntimeConfig {
  /** Base URL of the API; '' means the shell's own origin, which proxies /api. */
  apiBaseUrl: string;
  /** Where each remote's mf-manifest.json is served. */
  remotes: Record<RemoteName, string>;
  /** Origins a person may load a preview build of a remote from. */
  previewOrigins: string[];
  /** The public site URL, for booking links. */
  publicUrl: string;
}
