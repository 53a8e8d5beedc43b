import { sharedDependencies, sharedVersion } from '@slotwise/shared/federation/shared-dependencies';

describe('shared dependencies', () => {
  it('declares the shared modules with shared’s version, ^major and strictVersion', () => {
    const version = sharedVersion({});
    const hooks = sharedDependencies()['@slotwise/shared/store/hooks'];
    expect(hooks).toMatchObject({
      singleton: true,
      version,
      requiredVersion: `^${version.split('.')[0]}.0.0`,
      strictVersion: true,
    });
  });

  it('takes SHARED_VERSION_OVERRIDE (version-skew tests only) and refuses a malformed one', () => {
    expect(sharedVersion({ SHARED_VERSION_OVERRIDE: '2.0.0' })).toBe('2.0.0');
    expect(sharedVersion({})).toMatch(/^\d+\.\d+\.\d+$/);
    expect(() => sharedVersion({ SHARED_VERSION_OVERRIDE: 'latest' })).toThrow(/must be a version/);
  });

  it('provides the listed modules from their source files (provideAlways), and refuses an unknown one', () => {
    const shared = sharedDependencies({ provideAlways: ['@slotwise/shared/datetime/browser-time-zone'] });
    expect(shared['@slotwise/shared/datetime/browser-time-zone'].import).toMatch(
      /shared[\\/]src[\\/]datetime[\\/]browser-time-zone\.ts$/,
    );
    expect(shared['@slotwise/shared/store/hooks'].import).toBeUndefined();
    expect(() => sharedDependencies({ provideAlways: ['@slotwise/shared/nothing/here'] })).toThrow(
      /not a shared module/,
    );
  });
});
