// Instance administration (docs/product.md#instance-administration): the first account is the
// administrator; it closes sign-up in Settings → Admin and the register page says so.
import assert from 'node:assert/strict';
import { newUser, registerByApi, signIn } from '../support/accounts.mjs';
import { expect } from '../support/expect.mjs';
import { useJourneys } from '../support/journey.mjs';

const { journey } = useJourneys();

journey(
  'an administrator closes sign-up and the register page says so; others see no Admin tab',
  async ({ page, context, app }) => {
    // This file's server is new: its first account is the administrator.
    const admin = await registerByApi(app, newUser('admin'));
    const other = await registerByApi(app, newUser('member'));

    await signIn(page, other.username);
    await page.goto('/dashboard/settings?tab=admin');
    await expect(page.getByRole('tab', { name: 'Security' })).toBeVisible();
    assert.equal(await page.getByRole('tab', { name: 'Admin' }).count(), 0, 'no Admin tab for others');
    const refused = await page.evaluate(async () => {
      const response = await fetch('/api/admin/settings', {
        headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return response.status;
    });
    assert.equal(refused, 403);

    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, admin.username);
    await page.goto('/dashboard/settings?tab=admin');
    await expect(page.getByRole('tab', { name: 'Admin' })).toBeVisible();
    await expect(page.getByText(`${other.username} · ${other.email}`)).toBeVisible();
    await page.getByLabel('Who can create an account').selectOption('closed');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('The server settings have been saved.')).toBeVisible();
    await expect(
      page.getByTestId('audit-log').getByText('Nobody (sign-up closed)', { exact: false }),
    ).toBeVisible();
    const mode = await (await fetch(`${app.url}/api/instance`)).json();
    assert.deepEqual(mode, { data: { signup_mode: 'closed' } });

    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/register');
    // The prerendered form paints first; the app (which asks GET /api/instance) loads on the first
    // interaction, as a visitor starting to type would (docs/product.md#instance-administration).
    await page.getByLabel('First name').click();
    await expect(page.getByRole('heading', { name: 'Sign-up is closed' })).toBeVisible();
    await expect(
      page.getByText('Sign-up is closed on this server. Ask an administrator for an account.'),
    ).toBeVisible();
    const response = await fetch(`${app.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...newUser('late'), password_confirmation: newUser().password, surname: null }),
    });
    assert.equal(response.status, 403);
  },
);
