/**
 * The token of a mailed link, `/verify-email#token=...` or `/reset-password#token=...`: a
 * fragment, so no server, proxy log or Referer header ever sees it (docs/security.md).
 */
export function tokenOfFragment(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}
