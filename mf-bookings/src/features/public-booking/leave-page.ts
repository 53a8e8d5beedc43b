/** Sends the browser to another site's address (its own module: tests replace it, jsdom cannot navigate). */
export function leavePage(address: string): void {
  globalThis.location.assign(address);
}
