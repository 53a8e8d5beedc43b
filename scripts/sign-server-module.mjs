#!/usr/bin/env node
// A remote's release step (docs/attendee-pages.md#trusting-a-server-module): signs the server
// modules of a remote's build with the release key, so the shell's server runs them. The key is
// the release pipeline's secret; it never goes to the remote's origin, which gets only the
// signature (in `dist/server/<name>.json`, beside the module).
//   node --import tsx scripts/sign-server-module.mjs --keygen <private-key.pem>
//     makes a release key; prints the public half for the shell's SERVER_MODULE_PUBLIC_KEYS.
//   SERVER_MODULE_SIGNING_KEY_FILE=<private-key.pem> node --import tsx scripts/sign-server-module.mjs mf-bookings/dist
//     (or SERVER_MODULE_SIGNING_KEY=<the PEM itself>) signs every module of that build.
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  serverModulePrivateKey,
  serverModulePublicKeyText,
  signServerModule,
} from '@slotwise/shared/remote/server-module-signature';

const { values, positionals } = parseArgs({
  options: { keygen: { type: 'string' } },
  allowPositionals: true,
});

if (values.keygen) {
  if (existsSync(values.keygen)) throw new Error(`${values.keygen} exists: not overwriting a key`);
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  writeFileSync(values.keygen, privateKey.export({ format: 'pem', type: 'pkcs8' }), { mode: 0o600 });
  console.log(`release key written to ${values.keygen} (keep it in the release pipeline's secrets)`);
  console.log(`SERVER_MODULE_PUBLIC_KEYS=${serverModulePublicKeyText(publicKey)}`);
  process.exit(0);
}

const dist = positionals[0];
if (!dist) throw new Error('usage: sign-server-module.mjs <remote dist folder> | --keygen <file>');
const pem =
  process.env.SERVER_MODULE_SIGNING_KEY ??
  (process.env.SERVER_MODULE_SIGNING_KEY_FILE
    ? readFileSync(process.env.SERVER_MODULE_SIGNING_KEY_FILE, 'utf8')
    : undefined);
if (!pem) throw new Error('set SERVER_MODULE_SIGNING_KEY_FILE (or SERVER_MODULE_SIGNING_KEY)');
const privateKey = serverModulePrivateKey(pem);

const serverDir = join(dist, 'server');
const indexes = readdirSync(serverDir).filter((file) => file.endsWith('.json'));
if (indexes.length === 0) throw new Error(`no server module index in ${serverDir}`);
for (const indexFile of indexes) {
  const name = indexFile.slice(0, -'.json'.length);
  const index = JSON.parse(readFileSync(join(serverDir, indexFile), 'utf8'));
  if (
    typeof index.module !== 'string' ||
    !index.module.startsWith(`${name}.`) ||
    index.module.includes('/')
  ) {
    throw new Error(`${indexFile} does not name a module of its own`);
  }
  const code = readFileSync(join(serverDir, index.module));
  const signature = signServerModule(privateKey, name, code);
  writeFileSync(join(serverDir, indexFile), JSON.stringify({ ...index, signature }));
  // A precompressed copy of the index (scripts/precompress.mjs) would be served without it.
  for (const suffix of ['.br', '.gz']) rmSync(join(serverDir, `${indexFile}${suffix}`), { force: true });
  console.log(`signed ${join(serverDir, index.module)}`);
}
