import { reservedUsernames } from '@slotwise/shared/contract/auth.contract';
import {
  matchRoutePattern,
  pathsOwnedBy,
  routeForPath,
  routeRedirects,
  routeTable,
  surfaceOf,
} from '@slotwise/shared/remote/route-table';

describe('matchRoutePattern', () => {
  it('reads parameters and decodes them', () => {
    expect(matchRoutePattern('/:username/:slug', '/ada/intro-call')).toEqual({
      username: 'ada',
      slug: 'intro-call',
    });
    expect(matchRoutePattern('/cancel/:bookingId', '/cancel/b%201')).toEqual({ bookingId: 'b 1' });
    expect(matchRoutePattern('/dashboard/availability/:id', '/dashboard/availability/42/')).toEqual({
      id: '42',
    });
  });

  it('matches static segments without regard to case, like the app router', () => {
    expect(matchRoutePattern('/pricing', '/Pricing')).toEqual({});
    expect(matchRoutePattern('/', '/')).toEqual({});
  });

  it('refuses other lengths, other static segments and broken escapes', () => {
    expect(matchRoutePattern('/:username/:slug', '/ada')).toBeNull();
    expect(matchRoutePattern('/:username/:slug', '/a/b/c')).toBeNull();
    expect(matchRoutePattern('/cancel/:bookingId', '/cancelled/1')).toBeNull();
    expect(matchRoutePattern('/cancel/:bookingId', '/cancel/%E0%A4%A')).toBeNull();
    expect(matchRoutePattern('/pricing', '/')).toBeNull();
  });
});

describe('routeForPath', () => {
  it.each([
    ['/', 'mf_marketing', 'app'],
    ['/dashboard/bookings', 'mf_bookings', 'app'],
    ['/dashboard/availability/7', 'mf_event_types', 'app'],
    ['/auth/google/callback', 'mf_auth', 'app'],
    ['/cancel/123', 'mf_bookings', 'attendee'],
    ['/ada/intro-call', 'mf_bookings', 'attendee'],
    ['/team/sales', 'mf_bookings', 'attendee'],
    ['/team/sales/demo', 'mf_bookings', 'attendee'],
  ])('gives %s to %s on the %s surface (the first route of the table wins)', (path, remote, surface) => {
    const found = routeForPath(path);
    expect(found?.route.remote).toBe(remote);
    expect(found && surfaceOf(found.route)).toBe(surface);
  });

  it('gives the parameters of the page', () => {
    expect(routeForPath('/ada/intro-call')?.params).toEqual({ username: 'ada', slug: 'intro-call' });
  });

  it('gives /team/{teamSlug} to the team page, not to a user named team', () => {
    expect(routeForPath('/team/sales')).toMatchObject({
      route: { path: '/team/:teamSlug' },
      params: { teamSlug: 'sales' },
    });
    expect(routeForPath('/team/sales/demo')).toMatchObject({
      route: { path: '/team/:teamSlug/:slug' },
      params: { teamSlug: 'sales', slug: 'demo' },
    });
  });

  it('finds nothing for a path no route serves', () => {
    expect(routeForPath('/no/such/page/here')).toBeNull();
  });
});

describe('pathsOwnedBy', () => {
  it('splits a remote’s paths by surface', () => {
    expect(pathsOwnedBy('mf_bookings', 'attendee').sort()).toEqual([
      '/:username',
      '/:username/:slug',
      '/booking/:linkSecret',
      '/cancel/:bookingId',
      '/confirm-booking',
      '/reschedule/:bookingId',
      '/team/:teamSlug',
      '/team/:teamSlug/:slug',
    ]);
    expect(pathsOwnedBy('mf_bookings', 'app')).toEqual([
      '/dashboard',
      '/dashboard/bookings',
      '/dashboard/analytics',
    ]);
    expect(pathsOwnedBy('mf_bookings')).toHaveLength(10);
    expect(
      routeTable.filter((route) => surfaceOf(route) === 'attendee').every((r) => r.access === 'open'),
    ).toBe(true);
  });
});

describe('the host page /{username}', () => {
  it('comes after the app paths, so every one of them wins over a username', () => {
    expect(routeForPath('/ada')?.route.path).toBe('/:username');
    expect(routeForPath('/pricing')?.route.path).toBe('/pricing');
    expect(routeForPath('/dashboard')?.route.path).toBe('/dashboard');
  });

  it('no username can take a first segment the app routes (registration refuses them)', () => {
    const firstSegments = [...routeTable.map((route) => route.path), ...Object.keys(routeRedirects)]
      .map((path) => path.split('/')[1])
      .filter((segment) => segment && !segment.startsWith(':'));
    expect(firstSegments.length).toBeGreaterThan(10);
    expect(firstSegments.filter((segment) => !reservedUsernames.has(segment.toLowerCase()))).toEqual([]);
  });
});
