import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eventTypeDefaults, eventTypeMessages } from '@slotwise/shared/contract/event-types.contract';
import { count, eq } from 'drizzle-orm';
import { bookings } from '../../db/schema/bookings.schema';
import { eventTypeQuestions } from '../../db/schema/event-types.schema';
import { createTestApp, registerAccount, type TestApp } from '../../testing/test-app.helper';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

const EVENT_TYPE_KEYS = [
  'availability_id',
  'booking_limits',
  'booking_window_days',
  'booking_window_range',
  'buffer_after',
  'buffer_before',
  'change_policy',
  'confirm_attendee_email',
  'connected_google_account',
  'connected_google_account_id',
  'created_at',
  'description',
  'duration',
  'durations',
  'event_type',
  'host_ids',
  'id',
  'location',
  'location_details',
  'max_participants',
  'minimum_notice_minutes',
  'public',
  'questions',
  'recurring',
  'recurring_frequency',
  'recurring_max_count',
  'redirect_url',
  'reminders',
  'requires_confirmation',
  'sharing',
  'slot_interval',
  'slug',
  'team',
  'team_id',
  'title',
  'updated_at',
];

const maxActiveBody = {
  message: eventTypeMessages.maxActive,
  errors: { public: [eventTypeMessages.maxActive] },
};

