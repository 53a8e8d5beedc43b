import { reservedUsernames } from '@slotwise/shared/contract/auth.contract';
import { routeRedirects, routeTable } from '@slotwise/shared/remote/route-table';
import { contentSecurityPolicy } from './runtime-config';
import {
  embedProofOf,
  pageCacheControlFor,
  pageCspFor,
  pageHeadersFor,
  provesPage,
  robotsTagFor,
} from './serving-rules';

const csp = contentSecurityPolicy({ apiBaseUrl: '', remotes: {} as never, previewOrigins: [] });

describe('framing (the embed): only a page the API proves real', () => {
  it.each([
    ['/alice', '/api/public/users/alice'],
    ['/alice/intro?embed=1', '/api/public/event-types/alice/intro'],
    ['/team/acme', '/api/public/teams/acme'],
    ['/team/acme/demo', '/api/public/teams/acme/demo'],
    ['/cancel/0f3a', '/api/public/bookings/0f3a'],
    ['/reschedule/0f3a', '/api/public/bookings/0f3a'],
    // Encoded as the page itself asks (mf-bookings' public-booking.api.ts), so the answer is shared.
    ['/al%20ice/in%2Ftro', '/api/public/event-types/al%20ice/in%2Ftro'],
  ])('%s, an attendee page, is proven by the call the page makes: %s', (path, call) => {
    expect(embedProofOf(path)).toBe(call);
  });

  it.each([
    '/',
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password?token=x',
    '/pricing',
    '/dashboard',
    '/dashboard/event-types',
    '/dashboard/availability/a1',
    '/dashboard/settings?tab=developers',
    '/dashboard/bookings/x',
    '/team/a/b/c',
    '/alice/intro/extra',
    '/static/js/x.js',
  ])('%s, an app page or no page, is never framed', (path) => {
    expect(embedProofOf(path)).toBeNull();
  });

  it("the aliases of the app's pages are never framed, in any case, with or without a trailing slash", () => {
    const aliases = Object.keys(routeRedirects);
    expect(aliases).toEqual(
      expect.arrayContaining(['/settings', '/bookings', '/event-types', '/availability', '/teams']),
    );
    for (const alias of aliases) {
      for (const path of [alias, `${alias}/`, alias.toUpperCase(), `${alias}?x=1`]) {
        expect([path, embedProofOf(path)]).toEqual([path, null]);
      }
    }
  });

  it('reserved names are never framed, alone or before a slug', () => {
    expect(reservedUsernames.size).toBeGreaterThan(20);
    for (const name of reservedUsernames) {
      for (const path of [`/${name}`, `/${name}/x`, `/${name.toUpperCase()}/intro`]) {
        // /team/x, /cancel/x, /reschedule/x and /booking/x are attendee pages; every other is the app's.
        if (['team', 'cancel', 'reschedule', 'booking'].includes(name) && path.split('/').length === 3)
          continue;
        expect([path, embedProofOf(path)]).toEqual([path, null]);
      }
    }
  });

  // The page of a mailed confirmation link spends its token: never in another site's frame
  // (docs/product.md#attendee-e-mail-confirmation).
  const neverFramed = new Set(['/confirm-booking']);

  it('every attendee route of the table says how it is proven', () => {
    for (const route of routeTable.filter((one) => one.surface === 'attendee')) {
      const path = route.path.replace(/:[a-zA-Z]+/g, 'x1');
      expect([route.path, embedProofOf(path)]).toEqual([
        route.path,
        neverFramed.has(route.path) ? null : expect.stringMatching(/^\/api\/public\//),
      ]);
    }
  });

  it('is proven by a found answer or an inactive event type, never by a missing answer or another refusal', () => {
    expect(provesPage({ data: {} }, undefined)).toBe(true);
    expect(
      provesPage(undefined, { error: 'event_type_inactive', message: 'This event is not available' }),
    ).toBe(true);
    expect(provesPage(undefined, { message: 'Booking not found' })).toBe(false);
    expect(provesPage(undefined, null)).toBe(false);
    // The API did not answer in time, or is down: fail closed.
    expect(provesPage(undefined, undefined)).toBe(false);
  });

  it('a proven page may be framed by any site; every other page refuses it', () => {
    expect(pageCspFor(csp, true)).toContain('frame-ancestors *');
    expect(pageCspFor(csp, true)).not.toContain("frame-ancestors 'none'");
    expect(pageHeadersFor(true)['x-frame-options']).toBeUndefined();
    // The rest of the CSP is the app's.
    expect(pageCspFor(csp, true).replace('frame-ancestors *', "frame-ancestors 'none'")).toBe(csp);
    expect(pageCspFor(csp, false)).toBe(csp);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(pageHeadersFor(false)['x-frame-options']).toBe('DENY');
  });
});

describe("a booking's own pages are never stored", () => {
  it.each(['/cancel/0f3a', '/reschedule/0f3a?x=1', '/booking/Ab3_-x'])('%s is no-store', (path) => {
    expect(pageCacheControlFor(path)).toBe('no-store');
  });
  it.each(['/alice', '/alice/intro', '/team/acme', '/dashboard', '/'])('%s is revalidated', (path) => {
    expect(pageCacheControlFor(path)).toBe('no-cache');
  });
});

describe('secret pages stay out of search engines (docs/product.md#private-sharing)', () => {
  it('a single-use link page is always noindex', () => {
    expect(robotsTagFor('/booking/Ab3_-x')).toBe('noindex');
    expect(robotsTagFor('/booking/Ab3_-x?utm=1', null)).toBe('noindex');
  });
  it("a drawn page is noindex when its preview says so (a secret type's page)", () => {
    expect(robotsTagFor('/alice/intro', { robots: 'noindex' })).toBe('noindex');
    expect(robotsTagFor('/alice/intro', {})).toBeNull();
    expect(robotsTagFor('/alice/intro')).toBeNull();
    expect(robotsTagFor('/alice')).toBeNull();
  });
});
