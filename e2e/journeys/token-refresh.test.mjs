// An expired access token is renewed silently with the refresh cookie (ACCESS_TOKEN_TTL=2).
import assert from 'node:assert/strict';
import { newUser, registerByApi, signIn } from '../support/accounts.mjs';
import { expect, expectPath } from '../support/expect.mjs';
import { useJourneys } from '../support/journey.mjs';

const { journey } = useJourneys({ env: { ACCESS_TOKEN_TTL: '2' } });

journey('an expired access token is refreshed without signing in again', async ({ page, app }) => {
  const user = await registerByApi(app, newUser('refresh'));
  await signIn(page, user.username);

  const refreshes = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/auth/refresh') refreshes.push(response.status());
  });
  await page.waitForTimeout(3_000);

  await page.goto('/dashboard/bookings');
  await expectPath(page, '/dashboard/bookings');
  await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  assert.ok(refreshes.length > 0, 'the app called /api/auth/refresh');
  assert.ok(
    refreshes.every((status) => status === 200),
    `every refresh succeeded (statuses: ${refreshes.join(', ')})`,
  );
  await expectPath(page, '/dashboard/bookings');
});
