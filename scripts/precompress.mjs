#!/usr/bin/env node
// Writes .br and .gz beside every text asset of a build, so static servers send compressed
// bytes without compressing per request (an uncompressed server costs 10x the bytes).
// The prerendered pages (dist/prerendered/*.json, five languages: most of a remote's bytes) are
// read only by the shell's page server, never by a browser: they get .gz alone (nginx's
// gzip_static and serve-static's fallback send it); brotli at its best quality on them took
// two thirds of mf-marketing's build. Files are compressed on libuv's thread pool, several at once.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const root = process.argv[2] ?? 'dist';
const compressible = /\.(js|mjs|css|html|json|svg|txt)$/;
const serverOnly = `${sep}prerendered${sep}`;

const entries = await readdir(root, { recursive: true, withFileTypes: true });
const files = entries
  .filter((entry) => entry.isFile() && compressible.test(entry.name))
  .map((entry) => join(entry.parentPath, entry.name));

/** @param {{ file: string, body: Buffer }} asset */
async function compress({ file, body }) {
  const writes = [gzipAsync(body, { level: 9 }).then((gz) => writeFile(`${file}.gz`, gz))];
  if (!file.includes(serverOnly)) {
    writes.push(
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).then((br) =>
        writeFile(`${file}.br`, br),
      ),
    );
  }
  await Promise.all(writes);
}

// Below 512 bytes compression gains nothing. Largest first, so that the longest brotli jobs
// start at once and the pool stays busy.
const assets = (await Promise.all(files.map(async (file) => ({ file, body: await readFile(file) }))))
  .filter(({ body }) => body.length >= 512)
  .sort((a, b) => b.body.length - a.body.length);
await Promise.all(assets.map(compress));
console.log(`precompressed ${assets.length} files in ${root}`);
