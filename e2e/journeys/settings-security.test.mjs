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
  'changing the password keeps this session and ends the others; End all other sessions ends the rest at once',
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
    await page.getByRole('button', { name: 'End all other sessions' }).click();
    await expect(page.getByText('Every other session has been ended.')).toBeVisible();
    // At once, the other device's access token included (not only its refresh).
    assert.equal(await meStatus(app, another), 401, 'ending the other sessions signed the other device out');
    await expect(page.getByRole('button', { name: 'End all other sessions' })).toBeHidden();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
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
