import type { RemoteName } from '@slotwise/shared/remote/remote-module';

/**
 * Who may open a path: everyone, only signed-out visitors (redirected to /dashboard when
 * signed in), or only signed-in hosts (redirected to /login otherwise).
 */
export type RouteAccess = 'open' | 'guest' | 'auth';

export interface RouteOwnership {
  path: string;
  remote: RemoteName;
  access: RouteAccess;
}

/**
 * Which remote serves each path (product-spec §2 and decisions §9). The shell routes by this
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
  { path: '/cancel/:bookingId', remote: 'mf_bookings', access: 'open' },
  { path: '/:username/:slug', remote: 'mf_bookings', access: 'open' },
];

/** Paths the spec links to that live elsewhere (decisions §9). */
export const routeRedirects: Readonly<Record<string, string>> = {
  '/signup': '/register',
  '/event-types': '/dashboard/event-types',
  '/availability': '/dashboard/availability',
  '/teams': '/dashboard/teams',
  '/analytics': '/dashboard/analytics',
  '/bookings': '/dashboard/bookings',
  '/settings': '/dashboard/settings',
};

export function pathsOwnedBy(remote: RemoteName): string[] {
  return routeTable.filter((route) => route.remote === remote).map((route) => route.path);
}
