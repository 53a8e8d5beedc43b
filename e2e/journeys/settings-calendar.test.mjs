// Settings and Google Calendar (issue #6): a host changes name and time zone and sees the
// dashboard's times move, uploads and removes an avatar, connects two Google accounts through a
// local fake of Google and makes the second primary; an attendee's booking lands in that
// calendar with a Meet link; a busy block in the calendar removes a free time; the host
// disconnects; and switching the language to German turns the navbar and a date German.
import assert from 'node:assert/strict';
import { after } from 'node:test';
import { crc32, deflateSync } from 'node:zlib';
import { startFakeGoogle } from '../../scripts/fake-google.mjs';
import { allocatePorts } from '../../scripts/stack/free-ports.mjs';
import { api, dayIn } from '../../scripts/testing/api-calls.mjs';
import { newUser, signIn } from '../support/accounts.mjs';
import { eventually, expect } from '../support/expect.mjs';
import { useJourneys } from '../support/journey.mjs';

const [fakePort] = await allocatePorts(1);
const fake = await startFakeGoogle({ port: fakePort, host: '127.0.0.1' });
after(() => fake.close());

const { journey } = useJourneys({
  // Jobs (calendar sync) run at once; busy times and free times are not cached between steps.
  env: {
    ...fake.env(),
    JOB_POLL_SECONDS: '1',
    GOOGLE_BUSY_CACHE_SECONDS: '0',
    FREE_TIMES_CACHE_SECONDS: '0',
  },
});

const berlin = 'Europe/Berlin';
const newYork = 'America/New_York';

/** 'h:mm a' of an instant in a zone, as the dashboard writes it. */
const timeIn = (instant, timeZone) =>
  new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    new Date(instant),
  );

