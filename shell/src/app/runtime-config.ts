import type { RuntimeConfig } from '@slotwise/shared/remote/runtime-config';

/**
 * The shell's server inlines the config as a JSON data block in index.html (no extra round
 * trip on the critical path); the dev server and other hosts serve /config.json instead.
 */
export async function readRuntimeConfig(): Promise<RuntimeConfig> {
  const inline = document.getElementById('runtime-config')?.textContent;
  if (inline) return JSON.parse(inline) as RuntimeConfig;
  const response = await fetch('/config.json', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Could not read /config.json (${response.status})`);
  return (await response.json()) as RuntimeConfig;
}
