import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { calendarChoiceMessages } from '@slotwise/shared/contract/calendar-choices.contract';
import { eq } from 'drizzle-orm';
import { type FakeGoogle, type FakeGoogleUser, startFakeGoogle } from '../../../../scripts/fake-google.mjs';
import { bookings } from '../../db/schema/bookings.schema';
import { caldavCalendars, caldavConnections } from '../../db/schema/caldav.schema';
import { googleCalendars } from '../../db/schema/google-calendar-list.schema';
import { seedEventType, seedHost, utcDate, utcInstant } from '../../testing/booking-seed.helper';
import { createTestApp, type registerAccount, setCookie, type TestApp } from '../../testing/test-app.helper';
import { calendarEventIdOf } from './calendar-sync.job';

type Host = Awaited<ReturnType<typeof registerAccount>>;
interface Calendar {
  id: string;
  account_id: string;
  name: string;
  access_role: string;
  primary: boolean;
  checked: boolean;
  writable: boolean;
}

let googleUsers = 0;
function googleUser(name: string): FakeGoogleUser {
  googleUsers += 1;
  return {
    sub: `gcal-sub-${googleUsers}`,
    email: `${name.toLowerCase()}.${googleUsers}@gmail.test`,
    email_verified: true,
    name,
  };
}