/** A real 2x2 PNG (signature, IHDR, IDAT, IEND). */
function tinyPng() {
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.from([0, 255, 0, 0, 0, 0, 255, 0, 0, 0, 255, 0, 255, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

journey(
  'profile, avatar, Google Calendar sync and busy times, disconnect, and German',
  async ({ page, app }) => {
    const host = newUser('host');
    const registered = await api(app, '/api/auth/register', {
      method: 'POST',
      body: {
        name: host.name,
        surname: host.surname,
        username: host.username,
        email: host.email,
        password: host.password,
        password_confirmation: host.password,
        time_zone: berlin,
      },
    });
    const token = registered.access_token;
    const everyDay = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
      day_of_week: day,
      start_time: '09:00',
      end_time: '17:00',
    }));
    const schedule = await api(app, '/api/availabilities', {
      method: 'POST',
      token,
      body: { name: 'Office hours', time_zone: berlin, slots: everyDay },
    });
    const plain = await api(app, '/api/event-types', {
      method: 'POST',
      token,
      body: {
        title: 'Chat',
        slug: 'chat',
        duration: 30,
        availability_id: schedule.data.id,
        location: 'phone',
      },
    });
    const from = dayIn(Date.now() + 86_400_000, berlin);
    const to = dayIn(Date.now() + 8 * 86_400_000, berlin);
    const freeTimes = async (slug) =>
      (
        await api(
          app,
          `/api/public/event-types/${host.username}/${slug}/free-times?start=${from}&end=${to}&time_zone=${encodeURIComponent(berlin)}`,
        )
      ).data.days.flatMap((day) => day.times.map((time) => time.start));
    const book = async (eventTypeId, start, email) =>
      (
        await api(app, '/api/public/bookings', {
          method: 'POST',
          body: {
            event_type_id: eventTypeId,
            start_time: start,
            attendee_name: 'Grace Hopper',
            attendee_email: email,
            timezone: newYork,
          },
        })
      ).data;
    const firstBooking = await book(plain.data.id, (await freeTimes('chat'))[0], 'grace@example.test');

    // 1. Name and time zone: the dashboard's times follow the profile's zone.
    await signIn(page, host.username);
    const upcoming = page.locator('section[aria-labelledby="upcoming-heading"]');
    await expect(upcoming.getByText(timeIn(firstBooking.start_time, berlin), { exact: false })).toBeVisible();
    await page.goto('/dashboard/settings');
    await eventually(
      async () => (await page.getByLabel('First Name').inputValue()) === 'Ada',
      'the loaded profile',
    );
    await page.getByLabel('First Name').fill('Augusta');
    const zoneInput = page.getByRole('combobox', { name: 'Time Zone' });
    await zoneInput.fill('New_York');
    await page.getByRole('option', { name: /America\/New_York/ }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile settings updated successfully')).toBeVisible();
    await page.goto('/dashboard');
    await expect(
      upcoming.getByText(timeIn(firstBooking.start_time, newYork), { exact: false }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await expect(page.getByText('Augusta Lovelace')).toBeVisible();
    await page.keyboard.press('Escape');

    // 2. Avatar: upload, then remove.
    await page.goto('/dashboard/settings');
    await page.getByLabel('Profile picture file').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: tinyPng(),
    });
    await page.getByRole('button', { name: 'Save New Picture' }).click();
    await expect(page.getByText('Avatar uploaded successfully')).toBeVisible();
    const stored = await api(app, '/api/settings', { token });
    assert.match(stored.avatar ?? '', /^\/api\/avatars\//, 'the avatar URL is stored');
    assert.equal((await fetch(`${app.url}${stored.avatar}`)).status, 200, 'the picture is served');
    await page.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Avatar removed successfully')).toBeVisible();
    assert.equal((await api(app, '/api/settings', { token })).avatar, null);

    // 3. Connect two Google accounts through the fake; make the second primary.
    await page.goto('/dashboard/settings?tab=integrations');
    fake.user = { sub: 'google-work', email: 'augusta.work@example.test', name: 'Augusta Work' };
    await page.getByRole('button', { name: 'Connect Additional Account' }).click();
    await expect(
      page.getByText('Google account connected successfully for email and calendar access!'),
    ).toBeVisible();
    // The account's email also names its primary calendar and a choice of it: the first is the account.
    await expect(page.getByText('augusta.work@example.test').first()).toBeVisible();
    assert.equal(new URL(page.url()).search, '?tab=integrations', 'the return parameters are removed');
    fake.user = { sub: 'google-home', email: 'augusta.home@example.test', name: 'Augusta Home' };
    await page.getByRole('button', { name: 'Connect Another Google Account' }).click();
    await expect(page.getByText('augusta.home@example.test').first()).toBeVisible();
    await page.getByRole('button', { name: 'Actions for augusta.home@example.test' }).click();
    await page.getByRole('menuitem', { name: 'Set as Primary' }).click();
    await expect(page.getByText('Primary account updated successfully')).toBeVisible();
    const { accounts } = await api(app, '/api/integrations/google-calendar', { token });
    const primary = accounts.find((account) => account.is_primary);
    assert.equal(primary?.email, 'augusta.home@example.test');
    assert.equal(accounts.filter((account) => account.is_primary).length, 1);

    // 4. A booking of an event type linked to the primary account lands in its calendar with Meet.
    const linked = await api(app, '/api/event-types', {
      method: 'POST',
      token,
      body: {
        title: 'Video call',
        slug: 'video-call',
        duration: 30,
        availability_id: schedule.data.id,
        location: 'google_meet',
        connected_google_account_id: primary.id,
      },
    });
    const times = await freeTimes('video-call');
    const booking = await book(linked.data.id, times[0], 'ada.attendee@example.test');
    const event = await eventually(
      () =>
        fake
          .eventsOf('augusta.home@example.test')
          .find((item) => item.start.dateTime && item.status !== 'cancelled'),
      'the calendar event in the primary account',
    );
    assert.equal(new Date(event.start.dateTime).toISOString(), new Date(booking.start_time).toISOString());
    assert.match(event.hangoutLink ?? '', /^https:\/\/meet\./, 'a Meet link');
    await eventually(async () => {
      const details = await api(app, `/api/bookings/${booking.id}`, { token });
      return details.google_meet_link === event.hangoutLink;
    }, 'the Meet link stored on the booking');

    // 5. A busy block in the primary calendar removes that free time from the booking page.
    const blocked = times[3];
    assert.ok((await freeTimes('video-call')).includes(blocked));
    fake.addBusy('augusta.home@example.test', blocked, new Date(new Date(blocked).getTime() + 30 * 60_000));
    assert.ok(!(await freeTimes('video-call')).includes(blocked), 'the busy time is no longer free');

    // 6. Disconnect the primary account: Google revokes it, the other becomes primary.
    await page.getByRole('button', { name: 'Actions for augusta.home@example.test' }).click();
    await page.getByRole('menuitem', { name: 'Disconnect' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Disconnect' }).click();
    await expect(page.getByText('Google account disconnected successfully')).toBeVisible();
    await eventually(
      async () => (await page.getByText('augusta.home@example.test').count()) === 0,
      'the row gone',
    );
    assert.ok(fake.revoked.length > 0, 'the token was revoked at Google');
    const left = (await api(app, '/api/integrations/google-calendar', { token })).accounts;
    assert.deepEqual(
      left.map((account) => [account.email, account.is_primary]),
      [['augusta.work@example.test', true]],
    );

    // 7. German: the navbar and the dashboard's dates.
    await page.goto('/dashboard/settings?tab=notifications');
    await page.getByLabel('Select Language').selectOption('de');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('link', { name: 'Terminarten' }).first()).toBeVisible();
    await page.goto('/dashboard/bookings');
    await expect(page.getByRole('heading', { level: 1, name: 'Buchungen' })).toBeVisible();
    // 'EEEE, MMMM d, yyyy' in German: 'Montag, 23. November 2026' (in the profile's zone).
    const germanDate = new Intl.DateTimeFormat('de-DE', {
      timeZone: newYork,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date(firstBooking.start_time));
    await expect(page.getByText(germanDate, { exact: false }).first()).toBeVisible();
  },
  { timeout: 300_000 },
);
