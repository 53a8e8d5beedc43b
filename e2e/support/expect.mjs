// The few waiting assertions the journeys need (playwright-core has no test runner or
// expect): each waits up to the context's default timeout, then fails saying what it wanted.
import { stepTimeoutMs } from './timeouts.mjs';

/** @param {import('playwright-core').Locator} locator */
export function expect(locator) {
  const wait = async (state, what, timeout) => {
    try {
      await locator.first().waitFor({ state, timeout });
    } catch (error) {
      throw new Error(
        `Expected ${locator} to be ${what}: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
      );
    }
  };
  return {
    /** @param {{ timeout?: number }} [options] */
    toBeVisible: (options = {}) => wait('visible', 'visible', options.timeout),
    /** @param {{ timeout?: number }} [options] */
    toBeHidden: (options = {}) => wait('hidden', 'hidden', options.timeout),
  };
}

/**
 * Waits until the page's path (without query) is `path`.
 * @param {import('playwright-core').Page} page
 * @param {string} path
 */
export async function expectPath(page, path, timeout = stepTimeoutMs) {
  try {
    await page.waitForURL((url) => url.pathname === path, { timeout, waitUntil: 'commit' });
  } catch {
    throw new Error(`Expected the path ${path}, but the page is at ${page.url()}`);
  }
}

/**
 * Polls `probe` until it returns a truthy value.
 * @template T
 * @param {() => Promise<T> | T} probe
 * @param {string} what
 * @returns {Promise<T>}
 */
export async function eventually(probe, what, timeout = stepTimeoutMs) {
  const deadline = Date.now() + timeout;
  let last;
  while (Date.now() < deadline) {
    last = await probe();
    if (last) return last;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Timed out after ${timeout} ms waiting for ${what}`);
}
