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

/** /login and /register send a signed-in user to /dashboard. */
export function GuestOnly() {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  return isAuthenticated ? <Navigate to="/dashboard" replace /> : <Outlet />;
}
