import { runtimeConfigFromEnv, serverRemotesFromEnv } from './runtime-config';

describe("the page server's own view of the remotes", () => {
  it('fetches a remote at its internal URL where one is set, else where the browser does', () => {
    const env = {
      REMOTE_MARKETING_URL: 'http://localhost:3010/mf-manifest.json',
      REMOTE_MARKETING_INTERNAL_URL: 'http://mf-marketing/mf-manifest.json',
    };
    const { remotes } = runtimeConfigFromEnv(env);
    const fetched = serverRemotesFromEnv(env, remotes);
    expect(fetched.mf_marketing).toBe('http://mf-marketing/mf-manifest.json');
    expect(fetched.mf_auth).toBe(remotes.mf_auth);
    // The browser's config is untouched: it never sees the internal address.
    expect(remotes.mf_marketing).toBe('http://localhost:3010/mf-manifest.json');
  });
});
