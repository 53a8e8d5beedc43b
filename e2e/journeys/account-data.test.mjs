// Settings → Profile → Your data: export my data, then delete my account (docs/product.md#your-data).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { api, bookFirstFreeTime, registerHostWithSchedule } from '../../scripts/testing/api-calls.mjs';
import { newUser, signIn } from '../support/accounts.mjs';
import { eventually, expect, expectPath } from '../support/expect.mjs';
import { useJourneys } from '../support/journey.mjs';
import { readOutbox } from '../support/outbox.mjs';

const { journey } = useJourneys();

journey(
  'a host exports their data as a zip, then deletes the account: the attendee is told and nobody signs in again',
  async ({ page, app }) => {
    const user = newUser('leaving');
    const attendee = `attendee.${user.username}@example.test`;
    const { token, scheduleId } = await registerHostWithSchedule(app, user, { timeZone: 'Europe/Berlin' });
    const created = await api(app, '/api/event-types', {
      method: 'POST',
      token,
      body: {
        title: 'Farewell chat',
        slug: 'farewell',
        duration: 30,
        availability_id: scheduleId,
        minimum_notice_minutes: 0,
      },
    });
    await bookFirstFreeTime(app, {
      username: user.username,
      slug: 'farewell',
      eventTypeId: created.data.id,
      timeZone: 'Europe/Berlin',
      email: attendee,
    });

    await signIn(page, user.username);
    await page.goto('/dashboard/settings');

    // Export: "preparing" while the job runs, then a download that needs the session.
    await page.getByRole('button', { name: 'Export my data' }).click();
    const downloadButton = page.getByRole('button', { name: 'Download' });
    await expect(downloadButton).toBeVisible();
    await expect(page.getByText('Available until', { exact: false })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
    assert.match(download.suggestedFilename(), /^slotwise-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const bytes = await readFile(/** @type {string} */ (await download.path()));
    assert.equal(bytes.subarray(0, 2).toString('latin1'), 'PK', 'a zip archive');
    assert.ok(bytes.includes('account.json'), 'the zip holds account.json');
    assert.ok(bytes.includes('bookings.ics'), 'the zip holds bookings.ics');

    // Delete: a wrong password changes nothing, the right one deletes.
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByLabel('Your password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('The password is incorrect.')).toBeVisible();
    await dialog.getByLabel('Your password').fill(user.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expectPath(page, '/');
    await expect(page.getByText('Your account has been deleted.')).toBeVisible();

    // The attendee got the usual cancellation (a METHOD:CANCEL invite).
    await eventually(async () => {
      const mails = await readOutbox(app.outboxDir);
      return mails.find((mail) => mail.to.includes(attendee) && /METHOD:CANCEL/.test(mail.body));
    }, `the cancellation mail to ${attendee}`);

    // Nobody signs in again, and the dashboard sends a visitor to /login.
    await page.goto('/login');
    await page.getByLabel('Email or username').fill(user.username);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid credentials')).toBeVisible();
    await page.goto('/dashboard');
    await expectPath(page, '/login');
  },
);