// docs/calendars.md#which-calendars-count
describe('every calendar of every Google account, and where bookings are written', () => {
  let t: TestApp;
  let fake: FakeGoogle;

  before(async () => {
    fake = await startFakeGoogle();
    t = await createTestApp({
      publicUrl: 'http://localhost:3000',
      jobPollSeconds: 0,
      googleBusyCacheSeconds: 0,
      freeTimesCacheSeconds: 0,
      google: {
        clientId: fake.clientId,
        clientSecret: fake.clientSecret,
        issuer: fake.issuer,
        calendarApiUrl: fake.calendarApiUrl,
      },
    });
  });
  after(async () => {
    await t?.close();
    await fake?.close();
  });

  const auth = (host: Host) => ({ authorization: `Bearer ${host.accessToken}` });
  const call = (
    host: Host,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: auth(host), ...(payload ? { payload } : {}) });

  /**
   * Connects a Google account on the fake with, besides its primary calendar, a writable "Team",
   * a read-only "Holidays" and a free/busy-only "Boss" calendar.
   */
  async function connectAccount(host: Host, name: string) {
    const user = googleUser(name);
    const team = `team.${user.email}`;
    fake.addCalendar(user.email, { id: team, summary: `${name} team`, accessRole: 'writer' });
    fake.addCalendar(user.email, { id: `holidays.${user.email}`, summary: 'Holidays', accessRole: 'reader' });
    fake.addCalendar(user.email, { id: `boss.${user.email}`, summary: 'Boss', accessRole: 'freeBusyReader' });
    fake.user = user;
    const start = await call(host, 'GET', '/api/integrations/google-calendar/connect');
    assert.equal(start.statusCode, 200, start.body);
    const flow = setCookie(start, 'google_calendar_flow');
    const consent = await fetch(start.json().redirect_url, { redirect: 'manual' });
    const back = new URL(String(consent.headers.get('location')));
    const callback = await t.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      cookies: { google_calendar_flow: flow?.value ?? '' },
    });
    assert.match(String(callback.headers.location), /success=calendar_connected/);
    const accounts = (await call(host, 'GET', '/api/integrations/google-calendar')).json().accounts as {
      id: string;
      email: string;
    }[];
    const account = accounts.find((candidate) => candidate.email === user.email);
    assert.ok(account);
    const calendars = await calendarsOf(host, account.id);
    const named = (summary: string) => {
      const found = calendars.find((calendar) => calendar.name === summary);
      assert.ok(found, summary);
      return found;
    };
    return {
      user,
      account,
      team,
      calendars,
      primary: named(user.email),
      teamCalendar: named(`${name} team`),
      holidays: named('Holidays'),
      boss: named('Boss'),
    };
  }

  async function calendarsOf(host: Host, accountId: string): Promise<Calendar[]> {
    const response = await call(host, 'GET', `/api/integrations/google-calendar/${accountId}/calendars`);
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data;
  }

  const tick = (host: Host, accountId: string, calendarId: string, checked: boolean) =>
    call(host, 'PATCH', `/api/integrations/google-calendar/${accountId}/calendars/${calendarId}`, {
      checked,
    });

  const choiceOf = (calendar: Calendar) => ({
    provider: 'google',
    connection_id: calendar.account_id,
    calendar_id: calendar.id,
  });

  async function freeStarts(host: Host, slug: string, day: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/public/event-types/${host.user.username}/${slug}/free-times?start=${day}&end=${day}&time_zone=UTC`,
    });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json().data.days[0]?.times ?? []).map(
      (time: { start: string }) => time.start,
    ) as string[];
  }

  async function book(eventTypeId: string, start: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/public/bookings',
      payload: {
        event_type_id: eventTypeId,
        start_time: start,
        attendee_name: 'Alan Turing',
        attendee_email: 'alan@example.com',
        timezone: 'UTC',
      },
    });
    assert.equal(response.statusCode, 201, response.body);
    await t.app.jobs.runDue();
    await t.app.jobs.idle();
    return response.json().data.id as string;
  }

  const bookingRow = async (id: string) =>
    (await t.app.db.select().from(bookings).where(eq(bookings.id, id)))[0];

  test('the calendar list: every calendar with its role, the primary one ticked; ticks are the host’s alone', async () => {
    const host = await seedHost(t.app);
    const other = await seedHost(t.app);
    const { account, calendars, primary, teamCalendar, holidays, boss } = await connectAccount(
      host,
      'Lister',
    );
    assert.equal(calendars.length, 4);
    assert.deepEqual(
      [primary, teamCalendar, holidays, boss].map((c) => [c.access_role, c.primary, c.checked, c.writable]),
      [
        ['owner', true, true, true],
        ['writer', false, false, true],
        ['reader', false, false, false],
        ['freeBusyReader', false, false, false],
      ],
    );

    const ticked = await tick(host, account.id, holidays.id, true);
    assert.equal(ticked.statusCode, 200, ticked.body);
    assert.equal(
      (ticked.json().data as Calendar[]).find((calendar) => calendar.id === holidays.id)?.checked,
      true,
    );
    // Reading the list again from Google keeps the ticks.
    assert.equal((await calendarsOf(host, account.id)).find((c) => c.id === holidays.id)?.checked, true);

    // Another host can neither read nor tick them, nor reach them through their own account id.
    assert.equal(
      (await call(other, 'GET', `/api/integrations/google-calendar/${account.id}/calendars`)).statusCode,
      404,
    );
    assert.equal((await tick(other, account.id, holidays.id, false)).statusCode, 404);
    const othersAccount = await connectAccount(other, 'Intruder');
    assert.equal((await tick(other, othersAccount.account.id, holidays.id, false)).statusCode, 404);
    assert.equal((await tick(host, account.id, 'not-a-uuid', false)).statusCode, 404);
    const [row] = await t.app.db.select().from(googleCalendars).where(eq(googleCalendars.id, holidays.id));
    assert.equal(row.checked, true, 'still ticked');

    // A calendar removed at Google leaves the list.
    fake.calendars[othersAccount.user.email] = [];
    assert.equal((await calendarsOf(other, othersAccount.account.id)).length, 1);
  });

  test('two accounts: busy time of every ticked calendar of both blocks free times; unticked ones do not', async () => {
    const host = await seedHost(t.app);
    const first = await connectAccount(host, 'First');
    const second = await connectAccount(host, 'Second');
    await seedEventType(t.app, host.user.id, { slug: 'two-accounts', duration: 60 });
    const date = utcDate(9);
    fake.addBusy(first.user.email, utcInstant(date, '09:00'), utcInstant(date, '10:00'));
    fake.addBusy(first.team, utcInstant(date, '11:00'), utcInstant(date, '12:00'));
    fake.addBusy(second.team, utcInstant(date, '13:00'), utcInstant(date, '14:00'));
    fake.addBusy(`holidays.${second.user.email}`, utcInstant(date, '15:00'), utcInstant(date, '16:00'));

    let starts = await freeStarts(host, 'two-accounts', date);
    assert.ok(!starts.includes(utcInstant(date, '09:00')), "the first account's primary calendar counts");
    assert.ok(starts.includes(utcInstant(date, '11:00')), 'an unticked calendar does not count');
    assert.ok(starts.includes(utcInstant(date, '13:00')));

    assert.equal((await tick(host, first.account.id, first.teamCalendar.id, true)).statusCode, 200);
    assert.equal((await tick(host, second.account.id, second.teamCalendar.id, true)).statusCode, 200);
    starts = await freeStarts(host, 'two-accounts', date);
    assert.ok(!starts.includes(utcInstant(date, '09:00')));
    assert.ok(!starts.includes(utcInstant(date, '11:00')), "the first account's team calendar blocks 11:00");
    assert.ok(!starts.includes(utcInstant(date, '13:00')), "the second account's team calendar blocks 13:00");
    assert.ok(starts.includes(utcInstant(date, '15:00')), 'the unticked holidays calendar does not block');
    assert.ok(starts.includes(utcInstant(date, '10:00')));

    // One query per account, with every ticked calendar of that account.
    const queries = fake.calendarRequests.filter((request) => request.path === '/freeBusy');
    assert.ok(queries.length >= 2);

    // One account failing: its last answer still counts (up to 10 minutes), the other's too
    // (docs/calendars.md#failure-behaviour).
    await t.app.calendars.busyCache.invalidateHost(host.user.id, 'booking');
    fake.failNext(1, 503, '/freeBusy');
    starts = await freeStarts(host, 'two-accounts', date);
    assert.ok(!starts.includes(utcInstant(date, '11:00')), "the first account's busy time still blocks");
    assert.ok(!starts.includes(utcInstant(date, '13:00')), "the second account's busy time still blocks");

    // Unticking gives the time back.
    await tick(host, second.account.id, second.teamCalendar.id, false);
    starts = await freeStarts(host, 'two-accounts', date);
    assert.ok(starts.includes(utcInstant(date, '13:00')));
  });

  test('default and per-type write calendar: writable ones of every provider; read-only refused; bookings land in the chosen one', async () => {
    const host = await seedHost(t.app);
    const other = await seedHost(t.app);
    const first = await connectAccount(host, 'Writer');
    const second = await connectAccount(host, 'Secondwriter');
    // A CalDAV connection with a writable and a read-only calendar (read from the database only here;
    // unchecked, since a calendar that cannot be read counts as busy).
    const [connection] = await t.app.db
      .insert(caldavConnections)
      .values({
        userId: host.user.id,
        provider: 'caldav',
        serverUrl: 'https://dav.example.test/',
        homeUrl: 'https://dav.example.test/cal/',
        username: 'writer',
        passwordSealed: 'sealed',
      })
      .returning();
    const [davWork, davShared] = await t.app.db
      .insert(caldavCalendars)
      .values([
        {
          connectionId: connection.id,
          url: 'https://dav.example.test/cal/work/',
          displayName: 'Dav work',
          checked: false,
        },
        {
          connectionId: connection.id,
          url: 'https://dav.example.test/cal/shared/',
          displayName: 'Dav shared',
          writable: false,
          checked: false,
        },
      ])
      .returning();

    const writable = (await call(host, 'GET', '/api/integrations/calendars/writable')).json().data as {
      provider: string;
      calendar_id: string;
      name: string;
      account: string;
    }[];
    const ids = writable.map((calendar) => calendar.calendar_id);
    for (const id of [
      first.primary.id,
      first.teamCalendar.id,
      second.primary.id,
      second.teamCalendar.id,
      davWork.id,
    ]) {
      assert.ok(ids.includes(id), id);
    }
    for (const id of [first.holidays.id, first.boss.id, davShared.id]) assert.ok(!ids.includes(id), id);
    assert.equal(writable.find((calendar) => calendar.calendar_id === davWork.id)?.account, 'writer');

    // Read-only calendars are refused (422, the spec's error style); another host's are not found.
    const readOnly = await call(host, 'PUT', '/api/integrations/calendars/default', {
      choice: choiceOf(first.holidays),
    });
    assert.equal(readOnly.statusCode, 422, readOnly.body);
    assert.deepEqual(readOnly.json(), {
      message: calendarChoiceMessages.readOnly,
      errors: { calendar_id: [calendarChoiceMessages.readOnly] },
    });
    const davReadOnly = await call(host, 'PUT', '/api/integrations/calendars/default', {
      choice: { provider: 'caldav', connection_id: connection.id, calendar_id: davShared.id },
    });
    assert.equal(davReadOnly.statusCode, 422);
    const foreign = await call(other, 'PUT', '/api/integrations/calendars/default', {
      choice: choiceOf(first.teamCalendar),
    });
    assert.equal(foreign.statusCode, 404);
    const mixed = await call(host, 'PUT', '/api/integrations/calendars/default', {
      choice: { ...choiceOf(first.teamCalendar), connection_id: second.account.id },
    });
    assert.equal(mixed.statusCode, 404, 'a calendar named with another connection is not found');
    assert.equal((await call(other, 'GET', '/api/integrations/calendars/default')).json().data, null);

    // The host's default: the second account's team calendar. A Google Meet type writes there, with its link.
    const chosen = await call(host, 'PUT', '/api/integrations/calendars/default', {
      choice: choiceOf(second.teamCalendar),
    });
    assert.equal(chosen.statusCode, 200, chosen.body);
    assert.deepEqual(
      (await call(host, 'GET', '/api/integrations/calendars/default')).json().data,
      choiceOf(second.teamCalendar),
    );
    const { eventType } = await seedEventType(t.app, host.user.id, {
      location: 'google_meet',
      slug: 'write-here',
    });
    const date = utcDate(10);
    const id = await book(eventType.id, utcInstant(date, '09:00'));
    const [event] = fake.eventsOf(second.team);
    assert.ok(event, "the event is in the second account's team calendar");
    assert.equal(event.id, calendarEventIdOf(id));
    assert.equal(fake.eventsOf(first.user.email).length, 0, 'not in the primary calendar');
    assert.match(event.hangoutLink ?? '', /^https:\/\/meet\.google\.com\//);
    assert.equal((await bookingRow(id)).googleMeetLink, event.hangoutLink);

    // The type's own choice wins over the default; another host cannot read or set it.
    const typeUrl = `/api/integrations/calendars/event-types/${eventType.id}`;
    assert.equal((await call(other, 'GET', typeUrl)).statusCode, 404);
    assert.equal((await call(other, 'PUT', typeUrl, { choice: null })).statusCode, 404);
    assert.equal((await call(host, 'PUT', typeUrl, { choice: choiceOf(first.boss) })).statusCode, 422);
    assert.equal(
      (await call(host, 'PUT', typeUrl, { choice: choiceOf(first.teamCalendar) })).statusCode,
      200,
    );
    assert.deepEqual((await call(host, 'GET', typeUrl)).json().data, choiceOf(first.teamCalendar));

    // A reschedule moves the event to the type's calendar (it leaves the old one).
    const moved = await call(host, 'POST', `/api/bookings/${id}/reschedule`, {
      start_time: utcInstant(date, '11:00'),
    });
    assert.equal(moved.statusCode, 200, moved.body);
    await t.app.jobs.runDue();
    await t.app.jobs.idle();
    assert.equal(fake.eventsOf(second.team).length, 0, 'it left the old calendar');
    const [movedEvent] = fake.eventsOf(first.team);
    assert.equal(movedEvent?.start.dateTime, utcInstant(date, '11:00'));

    // Cancelling deletes it from the calendar it is in.
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${(await bookingRow(id)).linkSecret}/cancel`,
      payload: {},
    });
    assert.equal(cancel.statusCode, 200, cancel.body);
    await t.app.jobs.runDue();
    await t.app.jobs.idle();
    assert.equal(fake.eventsOf(first.team).length, 0);

    // A CalDAV default: the Google Meet type still gets its link from a Google event; an in-person type writes nothing to Google.
    await call(host, 'PUT', typeUrl, { choice: null });
    assert.equal(
      (
        await call(host, 'PUT', '/api/integrations/calendars/default', {
          choice: { provider: 'caldav', connection_id: connection.id, calendar_id: davWork.id },
        })
      ).statusCode,
      200,
    );
    const { eventType: inPerson } = await seedEventType(t.app, host.user.id, {
      location: 'in_person',
      locationAddress: 'Main St 1',
      slug: 'in-person-dav',
    });
    const before = fake.events.length;
    await book(inPerson.id, utcInstant(date, '14:00'));
    assert.equal(fake.events.length, before, 'nothing written to Google');
  });

  test('team types: each host’s own choices; a type’s choice of another host’s calendar writes nothing for that host', async () => {
    const morning = [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
      dayOfWeek,
      startTime: '09:00',
      endTime: '12:00',
    }));
    const afternoon = [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
      dayOfWeek,
      startTime: '13:00',
      endTime: '17:00',
    }));
    const a = await seedHost(t.app, { slots: morning });
    const b = await seedHost(t.app, { slots: afternoon });
    const accountA = await connectAccount(a, 'Teama');
    const accountB = await connectAccount(b, 'Teamb');
    const post = (who: Host, url: string, payload: object = {}) =>
      t.app.inject({ method: 'POST', url, payload, headers: auth(who) });
    const team = (await post(a, '/api/teams', { name: 'Write team' })).json().data as { id: string };
    const invited = await post(a, `/api/teams/${team.id}/members`, { email: b.user.email });
    assert.equal((await post(b, `/api/teams/invitations/${invited.json().data.id}/accept`)).statusCode, 200);
    const created = await post(a, '/api/event-types', {
      title: 'Team write',
      slug: 'team-write',
      event_type: 'round_robin',
      team_id: team.id,
      location: 'google_meet',
      minimum_notice_minutes: 0,
    });
    assert.equal(created.statusCode, 201, created.body);
    const typeId = created.json().data.id as string;

    // A picks their team calendar for the type; B's default is B's team calendar.
    const picked = await call(a, 'PUT', `/api/integrations/calendars/event-types/${typeId}`, {
      choice: choiceOf(accountA.teamCalendar),
    });
    assert.equal(picked.statusCode, 200, picked.body);
    await call(b, 'PUT', '/api/integrations/calendars/default', { choice: choiceOf(accountB.teamCalendar) });

    const date = utcDate(11);
    const morningId = await book(typeId, utcInstant(date, '10:00'));
    assert.equal((await bookingRow(morningId)).hostId, a.user.id);
    assert.equal(fake.eventsOf(accountA.team).length, 1, "A's booking is in A's chosen calendar");

    const afternoonId = await book(typeId, utcInstant(date, '14:00'));
    assert.equal((await bookingRow(afternoonId)).hostId, b.user.id);
    assert.equal(fake.eventsOf(accountA.team).length, 1, "nothing of B's goes to A's calendar");
    const [bEvent] = fake.eventsOf(accountB.team);
    assert.equal(bEvent?.id, calendarEventIdOf(afternoonId), "B's booking is in B's default calendar");
  });

  test('disconnecting an account drops its calendars, the choices naming them and its busy time', async () => {
    const host = await seedHost(t.app);
    const keep = await connectAccount(host, 'Keeper');
    const gone = await connectAccount(host, 'Leaver');
    await tick(host, gone.account.id, gone.teamCalendar.id, true);
    const { eventType } = await seedEventType(t.app, host.user.id, {
      location: 'google_meet',
      slug: 'fallback',
      duration: 60,
    });
    const typeUrl = `/api/integrations/calendars/event-types/${eventType.id}`;
    await call(host, 'PUT', '/api/integrations/calendars/default', { choice: choiceOf(gone.teamCalendar) });
    await call(host, 'PUT', typeUrl, { choice: choiceOf(gone.primary) });
    const date = utcDate(12);
    fake.addBusy(gone.team, utcInstant(date, '10:00'), utcInstant(date, '11:00'));
    assert.ok(!(await freeStarts(host, 'fallback', date)).includes(utcInstant(date, '10:00')));

    const removed = await call(host, 'DELETE', `/api/integrations/google-calendar/${gone.account.id}`);
    assert.equal(removed.statusCode, 204, removed.body);
    assert.equal((await call(host, 'GET', '/api/integrations/calendars/default')).json().data, null);
    assert.equal((await call(host, 'GET', typeUrl)).json().data, null);
    const rows = await t.app.db
      .select()
      .from(googleCalendars)
      .where(eq(googleCalendars.accountId, gone.account.id));
    assert.equal(rows.length, 0, 'its calendars are gone');
    assert.ok(
      (await freeStarts(host, 'fallback', date)).includes(utcInstant(date, '10:00')),
      'its busy time no longer counts',
    );

    // With no choice left, a Google Meet booking goes to the primary calendar of the remaining account.
    const id = await book(eventType.id, utcInstant(date, '13:00'));
    assert.equal(fake.eventsOf(keep.user.email)[0]?.id, calendarEventIdOf(id));
  });
});
