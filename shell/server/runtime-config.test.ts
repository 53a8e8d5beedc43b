import { contentSecurityPolicy, runtimeConfigFromEnv, serverRemotesFromEnv } from './runtime-config';

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

describe('the Content-Security-Policy', () => {
  const directive = (csp: string, name: string) =>
    csp.split('; ').find((part) => part.startsWith(`${name} `));

  it("takes scripts and stylesheets from the shell, the remotes' origins and the preview origins", () => {
    const csp = contentSecurityPolicy({
      apiBaseUrl: '',
      remotes: {
        mf_marketing: 'https://b.example/mf-manifest.json',
        mf_auth: 'https://a.example/x/mf-manifest.json',
        mf_bookings: 'https://bookings.example/app/mf-manifest.json',
        mf_event_types: 'https://b.example/mf-manifest.json',
        mf_settings: 'https://a.example/mf-manifest.json',
      },
      previewOrigins: ['https://preview.example'],
    });
    const sources = 'https://a.example https://b.example https://bookings.example https://preview.example';
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${sources}`);
    // mf-bookings' CSS file (its attendee pages) loads from its origin; emotion's styles are inline.
    expect(directive(csp, 'style-src')).toBe(`style-src 'self' 'unsafe-inline' ${sources}`);
  });

  it('takes stylesheets from nowhere else when no remote is configured', () => {
    const csp = contentSecurityPolicy({ apiBaseUrl: '', remotes: {} as never, previewOrigins: [] });
    expect(directive(csp, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
  });
});
