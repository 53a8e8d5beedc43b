import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FreeTimes } from '@slotwise/shared/contract/bookings.contract';
import { durationsRedirectMessages as messages } from '@slotwise/shared/contract/durations-redirect.contract';
import { eventTypeMessages } from '@slotwise/shared/contract/event-types.contract';
import { eq } from 'drizzle-orm';
import { bookings } from '../../db/schema/bookings.schema';
import { eventTypes } from '../../db/schema/event-types.schema';
import { seedEventType, seedHost, utcDate, utcInstant } from '../../testing/booking-seed.helper';
import { waitForMail } from '../../testing/outbox.helper';
import { createTestApp, registerAccount, type TestApp } from '../../testing/test-app.helper';
import { bookingData } from '../webhooks/webhook-events';

// docs/product.md#several-durations and docs/product.md#after-booking.

let t: TestApp;
before(async () => {
  t = await createTestApp({ jobPollSeconds: 0 });
});
after(async () => {
  await t?.close();
});

const day = utcDate(3);
const MINUTE = 60_000;

async function freeStarts(username: string, slug: string, duration?: string | number) {
  const query = `start=${day}&end=${day}&time_zone=UTC${duration === undefined ? '' : `&duration=${duration}`}`;
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/public/event-types/${username}/${slug}/free-times?${query}`,
  });
  assert.equal(response.statusCode, 200, response.body);
  return (response.json() as { data: FreeTimes }).data.days.flatMap((d) => d.times.map((time) => time.start));
}

function book(eventTypeId: string, start: string, extra: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/public/bookings',
    payload: {
      event_type_id: eventTypeId,
      start_time: start,
      attendee_name: 'Grace Hopper',
      attendee_email: `grace-${Math.random().toString(36).slice(2)}@example.com`,
      timezone: 'UTC',
      ...extra,
    },
  });
}

async function signedInHost() {
  const account = await registerAccount(t.app);
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${account.accessToken}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return { ...account, call };
}

describe('several durations: the event type', () => {
  test('stores the offered durations sorted, the default among them, and shows them publicly', async () => {
    const host = await signedInHost();
    const created = await host.call('POST', '/api/event-types', {
      title: 'Consult',
      slug: 'consult',
      duration: 30,
      durations: [60, 15, 30],
      redirect_url: 'https://example.com/thanks?from=slotwise',
    });
    assert.equal(created.statusCode, 201, created.body);
    const type = created.json().data;
    assert.deepEqual(
      [type.duration, type.durations, type.redirect_url],
      [30, [15, 30, 60], 'https://example.com/thanks?from=slotwise'],
    );
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/public/event-types/${host.user.username}/consult`,
    });
    assert.equal(shown.statusCode, 200, shown.body);
    assert.deepEqual(
      [shown.json().data.duration, shown.json().data.durations, shown.json().data.redirect_url],
      [30, [15, 30, 60], 'https://example.com/thanks?from=slotwise'],
    );
    // PUT without them: one duration, no redirect (a PUT replaces the type).
    const replaced = await host.call('PUT', `/api/event-types/${type.id}`, {
      title: 'Consult',
      slug: 'consult',
      duration: 45,
      redirect_url: '',
    });
    assert.equal(replaced.statusCode, 200, replaced.body);
    assert.deepEqual([replaced.json().data.durations, replaced.json().data.redirect_url], [[45], null]);
  });

  test('refuses a default outside the list, duplicates, too many and off-step durations (422)', async () => {
    const host = await signedInHost();
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ duration: 45, durations: [15, 30] }, { durations: [messages.durationsDefault] }],
      [{ duration: 15, durations: [15, 15, 30] }, { durations: [messages.durationsDuplicate] }],
      [
        { duration: 15, durations: [15, 30, 45, 60, 90, 120, 180] },
        { durations: [messages.durationsTooMany] },
      ],
      [{ duration: 15, durations: [15, 7] }, { 'durations.1': [eventTypeMessages.duration] }],
      [{ duration: 15, durations: [15, 725] }, { 'durations.1': [eventTypeMessages.duration] }],
    ];
    for (const [extra, errors] of cases) {
      const res = await host.call('POST', '/api/event-types', { title: 'X', slug: 'x-type', ...extra });
      assert.equal(res.statusCode, 422, `${JSON.stringify(extra)}: ${res.body}`);
      assert.deepEqual(res.json().errors, errors, JSON.stringify(extra));
    }
  });
});

