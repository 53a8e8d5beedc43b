import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chromiumPath, launchChromium } from '../testing/chromium.mjs';
import { calibratedSlowdown, measureBenchmarkIndex, rawSlowdown } from './cpu-calibration.mjs';

test("the slowdown brings any machine to the same phone: Lighthouse's 4x at index 2,000", () => {
  assert.equal(calibratedSlowdown(2000), 4);
  assert.equal(calibratedSlowdown(1000), 2);
  assert.equal(calibratedSlowdown(1234), 2.5);
  // A machine already slower than the phone is not sped up.
  assert.equal(calibratedSlowdown(300), 1);
  // No index measured: Lighthouse's preset.
  assert.equal(calibratedSlowdown(Number.NaN), rawSlowdown);
  assert.equal(calibratedSlowdown(0), rawSlowdown);
});

test("Lighthouse's benchmark runs in Debian's Chromium and gives a plausible index", async (t) => {
  try {
    chromiumPath();
  } catch {
    // Only before the test set-up has installed it (it runs after these tests on a new machine).
    t.skip('no Chromium on this machine yet');
    return;
  }
  const browser = await launchChromium();
  try {
    const index = await measureBenchmarkIndex(browser);
    assert.ok(index > 50 && index < 10_000, `benchmark index ${index}`);
  } finally {
    await browser.close();
  }
});
