// Google calendars of two accounts (issue #25, docs/calendars.md#which-calendars-count): a host
// connects two Google accounts on the local fake Google, ticks a second calendar of each under
// its account in Settings > Integrations ("Check these calendars for conflicts"), and events in
// both calendars remove their times from the booking page; with "Add bookings to" set to the
// second account's calendar, a booking made on the page lands in that calendar with a Meet link.
import assert from 'node:assert/strict';
import { after } from 'node:test';
import { startFakeGoogle } from '../../scripts/fake-google.mjs';
import { allocatePorts } from '../../scripts/stack/free-ports.mjs';
import { api, dayIn, registerHostWithSchedule } from '../../scripts/testing/api-calls.mjs';
import { newUser, signIn } from '../support/accounts.mjs';
import { eventually, expect } from '../support/expect.mjs';
import { useJourneys } from '../support/journey.mjs';
import { stepTimeoutMs } from '../support/timeouts.mjs';

const [fakePort] = await allocatePorts(1);
const fake = await startFakeGoogle({ port: fakePort, host: '127.0.0.1' });
after(() => fake.close());

const { journey, state } = useJourneys({
  env: {
    ...fake.env(),
    JOB_POLL_SECONDS: '1',
    GOOGLE_BUSY_CACHE_SECONDS: '0',
    FREE_TIMES_CACHE_SECONDS: '0',
  },
});

const work = { sub: 'google-two-work', email: 'ada.work@example.test', name: 'Ada Work' };
const home = { sub: 'google-two-home', email: 'ada.home@example.test', name: 'Ada Home' };
const workTeam = 'team.ada.work@group.example.test';
const homeFamily = 'family.ada.home@group.example.test';
fake.addCalendar(work.email, { id: workTeam, summary: 'Work team', accessRole: 'writer' });
fake.addCalendar(work.email, {
  id: 'holidays@group.example.test',
  summary: 'Holidays',
  accessRole: 'reader',
});
fake.addCalendar(home.email, { id: homeFamily, summary: 'Family', accessRole: 'owner' });

/** 'h:mm AM' of an instant in UTC, as the booking page writes a time. */
const shown = (instant) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).format(
    new Date(instant),
  );

