// Forgot password: the link is read from the mail in DATA_DIR/outbox, the new password works.
import assert from 'node:assert/strict';
import { newUser, registerByApi, signIn } from '../support/accounts.mjs';
import { expectPath } from '../support/expect.mjs';
import { useJourneys } from '../support/journey.mjs';
import { waitForResetLink } from '../support/outbox.mjs';

const { journey } = useJourneys();

journey('forgot password, reset it from the mailed link, sign in with the new one', async ({ page, app }) => {
  const user = await registerByApi(app, newUser('reset'));
  const newPassword = 'Brand-new-secret-77';

  await page.goto('/login');
  await page.getByRole('link', { name: /forgot password/i }).click();
  await expectPath(page, '/forgot-password');
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();

  const link = await waitForResetLink(app.outboxDir, user.email);
  const target = new URL(link);
  await page.goto(`${target.pathname}${target.search}${target.hash}`);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  const resetAnswer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/auth/reset-password',
  );
  await page.getByRole('button', { name: 'Reset password' }).click();
  const answer = await resetAnswer;
  assert.ok(answer.ok(), `the reset was accepted (HTTP ${answer.status()})`);

  await signIn(page, user.username, newPassword);
});
