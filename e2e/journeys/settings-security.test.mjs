// Settings → Security: change password and sign out everywhere else (docs/product.md#taking-credentials-back).
import assert from 'node:assert/strict';
import { newUser, password, registerByApi, signIn } from '../support/accounts.mjs';
import { expect, expectPath } from '../support/expect.mjs';
import { useJourneys } from '../support/journey.mjs';

const { journey } = useJourneys();

/** Another device: a session signed in through the API, as a second browser would be. */
async function otherDevice(app, login, secret) {
  const response = await fetch(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password: secret }),
  });
  assert.equal(response.status, 200, `sign-in of the other device: HTTP ${response.status}`);
  return (await response.json()).access_token;
}

async function meStatus(app, token) {
  const response = await fetch(`${app.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  return response.status;
}

journey(
  'changing the password keeps this session and ends the others; sign out everywhere else, then here',
  async ({ page, app }) => {
    const user = await registerByApi(app, newUser('security'));
    await signIn(page, user.username);
    const elsewhere = await otherDevice(app, user.username, password);
    assert.equal(await meStatus(app, elsewhere), 200);

    await page.goto('/dashboard/settings?tab=security');
    await page.getByLabel('Current password').fill(password);
    await page.getByLabel('New password', { exact: true }).fill('Brand-new-horse-77');
    await page.getByLabel('Confirm new password').fill('Brand-new-horse-77');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed.', { exact: false })).toBeVisible();
    assert.equal(await meStatus(app, elsewhere), 401, 'the other device is signed out');

    // This device stays signed in, through a reload (the new refresh cookie works).
    await page.goto('/dashboard/bookings');
    await expectPath(page, '/dashboard/bookings');
    await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();

    const another = await otherDevice(app, user.username, 'Brand-new-horse-77');
    await page.goto('/dashboard/settings?tab=security');
    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect(page.getByText('You have been signed out everywhere else.')).toBeVisible();
    assert.equal(await meStatus(app, another), 401, 'sign out everywhere ended the other session');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign out everywhere else' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();

    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await page.getByRole('button', { name: 'Sign out here too' }).click();
    await expectPath(page, '/login');

    await signIn(page, user.username, 'Brand-new-horse-77');
  },
);

journey('a wrong current password is shown at its field and changes nothing', async ({ page, app }) => {
  const user = await registerByApi(app, newUser('wrongpw'));
  await signIn(page, user.username);
  await page.goto('/dashboard/settings?tab=security');
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('Brand-new-horse-77');
  await page.getByLabel('Confirm new password').fill('Brand-new-horse-77');
  await page.getByLabel('Confirm new password').press('Enter');
  await expect(page.getByText('The current password is incorrect.')).toBeVisible();
  assert.equal(await otherDevice(app, user.username, password).then(() => 'ok'), 'ok');
});
