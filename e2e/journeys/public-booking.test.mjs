// The attendee's journey (docs/product.md#public-booking-page, #cancel-page, #e-mails-and-reminders): a host
// in Berlin publishes an event type, a visitor in New York books it on /{username}/{slug}, both get the
// invite by mail, the visitor cancels from the link, both get the cancellation, and the time is free again.
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

const hostZone = 'Europe/Berlin';
const attendeeZone = 'America/New_York';

/** An instant as the page shows it in a zone: 'EEEE, MMMM d, yyyy' and 'h:mm a'. */
function shownIn(instant, timeZone) {
  const date = new Date(instant);
  return {
    day: new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }).format(date),
    time: new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(date),
  };
}

/** '2026-11-23T14:00:00.000Z' -> '20261123T140000Z' (iCalendar and Google Calendar UTC stamps). */
const utcStamp = (instant) =>
  new Date(instant)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

/** Waits for a booking mail with METHOD `method` to each address; returns them. */
function waitForInviteMails(outboxDir, addresses, method, stamp) {
  return eventually(
    async () => {
      const mails = await readOutbox(outboxDir);
      const found = addresses.map((address) =>
        mails.find(
          (mail) =>
            mail.to.toLowerCase().includes(address.toLowerCase()) &&
            mail.body.includes('BEGIN:VCALENDAR') &&
            mail.body.includes(`METHOD:${method}`) &&
            mail.body.includes(`DTSTART:${stamp}`),
        ),
      );
      return found.every(Boolean) ? found : null;
    },
    `METHOD:${method} invites with DTSTART:${stamp} mailed to ${addresses.join(' and ')}`,
  );
}

