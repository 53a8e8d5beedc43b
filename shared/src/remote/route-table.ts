import type { RemoteName } from '@slotwise/shared/remote/remote-module';

/**
 * Who may open a path: everyone, only signed-out visitors (redirected to /dashboard when
 * signed in), or only signed-in hosts (redirected to /login otherwise).
 */
export type RouteAccess = 'open' | 'guest' | 'auth';

/**
 * 'attendee' pages (opened from a link by someone without an account) render alone, without the
 * app's store, router and UI library, from the remote's './attendee' module; 'app' pages render
 * inside the app from its './module'.
 */
export type RouteSurface = 'app' | 'attendee';

export interface RouteOwnership {
  path: string;
  remote: RemoteName;
  access: RouteAccess;
  surface?: RouteSurface;
}

/**
 * Which remote serves each path (docs/product.md#routes-and-access). The shell routes by this
 * table before any remote is loaded; each remote's exposed routes must cover exactly its
 * paths here (each remote's contract test checks it).
 */
export const routeTable: readonly RouteOwnership[] = [
  { path: '/', remote: 'mf_marketing', access: 'open' },
  { path: '/pricing', remote: 'mf_marketing', access: 'open' },
  { path: '/features', remote: 'mf_marketing', access: 'open' },
  { path: '/integrations', remote: 'mf_marketing', access: 'open' },
  { path: '/enterprise', remote: 'mf_marketing', access: 'open' },
  { path: '/about', remote: 'mf_marketing', access: 'open' },
  { path: '/blog', remote: 'mf_marketing', access: 'open' },
  { path: '/careers', remote: 'mf_marketing', access: 'open' },
  { path: '/contact', remote: 'mf_marketing', access: 'open' },
  { path: '/help', remote: 'mf_marketing', access: 'open' },
  { path: '/privacy', remote: 'mf_marketing', access: 'open' },
  { path: '/terms', remote: 'mf_marketing', access: 'open' },
  { path: '/security', remote: 'mf_marketing', access: 'open' },
  { path: '/login', remote: 'mf_auth', access: 'guest' },
  { path: '/register', remote: 'mf_auth', access: 'guest' },
  { path: '/forgot-password', remote: 'mf_auth', access: 'guest' },
  { path: '/reset-password', remote: 'mf_auth', access: 'open' },
  { path: '/verify-email', remote: 'mf_auth', access: 'open' },
  { path: '/auth/google/callback', remote: 'mf_auth', access: 'open' },
  { path: '/dashboard', remote: 'mf_bookings', access: 'auth' },
  { path: '/dashboard/bookings', remote: 'mf_bookings', access: 'auth' },
  { path: '/dashboard/analytics', remote: 'mf_bookings', access: 'auth' },
  { path: '/dashboard/event-types', remote: 'mf_event_types', access: 'auth' },
  { path: '/dashboard/availability', remote: 'mf_event_types', access: 'auth' },
  { path: '/dashboard/availability/new', remote: 'mf_event_types', access: 'auth' },
  { path: '/dashboard/availability/:id', remote: 'mf_event_types', access: 'auth' },
  { path: '/dashboard/teams', remote: 'mf_event_types', access: 'auth' },
  { path: '/dashboard/settings', remote: 'mf_settings', access: 'auth' },
  { path: '/cancel/:bookingId', remote: 'mf_bookings', access: 'open', surface: 'attendee' },
  { path: '/reschedule/:bookingId', remote: 'mf_bookings', access: 'open', surface: 'attendee' },
  // The link mailed to an attendee to confirm their e-mail (docs/product.md#attendee-e-mail-confirmation).
  { path: '/confirm-booking', remote: 'mf_bookings', access: 'open', surface: 'attendee' },
  // Before '/:username/:slug': 'team' is a reserved username (docs/product.md#team-pages).
  { path: '/team/:teamSlug', remote: 'mf_bookings', access: 'open', surface: 'attendee' },
  { path: '/team/:teamSlug/:slug', remote: 'mf_bookings', access: 'open', surface: 'attendee' },
  // A single-use link (docs/product.md#private-sharing); 'booking' is a reserved username.
  { path: '/booking/:linkSecret', remote: 'mf_bookings', access: 'open', surface: 'attendee' },
  { path: '/:username/:slug', remote: 'mf_bookings', access: 'open', surface: 'attendee' },
  // The host's page (docs/product.md#public-profile-page): last, so every app path wins.
  { path: '/:username', remote: 'mf_bookings', access: 'open', surface: 'attendee' },
];

/** Paths the spec links to that live elsewhere (docs/product.md#routes-and-access). */
export const routeRedirects: Readonly<Record<string, string>> = {
  '/signup': '/register',
  '/event-types': '/dashboard/event-types',
  '/availability': '/dashboard/availability',
  '/teams': '/dashboard/teams',
  '/analytics': '/dashboard/analytics',
  '/bookings': '/dashboard/bookings',
  '/settings': '/dashboard/settings',
};

export function surfaceOf(route: RouteOwnership): RouteSurface {
  return route.surface ?? 'app';
}

/** The paths a remote serves; with `surface`, only those it serves on that surface. */
export function pathsOwnedBy(remote: RemoteName, surface?: RouteSurface): string[] {
  return routeTable
    .filter((route) => route.remote === remote && (surface === undefined || surfaceOf(route) === surface))
    .map((route) => route.path);
}

/**
 * Matches a concrete pathname against a route-table pattern ('/cancel/:bookingId'): the
 * parameters, or null. The table only uses whole static or ':name' segments. This exists so the
 * attendee surface can route without React Router (~27 KB compressed of its 150 KB budget);
 * the app itself routes with React Router.
 */
export function matchRoutePattern(pattern: string, pathname: string): Record<string, string> | null {
  const trim = (path: string) => path.replace(/\/+$/, '').split('/').slice(1);
  const wanted = trim(pattern);
  const actual = trim(pathname);
  if (wanted.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < wanted.length; i++) {
    if (wanted[i].startsWith(':')) {
      if (!actual[i]) return null;
      try {
        params[wanted[i].slice(1)] = decodeURIComponent(actual[i]);
      } catch {
        return null;
      }
    } else if (wanted[i].toLowerCase() !== actual[i].toLowerCase()) return null;
  }
  return params;
}

/** The first route of the table that serves `pathname` (the order of the table decides). */
export function routeForPath(
  pathname: string,
): { route: RouteOwnership; params: Record<string, string> } | null {
  for (const route of routeTable) {
    const params = matchRoutePattern(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}
