import {
  matchRoutePattern,
  pathsOwnedBy,
  routeForPath,
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
  ])('gives %s to %s on the %s surface (the first route of the table wins)', (path, remote, surface) => {
    const found = routeForPath(path);
    expect(found?.route.remote).toBe(remote);
    expect(found && surfaceOf(found.route)).toBe(surface);
  });

  it('gives the parameters of the page', () => {
    expect(routeForPath('/ada/intro-call')?.params).toEqual({ username: 'ada', slug: 'intro-call' });
  });

  it('finds nothing for a path no route serves', () => {
    expect(routeForPath('/no/such/page/here')).toBeNull();
  });
});

describe('pathsOwnedBy', () => {
  it('splits a remote’s paths by surface', () => {
    expect(pathsOwnedBy('mf_bookings', 'attendee').sort()).toEqual([
      '/:username/:slug',
      '/cancel/:bookingId',
      '/reschedule/:bookingId',
    ]);
    expect(pathsOwnedBy('mf_bookings', 'app')).toEqual([
      '/dashboard',
      '/dashboard/bookings',
      '/dashboard/analytics',
    ]);
    expect(pathsOwnedBy('mf_bookings')).toHaveLength(6);
    expect(
      routeTable.filter((route) => surfaceOf(route) === 'attendee').every((r) => r.access === 'open'),
    ).toBe(true);
  });
});
