// Booking limits (docs/product.md#booking-limits-and-start-times): a host sets a daily limit of 1
// in the event type dialog, a visitor books once, and that day is gone from the booking page
// while the next open day is still offered.
import assert from 'node:assert/strict';
import { registerHostWithSchedule } from '../../scripts/testing/api-calls.mjs';
import { newUser, signIn } from '../support/accounts.mjs';
import { eventually, expect } from '../support/expect.mjs';
import { useJourneys } from '../support/journey.mjs';

const { journey } = useJourneys();

journey(
  'a daily limit of 1: after one booking the day is gone from the booking page',
  async ({ page, context, app }) => {
    const host = newUser('limits');
    await registerHostWithSchedule(app, host, { timeZone: 'Europe/Berlin', scheduleName: 'Every day' });
    await signIn(page, host.username);

    // The host: a new event type on the every-day schedule, at most 1 booking per day.
    await page.goto('/dashboard/event-types');
    await page.getByRole('button', { name: 'New Event Type' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Event Type' });
    await dialog.getByLabel('Title').fill('Daily Intro');
    await dialog.getByLabel('Availability schedule').selectOption({ label: 'Every day' });
    await dialog.getByRole('tab', { name: 'Advanced' }).click();
    await dialog.getByLabel('Per day').fill('1');
    const saved = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/event-types' && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    const created = await saved;
    assert.equal(created.status(), 201);
    assert.equal((await created.json()).data.booking_limits.per_day, 1);
    await expect(dialog).toBeHidden();

    // The visitor books the first free time of the first open day.
    const visitor = await context.browser()?.newContext({
      baseURL: app.url,
      timezoneId: 'Europe/Berlin',
      locale: 'en-US',
    });
    assert.ok(visitor);
    try {
      const booking = await visitor.newPage();
      await booking.goto(`/${host.username}/daily-intro`);
      await expect(booking.getByRole('heading', { level: 1, name: 'Daily Intro' })).toBeVisible();
      const firstDay = booking.locator('button[data-day]:not([disabled])').first();
      await firstDay.waitFor();
      const day = /** @type {string} */ (await firstDay.getAttribute('data-day'));
      await firstDay.click();
      const times = booking.getByRole('list', { name: /^Free times on / });
      const firstTime = times.getByRole('button').first();
      await firstTime.waitFor();
      await firstTime.click();
      await booking.getByLabel('Name').fill('Grace Hopper');
      await booking.getByLabel('Email').fill('grace.hopper@example.test');
      const answer = booking.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/public/bookings' &&
          response.request().method() === 'POST',
      );
      await booking.getByRole('button', { name: 'Confirm booking' }).click();
      assert.equal((await answer).status(), 201, 'the one booking of the day was taken');
      await expect(booking.getByRole('heading', { level: 1, name: 'Confirmed' })).toBeVisible();

      // Back on the booking page: that day is disabled, another day is still open.
      const again = await visitor.newPage();
      await again.goto(`/${host.username}/daily-intro`);
      await expect(again.getByRole('heading', { level: 1, name: 'Daily Intro' })).toBeVisible();
      await again.locator('button[data-day]:not([disabled])').first().waitFor();
      await eventually(
        async () => (await again.locator(`button[data-day="${day}"]`).isDisabled()) || null,
        `the booked day ${day} disabled`,
      );
      const open = await again.locator('button[data-day]:not([disabled])').first().getAttribute('data-day');
      assert.ok(open && open !== day, `another day is still offered (${open})`);
    } finally {
      await visitor.close();
    }
  },
);
