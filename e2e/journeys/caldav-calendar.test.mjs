// CalDAV calendars (issue #25): a host connects a real Radicale (Debian's package, on loopback)
// in Settings > Integrations; an event put into Radicale removes its time from the booking
// page's free times; a booking lands in the chosen Radicale calendar as a VEVENT with the
// invite's UID; cancelling removes it; Disconnect stops both.
import assert from 'node:assert/strict';
import { after } from 'node:test';
import { api, dayIn, registerHostWithSchedule } from '../../scripts/testing/api-calls.mjs';
import { startRadicale } from '../../scripts/testing/radicale.mjs';
import { newUser, signIn } from '../support/accounts.mjs';
import { eventually, expect } from '../support/expect.mjs';
import { useJourneys } from '../support/journey.mjs';

const PASSWORD = 'radicale secret';
const radicale = await startRadicale({ jane: PASSWORD });
after(() => radicale.stop());
const calendarUrl = await radicale.createCalendar('jane', 'work', 'Work');

const { journey } = useJourneys({
  env: {
    // Loopback (Radicale) is reachable for this test only, through the webhooks' allow-list.
    WEBHOOK_ALLOWED_NETWORKS: '127.0.0.1/32',
    JOB_POLL_SECONDS: '1',
    GOOGLE_BUSY_CACHE_SECONDS: '0',
    FREE_TIMES_CACHE_SECONDS: '0',
  },
});

const utcStamp = (instant) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

journey(
  'connect Radicale, its event blocks a time, a booking is written there, cancel and disconnect',
  async ({ page, app }) => {
    const host = newUser('caldav');
    const { token, scheduleId } = await registerHostWithSchedule(app, host, { timeZone: 'UTC' });
    const type = await api(app, '/api/event-types', {
      method: 'POST',
      token,
      body: {
        title: 'Sync',
        slug: 'sync',
        duration: 30,
        availability_id: scheduleId,
        location: 'phone',
      },
    });
    const from = dayIn(Date.now() + 2 * 86_400_000, 'UTC');
    const to = dayIn(Date.now() + 3 * 86_400_000, 'UTC');
    const freeTimes = async () =>
      (
        await api(
          app,
          `/api/public/event-types/${host.username}/sync/free-times?start=${from}&end=${to}&time_zone=UTC`,
        )
      ).data.days.flatMap((day) => day.times.map((time) => time.start));

    // 1. Settings > Integrations: Apple Calendar is no longer "Coming Soon"; a generic CalDAV server connects.
    await signIn(page, host.username);
    await page.goto('/dashboard/settings?tab=integrations');
    await page.getByRole('button', { name: 'Connect Apple or CalDAV Calendar' }).click();
    await eventually(
      async () =>
        (await page.getByRole('textbox', { name: /Server URL/ }).inputValue()) ===
        'https://caldav.icloud.com',
      "Apple's server URL is prefilled",
    );
    await page.getByText('Other CalDAV server').click();
    await page.getByRole('textbox', { name: /Server URL/ }).fill(radicale.url);
    await page.getByRole('textbox', { name: /Username/ }).fill('jane');
    await page.getByLabel(/^Password/).fill('wrong password');
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(
      page.getByText('Wrong username or password. For iCloud, use an app-specific password.'),
    ).toBeVisible();
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    const connection = page.getByTestId('caldav-connection');
    await expect(connection.getByText('Work')).toBeVisible();
    assert.ok(await connection.getByRole('checkbox', { name: 'Work' }).isChecked(), 'ticked by default');
    await expect(connection.getByText(/Last synced/)).toBeVisible();

    // 2. An event put into Radicale removes its time from the booking page's free times.
    const before = await freeTimes();
    const blocked = before[2];
    assert.ok(blocked, 'free times exist');
    const blockedEnd = new Date(Date.parse(blocked) + 30 * 60_000).toISOString();
    await radicale.putEvent(
      'jane',
      calendarUrl,
      'dentist.ics',
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//journey//EN',
        'BEGIN:VEVENT',
        'UID:dentist',
        'DTSTAMP:20260101T000000Z',
        `DTSTART:${utcStamp(blocked)}`,
        `DTEND:${utcStamp(blockedEnd)}`,
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
    await eventually(
      async () => !(await freeTimes()).includes(blocked),
      'the Radicale event blocks its time',
    );

    // 3. Bookings of the type are written to the Radicale calendar: a VEVENT with the invite's UID.
    const [listed] = (await api(app, '/api/integrations/caldav', { token })).data;
    await api(app, `/api/integrations/caldav/event-types/${type.data.id}/calendar`, {
      method: 'PUT',
      token,
      body: { calendar_id: listed.calendars[0].id },
    });
    const booking = (
      await api(app, '/api/public/bookings', {
        method: 'POST',
        body: {
          event_type_id: type.data.id,
          start_time: before[0],
          attendee_name: 'Grace Hopper',
          attendee_email: 'grace@example.test',
          timezone: 'UTC',
        },
      })
    ).data;
    const uid = `UID:${booking.id}@slotwise`;
    await eventually(
      async () =>
        (await radicale.listObjects('jane', calendarUrl)).some((object) => object.ics.includes(uid)),
      'the booking is in Radicale',
    );

    // 4. Cancelling removes it.
    await api(app, `/api/bookings/${booking.id}/cancel`, { method: 'POST', token, body: {} });
    await eventually(
      async () =>
        !(await radicale.listObjects('jane', calendarUrl)).some((object) => object.ics.includes(uid)),
      'the cancelled booking left Radicale',
    );

    // 5. Disconnect: Radicale's event no longer blocks, and nothing is written there any more.
    await connection.getByRole('button', { name: 'Disconnect' }).click();
    await page
      .getByRole('alertdialog', { name: 'Disconnect calendar account?' })
      .getByRole('button', { name: 'Disconnect' })
      .click();
    await eventually(
      async () => (await page.getByTestId('caldav-connection').count()) === 0,
      'the connection is gone',
    );
    await eventually(
      async () => (await freeTimes()).includes(blocked),
      'the Radicale event no longer blocks',
    );
    const second = (
      await api(app, '/api/public/bookings', {
        method: 'POST',
        body: {
          event_type_id: type.data.id,
          start_time: before[4],
          attendee_name: 'Grace Hopper',
          attendee_email: 'grace@example.test',
          timezone: 'UTC',
        },
      })
    ).data;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const left = await radicale.listObjects('jane', calendarUrl);
    assert.ok(
      !left.some((object) => object.ics.includes(`UID:${second.id}@slotwise`)),
      'disconnected: not written',
    );
  },
);
