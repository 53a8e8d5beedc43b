// The Jitsi Meet location (docs/product.md#jitsi-meet): a host without a Google account creates an
// event type without choosing a location, gets Jitsi Meet, and a visitor who books it finds the
// room's link on the confirmation and in the confirmation mail.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { api, registerHostWithSchedule } from '../../scripts/testing/api-calls.mjs';
import { newUser } from '../support/accounts.mjs';
import { eventually, expect } from '../support/expect.mjs';
import { artifactsDir, useJourneys } from '../support/journey.mjs';
import { readOutbox } from '../support/outbox.mjs';
import { stepTimeoutMs } from '../support/timeouts.mjs';

const { journey, state } = useJourneys();

/** A room on the public Jitsi service: "slotwise-" and 32 base32 characters. */
const ROOM = /^https:\/\/meet\.jit\.si\/slotwise-[a-z2-7]{32}$/;

journey(
  'a visitor books a Jitsi Meet type and gets the room on the confirmation and by mail',
  async ({ app }) => {
    const host = newUser('jitsi-host');
    const { token, scheduleId } = await registerHostWithSchedule(app, host, { timeZone: 'UTC' });
    const created = await api(app, '/api/event-types', {
      method: 'POST',
      token,
      body: { title: 'Video chat', slug: 'video-chat', duration: 30, availability_id: scheduleId },
    });
    // No Google account: the new type's location is Jitsi Meet.
    assert.equal(created.data.location, 'jitsi');

    const browser = /** @type {import('playwright-core').Browser} */ (state.browser);
    const context = await browser.newContext({
      baseURL: app.url,
      viewport: { width: 1280, height: 900 },
      timezoneId: 'UTC',
      locale: 'en-US',
    });
    context.setDefaultTimeout(stepTimeoutMs);
    const page = await context.newPage();
    try {
      await page.goto(`/${host.username}/video-chat`);
      await expect(page.getByRole('heading', { level: 1, name: 'Video chat' })).toBeVisible();
      await expect(page.getByText('Jitsi Meet', { exact: true })).toBeVisible();
      await expect(page.getByText('A Jitsi Meet link comes with your confirmation.')).toBeVisible();

      const firstDay = page.locator('button[data-day]:not([disabled])').first();
      await firstDay.waitFor();
      await firstDay.click();
      const firstTime = page
        .getByRole('list', { name: /^Free times on / })
        .getByRole('button')
        .first();
      await firstTime.waitFor();
      await firstTime.click();
      await expect(page.getByRole('heading', { name: 'Enter Details' })).toBeVisible();
      await page.getByLabel('Name').fill('Grace Hopper');
      await page.getByLabel('Email').fill('grace.jitsi@example.test');
      const answer = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/public/bookings' &&
          response.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Confirm booking' }).click();
      const response = await answer;
      assert.equal(response.status(), 201, 'the booking was created');
      const booking = (await response.json()).data;
      const room = booking.location_details.meeting_url;
      assert.match(room, ROOM);

      // The confirmation gives the room.
      await expect(page.getByRole('heading', { level: 1, name: 'Confirmed' })).toBeVisible();
      const join = page.getByRole('link', { name: 'Join the meeting' });
      await expect(join).toBeVisible();
      assert.equal(await join.getAttribute('href'), room);

      // So do the attendee's confirmation mail and its invite.
      const mail = await eventually(async () => {
        const mails = await readOutbox(app.outboxDir);
        return (
          mails.find(
            (one) => one.to.includes('grace.jitsi@example.test') && one.body.includes('BEGIN:VCALENDAR'),
          ) ?? null
        );
      }, 'the confirmation mail to the attendee');
      assert.ok(mail.body.includes(`Jitsi Meet: ${room}`), 'the mail names the room');
      assert.match(
        mail.body.replace(/\r?\n[ \t]/g, ''),
        new RegExp(`LOCATION:Jitsi Meet: ${room.replace(/[./]/g, '\\$&')}`),
      );
    } catch (error) {
      await mkdir(artifactsDir, { recursive: true });
      const shot = join(artifactsDir, 'jitsi-meeting--visitor.png');
      await page.screenshot({ path: shot, fullPage: true }).catch(() => {});
      console.error(`visitor screenshot: ${shot} (at ${page.url()})`);
      throw error;
    } finally {
      await context.close();
    }
  },
);
