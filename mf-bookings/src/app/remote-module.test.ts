import { assertRemoteModule } from '@slotwise/shared/remote/remote-module';
import { pathsOwnedBy } from '@slotwise/shared/remote/route-table';
import remoteModule from './remote-module';

describe('mf-bookings exposed module', () => {
  it('satisfies the shell contract', () => {
    expect(assertRemoteModule(remoteModule, 'mf_bookings')).toBe(remoteModule);
  });

  it('serves exactly the paths the route table gives it', () => {
    expect(remoteModule.routes.map((route) => route.path).sort()).toEqual(pathsOwnedBy('mf_bookings').sort());
  });
});
