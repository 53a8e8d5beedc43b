import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { calendarChoiceMessages } from '@slotwise/shared/contract/calendar-choices.contract';
import { radicaleInstalled, startRadicale } from '../../../../scripts/testing/radicale.mjs';
import { seedEventType, seedHost } from '../../testing/booking-seed.helper';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';
import { privilegeNames, writableFromPrivilegeSet } from './caldav-privileges';

// The set as tsdav hands it over: prefixes dropped, names camel-cased, one child or an array.
const set = (...names: string[]) => ({
  privilege: names.length === 1 ? { [names[0] as string]: {} } : names.map((name) => ({ [name]: {} })),
});

describe('reading DAV:current-user-privilege-set', () => {
  test('all, write or bind (each lets a new object be PUT) make the calendar writable', () => {
    assert.equal(writableFromPrivilegeSet(set('read', 'all')), true);
    assert.equal(writableFromPrivilegeSet(set('read', 'write')), true);
    assert.equal(writableFromPrivilegeSet(set('read', 'bind', 'unbind')), true);
    assert.equal(writableFromPrivilegeSet(set('all')), true);
  });

  test('read only, read-free-busy, write-content or write-properties alone are read-only', () => {
    assert.equal(writableFromPrivilegeSet(set('read')), false);
    assert.equal(writableFromPrivilegeSet(set('read', 'readFreeBusy', 'readCurrentUserPrivilegeSet')), false);
    // Replacing existing objects is not creating a booking's new one (RFC 3744 3.4 vs 3.9).
    assert.equal(writableFromPrivilegeSet(set('read', 'writeContent', 'writeProperties')), false);
    // Reported, but empty: nothing is granted.
    assert.equal(writableFromPrivilegeSet({}), false);
    assert.equal(writableFromPrivilegeSet(''), false);
  });

  test('a server that does not report the set keeps the calendar writable', () => {
    assert.equal(writableFromPrivilegeSet(undefined), true);
    assert.equal(writableFromPrivilegeSet(null), true);
  });

  test('names are the privilege elements, not their attributes or text', () => {
    assert.deepEqual(
      [
        ...privilegeNames({
          privilege: [{ read: {}, _attributes: { x: 'all' } }, { _text: 'write' }, 'bind'],
        }),
      ],
      ['read'],
    );
  });
});

const skip =
  !radicaleInstalled() && process.env.CI !== 'true'
    ? 'Radicale is not installed (apt-get install radicale)'
    : false;
const PASSWORD = 'correct horse battery';

describe('a read-only CalDAV calendar (real Radicale, from_file rights)', { skip }, () => {
  let t: TestApp;
  let radicale: Awaited<ReturnType<typeof startRadicale>>;

  before(async () => {
    // "owner" keeps a "team" calendar in host1's home that host1 may only read.
    radicale = await startRadicale(
      { host1: PASSWORD, owner: PASSWORD },
      { readOnly: { maintainer: 'owner', calendar: 'team' } },
    );
    t = await createTestApp({
      jobPollSeconds: 0,
      webhookAllowedNetworks: ['127.0.0.1/32'],
      caldavTimeoutMs: 1500,
      googleBusyCacheSeconds: 0,
      freeTimesCacheSeconds: 0,
    });
  });
  after(async () => {
    await t?.close();
    radicale?.stop();
  });

  test('is discovered read-only, left out of /writable and refused as a write target; the own one is writable', async () => {
    await radicale.createCalendar('host1', 'work', 'Work');
    const teamUrl = await radicale.createReadOnlyCalendar('host1', 'Team');
    // The set-up is what it says: host1 cannot PUT into it, the maintainer can.
    const denied = await fetch(new URL('denied.ics', teamUrl), {
      method: 'PUT',
      headers: {
        authorization: `Basic ${Buffer.from(`host1:${PASSWORD}`).toString('base64')}`,
        'content-type': 'text/calendar',
      },
      body: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\nEND:VCALENDAR\r\n',
    });
    assert.equal(denied.status, 403);

    const host = await seedHost(t.app);
    const headers = { authorization: `Bearer ${host.accessToken}` };
    const connect = await t.app.inject({
      method: 'POST',
      url: '/api/integrations/caldav',
      headers,
      payload: { provider: 'caldav', server_url: radicale.url, username: 'host1', password: PASSWORD },
    });
    assert.equal(connect.statusCode, 201, connect.body);
    const connection = connect.json().data as {
      id: string;
      calendars: { id: string; display_name: string; writable: boolean }[];
    };
    const byName = Object.fromEntries(
      connection.calendars.map((calendar) => [calendar.display_name, calendar]),
    );
    assert.equal(byName.Work?.writable, true, connect.body);
    assert.equal(byName.Team?.writable, false, connect.body);
    const work = byName.Work as { id: string };
    const team = byName.Team as { id: string };

    const writable = await t.app.inject({
      method: 'GET',
      url: '/api/integrations/calendars/writable',
      headers,
    });
    assert.equal(writable.statusCode, 200);
    assert.deepEqual(
      (writable.json().data as { calendar_id: string; name: string }[]).map((calendar) => calendar.name),
      ['Work'],
    );

    const choice = (calendarId: string) => ({
      choice: { provider: 'caldav', connection_id: connection.id, calendar_id: calendarId },
    });
    const refusedDefault = await t.app.inject({
      method: 'PUT',
      url: '/api/integrations/calendars/default',
      headers,
      payload: choice(team.id),
    });
    assert.equal(refusedDefault.statusCode, 422, refusedDefault.body);
    assert.deepEqual(refusedDefault.json().errors, { calendar_id: [calendarChoiceMessages.readOnly] });

    const { eventType } = await seedEventType(t.app, host.user.id, { slug: 'team-ro' });
    const refusedType = await t.app.inject({
      method: 'PUT',
      url: `/api/integrations/calendars/event-types/${eventType.id}`,
      headers,
      payload: choice(team.id),
    });
    assert.equal(refusedType.statusCode, 422, refusedType.body);
    // The CalDAV route of the type's calendar knows only writable calendars.
    const refusedCaldav = await t.app.inject({
      method: 'PUT',
      url: `/api/integrations/caldav/event-types/${eventType.id}/calendar`,
      headers,
      payload: { calendar_id: team.id },
    });
    assert.equal(refusedCaldav.statusCode, 404, refusedCaldav.body);
    const stored = await t.app.inject({ method: 'GET', url: '/api/integrations/calendars/default', headers });
    assert.equal(stored.json().data, null);

    // The own calendar is taken.
    const chosen = await t.app.inject({
      method: 'PUT',
      url: `/api/integrations/calendars/event-types/${eventType.id}`,
      headers,
      payload: choice(work.id),
    });
    assert.equal(chosen.statusCode, 200, chosen.body);
    assert.equal(chosen.json().data.calendar_id, work.id);
  });
});
