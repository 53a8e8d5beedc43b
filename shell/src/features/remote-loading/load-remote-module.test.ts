import { remoteForPath } from './load-remote-module';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

describe('remoteForPath', () => {
  it.each([
    ['/pricing', 'mf_marketing'],
    ['/login', 'mf_auth'],
    ['/dashboard/event-types', 'mf_event_types'],
    ['/dashboard/availability/42', 'mf_event_types'],
    ['/dashboard/settings?tab=profile', 'mf_settings'],
    ['/ada/intro-call', 'mf_bookings'],
  ])('finds the remote that serves %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it('finds none for a path no remote serves', () => {
    expect(remoteForPath('/no/such/page/here')).toBeUndefined();
  });
});
