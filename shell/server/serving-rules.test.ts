import { contentSecurityPolicy } from './runtime-config';
import { isEmbeddablePage, pageCspFor, pageHeadersFor } from './serving-rules';

const csp = contentSecurityPolicy({ apiBaseUrl: '', remotes: {} as never, previewOrigins: [] });

describe('framing (the embed)', () => {
  it.each([
    '/alice',
    '/alice/intro?embed=1',
    '/team/acme',
    '/team/acme/demo',
    '/cancel/b1',
    '/reschedule/b1',
  ])('%s, an attendee page, may be framed by any site', (path) => {
    expect(isEmbeddablePage(path)).toBe(true);
    expect(pageCspFor(path, csp)).toContain('frame-ancestors *');
    expect(pageCspFor(path, csp)).not.toContain("frame-ancestors 'none'");
    expect(pageHeadersFor(path)['x-frame-options']).toBeUndefined();
    // The rest of the CSP is the app's.
    expect(pageCspFor(path, csp).replace('frame-ancestors *', "frame-ancestors 'none'")).toBe(csp);
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
  ])('%s, an app page, refuses framing', (path) => {
    expect(isEmbeddablePage(path)).toBe(false);
    expect(pageCspFor(path, csp)).toBe(csp);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(pageHeadersFor(path)['x-frame-options']).toBe('DENY');
  });
});
