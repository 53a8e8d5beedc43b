// Verified e-mail addresses (issue #23): sign up, the banner asks to confirm the address, Resend
// mails a new link, the link from the outbox confirms it, and the banner goes.
import assert from 'node:assert/strict';
import { api } from '../../scripts/testing/api-calls.mjs';
import { newUser } from '../support/accounts.mjs';
import { expect, expectPath } from '../support/expect.mjs';
import { useJourneys } from '../support/journey.mjs';
import { waitForConfirmationMail } from '../support/outbox.mjs';

const { journey } = useJourneys();

journey(
  'sign up, read the confirmation mail in the outbox, open its link, the banner goes',
  async ({ page, app }) => {
    const user = newUser('confirm');
    await page.goto('/register');
    await page.getByLabel('First name').fill(user.name);
    await page.getByLabel('Last name').fill(user.surname);
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Confirm password').fill(user.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectPath(page, '/dashboard');

    const banner = page.getByText('Confirm your e-mail address', { exact: true });
    await expect(banner).toBeVisible();
    const first = await waitForConfirmationMail(app.outboxDir, user.email);
    assert.match(first.subject, /Confirm your e-mail address for Slotwise/);

    // Until then, keys are refused with the contract's message.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const refused = await fetch(`${app.url}/api/developers/api-keys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'CI' }),
    });
    assert.equal(refused.status, 403);

    // Resend from the banner: a second, working link.
    await page.getByRole('button', { name: 'Resend' }).click();
    await expect(page.getByText('We have sent you a new confirmation link. Check your inbox.')).toBeVisible();
    const second = await waitForConfirmationMail(app.outboxDir, user.email, { notFile: first.file });
    assert.notEqual(second.link, first.link);

    const target = new URL(second.link);
    await page.goto(`${target.pathname}${target.hash}`);
    await expect(page.getByRole('heading', { name: 'Email address confirmed' })).toBeVisible();
    await expectPath(page, '/verify-email');
    assert.equal(new URL(page.url()).hash, '', 'the token leaves the address bar');
    await page.getByRole('link', { name: 'Go to dashboard' }).click();
    await expectPath(page, '/dashboard');
    await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
    await expect(banner).toBeHidden();

    // The other link is spent with it; and keys now work.
    const old = new URL(first.link);
    await page.goto(`${old.pathname}${old.hash}`);
    await expect(
      page.getByText('This confirmation link is invalid, has expired or was already used.'),
    ).toBeVisible();
    const created = await api(app, '/api/developers/api-keys', {
      method: 'POST',
      token,
      body: { name: 'CI' },
    });
    assert.match(created.data.key, /^sw_live_/);
  },
);
