import { useMeQuery } from '@slotwise/shared/api/session.api';
import { selectIsAuthenticated, selectUser } from '@slotwise/shared/api/session.slice';
import { useMessages } from '@slotwise/shared/i18n/i18n';
import { useLanguageSync } from '@slotwise/shared/i18n/language-sync';
import { routeTable } from '@slotwise/shared/remote/route-table';
import { matchPath, Navigate, Outlet, useLocation } from '@slotwise/shared/router';
import { useAppSelector } from '@slotwise/shared/store/hooks';
import { Center, Spinner } from '@slotwise/shared/ui/chakra';
import { shellCatalogue } from '../../app/shell-catalogue';

// An attendee's pages follow the visitor's browser language, not a signed-in host's setting.
// The table lists specific paths before '/:username/:slug', so its first match is the owner
// (/dashboard/bookings also matches '/:username/:slug').
function isAttendeePage(pathname: string): boolean {
  const owner = routeTable.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
  return owner?.remote === 'mf_bookings' && owner.access === 'open';
}

/**
 * A stored token without user data fetches the user (docs/product.md#routes-and-access). On open pages this
 * runs in the background; a failure (after one silent refresh) clears the session. It also
 * keeps the page in the user's (or the browser's) language (docs/product.md#language).
 */
export function SessionLoader() {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const user = useAppSelector(selectUser);
  const { pathname } = useLocation();
  useLanguageSync({ attendeePage: isAttendeePage(pathname) });
  useMeQuery(undefined, { skip: !isAuthenticated || user !== null });
  return <Outlet />;
}

/** Dashboard paths: signed-in hosts only; the user is fetched before entering. */
export function RequireAuth() {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const user = useAppSelector(selectUser);
  const location = useLocation();
  const t = useMessages(shellCatalogue);
  if (!isAuthenticated) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  if (!user) {
    return (
      <Center minH="100vh" role="status" aria-label={t('session.loading')}>
        <Spinner size="lg" color="brand.solid" />
      </Center>
    );
  }
  return <Outlet />;
}

/**
 * Where a guest page sends a user once signed in: the page RequireAuth sent them away from
 * (`state.from`, e.g. an invitation mail's link, docs/product.md#team-invitations), else
 * /dashboard. Only a path of this site (never `//host` or `/\host`). The sign-in and sign-up
 * pages go to the same place (mf-auth's return-path.ts), whichever of the two navigates first.
 */
export function afterSignInPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || /^\/[/\\]/.test(from)) return '/dashboard';
  return from;
}

/** /login and /register send a signed-in user on (to /dashboard unless they came from a page). */
export function GuestOnly() {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const { state } = useLocation();
  return isAuthenticated ? <Navigate to={afterSignInPath(state)} replace /> : <Outlet />;
}
