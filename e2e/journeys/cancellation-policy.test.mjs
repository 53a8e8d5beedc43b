// The cancel and reschedule policy (issue #26 item 5, docs/product.md#cancel-and-reschedule-policy):
// the booking page states it before booking; an attendee whose booking starts inside the cutoff
// opens the cancel link from the mail and is refused in the policy's words, with a mail link to
// the host; the reschedule page says the same.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { api, bookFirstFreeTime, registerHostWithSchedule } from '../../scripts/testing/api-calls.mjs';
import { newUser } from '../support/accounts.mjs';
import { eventually, expect } from '../support/expect.mjs';
import { artifactsDir, useJourneys } from '../support/journey.mjs';
import { readOutbox } from '../support/outbox.mjs';
import { stepTimeoutMs } from '../support/timeouts.mjs';

const { journey, state } = useJourneys({ env: { JOB_POLL_SECONDS: '1', FREE_TIMES_CACHE_SECONDS: '0' } });

const zone = 'Europe/London';

journey(
  'an attendee inside the cutoff is refused with the policy words and offered a mail to the host',
  async ({ app }) => {
    const host = newUser('policy');
    const { token, scheduleId } = await registerHostWithSchedule(app, host, { timeZone: zone });
    // A cutoff of 168 hours (a week): any booking of the next days is inside it.
    const created = await api(app, '/api/event-types', {
      method: 'POST',
      token,
      body: {
        title: 'Strict call',
        slug: 'strict-call',
        duration: 30,
        availability_id: scheduleId,
        location: 'zoom',
        location_details: { meeting_url: 'https://zoom.us/j/123' },
        minimum_notice_minutes: 0,
        change_policy: { attendee_changes: true, cutoff_hours: 168, reason_required: true },
      },
    });

    const browser = /** @type {import('playwright-core').Browser} */ (state.browser);
    const context = await browser.newContext({ baseURL: app.url, timezoneId: zone, locale: 'en-US' });
    context.setDefaultTimeout(stepTimeoutMs);
    const page = await context.newPage();
    try {
      // Before booking, the page states the policy.
      await page.goto(`/${host.username}/strict-call`);
      await expect(
        page.getByText('You can cancel or reschedule online up to 168 hours before the start.', {
          exact: false,
        }),
      ).toBeVisible();

      const booking = await bookFirstFreeTime(app, {
        username: host.username,
        slug: 'strict-call',
        eventTypeId: created.data.id,
        timeZone: zone,
        email: 'late.attendee@example.test',
      });
      // The attendee's mail states it too, and carries the cancel link.
      const mail = await eventually(async () => {
        const mails = await readOutbox(app.outboxDir);
        return mails.find((one) => one.to.includes('late.attendee@example.test')) ?? null;
      }, 'the confirmation mail');
      assert.match(mail.body, /up to 168 hours before the start/);
      const cancelUrl = /https?:\/\/[^\s"'<>]+\/cancel\/[0-9a-f]{64}/.exec(mail.body)?.[0];
      assert.ok(cancelUrl, 'a cancel link in the mail');

      await page.goto(new URL(cancelUrl).pathname);
      await expect(
        page.getByText(
          'This booking can no longer be cancelled online: the host allows cancelling up to 168 hours before the start.',
        ),
      ).toBeVisible();
      const write = page.getByRole('link', { name: /^Write to / });
      assert.equal(await write.getAttribute('href'), `mailto:${host.email}?subject=Strict%20call`);
      assert.equal(await page.getByRole('button', { name: 'Cancel booking' }).count(), 0, 'no cancel form');

      // The API refuses it as well, whatever the page shows.
      const refused = await page.request.post(`/api/public/bookings/${booking.link_secret}/cancel`, {
        data: { cancellation_reason: 'Late' },
      });
      assert.equal(refused.status(), 403);

      await page.goto(`/reschedule/${booking.link_secret}`);
      await expect(
        page.getByText(
          'This booking can no longer be rescheduled online: the host allows rescheduling up to 168 hours before the start.',
        ),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: /^Write to / })).toBeVisible();
    } catch (error) {
      await mkdir(artifactsDir, { recursive: true });
      const shot = join(artifactsDir, 'cancellation-policy.png');
      await page.screenshot({ path: shot, fullPage: true }).catch(() => {});
      console.error(`screenshot: ${shot} (at ${page.url()})`);
      throw error;
    } finally {
      await context.close();
    }
  },
);
