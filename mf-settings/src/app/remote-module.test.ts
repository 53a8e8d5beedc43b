import { assertRemoteModule } from '@slotwise/shared/remote/remote-module';
import { pathsOwnedBy } from '@slotwise/shared/remote/route-table';
import remoteModule from './remote-module';

describe('mf-settings exposed module', () => {
  it('satisfies the shell contract', () => {
    expect(assertRemoteModule(remoteModule, 'mf_settings')).toBe(remoteModule);
  });

  it('serves exactly the paths the route table gives it', () => {
    expect(remoteModule.routes.map((route) => route.path).sort()).toEqual(pathsOwnedBy('mf_settings').sort());
  });

  it('declares its catalogues, so the shell loads the language before mounting it', () => {
    expect(remoteModule.catalogues?.map((catalogue) => catalogue.namespace)).toEqual([
      'settings',
      'contract',
    ]);
  });
});
