// Two-factor sign-in (docs/product.md#two-factor-sign-in): set up in Settings → Security by
// reading the secret from the page, then sign in with a code computed here, as an app would.
import assert from 'node:assert/strict';
import { Secret, TOTP } from 'otpauth';
import { newUser, password, registerByApi, signIn } from '../support/accounts.mjs';
import { expect, expectPath } from '../support/expect.mjs';
import { useJourneys } from '../support/journey.mjs';

const { journey } = useJourneys();

/** The code an authenticator app shows `stepsAhead` steps of 30 s from now. */
function codeOf(secret, stepsAhead = 0) {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}

journey(
  'turn on two-factor sign-in, then sign in with a code; a recovery code works once',
  async ({ page, context, app }) => {
    const user = await registerByApi(app, newUser('twofa'));
    await signIn(page, user.username);

    await page.goto('/dashboard/settings?tab=security');
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await expect(page.getByRole('img', { name: 'QR code of your authenticator secret' })).toBeVisible();
    const secret = (await page.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
    assert.match(secret, /^[A-Z2-7]{32}$/, 'a base32 secret is shown in text');
    await page.getByLabel('Code from the app').fill(codeOf(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByTestId('recovery-codes').getByRole('listitem');
    await expect(codes.first()).toBeVisible();
    assert.equal(await codes.count(), 10);
    const recovery = (await codes.first().textContent())?.trim() ?? '';
    const download = page.getByRole('link', { name: 'Download (.txt)' });
    assert.equal(await download.getAttribute('download'), 'slotwise-recovery-codes.txt');
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page.getByText('10 recovery codes left.')).toBeVisible();

    // Signed out, the password alone no longer opens the account.
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await page.getByLabel('Email or username').fill(user.username);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    await expectPath(page, '/login');
    await page.getByRole('textbox', { name: 'Authentication code' }).fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('The code is incorrect or has expired.')).toBeVisible();
    // The step after the one that turned it on: a code is accepted once, one step of skew allowed.
    await page.getByRole('textbox', { name: 'Authentication code' }).fill(codeOf(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/dashboard');
    await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();

    // A recovery code signs in once.
    const signInWith = async (code) => {
      await context.clearCookies();
      await page.evaluate(() => localStorage.clear());
      await page.goto('/login');
      await page.getByLabel('Email or username').fill(user.username);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('textbox', { name: 'Authentication code' }).fill(code);
      await page.getByRole('button', { name: 'Verify' }).click();
    };
    await signInWith(recovery);
    await page.waitForURL('**/dashboard');
    await signInWith(recovery);
    await expect(page.getByText('The code is incorrect or has expired.')).toBeVisible();
  },
);
