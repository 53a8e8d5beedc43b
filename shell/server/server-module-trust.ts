// Which remote server modules this server runs (docs/attendee-pages.md#trusting-a-server-module):
// only those its own release configuration vouches for, never whatever a remote's
// origin serves. A module is trusted when its SHA-256 is pinned (SERVER_MODULE_SHA256: the
// releases this deployment was rolled out with, several at once for a rolling release or a
// staging preview) or when its index carries an Ed25519 signature made with a release key whose
// public half is configured (SERVER_MODULE_PUBLIC_KEYS): the remote then ships alone, signed by
// its release pipeline, and whoever controls its origin still cannot make this server run code.
import type { KeyObject } from 'node:crypto';
import {
  serverModulePublicKey,
  serverModuleSha256,
  serverModuleSignatureVerifies,
} from '@slotwise/shared/remote/server-module-signature';

export interface ServerModuleTrust {
  /** Pinned SHA-256 digests (hex) of module files. */
  sha256: ReadonlySet<string>;
  /** Ed25519 public keys of the remotes' release keys. */
  publicKeys: readonly KeyObject[];
}

const listOf = (value: string | undefined) =>
  (value ?? '')
    .split(/[\s,]+/)
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * The trust of this server's configuration. A malformed entry stops the server at start (a typo
 * must not silently turn the attendee pages' first paint off, nor on).
 */
export function serverModuleTrustFromEnv(env: Record<string, string | undefined>): ServerModuleTrust {
  const sha256 = listOf(env.SERVER_MODULE_SHA256).map((digest) => {
    if (!/^[0-9a-fA-F]{64}$/.test(digest)) {
      throw new Error(`SERVER_MODULE_SHA256: "${digest}" is not a SHA-256 in hex (64 characters)`);
    }
    return digest.toLowerCase();
  });
  const publicKeys = listOf(env.SERVER_MODULE_PUBLIC_KEYS).map((text) => {
    try {
      return serverModulePublicKey(text);
    } catch {
      throw new Error(
        `SERVER_MODULE_PUBLIC_KEYS: "${text}" is not an Ed25519 public key (base64 of its SPKI DER)`,
      );
    }
  });
  return { sha256: new Set(sha256), publicKeys };
}

/** Whether this configuration trusts anything at all (else no module is even downloaded). */
export function trustsAnyModule(trust: ServerModuleTrust): boolean {
  return trust.sha256.size > 0 || trust.publicKeys.length > 0;
}

export type ModuleVerdict =
  | { trusted: true; sha256: string }
  | { trusted: false; sha256: string; reason: string };

/** Whether to run these bytes, published as module `name` with this signature (if any). */
export function verifyServerModule(
  trust: ServerModuleTrust,
  name: string,
  code: Uint8Array,
  signature: string | undefined,
): ModuleVerdict {
  const sha256 = serverModuleSha256(code);
  if (trust.sha256.has(sha256)) return { trusted: true, sha256 };
  if (signature !== undefined && serverModuleSignatureVerifies(trust.publicKeys, name, code, signature)) {
    return { trusted: true, sha256 };
  }
  const reason =
    signature === undefined
      ? 'its SHA-256 is not pinned in SERVER_MODULE_SHA256 and it is not signed'
      : 'its SHA-256 is not pinned in SERVER_MODULE_SHA256 and its signature does not verify with SERVER_MODULE_PUBLIC_KEYS';
  return { trusted: false, sha256, reason };
}
