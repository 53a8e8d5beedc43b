import { classifyRemoteLoadError, RemoteVersionError } from './remote-version-error';

// The text @module-federation/runtime-core 2.9 throws for a strictVersion singleton (observed).
const refusal = new Error(
  '[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module @slotwise/shared/remote/remote-module does not satisfy the requirement of mf_marketing which needs ^2.0.0)',
);

describe('classifyRemoteLoadError', () => {
  it('names a refused shared version, for a remote built for a newer major', () => {
    const error = classifyRemoteLoadError('mf_marketing', refusal);
    expect(error).toBeInstanceOf(RemoteVersionError);
    const skew = error as RemoteVersionError;
    expect(skew.module).toBe('@slotwise/shared/remote/remote-module');
    expect(skew.provided).toBe('1.0.0');
    expect(skew.required).toBe('^2.0.0');
    expect(skew.remoteIsNewer).toBe(true);
    expect(skew.cause).toBe(refusal);
  });

  it('knows a remote built for an older major', () => {
    const older = new Error(
      refusal.message.replace('Version 1.0.0', 'Version 2.1.0').replace('^2.0.0', '^1.0.0'),
    );
    expect((classifyRemoteLoadError('mf_marketing', older) as RemoteVersionError).remoteIsNewer).toBe(false);
  });

  it('leaves other failures as they are', () => {
    const down = new TypeError('Failed to fetch');
    expect(classifyRemoteLoadError('mf_auth', down)).toBe(down);
  });
});
