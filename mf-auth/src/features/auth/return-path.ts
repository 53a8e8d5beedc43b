import { useLocation } from '@slotwise/shared/router';

/**
 * Where a sign-in or sign-up continues: the app page the guard sent the visitor away from
 * (`state.from`, e.g. an invitation mail's link, docs/product.md#team-invitations), else the
 * dashboard. Only a path of this site counts: never another origin (`//host`, `/\host`).
 */
export function returnPathOf(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || /^\/[/\\]/.test(from)) return '/dashboard';
  return from;
}

/** The page to continue to, and the router state that carries it to the other auth page. */
export function useReturnPath(): { returnPath: string; carry: { from: string } | undefined } {
  const { state } = useLocation();
  const returnPath = returnPathOf(state);
  return { returnPath, carry: returnPath === '/dashboard' ? undefined : { from: returnPath } };
}