describe('several durations: free times, booking, buffers', () => {
  test('free times follow the chosen duration: 60 minutes end earlier and step by 30', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id, { duration: 15, durations: [15, 60] });
    const short = await freeStarts(host.user.username, eventType.slug, 15);
    const long = await freeStarts(host.user.username, eventType.slug, 60);
    // 09:00-17:00: a 15-minute meeting may start at 16:45, a 60-minute one at 16:00 at the latest.
    assert.equal(short.at(-1), utcInstant(day, '16:45'));
    assert.equal(long.at(-1), utcInstant(day, '16:00'));
    assert.ok(short.includes(utcInstant(day, '09:15')));
    assert.ok(!long.includes(utcInstant(day, '09:15')));
    assert.ok(long.length < short.length);
    // No duration: the default.
    assert.deepEqual(await freeStarts(host.user.username, eventType.slug), short);
  });

  test('refuses a duration the type does not offer, for free times and bookings (422, no booking)', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id, { duration: 15, durations: [15, 60] });
    const single = await seedEventType(t.app, host.user.id, { duration: 30 });
    for (const [slug, duration] of [
      [eventType.slug, '45'],
      [eventType.slug, '720'],
      [eventType.slug, 'abc'],
      [eventType.slug, '60.5'],
      [single.eventType.slug, '60'],
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/public/event-types/${host.user.username}/${slug}/free-times?start=${day}&end=${day}&time_zone=UTC&duration=${duration}`,
      });
      assert.equal(response.statusCode, 422, `${slug} ${duration}: ${response.body}`);
      assert.deepEqual(response.json().errors, { duration: [messages.durationNotOffered] });
    }
    for (const duration of [45, 5, 720, '60;DROP', -60]) {
      const refused = await book(eventType.id, utcInstant(day, '10:00'), { duration });
      assert.equal(refused.statusCode, 422, `${duration}: ${refused.body}`);
      assert.deepEqual(refused.json().errors, { duration: [messages.durationNotOffered] });
    }
    const rows = await t.app.db.select().from(bookings).where(eq(bookings.eventTypeId, eventType.id));
    assert.equal(rows.length, 0);
    // The type's own (single) duration may still be named.
    const named = await book(single.eventType.id, utcInstant(day, '12:00'), { duration: 30 });
    assert.equal(named.statusCode, 201, named.body);
  });

  test('a 60-minute booking lasts 60 minutes, blocks with its buffers, and every answer says 60', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id, {
      duration: 15,
      durations: [15, 60],
      bufferAfter: 15,
      reminders: [{ time: '1h', method: 'email' }],
    });
    const created = await book(eventType.id, utcInstant(day, '10:00'), { duration: 60 });
    assert.equal(created.statusCode, 201, created.body);
    const data = created.json().data;
    assert.equal(data.end_time, utcInstant(day, '11:00'));
    assert.deepEqual([data.duration, data.event_type.duration], [60, 60]);
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, data.id));
    assert.equal(row.endTime.getTime() - row.startTime.getTime(), 60 * MINUTE);
    assert.equal(row.blockedEnd.toISOString(), utcInstant(day, '11:15'));

    // A 15-minute meeting (with its own 15 minutes after) fits before 09:30 or from 11:15.
    const starts = await freeStarts(host.user.username, eventType.slug, 15);
    assert.ok(starts.includes(utcInstant(day, '09:30')));
    for (const busy of ['09:45', '10:00', '10:30', '11:00']) {
      assert.ok(!starts.includes(utcInstant(day, busy)), `${busy} should be busy`);
    }
    assert.ok(starts.includes(utcInstant(day, '11:15')));

    // The host's list, the attendee's page, the mail's invite and the webhook payload.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/bookings?per_page=100',
      headers: { authorization: `Bearer ${host.accessToken}` },
    });
    assert.equal(list.statusCode, 200, list.body);
    const listed = list.json().data.find((one: { id: string }) => one.id === data.id);
    assert.deepEqual(
      [listed.duration, listed.event_type.duration, listed.end_time],
      [60, 60, utcInstant(day, '11:00')],
    );
    const page = await t.app.inject({ method: 'GET', url: `/api/public/bookings/${data.link_secret}` });
    assert.deepEqual([page.json().data.duration, page.json().data.event_type.duration], [60, 60]);
    const mail = await waitForMail(t.config.outboxDir, host.user.email);
    assert.match(mail.decoded, new RegExp(`DTEND:${day.replaceAll('-', '')}T110000Z`));
    const payload = bookingData(await t.app.bookings.findDetails(data.id));
    assert.deepEqual([payload.booking.duration, payload.booking.event_type.duration], [60, 60]);

    // Moved, it keeps its own 60 minutes (not the type's default 15).
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${data.link_secret}/reschedule`,
      payload: { start_time: utcInstant(day, '14:00') },
    });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal(moved.json().data.end_time, utcInstant(day, '15:00'));
    const reschedulable = await t.app.inject({
      method: 'GET',
      url: `/api/public/bookings/${data.link_secret}/free-times?start=${day}&end=${day}&time_zone=UTC`,
    });
    const times = (reschedulable.json() as { data: FreeTimes }).data.days[0].times.map((time) => time.start);
    assert.equal(times.at(-1), utcInstant(day, '16:00'));
  });
});

describe('after booking: the redirect address', () => {
  test('refuses anything but an https address without credentials (422), in the API as in the schema', async () => {
    const host = await signedInHost();
    const refused = [
      'javascript:alert(document.cookie)',
      'JavaScript:alert(1)',
      'http://example.com/thanks',
      'data:text/html,<script>alert(1)</script>',
      'https://',
      'https://user:secret@example.com/',
      '//example.com/thanks',
      'ftp://example.com/',
      `https://example.com/${'a'.repeat(2000)}`,
      ' javascript:alert(1)',
    ];
    for (const redirect_url of refused) {
      const res = await host.call('POST', '/api/event-types', { title: 'R', slug: 'r-type', redirect_url });
      assert.equal(res.statusCode, 422, `${redirect_url}: ${res.body}`);
      assert.deepEqual(res.json().errors, { redirect_url: [messages.redirectHttps] }, redirect_url);
    }
    const accepted = await host.call('POST', '/api/event-types', {
      title: 'R',
      slug: 'r-type',
      redirect_url: '  https://example.com/done#top  ',
    });
    assert.equal(accepted.statusCode, 201, accepted.body);
    assert.equal(accepted.json().data.redirect_url, 'https://example.com/done#top');
  });

  test('the database refuses a stored http address too', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id);
    await assert.rejects(
      t.app.db
        .update(eventTypes)
        .set({ redirectUrl: 'http://example.com/' })
        .where(eq(eventTypes.id, eventType.id)),
    );
    await assert.rejects(
      t.app.db
        .update(eventTypes)
        .set({ durations: [15, 1000] })
        .where(eq(eventTypes.id, eventType.id)),
    );
  });
});
