// Debian's Chromium driven by playwright-core: no browser is ever downloaded.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumPath() {
  const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `No Chromium at ${path}: install Debian's chromium (apt-get install chromium) or set CHROME_PATH.`,
    );
  }
  return path;
}

/**
 * Headless Chromium. Playwright gives every launch a fresh temporary user-data-dir (and
 * deletes it on close); each journey then takes its own browser context.
 */
export function launchChromium() {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: chromiumArgs });
}
