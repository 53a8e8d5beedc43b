// Registering: the form's own checks, the server's 422 box, then success on /dashboard.
import { newUser, registerByApi } from '../support/accounts.mjs';
import { expect, expectPath } from '../support/expect.mjs';
import { useJourneys } from '../support/journey.mjs';

const { journey } = useJourneys();

/**
 * @param {import('playwright-core').Page} page
 * @param {ReturnType<typeof newUser>} user
 * @param {string} confirmation
 */
async function fillRegisterForm(page, user, confirmation = user.password) {
  await page.getByLabel('First name').fill(user.name);
  await page.getByLabel('Last name').fill(user.surname);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill(confirmation);
}

journey('register: validation errors, a taken username (422), then success', async ({ page, app }) => {
  const existing = await registerByApi(app, newUser('taken'));
  const user = newUser('newcomer');

  await page.goto('/register');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Value is required')).toBeVisible();
  await expectPath(page, '/register');

  await fillRegisterForm(page, user, `${user.password}-typo`);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Passwords must match')).toBeVisible();
  await expectPath(page, '/register');

  // The server rejects the taken username with 422: the issues box lists its message.
  await fillRegisterForm(page, { ...user, username: existing.username });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please correct the following issues:')).toBeVisible();
  await expect(page.getByText('This username is already taken').first()).toBeVisible();
  await expectPath(page, '/register');

  await page.getByLabel('Username').fill(user.username);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectPath(page, '/dashboard');
  await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
});
