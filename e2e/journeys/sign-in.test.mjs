// Signing in by username and by email, a wrong password, the route guards and signing out.
import { newUser, registerByApi, signIn } from '../support/accounts.mjs';
import { expect, expectPath } from '../support/expect.mjs';
import { useJourneys } from '../support/journey.mjs';

const { journey, state } = useJourneys();

/** @type {ReturnType<typeof newUser>} */
let user;
async function account() {
  user ??= await registerByApi(/** @type {any} */ (state.app), newUser('signin'));
  return user;
}

journey('sign in with the username', async ({ page }) => {
  const { username } = await account();
  await signIn(page, username);
});

journey('sign in with the email, in other letter case', async ({ page }) => {
  const { email } = await account();
  await signIn(page, email.toUpperCase());
});

journey('a wrong password shows "Invalid credentials" and stays on /login', async ({ page }) => {
  const { username } = await account();
  await page.goto('/login');
  await page.getByLabel('Email or username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  await expectPath(page, '/login');
});

journey(
  'guards: /dashboard signed out goes to /login; /login signed in goes to /dashboard',
  async ({ page }) => {
    const { username } = await account();
    await page.goto('/dashboard');
    await expectPath(page, '/login');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();

    await signIn(page, username);
    await page.goto('/login');
    await expectPath(page, '/dashboard');
  },
);

journey('sign out from the avatar menu goes to /login and closes the dashboard', async ({ page }) => {
  const { username } = await account();
  await signIn(page, username);
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expectPath(page, '/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();

  await page.goto('/dashboard');
  await expectPath(page, '/login');
});
