import { useMeQuery } from '@slotwise/shared/api/session.api';
import { selectIsAuthenticated, selectUser } from '@slotwise/shared/api/session.slice';
import { Navigate, Outlet, useLocation } from '@slotwise/shared/router';
import { useAppSelector } from '@slotwise/shared/store/hooks';
import { Center, Spinner } from '@slotwise/shared/ui/chakra';

/**
 * A stored token without user data fetches the user (product-spec §2). On open pages this
 * runs in the background; a failure (after one silent refresh) clears the session.
 */
export function SessionLoader() {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const user = useAppSelector(selectUser);
  useMeQuery(undefined, { skip: !isAuthenticated || user !== null });
  return <Outlet />;
}

/** Dashboard paths: signed-in hosts only; the user is fetched before entering. */
export function RequireAuth() {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const user = useAppSelector(selectUser);
  const location = useLocation();
  if (!isAuthenticated) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  if (!user) {
    return (
      <Center minH="100vh" role="status" aria-label="Loading your account">
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
