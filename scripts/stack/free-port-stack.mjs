// The built stack on free loopback ports of its own, whatever the calling shell sets: the
// journeys' stack (e2e/support/stack.mjs) and the bench's (scripts/bench.mjs,
// scripts/bench/server-start.bench.mjs). Every server of the remotes manifest gets a port.
import { createStack } from '../start.mjs';
import { allocatePorts } from './free-ports.mjs';
import { remoteUrlsFor, services } from './remotes-manifest.mjs';

/**
 * A port for every server of the stack (the shell first, as E2E_BASE_PORT's first port), and
 * `extra` more for the caller's own servers (an OpenID provider...).
 * @param {number} [extra]
 * @returns {Promise<{ ports: Record<string, number>, extra: number[] }>}
 */
export async function allocateStackPorts(extra = 0) {
  const names = ['shell', ...services.map((service) => service.name).filter((name) => name !== 'shell')];
  const free = await allocatePorts(names.length + extra);
  return {
    ports: Object.fromEntries(names.map((name, index) => [name, free[index]])),
    extra: free.slice(names.length),
  };
}

/**
 * The stack (not started) on `ports`: the shell at http://localhost:<shell port>, every remote
 * at its own port, the API on PGlite (no DATABASE_URL), servers logging warnings only; `env`
 * adds to or overrides that.
 * @param {Record<string, number>} ports from allocateStackPorts
 * @param {Omit<NonNullable<Parameters<typeof createStack>[0]>, 'ports'>} [options]
 */
export function createStackOnPorts(ports, options = {}) {
  return createStack({
    ...options,
    ports,
    env: {
      PUBLIC_URL: `http://localhost:${ports.shell}`,
      ...remoteUrlsFor(ports),
      API_ORIGIN: `http://127.0.0.1:${ports.api}`,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  });
}
