import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Answers compressed (brotli or gzip, as the client accepts) once they pass 1 KB: the booking
 * page's six weeks of free times are ~14 KB of JSON and ~1 KB compressed, on a phone's link.
 * Brotli at quality 3, not its default 11: about as small on JSON, a fraction of the CPU per
 * answer (a month of free times, 24 KB: 835 bytes in ~70 µs; quality 4 took ~100 µs for 815). Answers up to 64 KB are compressed in one synchronous call (~0.1 ms for a month of
 * free times), not through a stream per answer, which costs ~0.4 ms and halved the free-times
 * throughput (docs/operations.md#serving-and-performance).
 */
export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      syncThreshold: 64 * 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } },
    });
  },
  { name: 'compression' },
);
