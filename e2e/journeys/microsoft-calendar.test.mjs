// Microsoft 365 / Outlook.com calendars (issue #25) on the local fake of Microsoft identity and
// Graph (scripts/fake-microsoft.mjs): a host connects in Settings > Integrations (OAuth with
// PKCE through the browser), ticks a second calendar, whose event then blocks a time on the
// booking page; with "Add bookings to" set to a Microsoft calendar, a booking of a Microsoft
// Teams type lands there with a Teams meeting, and the attendee's mail carries its join link.
import assert from 'node:assert/strict';
import { after } from 'node:test';
import { startFakeMicrosoft } from '../../scripts/fake-microsoft.mjs';
import { allocatePorts } from '../../scripts/stack/free-ports.mjs';
import { api, dayIn, registerHostWithSchedule } from '../../scripts/testing/api-calls.mjs';
import { newUser, signIn } from '../support/accounts.mjs';
import { eventually, expect } from '../support/expect.mjs';
import { useJourneys } from '../support/journey.mjs';
import { readOutbox } from '../support/outbox.mjs';

const [fakePort] = await allocatePorts(1);
const fake = await startFakeMicrosoft({ port: fakePort, host: '127.0.0.1' });
after(() => fake.close());

const { journey } = useJourneys({
  env: {
    ...fake.env(),
    JOB_POLL_SECONDS: '1',
    GOOGLE_BUSY_CACHE_SECONDS: '0',
    FREE_TIMES_CACHE_SECONDS: '0',
  },
});

journey(
  'connect Microsoft, tick a second calendar, its event blocks a time, a Teams booking lands in the default calendar',
  async ({ page, app }) => {
    const host = newUser('outlook');
    fake.user = { id: 'ms-journey-1', displayName: 'Mary Jackson', mail: 'mary@contoso.test' };
    const { token, scheduleId } = await registerHostWithSchedule(app, host, { timeZone: 'UTC' });
    const type = await api(app, '/api/event-types', {
      method: 'POST',
      token,
      body: {
        title: 'Teams sync',
        slug: 'teams-sync',
        duration: 30,
        availability_id: scheduleId,
        location: 'teams',
      },
    });
    const from = dayIn(Date.now() + 2 * 86_400_000, 'UTC');
    const to = dayIn(Date.now() + 3 * 86_400_000, 'UTC');
    const freeTimes = async () =>
      (
        await api(
          app,
          `/api/public/event-types/${host.username}/teams-sync/free-times?start=${from}&end=${to}&time_zone=UTC`,
        )
      ).data.days.flatMap((day) => day.times.map((time) => time.start));

    // 1. Settings > Integrations: Office 365 is offered (not "Coming Soon"); Connect goes through
    //    Microsoft's consent page (the fake) and back.
    await signIn(page, host.username);
    await page.goto('/dashboard/settings?tab=integrations');
    const section = page.getByTestId('microsoft-section');
    await expect(
      section.getByRole('heading', { name: 'Office 365 & Outlook.com (Microsoft Calendar)' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeHidden();
    await section.getByRole('button', { name: 'Connect Microsoft Calendar' }).click();
    await expect(page.getByText('Microsoft account connected')).toBeVisible();
    assert.ok(!page.url().includes('code='), 'no code in the address the browser keeps');
    const connection = page.getByTestId('microsoft-connection');
    await expect(connection.getByText('mary@contoso.test')).toBeVisible();
    assert.ok(
      await connection.getByRole('checkbox', { name: 'Calendar' }).isChecked(),
      'the default calendar is checked',
    );
    assert.ok(
      !(await connection.getByRole('checkbox', { name: 'Work' }).isChecked()),
      'the second one is not',
    );
    await expect(connection.getByText(/Last synced/)).toBeVisible();

    // 2. An event in the unticked "Work" calendar does not block; once ticked, it does.
    const [, work] = fake.calendarsOf('ms-journey-1');
    const before = await freeTimes();
    const blocked = before[2];
    assert.ok(blocked, 'free times exist');
    fake.addEvent(work.id, {
      start: blocked,
      end: new Date(Date.parse(blocked) + 30 * 60_000).toISOString(),
      showAs: 'tentative',
      subject: 'Dentist',
    });
    assert.ok((await freeTimes()).includes(blocked), 'an unticked calendar does not count');
    await connection.getByText('Work', { exact: true }).click();
    await eventually(
      async () => connection.getByRole('checkbox', { name: 'Work' }).isChecked(),
      'Work is ticked',
    );
    await eventually(async () => !(await freeTimes()).includes(blocked), 'the Work event blocks its time');

    // 3. "Add bookings to" (the host's default calendar, over all providers) offers the writable
    //    Microsoft calendars, not the read-only holidays; the host picks "Work". Bookings of the
    //    Teams type (no choice of its own) go there: the event carries the attendee and a Teams
    //    meeting; the attendee's mail gives its join link.
    const defaultCalendar = page
      .getByRole('region', { name: 'Add bookings to' })
      .getByRole('combobox', { name: 'Default calendar' });
    await expect(defaultCalendar).toBeVisible();
    assert.equal(
      await defaultCalendar.locator('option', { hasText: 'United States holidays' }).count(),
      0,
      'a calendar without canEdit is not offered',
    );
    await defaultCalendar.selectOption({ label: 'Work (mary@contoso.test)' });
    await expect(page.getByText('Default calendar saved').first()).toBeVisible();
    const booking = (
      await api(app, '/api/public/bookings', {
        method: 'POST',
        body: {
          event_type_id: type.data.id,
          start_time: before[0],
          attendee_name: 'Dorothy Vaughan',
          attendee_email: 'dorothy@example.test',
          timezone: 'UTC',
        },
      })
    ).data;
    const event = await eventually(
      () => fake.eventsIn(work.id).find((item) => item.isOnlineMeeting),
      'the booking is in the Work calendar',
    );
    assert.equal(event.onlineMeetingProvider, 'teamsForBusiness');
    assert.deepEqual(
      event.attendees.map((attendee) => attendee.emailAddress.address),
      ['dorothy@example.test'],
    );
    assert.equal(
      new Date(`${event.start.dateTime.slice(0, 23)}Z`).toISOString(),
      new Date(booking.start_time).toISOString(),
    );
    const joinUrl = event.onlineMeeting.joinUrl;
    assert.match(joinUrl, /^https:\/\/teams\.microsoft\.com\//);
    await eventually(async () => {
      const mails = await readOutbox(app.outboxDir);
      return mails.some((mail) => mail.to.includes('dorothy@example.test') && mail.body.includes(joinUrl));
    }, "the Teams link in the attendee's mail");
  },
);
