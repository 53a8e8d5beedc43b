// The remotes manifest (remotes.manifest.json beside this file), typed: every remote's folder,
// federation name, default port, env variables and exposed modules, and the shell's and the
// API's default ports. JSON so that scripts/ (plain Node), the builds and the shell's server read
// the one file; the copies that cannot read it (docker/, the shared RemoteName list) are
// checked against it by scripts/remotes-manifest.test.mjs.
import manifest from './remotes.manifest.json';

export interface RemoteEntry {
  /** Its folder and npm workspace, e.g. 'mf-marketing'. */
  app: string;
  /** Its federation name, e.g. 'mf_marketing' (a RemoteName). */
  name: string;
  /** Where `npm start` and `npm run dev` serve it unless `portEnv` says otherwise. */
  port: number;
  portEnv: string;
  /** The env variable that points the shell at its mf-manifest.json. */
  urlEnv: string;
  /** Its federation exposes: module name -> file, relative to its folder. */
  exposes: Record<string, string>;
}

export interface ServerEntry {
  app: string;
  port: number;
  portEnv: string;
}

// TypeScript types a JSON array of objects as a union of each one's shape (a missing key is
// `undefined`), which no Record takes: widened here, and checked by remotes-manifest.test.ts.
export const remotesManifest = manifest as { shell: ServerEntry; api: ServerEntry; remotes: RemoteEntry[] };

/** A remote's entry by its folder name; throws on an unknown one. */
export function remoteEntryOf(app: string): RemoteEntry {
  const entry = remotesManifest.remotes.find((remote) => remote.app === app);
  if (!entry) throw new Error(`${app} is not a remote of remotes.manifest.json`);
  return entry;
}

/** Where a browser finds a remote by default: its port on `host`, e.g. http://localhost:3010/mf-manifest.json. */
export function defaultRemoteUrl(remote: Pick<RemoteEntry, 'port'>, host = 'localhost'): string {
  return `http://${host}:${remote.port}/mf-manifest.json`;
}
