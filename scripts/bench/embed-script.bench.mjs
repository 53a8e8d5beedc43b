// /embed.js, the script other sites load to embed a booking page: its bytes as sent
// (brotli, as the shell's server sends it precompressed, and gzip) beside the 3 KB goal
// (Cal.com's embed is about 2.5 KB). The built copy (shell/dist) when there is one.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { repoRoot } from '../start.mjs';

export const title = '/embed.js: bytes compressed, beside the 3 KB goal';

const goalBytes = 3 * 1024;
const calComBytes = 2.5 * 1024;

export function run() {
  const built = join(repoRoot, 'shell', 'dist', 'embed.js');
  const file = existsSync(built) ? built : join(repoRoot, 'shell', 'public', 'embed.js');
  const body = readFileSync(file);
  const brotli = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  const gzip = gzipSync(body, { level: 9 }).length;
  return {
    columns: ['encoding', 'bytes', 'goal (3 KB)', 'Cal.com (~2.5 KB)', 'within goal'],
    rows: [
      ['none', body.length, null, null, null],
      ['gzip -9', gzip, goalBytes, calComBytes, gzip <= goalBytes ? 'yes' : 'no'],
      ['brotli 11', brotli, goalBytes, calComBytes, brotli <= goalBytes ? 'yes' : 'no'],
    ],
    notes: [`measured: ${file.slice(repoRoot.length + 1)}`],
  };
}
