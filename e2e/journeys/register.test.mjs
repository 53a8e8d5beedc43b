// Registering: the form's own checks, the server's 422 box, then success on /dashboard; the
// booking link shown at sign-up and in Settings opens the host's page (issue #14).
import assert from 'node:assert/strict';
import { api } from '../../scripts/testing/api-calls.mjs';
import { newUser, registerByApi } from '../support/accounts.mjs';
import { eventually, expect, expectPath } from '../support/expect.mjs';
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

journey(
  "the booking link of sign-up and Settings opens the host's page; an inactive event says it is not available",
  async ({ page, context }) => {
    const user = newUser('profile');
    await page.goto('/register');
    await fillRegisterForm(page, user);
    // The app takes the prerendered form over on the first interaction, then shows the link.
    const shownLink = await eventually(async () => {
      const text = (await page.getByTestId('booking-link').textContent())?.trim() ?? '';
      return new RegExp(`/${user.username}$`).test(text) ? text : '';
    }, 'the booking link to show the username');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectPath(page, '/dashboard');

    // Two event types through the API with the new session: one active, one inactive.
    const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
    const app = { url: new URL(page.url()).origin };
    for (const [title, slug, active] of [
      ['Intro call', 'intro-call', true],
      ['Old workshop', 'old-workshop', false],
    ]) {
      await api(app, '/api/event-types', {
        method: 'POST',
        token,
        body: { title, slug, duration: 30, location: 'google_meet', public: active },
      });
    }

    // The link shown at sign-up, opened as a visitor would: the host's page, active types only.
    const origin = `http://${new URL(`http://${shownLink}`).host}`;
    const visitor = await context.browser()?.newContext({ viewport: { width: 390, height: 844 } });
    assert.ok(visitor);
    try {
      const visit = await visitor.newPage();
      await visit.goto(`http://${shownLink}`);
      await expect(visit.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
      await expect(visit.getByRole('link', { name: /Intro call/ })).toBeVisible();
      assert.equal(await visit.getByText('Old workshop').count(), 0, 'the inactive type is not listed');
      await visit.getByRole('link', { name: /Intro call/ }).click();
      await expectPath(visit, `/${user.username}/intro-call`);
      await expect(visit.getByRole('heading', { level: 1, name: 'Intro call' })).toBeVisible();

      // The inactive type's link: not available, with the way to the host's page.
      await visit.goto(`${origin}/${user.username}/old-workshop`);
      await expect(
        visit.getByRole('heading', { level: 1, name: 'This event is not available' }),
      ).toBeVisible();
      assert.equal(await visit.getByText('Oops! Page not found').count(), 0);
      await visit.getByRole('link', { name: "See Ada Lovelace's other events" }).click();
      await expectPath(visit, `/${user.username}`);
      await expect(visit.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();

      // An unknown username is the not-found page.
      await visit.goto(`${origin}/nobody_${user.username}`);
      await expect(visit.getByText('Oops! Page not found')).toBeVisible();
    } finally {
      await visitor.close();
    }

    // Settings' "Your booking link" opens the same page in a new tab.
    await page.goto('/dashboard/settings');
    const settingsLink = page.getByRole('link', { name: new RegExp(`/${user.username}$`) });
    await expect(settingsLink).toBeVisible();
    const [opened] = await Promise.all([context.waitForEvent('page'), settingsLink.click()]);
    await expectPath(opened, `/${user.username}`);
    await expect(opened.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    await expect(opened.getByRole('link', { name: /Intro call/ })).toBeVisible();
  },
);
