// One remote's server is down: its pages say so and offer Try Again, the rest of the app
// keeps working, and once the server is back Try Again shows the page without a reload.

import assert from 'node:assert/strict';
import { expect, expectPath } from '../support/expect.mjs';
import { useJourneys } from '../support/journey.mjs';

const { journey } = useJourneys();

journey('the marketing remote down: fallback, the rest works, Try Again recovers', async ({ page, app }) => {
  await app.stack.stopService('mf-marketing');
  try {
    await page.goto('/');
    // The shell's server may still hold the landing page the remote prerendered (kept 5 s):
    // the app, and with it the remote, loads on the visitor's first interaction.
    await page.keyboard.press('Shift');
    await expect(page.getByText('could not be loaded')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();

    // Another remote's page still works.
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();

    await page.goto('/');
    await page.keyboard.press('Shift');
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  } finally {
    await app.stack.startService('mf-marketing');
  }
  // A marker on window survives only if the page is not reloaded.
  await page.evaluate(() => {
    /** @type {any} */ (window).__sameDocument = true;
  });
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByText('could not be loaded')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectPath(page, '/');
  assert.equal(
    await page.evaluate(() => /** @type {any} */ (window).__sameDocument),
    true,
    'Try Again must not reload the page',
  );
});
