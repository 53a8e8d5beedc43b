/**
 * Leaves the app for another site (Google's consent screen). A module of its own so that tests
 * can replace it: jsdom cannot navigate.
 */
export function navigateToExternalUrl(url: string): void {
  window.location.assign(url);
}
