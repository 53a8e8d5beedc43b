// The access token lives in localStorage under the key 'token' (docs/product.md#sessions-and-tokens).
const tokenKey = 'token';

export function readStoredToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(tokenKey) ?? null;
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  globalThis.localStorage?.setItem(tokenKey, token);
}

export function clearStoredToken(): void {
  globalThis.localStorage?.removeItem(tokenKey);
}
