#!/usr/bin/env node
// Writes .br and .gz beside every text asset of a build, so static servers send compressed
// bytes without compressing per request (an uncompressed server costs 10x the bytes).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2] ?? 'dist';
const compressible = /\.(js|mjs|css|html|json|svg|txt|map)$/;

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
for (const file of files(root)) {
  if (!compressible.test(file) || file.endsWith('.map')) continue;
  const body = readFileSync(file);
  if (body.length < 512) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} files in ${root}`);
