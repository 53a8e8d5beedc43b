import { type RouteAccess, routeRedirects, routeTable, surfaceOf } from '@slotwise/shared/remote/route-table';
import { Navigate, type RouteObject } from '@slotwise/shared/router';
import { NotFoundPage } from '@slotwise/shared/ui/not-found-page';
import { AttendeeAppArea } from '../features/attendee-pages/attendee-app-area';
import { GuestOnly, RequireAuth, SessionLoader } from '../features/guards/route-guards';
import { AppLayout } from '../features/layout/app-layout';
import { RemoteArea } from '../features/remote-loading/remote-area';

function areaRoutes(access: RouteAccess): RouteObject[] {
  return routeTable
    .filter((route) => route.access === access)
    .map((route) => ({
      path: route.path,
      element:
        surfaceOf(route) === 'attendee' ? (
          <AttendeeAppArea remote={route.remote} path={route.path} />
        ) : (
          <RemoteArea remote={route.remote} path={route.path} />
        ),
    }));
}

/** The whole route table, its guards and its redirects (docs/product.md#routes-and-access). */
export const routes: RouteObject[] = [
  {
    element: <SessionLoader />,
    children: [
      ...Object.entries(routeRedirects).map(([from, to]) => ({
        path: from,
        element: <Navigate to={to} replace />,
      })),
      { element: <GuestOnly />, children: areaRoutes('guest') },
      { element: <RequireAuth />, children: [{ element: <AppLayout />, children: areaRoutes('auth') }] },
      ...areaRoutes('open'),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
