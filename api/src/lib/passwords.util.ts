import { type Algorithm, hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2 as Algorithm; // Algorithm.Argon2id (an ambient const enum: not importable as a value)

// OWASP's argon2id baseline (m=19 MiB, t=2, p=1), also @node-rs/argon2's default.
const options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// Verifying against this keeps unknown logins as slow as known ones (no user enumeration by timing).
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('dummy-password-for-timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
