// A recurring series (docs/product.md#recurring-series): a host publishes a weekly type, a visitor
// books 4 weeks of it on the booking page, sees the series named, and receives one confirmation
// whose .ics carries the RRULE.
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

journey(
  'a visitor books a 4-week series and receives one mail whose invite carries the RRULE',
  async ({ app }) => {
    const host = newUser('host');
    const { token, scheduleId } = await registerHostWithSchedule(app, host, { timeZone: 'Europe/Berlin' });
    await api(app, '/api/event-types', {
      method: 'POST',
      token,
      body: {
        title: 'Weekly coaching',
        slug: 'weekly-coaching',
        duration: 30,
        availability_id: scheduleId,
        location: 'phone',
        location_details: { phone: '+4930123456', phone_from: 'host' },
        recurring: true,
        recurring_frequency: 'weekly',
        recurring_max_count: 8,
        booking_window_days: 60,
      },
    });

    const browser = /** @type {import('playwright-core').Browser} */ (state.browser);
    const context = await browser.newContext({
      baseURL: app.url,
      viewport: { width: 1280, height: 900 },
      timezoneId: 'Europe/Berlin',
      locale: 'en-US',
    });
    context.setDefaultTimeout(stepTimeoutMs);
    const page = await context.newPage();
    const attendee = 'series.visitor@example.test';
    try {
      await page.goto(`/${host.username}/weekly-coaching`);
      await expect(page.getByRole('heading', { level: 1, name: 'Weekly coaching' })).toBeVisible();
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
      await page.getByLabel('Email').fill(attendee);
      await page.getByLabel('Number of meetings').selectOption('4');
      await expect(page.getByText(/^Every \w+day, 4 times, from /)).toBeVisible();
      const created = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/public/bookings' &&
          response.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Confirm booking' }).click();
      const answer = await created;
      assert.equal(answer.status(), 201, 'the series was booked');
      const booking = (await answer.json()).data;
      assert.equal(booking.series.count, 4);
      assert.equal(booking.series.occurrences.length, 4);
      await expect(page.getByRole('heading', { level: 1, name: 'Confirmed' })).toBeVisible();
      await expect(page.getByText(/^Every \w+day, 4 times, from /)).toBeVisible();

      const mail = await eventually(async () => {
        const mails = (await readOutbox(app.outboxDir)).filter((one) =>
          one.to.toLowerCase().includes(attendee),
        );
        return mails.length > 0 ? mails : null;
      }, `the series confirmation mailed to ${attendee}`);
      // Only one, whatever the background jobs do next.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const toAttendee = (await readOutbox(app.outboxDir)).filter((one) =>
        one.to.toLowerCase().includes(attendee),
      );
      assert.equal(toAttendee.length, 1, 'one mail for the whole series');
      const body = mail[0].body.replace(/\r?\n[ \t]/g, '');
      assert.match(body, /METHOD:REQUEST/);
      assert.match(body, /RRULE:FREQ=WEEKLY;COUNT=4/);
      assert.match(body, /DTSTART;TZID=Europe\/Berlin:\d{8}T\d{6}/);
    } catch (error) {
      await mkdir(artifactsDir, { recursive: true });
      const shot = join(artifactsDir, 'recurring-series--visitor.png');
      await page.screenshot({ path: shot, fullPage: true }).catch(() => {});
      console.error(`visitor screenshot: ${shot} (at ${page.url()})`);
      throw error;
    } finally {
      await context.close();
    }
  },
);
