import { detectedTimeZone } from '@slotwise/shared/datetime/browser-time-zone';

/** The API path that starts Google sign-in, on the product's own host (docs/product.md#google-sign-in). */
export const googleSignInPath = '/api/auth/google/redirect';

export function googleSignInUrl(timeZone: string | undefined): string {
  return timeZone ? `${googleSignInPath}?${new URLSearchParams({ time_zone: timeZone })}` : googleSignInPath;
}

/** A whole-page navigation: the API answers with a redirect to Google. */
export function startGoogleSignIn(): void {
  window.location.assign(googleSignInUrl(detectedTimeZone()));
}