journey(
  'a visitor in another zone books a time, gets the invite, cancels it, and the time is free again',
  async ({ app }) => {
    // The host: registered in Berlin, with a schedule and a published event type.
    const host = newUser('host');
    const { token, scheduleId } = await registerHostWithSchedule(app, host, {
      timeZone: hostZone,
      scheduleName: 'Berlin office hours',
    });
    const question = 'What should we talk about?';
    await api(app, '/api/event-types', {
      method: 'POST',
      token,
      body: {
        title: 'Intro call',
        slug: 'intro-call',
        description: 'A first talk about <b>your</b> project.',
        duration: 30,
        availability_id: scheduleId,
        location: 'google_meet',
        questions: [{ question_text: question, required: true, answer_type: 'long', sort_order: 0 }],
      },
    });

    // The visitor: a fresh browser in New York.
    const browser = /** @type {import('playwright-core').Browser} */ (state.browser);
    const context = await browser.newContext({
      baseURL: app.url,
      viewport: { width: 1280, height: 900 },
      timezoneId: attendeeZone,
      locale: 'en-US',
    });
    context.setDefaultTimeout(stepTimeoutMs);
    const page = await context.newPage();
    try {
      const bookingPath = `/${host.username}/intro-call`;
      await page.goto(bookingPath);
      await expect(page.getByRole('heading', { level: 1, name: 'Intro call' })).toBeVisible();
      await expect(page.getByText('Ada Lovelace', { exact: true })).toBeVisible();
      await expect(page.getByText('A first talk about <b>your</b> project.')).toBeVisible();
      const zoneBox = page.getByRole('combobox', { name: 'Time zone' });
      // Known only in the browser: the server-drawn first view leaves the field empty until the
      // page's code renders (docs/attendee-pages.md#in-the-browser).
      await eventually(
        async () => (await zoneBox.inputValue()) === 'America/New York' || null,
        'the zone from the browser, America/New York',
      );

      // The first free day and its first time.
      const firstDay = page.locator('button[data-day]:not([disabled])').first();
      await firstDay.waitFor();
      const day = /** @type {string} */ (await firstDay.getAttribute('data-day'));
      await firstDay.click();
      const times = page.getByRole('list', { name: /^Free times on / });
      const firstTime = times.getByRole('button').first();
      await firstTime.waitFor();
      const pickedLabel = (await firstTime.innerText()).trim();
      await firstTime.click();

      await expect(page.getByRole('heading', { name: 'Enter Details' })).toBeVisible();
      await page.getByRole('button', { name: 'Confirm booking' }).click();
      await expect(page.getByText('This question needs an answer')).toBeVisible();
      await page.getByLabel('Name').fill('Grace Hopper');
      await page.getByLabel('Email').fill('grace.hopper@example.test');
      await page.getByLabel(question).fill('Compilers');
      const created = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/public/bookings' &&
          response.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Confirm booking' }).click();
      const answer = await created;
      assert.equal(answer.status(), 201, 'the booking was created');
      const booking = (await answer.json()).data;
      assert.equal(booking.status, 'confirmed');
      assert.equal(booking.timezone, attendeeZone);

      // The confirmation, in the visitor's zone.
      const shown = shownIn(booking.start_time, attendeeZone);
      assert.equal(pickedLabel, shown.time, 'the picked time is the booked instant in New York');
      await expect(page.getByRole('heading', { level: 1, name: 'Confirmed' })).toBeVisible();
      await expect(page.getByText(shown.day, { exact: true })).toBeVisible();
      await expect(page.getByText(`${shown.time} – `)).toBeVisible();
      await expect(page.getByText('America/New York', { exact: true })).toBeVisible();
      const google = new URL(
        /** @type {string} */ (
          await page.getByRole('link', { name: 'Add to Google Calendar' }).getAttribute('href')
        ),
      );
      assert.equal(`${google.origin}${google.pathname}`, 'https://calendar.google.com/calendar/render');
      assert.equal(
        google.searchParams.get('dates'),
        `${utcStamp(booking.start_time)}/${utcStamp(booking.end_time)}`,
      );
      const icsHref = await page.getByRole('link', { name: 'Download invite (.ics)' }).getAttribute('href');
      const ics = await page.request.get(/** @type {string} */ (icsHref));
      assert.ok(ics.ok(), `the invite downloads (HTTP ${ics.status()})`);
      const icsText = await ics.text();
      assert.match(icsText, /BEGIN:VCALENDAR/);
      assert.match(icsText, new RegExp(`DTSTART:${utcStamp(booking.start_time)}`));

      // Both mails carry a valid invite for the booked instant.
      const stamp = utcStamp(booking.start_time);
      await waitForInviteMails(app.outboxDir, ['grace.hopper@example.test', host.email], 'REQUEST', stamp);

      // Cancel from the link.
      await page.getByRole('link', { name: 'Cancel this booking' }).click();
      await expectPath(page, `/cancel/${booking.link_secret}`);
      await expect(page.getByText('Grace Hopper')).toBeVisible();
      await page.getByLabel('Reason for cancellation (optional)').fill('Something came up');
      await page.getByRole('button', { name: 'Cancel booking' }).click();
      await expect(page.getByText('Your booking has been cancelled.')).toBeVisible();
      await waitForInviteMails(app.outboxDir, ['grace.hopper@example.test', host.email], 'CANCEL', stamp);
      await page.reload();
      await expect(page.getByText('This booking has been cancelled.')).toBeVisible();
      await expect(page.getByText('Reason: Something came up')).toBeVisible();
      assert.equal(await page.getByRole('button', { name: 'Cancel booking' }).count(), 0);

      // The same time is offered again.
      await page.goto(bookingPath);
      const sameDay = page.locator(`button[data-day="${day}"]`);
      await eventually(async () => !(await sameDay.isDisabled()), `${day} bookable again`);
      await sameDay.click();
      await expect(
        page
          .getByRole('list', { name: /^Free times on / })
          .getByRole('button', { name: pickedLabel, exact: true }),
      ).toBeVisible();
    } catch (error) {
      await mkdir(artifactsDir, { recursive: true });
      const shot = join(artifactsDir, 'public-booking--visitor.png');
      await page.screenshot({ path: shot, fullPage: true }).catch(() => {});
      console.error(`visitor screenshot: ${shot} (at ${page.url()})`);
      throw error;
    } finally {
      await context.close();
    }
  },
);

journey('an inactive event type shows the not-found page', async ({ page, app }) => {
  const host = newUser('hidden');
  const registered = await api(app, '/api/auth/register', {
    method: 'POST',
    body: {
      name: host.name,
      username: host.username,
      email: host.email,
      password: host.password,
      password_confirmation: host.password,
      time_zone: hostZone,
    },
  });
  const token = registered.access_token;
  const schedules = await api(app, '/api/availabilities', { token });
  await api(app, '/api/event-types', {
    method: 'POST',
    token,
    body: { title: 'Secret', slug: 'secret', availability_id: schedules.data[0].id, public: false },
  });
  await page.goto(`/${host.username}/secret`);
  // Inactive, not unknown: the page says so and leads to the host's page (docs/product.md#public-profile-page).
  await expect(page.getByRole('heading', { name: 'This event is not available' })).toBeVisible();
});
