// The shell's run-time configuration, filled from the environment when the shell's server
// starts (and by the dev server). Remote locations live here, never in the shell's build.
// Each remote's default port and env variable are in the remotes manifest
// (shared/src/federation/remotes.manifest.json, read by scripts/ and the builds too).

import {
  defaultRemoteUrl,
  type RemoteEntry,
  remotesManifest,
} from '@slotwise/shared/federation/remotes-manifest';
import type { RemoteName } from '@slotwise/shared/remote/remote-module';
import type { RuntimeConfig } from '@slotwise/shared/remote/runtime-config';

const locations = Object.fromEntries(
  remotesManifest.remotes.map((remote) => [remote.name, remote]),
) as Record<RemoteName, RemoteEntry>;

/** The env variable that points the shell at a remote's manifest. */
export function remoteEnvName(remote: RemoteName): string {
  return locations[remote].urlEnv;
}

/**
 * Where this server itself fetches each remote's files (its prerendered pages): the remote's
 * `<NAME>_INTERNAL_URL` (e.g. REMOTE_MARKETING_INTERNAL_URL) when set, else the browser's
 * manifest URL. In docker/compose.yaml the browser's URLs (http://localhost:3010/...) are not
 * reachable from inside the page server's container; the remotes' service names are.
 */
export function serverRemotesFromEnv(
  env: Record<string, string | undefined>,
  remotes: Record<RemoteName, string>,
): Record<RemoteName, string> {
  const fetched = { ...remotes };
  for (const remote of Object.keys(remotes) as RemoteName[]) {
    const internal = env[remoteEnvName(remote).replace(/_URL$/, '_INTERNAL_URL')];
    if (internal) fetched[remote] = internal;
  }
  return fetched;
}

export function runtimeConfigFromEnv(env: Record<string, string | undefined>): RuntimeConfig {
  const remoteHost = env.REMOTE_HOST ?? 'localhost';
  const remotes = {} as Record<RemoteName, string>;
  for (const [remote, entry] of Object.entries(locations) as [RemoteName, RemoteEntry][]) {
    remotes[remote] = env[entry.urlEnv] ?? defaultRemoteUrl(entry, remoteHost);
  }
  return {
    apiBaseUrl: env.API_BASE_URL ?? '',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? remotesManifest.shell.port}`,
    remotes,
    previewOrigins: (env.PREVIEW_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  };
}

/**
 * The shell pages' Content-Security-Policy: scripts, fetches and stylesheets only from the
 * shell's own origin, the configured remotes' origins and the preview allowlist, sorted and
 * deduplicated (docker/nginx/15-runtime-config.envsh builds the same header).
 */
export function contentSecurityPolicy(
  config: Pick<RuntimeConfig, 'apiBaseUrl' | 'remotes' | 'previewOrigins'>,
): string {
  const origins = [...Object.values(config.remotes), ...config.previewOrigins]
    .map((url) => {
      try {
        return new URL(url).origin;
      } catch {
        return null;
      }
    })
    .filter((origin) => origin && origin !== 'null');
  const remoteOrigins = [...new Set(origins)].sort().join(' ');
  const api = config.apiBaseUrl ? new URL(config.apiBaseUrl).origin : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${remoteOrigins}`.trim(),
    `connect-src 'self' ${remoteOrigins} ${api}`.trim(),
    // Emotion (Chakra UI) injects style elements at run time; a remote's CSS files (mf-bookings'
    // attendee pages) load from its origin.
    `style-src 'self' 'unsafe-inline' ${remoteOrigins}`.trim(),
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}
