import { parsePreviewRequest, readStoredPreviews, resetPreview, startRemotePreview } from './remote-preview';
import { previewStorageKey } from './remote-preview-check';

const allowlist = ['http://localhost:4555', 'https://preview.slotwise.example/'];
const remotes = {
  mf_marketing: 'http://localhost:3010/mf-manifest.json',
  mf_auth: 'http://localhost:3011/mf-manifest.json',
  mf_bookings: 'http://localhost:3012/mf-manifest.json',
  mf_event_types: 'http://localhost:3013/mf-manifest.json',
  mf_settings: 'http://localhost:3014/mf-manifest.json',
};

function browserAt(href: string) {
  const location = new URL(href) as unknown as Location;
  const history = { state: { idx: 0 }, replaceState: jest.fn() } as unknown as History;
  return { location, history, storage: window.sessionStorage };
}

beforeEach(() => window.sessionStorage.clear());

describe('parsePreviewRequest', () => {
  it('accepts <remote>@<manifest URL> on an allowlisted origin', () => {
    expect(parsePreviewRequest('mf_marketing@http://localhost:4555/mf-manifest.json', allowlist)).toEqual({
      ok: true,
      remote: 'mf_marketing',
      entry: 'http://localhost:4555/mf-manifest.json',
    });
  });

  it('takes an origin alone as its manifest, and allowlist entries with a trailing slash', () => {
    expect(parsePreviewRequest('mf_auth@https://preview.slotwise.example', allowlist)).toEqual({
      ok: true,
      remote: 'mf_auth',
      entry: 'https://preview.slotwise.example/mf-manifest.json',
    });
  });

  it('refuses an origin that is not on the allowlist, naming it', () => {
    expect(parsePreviewRequest('mf_marketing@http://localhost:4666/mf-manifest.json', allowlist)).toEqual({
      ok: false,
      message: 'This preview URL is not allowed: http://localhost:4666 is not on the preview allowlist.',
    });
  });

  it('refuses every origin when the allowlist is empty', () => {
    const request = parsePreviewRequest('mf_marketing@http://localhost:4555/mf-manifest.json', []);
    expect(request.ok).toBe(false);
  });

  it('refuses a look-alike origin (same host, other port or scheme)', () => {
    expect(parsePreviewRequest('mf_marketing@https://localhost:4555/mf-manifest.json', allowlist).ok).toBe(
      false,
    );
    expect(parsePreviewRequest('mf_marketing@http://localhost:45555/mf-manifest.json', allowlist).ok).toBe(
      false,
    );
  });

  it.each([
    ['no remote name', '@http://localhost:4555/mf-manifest.json', /not valid/],
    ['no URL', 'mf_marketing@', /not valid/],
    ['a relative URL', 'mf_marketing@/mf-manifest.json', /not valid/],
    ['a script URL', 'mf_marketing@javascript:alert(1)', /not valid/],
    [
      'an unknown remote',
      'mf_payments@http://localhost:4555/mf-manifest.json',
      /no remote named mf_payments/,
    ],
    ['free text as the remote name', 'Your account is locked, call 555@http://localhost:4555/', /not valid/],
  ])('refuses %s', (_label, value, message) => {
    const request = parsePreviewRequest(value, allowlist);
    expect(request.ok).toBe(false);
    expect(!request.ok && request.message).toMatch(message);
  });
});

describe('startRemotePreview', () => {
  it('applies a requested preview, stores it for the tab and removes it from the address', () => {
    const browser = browserAt(
      'http://localhost:3000/pricing?a=1&preview-remote=mf_marketing@http://localhost:4555/mf-manifest.json#top',
    );
    const state = startRemotePreview({ remotes, previewOrigins: allowlist }, browser);
    expect(state.remotes.mf_marketing).toBe('http://localhost:4555/mf-manifest.json');
    expect(state.remotes.mf_auth).toBe(remotes.mf_auth);
    expect(state.previews).toEqual({ mf_marketing: 'http://localhost:4555/mf-manifest.json' });
    expect(state.refusals).toEqual([]);
    expect(JSON.parse(window.sessionStorage.getItem(previewStorageKey) ?? '{}')).toEqual(state.previews);
    expect(browser.history.replaceState).toHaveBeenCalledWith({ idx: 0 }, '', '/pricing?a=1#top');
  });

  it('keeps the stored preview on later page loads of the tab', () => {
    startRemotePreview(
      { remotes, previewOrigins: allowlist },
      browserAt('http://localhost:3000/?preview-remote=mf_marketing@http://localhost:4555/mf-manifest.json'),
    );
    const later = browserAt('http://localhost:3000/features');
    const state = startRemotePreview({ remotes, previewOrigins: allowlist }, later);
    expect(state.remotes.mf_marketing).toBe('http://localhost:4555/mf-manifest.json');
    expect(later.history.replaceState).not.toHaveBeenCalled();
  });

  it('refuses a non-allowlisted preview and keeps the configured remote', () => {
    const state = startRemotePreview(
      { remotes, previewOrigins: allowlist },
      browserAt('http://localhost:3000/?preview-remote=mf_marketing@https://evil.example/mf-manifest.json'),
    );
    expect(state.remotes.mf_marketing).toBe(remotes.mf_marketing);
    expect(state.previews).toEqual({});
    expect(state.refusals).toEqual([
      'This preview URL is not allowed: https://evil.example is not on the preview allowlist.',
    ]);
    expect(window.sessionStorage.getItem(previewStorageKey)).toBeNull();
  });

  it('drops a stored preview whose origin is no longer allowlisted', () => {
    window.sessionStorage.setItem(
      previewStorageKey,
      JSON.stringify({
        mf_marketing: 'http://localhost:4555/mf-manifest.json',
        mf_x: 'http://localhost:4555/',
      }),
    );
    const state = startRemotePreview(
      { remotes, previewOrigins: ['http://localhost:4999'] },
      browserAt('http://localhost:3000/'),
    );
    expect(state.remotes.mf_marketing).toBe(remotes.mf_marketing);
    expect(state.previews).toEqual({});
  });

  it('survives unreadable storage', () => {
    window.sessionStorage.setItem(previewStorageKey, '{not json');
    expect(readStoredPreviews(window.sessionStorage, allowlist)).toEqual({});
  });
});

describe('resetPreview', () => {
  it('forgets one remote and keeps the others', () => {
    window.sessionStorage.setItem(
      previewStorageKey,
      JSON.stringify({
        mf_marketing: 'http://localhost:4555/mf-manifest.json',
        mf_auth: 'http://localhost:4555/auth/mf-manifest.json',
      }),
    );
    resetPreview(window.sessionStorage, 'mf_marketing', allowlist);
    expect(readStoredPreviews(window.sessionStorage, allowlist)).toEqual({
      mf_auth: 'http://localhost:4555/auth/mf-manifest.json',
    });
    resetPreview(window.sessionStorage, 'mf_auth', allowlist);
    expect(window.sessionStorage.getItem(previewStorageKey)).toBeNull();
  });
});
