// Free loopback ports for a stack of its own (the journeys, the bench). E2E_BASE_PORT=4100 takes
// 4100, 4101...; otherwise the system hands out free ephemeral ports, so two runs (or another
// engineer's servers) never clash.
import { createServer } from 'node:net';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** @param {number} count */
export async function allocatePorts(count) {
  const base = Number(process.env.E2E_BASE_PORT);
  if (Number.isInteger(base) && base > 0) return Array.from({ length: count }, (_, i) => base + i);
  const ports = new Set();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}
