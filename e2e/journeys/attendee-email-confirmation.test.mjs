// Attendee e-mail confirmation (docs/product.md#attendee-e-mail-confirmation): a host's type asks
// attendees to confirm their e-mail; a visitor books, is sent to their inbox, the mail's link
// (read from the outbox) confirms the booking, and only then do the usual invites go out.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { api, registerHostWithSchedule } from '../../scripts/testing/api-calls.mjs';
import { newUser } from '../support/accounts.mjs';
import { eventually, expect, expectPath } from '../support/expect.mjs';
import { artifactsDir, useJourneys } from '../support/journey.mjs';
import { readOutbox } from '../support/outbox.mjs';
import { stepTimeoutMs } from '../support/timeouts.mjs';

const { journey, state } = useJourneys();

/** The newest confirm-booking link mailed to `email`. */
function waitForHoldLink(outboxDir, email) {
  return eventually(async () => {
    const mails = await readOutbox(outboxDir);
    for (const mail of mails.reverse()) {
      if (!mail.to.toLowerCase().includes(email.toLowerCase())) continue;
      const link = /https?:\/\/[^\s"'<>]+\/confirm-booking#token=[A-Za-z0-9_-]+/.exec(mail.body)?.[0];
      if (link) return { link, subject: mail.subject };
    }
    return null;
  }, `a confirm-booking link mailed to ${email} in ${outboxDir}`);
}

async function invitesTo(outboxDir, email) {
  return (await readOutbox(outboxDir)).filter(
    (mail) => mail.to.toLowerCase().includes(email.toLowerCase()) && mail.body.includes('METHOD:REQUEST'),
  );
}

journey(
  'a visitor books a type that confirms the e-mail, opens the mailed link and sees the confirmation',
  async ({ app }) => {
    const host = newUser('holder');
    const { token, scheduleId } = await registerHostWithSchedule(app, host, { timeZone: 'UTC' });
    const created = await api(app, '/api/event-types', {
      method: 'POST',
      token,
      body: {
        title: 'Checked call',
        slug: 'checked-call',
        duration: 30,
        availability_id: scheduleId,
        location: 'google_meet',
        confirm_attendee_email: true,
      },
    });
    assert.equal(created.data.confirm_attendee_email, true);

    const browser = /** @type {import('playwright-core').Browser} */ (state.browser);
    const context = await browser.newContext({
      baseURL: app.url,
      viewport: { width: 1280, height: 900 },
      timezoneId: 'UTC',
      locale: 'en-US',
    });
    context.setDefaultTimeout(stepTimeoutMs);
    const page = await context.newPage();
    const attendee = `ada.${Date.now()}@example.test`;
    try {
      await page.goto(`/${host.username}/checked-call`);
      await expect(page.getByRole('heading', { level: 1, name: 'Checked call' })).toBeVisible();
      await expect(
        page.getByText('You will confirm your e-mail address before the time is booked.'),
      ).toBeVisible();
      const firstDay = page.locator('button[data-day]:not([disabled])').first();
      await firstDay.waitFor();
      await firstDay.click();
      const firstTime = page
        .getByRole('list', { name: /^Free times on / })
        .getByRole('button')
        .first();
      await firstTime.waitFor();
      await firstTime.click();
      await page.getByLabel('Name').fill('Ada Byron');
      await page.getByLabel('Email').fill(attendee);
      const answered = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/public/bookings' &&
          response.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Confirm booking' }).click();
      const answer = await answered;
      assert.equal(answer.status(), 201, await answer.text());
      const held = (await answer.json()).data;
      assert.ok(held.email_confirmation, 'the booking is held for the e-mail');
      assert.equal(held.link_secret, undefined);

      await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
      await expect(page.getByText(`We sent a link to ${attendee}.`, { exact: false })).toBeVisible();

      // Only the confirmation mail so far: no invite to either side.
      const { link, subject } = await waitForHoldLink(app.outboxDir, attendee);
      assert.match(subject, /Confirm your booking/);
      assert.equal((await invitesTo(app.outboxDir, attendee)).length, 0);
      assert.equal((await invitesTo(app.outboxDir, host.email)).length, 0);

      // The link, as a mail client opens it.
      const target = new URL(link);
      await page.goto(`${target.pathname}${target.hash}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Confirmed' })).toBeVisible();
      await expectPath(page, '/confirm-booking');
      assert.equal(new URL(page.url()).hash, '', 'the token leaves the address bar');
      await expect(page.getByRole('link', { name: 'Cancel this booking' })).toBeVisible();
      await eventually(
        async () =>
          ((await invitesTo(app.outboxDir, attendee)).length > 0 &&
            (await invitesTo(app.outboxDir, host.email)).length > 0) ||
          null,
        'the usual invites to both sides once confirmed',
      );

      // The same link again, in a new tab as a mail client opens it: already confirmed, said clearly.
      const again = await context.newPage();
      await again.goto(`${target.pathname}${target.hash}`);
      await expect(
        again.getByText('This booking has already been confirmed. The confirmation e-mail has its details.'),
      ).toBeVisible();
      await expect(again.getByRole('heading', { level: 1, name: 'Confirmed' })).toBeVisible();
    } catch (error) {
      await mkdir(artifactsDir, { recursive: true });
      const shot = join(artifactsDir, 'attendee-email-confirmation.png');
      await page.screenshot({ path: shot, fullPage: true }).catch(() => {});
      console.error(`screenshot: ${shot} (at ${page.url()})`);
      throw error;
    } finally {
      await context.close();
    }
  },
);
