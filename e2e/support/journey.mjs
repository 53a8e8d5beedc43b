// The frame of a journey file: one stack and one browser for the file, a fresh browser
// context (no cookies, no stored token) for each journey, and a screenshot plus the servers'
// last log lines when a journey fails.
import { mkdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../../scripts/testing/chromium.mjs';
import { startE2eStack } from './stack.mjs';
import { stepTimeoutMs } from './timeouts.mjs';

export const artifactsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');

function slug(text) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
}

/**
 * @typedef {Awaited<ReturnType<typeof startE2eStack>>} E2eStack
 * @typedef {{ page: import('playwright-core').Page, context: import('playwright-core').BrowserContext, app: E2eStack }} JourneyContext
 */

/**
 * Starts the stack and the browser for this file (before its journeys) and stops them after.
 * @param {Parameters<typeof startE2eStack>[0]} [stackOptions]
 */
export function useJourneys(stackOptions) {
  /** @type {{ app?: E2eStack, browser?: import('playwright-core').Browser }} */
  const state = {};
  const file = basename(process.argv[1] ?? 'journey').replace(/\.test\.mjs$/, '');

  before(async () => {
    state.app = await startE2eStack(stackOptions);
    state.browser = await launchChromium();
  });
  after(async () => {
    await state.browser?.close();
    await state.app?.stop();
  });

  /**
   * @param {string} name
   * @param {(context: JourneyContext) => Promise<void>} fn
   * @param {{ viewport?: { width: number, height: number }, timeout?: number, locale?: string, todo?: string }} [options]
   *   `todo`: runs and reports, but its failure does not fail the file (say what it waits for).
   */
  function journey(name, fn, options = {}) {
    test(name, { timeout: options.timeout ?? 180_000, todo: options.todo }, async () => {
      const app = /** @type {E2eStack} */ (state.app);
      const context = await /** @type {import('playwright-core').Browser} */ (state.browser).newContext({
        baseURL: app.url,
        viewport: options.viewport ?? { width: 1280, height: 800 },
        timezoneId: 'Europe/Berlin',
        locale: options.locale ?? 'en-US',
      });
      context.setDefaultTimeout(stepTimeoutMs);
      const page = await context.newPage();
      const browserErrors = [];
      page.on('pageerror', (error) => browserErrors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') browserErrors.push(`console: ${message.text().slice(0, 300)}`);
      });
      try {
        await fn({ page, context, app });
      } catch (error) {
        await mkdir(artifactsDir, { recursive: true });
        const shot = join(artifactsDir, `${file}--${slug(name)}.png`);
        await page.screenshot({ path: shot, fullPage: true }).catch(() => {});
        console.error(`\n--- ${name}: failed at ${page.url()}`);
        console.error(`screenshot: ${shot}`);
        if (browserErrors.length > 0)
          console.error(`browser errors:\n${browserErrors.slice(-20).join('\n')}`);
        console.error(`server log (last lines):\n${app.recentLog().split('\n').slice(-40).join('\n')}\n---`);
        throw error;
      } finally {
        await context.close();
      }
    });
  }

  return { journey, state };
}