journey(
  'two Google accounts: a second calendar of each blocks times; a booking lands in the chosen calendar',
  async ({ page, app }) => {
    const host = newUser('twogoogle');
    const { token, scheduleId } = await registerHostWithSchedule(app, host, { timeZone: 'UTC' });
    await api(app, '/api/event-types', {
      method: 'POST',
      token,
      body: {
        title: 'Planning',
        slug: 'planning',
        duration: 60,
        availability_id: scheduleId,
        location: 'google_meet',
        minimum_notice_minutes: 0,
      },
    });
    const day = dayIn(Date.now() + 2 * 86_400_000, 'UTC');
    const at = (time) => new Date(`${day}T${time}:00.000Z`).toISOString();
    const freeTimes = async () =>
      (
        await api(
          app,
          `/api/public/event-types/${host.username}/planning/free-times?start=${day}&end=${day}&time_zone=UTC`,
        )
      ).data.days.flatMap((entry) => entry.times.map((time) => time.start));

    // 1. Connect both accounts in Settings > Integrations.
    await signIn(page, host.username);
    await page.goto('/dashboard/settings?tab=integrations');
    fake.user = work;
    await page.getByRole('button', { name: 'Connect Additional Account' }).click();
    await expect(
      page.getByText('Google account connected successfully for email and calendar access!'),
    ).toBeVisible();
    fake.user = home;
    await page.getByRole('button', { name: 'Connect Another Google Account' }).click();
    const accounts = page.getByRole('list', { name: 'Connected Google accounts' });
    const accountItem = (email) => accounts.getByRole('listitem').filter({ hasText: email }).first();
    await expect(accountItem(home.email).getByRole('checkbox', { name: 'Family' })).toBeVisible();

    // Each account's calendars are listed under it: the primary one ticked, the others not.
    const workItem = accountItem(work.email);
    const homeItem = accountItem(home.email);
    assert.ok(await workItem.getByRole('checkbox', { name: work.email }).isChecked(), 'primary ticked');
    assert.ok(!(await workItem.getByRole('checkbox', { name: 'Work team' }).isChecked()));
    await expect(workItem.getByText('(read-only)')).toBeVisible();

    // 2. Events in the unticked calendars do not block yet; ticking them (one per account) does.
    fake.addBusy(workTeam, at('10:00'), at('11:00'));
    fake.addBusy(homeFamily, at('13:00'), at('14:00'));
    const before = await freeTimes();
    assert.ok(before.includes(at('10:00')) && before.includes(at('13:00')), 'not ticked: still free');
    await workItem.getByText('Work team').click();
    await eventually(
      async () => workItem.getByRole('checkbox', { name: 'Work team' }).isChecked(),
      'Work team ticked',
    );
    await homeItem.getByText('Family').click();
    await eventually(
      async () => homeItem.getByRole('checkbox', { name: 'Family' }).isChecked(),
      'Family ticked',
    );

    // 3. "Add bookings to": the home account's Family calendar.
    const defaultCalendar = page
      .getByRole('region', { name: 'Add bookings to' })
      .getByRole('combobox', { name: 'Default calendar' });
    await expect(defaultCalendar).toBeVisible();
    assert.equal(
      await defaultCalendar.locator('option', { hasText: 'Holidays' }).count(),
      0,
      'a read-only calendar is not offered',
    );
    await defaultCalendar.selectOption({ label: `Family (${home.email})` });
    await expect(page.getByText('Default calendar saved').first()).toBeVisible();

    // 4. The booking page: both calendars' events removed their times.
    const browser = /** @type {import('playwright-core').Browser} */ (state.browser);
    const context = await browser.newContext({
      baseURL: app.url,
      viewport: { width: 1280, height: 900 },
      timezoneId: 'UTC',
      locale: 'en-US',
    });
    context.setDefaultTimeout(stepTimeoutMs);
    const visitor = await context.newPage();
    try {
      await visitor.goto(`/${host.username}/planning`);
      await expect(visitor.getByRole('heading', { level: 1, name: 'Planning' })).toBeVisible();
      const dayButton = visitor.locator(`button[data-day="${day}"]`);
      if ((await dayButton.count()) === 0) {
        await visitor.getByRole('button', { name: 'Next month' }).click();
      }
      await dayButton.click();
      const times = visitor.getByRole('list', { name: /^Free times on / });
      await expect(times.getByRole('button', { name: shown(at('11:00')), exact: true })).toBeVisible();
      assert.equal(
        await times.getByRole('button', { name: shown(at('10:00')), exact: true }).count(),
        0,
        "the work account's Work team event blocks 10:00",
      );
      assert.equal(
        await times.getByRole('button', { name: shown(at('13:00')), exact: true }).count(),
        0,
        "the home account's Family event blocks 13:00",
      );

      // 5. A booking made on the page lands in the Family calendar, with a Meet link.
      await times.getByRole('button', { name: shown(at('11:00')), exact: true }).click();
      await visitor.getByLabel('Name').fill('Grace Hopper');
      await visitor.getByLabel('Email').fill('grace.hopper@example.test');
      const created = visitor.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/public/bookings' &&
          response.request().method() === 'POST',
      );
      await visitor.getByRole('button', { name: 'Confirm booking' }).click();
      const answer = await created;
      assert.equal(answer.status(), 201, 'the booking was created');
      const booking = (await answer.json()).data;
      const event = await eventually(
        () => fake.eventsOf(homeFamily).find((item) => item.status !== 'cancelled') ?? null,
        'the event in the Family calendar',
      );
      assert.equal(new Date(event.start.dateTime).toISOString(), at('11:00'));
      assert.match(event.hangoutLink ?? '', /^https:\/\/meet\./, 'a Meet link');
      assert.equal(
        fake.eventsOf(work.email).length + fake.eventsOf(home.email).length,
        0,
        'not in a primary calendar',
      );
      await eventually(async () => {
        const details = await api(app, `/api/bookings/${booking.id}`, { token });
        return details.google_meet_link === event.hangoutLink;
      }, 'the Meet link stored on the booking');
    } finally {
      await context.close();
    }
  },
  { timeout: 300_000 },
);
