// Test accounts: unique per call (newUser, shared with the bench in scripts/), created through
// the API (fast) or through the screens.
import { newUser, password } from '../../scripts/testing/test-users.mjs';
import { expect } from './expect.mjs';
import { waitForConfirmationMail } from './outbox.mjs';

export { newUser, password };

/**
 * Registers through the API (via the shell's /api proxy, as the browser would).
 * @param {{ url: string }} app
 * @param {ReturnType<typeof newUser>} user
 */
export async function registerByApi(app, user) {
  const response = await fetch(`${app.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: user.name,
      surname: user.surname,
      username: user.username,
      email: user.email,
      password: user.password,
      password_confirmation: user.password,
    }),
  });
  if (!response.ok) {
    throw new Error(`register ${user.username}: HTTP ${response.status} ${await response.text()}`);
  }
  return user;
}

/**
 * Signs in on /login and waits for the dashboard.
 * @param {import('playwright-core').Page} page
 * @param {string} login
 * @param {string} secret
 */
export async function signIn(page, login, secret = password) {
  await page.goto('/login');
  await page.getByLabel('Email or username').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
}

/**
 * Confirms the account's address as its owner would: opens the link of the confirmation mail in
 * the outbox (docs/product.md#verified-e-mail-addresses). Needed before creating API keys or
 * webhooks.
 * @param {import('playwright-core').Page} page
 * @param {{ outboxDir: string }} app
 * @param {string} email
 */
export async function confirmEmailAddress(page, app, email) {
  const { link } = await waitForConfirmationMail(app.outboxDir, email);
  const target = new URL(link);
  await page.goto(`${target.pathname}${target.hash}`);
  await expect(page.getByRole('heading', { name: 'Email address confirmed' })).toBeVisible();
}

/**
 * Confirms the account's address through the API with the token of its confirmation mail, for
 * journeys that set up accounts by API calls (docs/product.md#verified-e-mail-addresses).
 * @param {{ url: string, outboxDir: string }} app
 * @param {string} email
 */
export async function confirmEmailByApi(app, email) {
  const { link } = await waitForConfirmationMail(app.outboxDir, email);
  const token = new URLSearchParams(new URL(link).hash.slice(1)).get('token');
  const response = await fetch(`${app.url}/api/auth/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (!response.ok) throw new Error(`confirm ${email}: HTTP ${response.status} ${await response.text()}`);
}
