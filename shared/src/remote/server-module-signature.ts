/**
 * The signature of a remote's server module (docs/attendee-pages.md#trusting-a-server-module):
 * a remote's release signs what it publishes with a release key (Ed25519) that its origin never
 * holds, and the shell's server runs a module only if its signature verifies with a public key
 * of the shell's configuration (or its SHA-256 is pinned there). The signed message names the
 * kind of module and its content's SHA-256, so a signature can neither be moved to other bytes
 * nor to another kind of module.
 */
import { createHash, createPrivateKey, createPublicKey, type KeyObject, sign, verify } from 'node:crypto';

/** The content's SHA-256, in hex (what `SERVER_MODULE_SHA256` pins). */
export function serverModuleSha256(code: Uint8Array): string {
  return createHash('sha256').update(code).digest('hex');
}

/** What is signed: the format, the module's name (e.g. 'attendee-preview') and its SHA-256. */
export function serverModuleSignedMessage(name: string, sha256: string): Buffer {
  return Buffer.from(`slotwise-server-module/v1\n${name}\n${sha256}`, 'utf8');
}

/** The base64 Ed25519 signature of a module (`signature` in its index). */
export function signServerModule(privateKey: KeyObject, name: string, code: Uint8Array): string {
  return sign(null, serverModuleSignedMessage(name, serverModuleSha256(code)), privateKey).toString('base64');
}

/** Whether `signature` (base64) is one of these keys' signature of the module. */
export function serverModuleSignatureVerifies(
  publicKeys: readonly KeyObject[],
  name: string,
  code: Uint8Array,
  signature: string,
): boolean {
  if (!/^[A-Za-z0-9+/]{86}==$/.test(signature)) return false;
  const message = serverModuleSignedMessage(name, serverModuleSha256(code));
  const bytes = Buffer.from(signature, 'base64');
  return publicKeys.some((key) => verify(null, message, key, bytes));
}

/**
 * An Ed25519 public key as configured: base64 of its SPKI DER (`MCowBQYDK2VwAyEA...`, what
 * `openssl pkey -pubout -outform DER | base64` prints). Throws on anything else.
 */
export function serverModulePublicKey(base64: string): KeyObject {
  const key = createPublicKey({ key: Buffer.from(base64, 'base64'), format: 'der', type: 'spki' });
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('not an Ed25519 public key');
  return key;
}

/** The configured form of a public key (see serverModulePublicKey). */
export function serverModulePublicKeyText(key: KeyObject): string {
  return key.export({ format: 'der', type: 'spki' }).toString('base64');
}

/** A release's private key from its PEM (PKCS #8); throws unless Ed25519. */
export function serverModulePrivateKey(pem: string): KeyObject {
  const key = createPrivateKey(pem);
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('not an Ed25519 private key');
  return key;
}
