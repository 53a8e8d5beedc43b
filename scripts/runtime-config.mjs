// The shell's run-time configuration, filled from the environment when the shell's server
// starts (and by the dev server). Remote locations live here, never in the shell's build.

export const remotePorts = {
  mf_marketing: 3010,
  mf_auth: 3011,
  mf_bookings: 3012,
  mf_event_types: 3013,
  mf_settings: 3014,
};

const envNames = {
  mf_marketing: 'REMOTE_MARKETING_URL',
  mf_auth: 'REMOTE_AUTH_URL',
  mf_bookings: 'REMOTE_BOOKINGS_URL',
  mf_event_types: 'REMOTE_EVENT_TYPES_URL',
  mf_settings: 'REMOTE_SETTINGS_URL',
};

/** The env variable that points the shell at a remote's manifest. */
export function remoteEnvName(remote) {
  return envNames[remote];
}

/**
 * @param {Record<string, string | undefined>} env
 * @returns {{ apiBaseUrl: string, publicUrl: string, remotes: Record<string, string>, previewOrigins: string[] }}
 */
export function runtimeConfigFromEnv(env) {
  const remoteHost = env.REMOTE_HOST ?? 'localhost';
  const remotes = {};
  for (const [remote, port] of Object.entries(remotePorts)) {
    remotes[remote] = env[envNames[remote]] ?? `http://${remoteHost}:${port}/mf-manifest.json`;
  }
  return {
    apiBaseUrl: env.API_BASE_URL ?? '',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`,
    remotes,
    previewOrigins: (env.PREVIEW_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  };
}

/**
 * The shell pages' Content-Security-Policy: scripts (and fetches) only from the shell's own
 * origin, the configured remotes' origins and the preview allowlist, sorted and deduplicated
 * (docker/nginx/15-runtime-config.envsh builds the same header).
 * @param {{ apiBaseUrl: string, remotes: Record<string, string>, previewOrigins: string[] }} config
 */
export function contentSecurityPolicy(config) {
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
    // Emotion (Chakra UI) injects style elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}
