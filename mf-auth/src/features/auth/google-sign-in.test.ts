import { googleSignInPath, googleSignInUrl } from './google-sign-in';

describe('googleSignInUrl', () => {
  it("is the API's redirect path on the same origin, with the browser's zone for a new account", () => {
    expect(googleSignInUrl('Europe/Berlin')).toBe('/api/auth/google/redirect?time_zone=Europe%2FBerlin');
  });

  it('is the bare path when the zone is unknown', () => {
    expect(googleSignInUrl(undefined)).toBe(googleSignInPath);
  });
});