describe('event types and the public lookup', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => {
    await t?.close();
  });

  async function host(overrides: Record<string, unknown> = {}) {
    const account = await registerAccount(t.app, overrides);
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
      t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${account.accessToken}` },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    const create = async (payload: object) => {
      const res = await call('POST', '/api/event-types', payload);
      assert.equal(res.statusCode, 201, res.body);
      return res.json().data;
    };
    const schedules = async () =>
      (await call('GET', '/api/availabilities')).json().data as { id: string; is_default: boolean }[];
    return { ...account, call, create, schedules };
  }

  const publicLookup = (username: string, slug: string) =>
    t.app.inject({ method: 'GET', url: `/api/public/event-types/${username}/${slug}` });

  test('POST with title and slug only stores the defaults and the default schedule', async () => {
    const a = await host();
    const [schedule] = await a.schedules();
    const res = await a.call('POST', '/api/event-types', { title: 'Intro call', slug: 'intro-call' });
    assert.equal(res.statusCode, 201, res.body);
    const body = res.json();
    assert.deepEqual(Object.keys(body), ['data']);
    const created = body.data;
    assert.deepEqual(Object.keys(created).sort(), EVENT_TYPE_KEYS);
    assert.deepEqual(
      { ...created, id: undefined, created_at: undefined, updated_at: undefined },
      {
        id: undefined,
        title: 'Intro call',
        slug: 'intro-call',
        description: null,
        event_type: 'one_on_one',
        availability_id: schedule.id,
        connected_google_account_id: null,
        connected_google_account: null,
        duration: 30,
        durations: [30],
        redirect_url: null,
        // No Google client on the test server: Jitsi Meet (docs/product.md#jitsi-meet).
        location: 'jitsi',
        max_participants: null,
        public: true,
        requires_confirmation: false,
        confirm_attendee_email: false,
        recurring: false,
        recurring_frequency: 'weekly',
        recurring_max_count: 6,
        reminders: [],
        buffer_before: 0,
        buffer_after: 0,
        questions: [],
        minimum_notice_minutes: eventTypeDefaults.minimum_notice_minutes,
        booking_window_days: eventTypeDefaults.booking_window_days,
        booking_limits: { per_day: null, per_week: null, per_month: null, per_year: null },
        slot_interval: null,
        booking_window_range: null,
        team_id: null,
        host_ids: [],
        team: null,
        location_details: { address: null, phone: null, phone_from: 'host', meeting_url: null },
        sharing: 'listed',
        change_policy: { attendee_changes: true, cutoff_hours: 0, reason_required: false },
        created_at: undefined,
        updated_at: undefined,
      },
    );
    const fetched = await a.call('GET', `/api/event-types/${created.id}`);
    assert.equal(fetched.statusCode, 200);
    assert.deepEqual(fetched.json(), { data: created });
  });

  test('POST with the full payload keeps every field; questions get ids and keep sort_order', async () => {
    const a = await host();
    const other = (await a.call('POST', '/api/availabilities', { name: 'Evenings', time_zone: 'UTC' })).json()
      .data;
    const created = await a.create({
      title: 'Workshop',
      slug: 'workshop',
      description: 'Hands-on session',
      event_type: 'group',
      availability_id: other.id,
      connected_google_account_id: null,
      duration: 120,
      location: 'zoom',
      max_participants: 12,
      public: false,
      requires_confirmation: true,
      // Group types cannot repeat (docs/product.md#recurring-series): recurring-event-types.test.ts.
      recurring: false,
      reminders: [
        { time: '24h', method: 'email' },
        { time: '1h', method: 'sms' },
      ],
      buffer_before: 10,
      buffer_after: 15,
      questions: [
        { question_text: 'Second?', required: false, answer_type: 'long', active: true, sort_order: 2 },
        { question_text: 'First?', required: true, answer_type: 'short', active: true, sort_order: 1 },
        { question_text: 'Hidden', active: false, sort_order: 3 },
      ],
      minimum_notice_minutes: 60,
      booking_window_days: 30,
    });
    assert.equal(created.availability_id, other.id);
    assert.equal(created.event_type, 'group');
    assert.equal(created.max_participants, 12);
    assert.equal(created.description, 'Hands-on session');
    assert.equal(created.duration, 120);
    assert.equal(created.location, 'zoom');
    assert.equal(created.public, false);
    assert.equal(created.requires_confirmation, true);
    assert.equal(created.recurring, false);
    assert.deepEqual(created.reminders, [
      { time: '24h', method: 'email' },
      { time: '1h', method: 'sms' },
    ]);
    assert.equal(created.buffer_before, 10);
    assert.equal(created.buffer_after, 15);
    assert.equal(created.minimum_notice_minutes, 60);
    assert.equal(created.booking_window_days, 30);
    assert.deepEqual(
      created.questions.map((q: { id?: string }) => ({ ...q, id: typeof q.id })),
      [
        {
          id: 'string',
          question_text: 'First?',
          required: true,
          answer_type: 'short',
          active: true,
          sort_order: 1,
          options: [],
        },
        {
          id: 'string',
          question_text: 'Second?',
          required: false,
          answer_type: 'long',
          active: true,
          sort_order: 2,
          options: [],
        },
        {
          id: 'string',
          question_text: 'Hidden',
          required: false,
          answer_type: 'short',
          active: false,
          sort_order: 3,
          options: [],
        },
      ],
    );
    assert.equal(new Set(created.questions.map((q: { id: string }) => q.id)).size, 3);
  });

  test('max_participants is stored only for group types (team kinds: team-event-types.test.ts)', async () => {
    const a = await host();
    const oneOnOne = await a.create({ title: 'A', slug: 'a', max_participants: 4 });
    assert.equal(oneOnOne.max_participants, null);
    const group = await a.create({ title: 'B', slug: 'b', event_type: 'group', max_participants: 4 });
    assert.equal(group.max_participants, 4);
  });

  test('GET lists newest first in { data }; another host sees none of them', async () => {
    const a = await host();
    const first = await a.create({ title: 'First', slug: 'first' });
    const second = await a.create({ title: 'Second', slug: 'second' });
    const third = await a.create({ title: 'Third', slug: 'third' });
    const res = await a.call('GET', '/api/event-types');
    assert.equal(res.statusCode, 200);
    assert.deepEqual(
      res.json().data.map((e: { id: string }) => e.id),
      [third.id, second.id, first.id],
    );
    const b = await host();
    assert.deepEqual((await b.call('GET', '/api/event-types')).json(), { data: [] });
  });

  test('PUT replaces the event type: questions replaced, reminders as given', async () => {
    const a = await host();
    const created = await a.create({
      title: 'Call',
      slug: 'call',
      reminders: [{ time: '24h', method: 'email' }],
      questions: [{ question_text: 'Old question', sort_order: 0 }],
    });
    const res = await a.call('PUT', `/api/event-types/${created.id}`, {
      title: 'Long call',
      slug: 'long-call',
      description: '',
      duration: 60,
      reminders: [],
      questions: [
        { question_text: 'New B', sort_order: 1 },
        { question_text: 'New A', sort_order: 0, required: true },
      ],
    });
    assert.equal(res.statusCode, 200, res.body);
    const updated = res.json().data;
    assert.equal(updated.id, created.id);
    assert.equal(updated.title, 'Long call');
    assert.equal(updated.slug, 'long-call');
    assert.equal(updated.description, null, 'an empty description is stored as null');
    assert.equal(updated.duration, 60);
    assert.deepEqual(updated.reminders, []);
    assert.deepEqual(
      updated.questions.map((q: { question_text: string }) => q.question_text),
      ['New A', 'New B'],
    );
    assert.ok(!updated.questions.some((q: { id: string }) => q.id === created.questions[0].id));
    assert.equal(updated.created_at, created.created_at);
    assert.ok(updated.updated_at >= created.updated_at);
    const stored = await t.app.db
      .select({ total: count() })
      .from(eventTypeQuestions)
      .where(eq(eventTypeQuestions.eventTypeId, created.id));
    assert.equal(stored[0].total, 2, 'the old questions are gone');
    // Keeping its own slug is fine.
    const same = await a.call('PUT', `/api/event-types/${created.id}`, {
      title: 'Long call',
      slug: 'long-call',
    });
    assert.equal(same.statusCode, 200, same.body);
  });

  test('DELETE removes the event type and its past or cancelled bookings, not live future ones', async () => {
    const a = await host();
    const created = await a.create({ title: 'Doomed', slug: 'doomed' });
    const booking = (hoursFromNow: number, status: string) => {
      const start = new Date(Date.now() + hoursFromNow * 3_600_000);
      const end = new Date(start.getTime() + 30 * 60_000);
      return {
        hostId: a.user.id,
        eventTypeId: created.id,
        status,
        startTime: start,
        endTime: end,
        blockedStart: start,
        blockedEnd: end,
        seatKey: `doomed-seat-${hoursFromNow}`,
        attendeeName: 'Grace',
        attendeeEmail: 'grace@example.com',
        timezone: 'UTC',
      };
    };
    const [live] = await t.app.db
      .insert(bookings)
      .values([booking(24, 'pending'), booking(-24, 'confirmed'), booking(48, 'cancelled')])
      .returning();
    const refused = await a.call('DELETE', `/api/event-types/${created.id}`);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.deepEqual(refused.json(), { message: eventTypeMessages.hasUpcomingBookings });
    assert.equal((await a.call('GET', `/api/event-types/${created.id}`)).statusCode, 200);
    await t.app.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, live.id));
    const res = await a.call('DELETE', `/api/event-types/${created.id}`);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { message: 'Event type deleted' });
    assert.equal((await a.call('GET', `/api/event-types/${created.id}`)).statusCode, 404);
    assert.equal((await a.call('DELETE', `/api/event-types/${created.id}`)).statusCode, 404);
    const left = await t.app.db
      .select({ total: count() })
      .from(bookings)
      .where(eq(bookings.eventTypeId, created.id));
    assert.equal(left[0].total, 0);
  });

  test('body validation answers 422 with field errors, on POST and PUT', async () => {
    const a = await host();
    const existing = await a.create({ title: 'Existing', slug: 'existing' });
    const base = { title: 'Valid', slug: 'valid' };
    const reminder = { time: '24h', method: 'email' };
    const question = { question_text: 'Why?' };
    const cases: [string, object, Record<string, string[]>][] = [
      ['missing title and slug', {}, { title: ['Value is required'], slug: ['Value is required'] }],
      ['blank title', { ...base, title: '  ' }, { title: ['Value is required'] }],
      ['bad slug', { ...base, slug: 'Not a slug!' }, { slug: [eventTypeMessages.slugPattern] }],
      ['edge dash slug', { ...base, slug: '-x-' }, { slug: [eventTypeMessages.slugPattern] }],
      ['duration not a step of 5', { ...base, duration: 7 }, { duration: [eventTypeMessages.duration] }],
      ['duration too long', { ...base, duration: 725 }, { duration: [eventTypeMessages.duration] }],
      ['duration zero', { ...base, duration: 0 }, { duration: [eventTypeMessages.duration] }],
      [
        'too many reminders',
        { ...base, reminders: [reminder, reminder, reminder, reminder] },
        { reminders: [eventTypeMessages.tooManyReminders] },
      ],
      [
        'too many questions',
        { ...base, questions: Array.from({ length: 6 }, () => question) },
        { questions: [eventTypeMessages.tooManyQuestions] },
      ],
      [
        'group without max_participants',
        { ...base, event_type: 'group' },
        { max_participants: [eventTypeMessages.maxParticipants] },
      ],
      ['unknown field', { ...base, color: 'blue' }, { color: ['This field is not allowed'] }],
      [
        'unknown question field',
        { ...base, questions: [{ ...question, hint: 'x' }] },
        { 'questions.0.hint': ['This field is not allowed'] },
      ],
      [
        'malformed availability id',
        { ...base, availability_id: 'nope' },
        { availability_id: [eventTypeMessages.availabilityNotFound] },
      ],
      [
        'unknown availability',
        { ...base, availability_id: MISSING_ID },
        { availability_id: [eventTypeMessages.availabilityNotFound] },
      ],
      [
        'a Google account (none exist yet)',
        { ...base, connected_google_account_id: MISSING_ID },
        { connected_google_account_id: ['Google account not found'] },
      ],
    ];
    for (const [label, payload, errors] of cases) {
      for (const [method, url] of [
        ['POST', '/api/event-types'],
        ['PUT', `/api/event-types/${existing.id}`],
      ] as const) {
        const res = await a.call(method, url, payload);
        assert.equal(res.statusCode, 422, `${label} (${method}): ${res.body}`);
        assert.deepEqual(res.json(), { message: 'Validation failed', errors }, `${label} (${method})`);
      }
    }
    const list = (await a.call('GET', '/api/event-types')).json().data;
    assert.deepEqual(
      list.map((e: { slug: string }) => e.slug),
      ['existing'],
      'nothing was created or changed',
    );
  });

  test('malformed or unknown ids answer 404', async () => {
    const a = await host();
    for (const id of ['not-a-uuid', MISSING_ID]) {
      for (const [method, payload] of [
        ['GET', undefined],
        ['PUT', { title: 'X', slug: 'x' }],
        ['DELETE', undefined],
      ] as const) {
        const res = await a.call(method, `/api/event-types/${id}`, payload);
        assert.equal(res.statusCode, 404, `${method} ${id}`);
        assert.deepEqual(res.json(), { message: eventTypeMessages.notFound });
      }
    }
  });

  test('slugs are unique per host, and two hosts may use the same slug', async () => {
    const a = await host();
    const b = await host();
    const first = await a.create({ title: 'Coffee', slug: 'coffee' });
    const duplicate = await a.call('POST', '/api/event-types', { title: 'Coffee 2', slug: 'coffee' });
    assert.equal(duplicate.statusCode, 422);
    assert.deepEqual(duplicate.json(), {
      message: 'Validation failed',
      errors: { slug: [eventTypeMessages.slugTaken] },
    });
    const tea = await a.create({ title: 'Tea', slug: 'tea' });
    const renamed = await a.call('PUT', `/api/event-types/${tea.id}`, { title: 'Tea', slug: 'coffee' });
    assert.equal(renamed.statusCode, 422);
    assert.deepEqual(renamed.json().errors, { slug: [eventTypeMessages.slugTaken] });
    const elsewhere = await b.create({ title: 'Coffee', slug: 'coffee' });
    assert.notEqual(elsewhere.id, first.id);
  });

  test('at most 5 active event types: the 6th active is refused, a 6th inactive is fine', async () => {
    const a = await host();
    for (let i = 1; i <= 5; i += 1) await a.create({ title: `Active ${i}`, slug: `active-${i}` });
    const sixth = await a.call('POST', '/api/event-types', { title: 'Sixth', slug: 'sixth' });
    assert.equal(sixth.statusCode, 422);
    assert.deepEqual(sixth.json(), maxActiveBody);

    const inactive = await a.create({ title: 'Sixth', slug: 'sixth', public: false });
    assert.equal(inactive.public, false);
    const activate = await a.call('PUT', `/api/event-types/${inactive.id}`, {
      title: 'Sixth',
      slug: 'sixth',
    });
    assert.equal(activate.statusCode, 422);
    assert.deepEqual(activate.json(), maxActiveBody);
    assert.equal((await a.call('GET', `/api/event-types/${inactive.id}`)).json().data.public, false);

    // Editing an active one keeps it active (it is one of the 5, not a 6th).
    const list = (await a.call('GET', '/api/event-types')).json().data as { id: string; slug: string }[];
    const active1 = list.find((e) => e.slug === 'active-1') as { id: string };
    const edit = await a.call('PUT', `/api/event-types/${active1.id}`, {
      title: 'Renamed',
      slug: 'active-1',
    });
    assert.equal(edit.statusCode, 200, edit.body);

    // Deactivating one frees a place.
    const off = await a.call('PUT', `/api/event-types/${active1.id}`, {
      title: 'Renamed',
      slug: 'active-1',
      public: false,
    });
    assert.equal(off.statusCode, 200);
    const on = await a.call('PUT', `/api/event-types/${inactive.id}`, { title: 'Sixth', slug: 'sixth' });
    assert.equal(on.statusCode, 200, on.body);
    assert.equal(on.json().data.public, true);
  });

  test('8 active event types created at once: exactly 5 succeed', async () => {
    const a = await host();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        a.call('POST', '/api/event-types', { title: `Race ${i}`, slug: `race-${i}` }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    assert.deepEqual(
      statuses,
      [201, 201, 201, 201, 201, 422, 422, 422],
      results.map((r) => r.body).join('\n'),
    );
    for (const refused of results.filter((r) => r.statusCode === 422))
      assert.deepEqual(refused.json(), maxActiveBody);
    const list = (await a.call('GET', '/api/event-types')).json().data as { public: boolean }[];
    assert.equal(list.filter((e) => e.public).length, 5);
  });

  test('another host gets 404 on my event types and cannot attach my schedule', async () => {
    const a = await host();
    const b = await host();
    const mine = await a.create({ title: 'Mine', slug: 'mine' });
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { title: 'Taken over', slug: 'mine' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await b.call(method, `/api/event-types/${mine.id}`, payload);
      assert.equal(res.statusCode, 404, `${method}: ${res.body}`);
    }
    const [schedule] = await a.schedules();
    const attach = await b.call('POST', '/api/event-types', {
      title: 'Sneaky',
      slug: 'sneaky',
      availability_id: schedule.id,
    });
    assert.equal(attach.statusCode, 422);
    assert.deepEqual(attach.json().errors, { availability_id: [eventTypeMessages.availabilityNotFound] });
    const own = await b.create({ title: 'Own', slug: 'own' });
    const attachOnPut = await b.call('PUT', `/api/event-types/${own.id}`, {
      title: 'Own',
      slug: 'own',
      availability_id: schedule.id,
    });
    assert.equal(attachOnPut.statusCode, 422);
    assert.deepEqual((await a.call('GET', `/api/event-types/${mine.id}`)).json().data, mine);
  });

  test('public lookup: an active event type with its active questions and its host', async () => {
    const a = await host({
      name: 'Grace',
      surname: 'Hopper',
      username: `Grace_${process.pid}`,
      avatar: 'https://example.com/g.png',
    });
    const created = await a.create({
      title: 'Office hours',
      slug: 'office-hours',
      description: 'Ask me anything',
      event_type: 'group',
      max_participants: 3,
      location: 'phone',
      duration: 45,
      requires_confirmation: true,
      questions: [
        { question_text: 'Later', sort_order: 5, answer_type: 'long' },
        { question_text: 'Off', sort_order: 0, active: false },
        { question_text: 'Sooner', sort_order: 1, required: true },
      ],
    });
    for (const username of [`Grace_${process.pid}`, `grace_${process.pid}`, `GRACE_${process.pid}`]) {
      const res = await publicLookup(username, 'office-hours');
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.headers['cache-control'], 'no-store');
      const byId = new Map(
        created.questions.map((q: { id: string; question_text: string }) => [q.question_text, q.id]),
      );
      assert.deepEqual(res.json(), {
        data: {
          id: created.id,
          title: 'Office hours',
          slug: 'office-hours',
          description: 'Ask me anything',
          duration: 45,
          durations: [45],
          redirect_url: null,
          location: 'phone',
          event_type: 'group',
          max_participants: 3,
          requires_confirmation: true,
          confirm_attendee_email: false,
          questions: [
            {
              id: byId.get('Sooner'),
              question_text: 'Sooner',
              required: true,
              answer_type: 'short',
              sort_order: 1,
              options: [],
            },
            {
              id: byId.get('Later'),
              question_text: 'Later',
              required: false,
              answer_type: 'long',
              sort_order: 5,
              options: [],
            },
          ],
          host: {
            name: 'Grace',
            surname: 'Hopper',
            username: `Grace_${process.pid}`,
            avatar: 'https://example.com/g.png',
          },
          location_details: { address: null, phone: null, phone_from: 'host', meeting_url: null },
          phone_required: false,
          meet_link: false,
          change_policy: { attendee_changes: true, cutoff_hours: 0, reason_required: false },
          noindex: false,
          booking_window_range: null,
        },
      });
    }
  });

  test('public lookup: inactive, unknown user and unknown slug answer 404', async () => {
    const a = await host();
    const b = await host();
    await a.create({ title: 'Hidden', slug: 'hidden', public: false });
    await a.create({ title: 'Shown', slug: 'shown' });
    // An inactive type says so (public-profile.test.ts); the others are simply not found.
    assert.equal((await publicLookup(a.user.username, 'hidden')).statusCode, 404);
    for (const [username, slug] of [
      [a.user.username, 'nope'],
      ['nobody-at-all', 'shown'],
      [b.user.username, 'shown'],
      [a.user.username, 'x'.repeat(100)],
    ]) {
      const res = await publicLookup(username, slug);
      assert.equal(res.statusCode, 404, `${username}/${slug}`);
      assert.deepEqual(res.json(), { message: 'Event type not found' });
    }
    assert.equal((await publicLookup(a.user.username, 'shown')).statusCode, 200);
  });
});
