import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bookingMessages } from '@slotwise/shared/contract/bookings.contract';
import { eventTypeMessages } from '@slotwise/shared/contract/event-types.contract';
import { guestMessages, questionMessages } from '@slotwise/shared/contract/questions.contract';
import { eq } from 'drizzle-orm';
import { eventTypeQuestions } from '../../db/schema/event-types.schema';
import { mimeParts, seedEventType, seedHost, utcDate, utcInstant } from '../../testing/booking-seed.helper';
import { type OutboxMail, readOutbox } from '../../testing/outbox.helper';
import { createTestApp, registerAccount, type TestApp } from '../../testing/test-app.helper';
import { bookingData } from '../webhooks/webhook-events';

// Questions of every type and guests (docs/product.md#questions-and-guests).

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t?.close();
});

const day = utcDate(3);
let counter = 0;
const unique = (name: string) => {
  counter += 1;
  return `${name}-${counter}-${Date.now()}@example.com`;
};

const book = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/public/bookings', payload });

function payloadOf(eventTypeId: string, time: string, extra: Record<string, unknown> = {}) {
  return {
    event_type_id: eventTypeId,
    start_time: utcInstant(day, time),
    attendee_name: 'Grace Hopper',
    attendee_email: unique('grace'),
    timezone: 'UTC',
    ...extra,
  };
}

/**
 * A host with two types: five questions of five kinds (the limit), and a URL question on a
 * second type (`urlType`).
 */
async function typeWithEveryQuestion() {
  const host = await seedHost(t.app);
  const { eventType, questions } = await seedEventType(t.app, host.user.id, {}, [
    { questionText: 'Topic', answerType: 'select', options: ['Sales', 'Support'] },
    { questionText: 'Size', answerType: 'radio', options: ['Small', 'Large'] },
    { questionText: 'Tools', answerType: 'checkboxes', options: ['Slack', 'Email', 'Phone'] },
    { questionText: 'Phone', answerType: 'phone' },
    { questionText: 'Seats', answerType: 'number' },
  ]);
  const second = await seedEventType(t.app, host.user.id, {}, [
    { questionText: 'Website', answerType: 'url' },
  ]);
  const [topic, size, tools, phone, seats] = questions;
  return {
    host,
    eventType,
    topic,
    size,
    tools,
    phone,
    seats,
    urlType: second.eventType,
    url: second.questions[0],
  };
}

async function mailsTo(to: string, count: number, subject?: RegExp): Promise<OutboxMail[]> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const mails = readOutbox(t.config.outboxDir).filter(
      (m) =>
        new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im').test(m.raw) &&
        (!subject || subject.test(/^Subject: (.*)$/m.exec(m.decoded)?.[1] ?? '')),
    );
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`expected ${count} mails to ${to}, got ${mails.length}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function inviteOf(mail: OutboxMail): string {
  const part = mimeParts(mail.raw).find((p) => /Content-Type: text\/calendar/i.test(p.headers));
  assert.ok(part, 'the mail carries an .ics part');
  return part.body.replace(/\r?\n[ \t]/g, '');
}

describe('event type questions: types and options', () => {
  async function host() {
    const account = await registerAccount(t.app);
    return (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${account.accessToken}` } });
  }
  let slug = 0;
  const typeWith = (questions: object[]) => {
    slug += 1;
    return { title: 'Q', slug: `q-${slug}`, questions };
  };

  test('every type is stored; choice types keep their options, the others drop them', async () => {
    const call = await host();
    const res = await call(
      'POST',
      '/api/event-types',
      typeWith([
        { question_text: 'Topic', answer_type: 'select', options: [' Sales ', 'Support'], sort_order: 0 },
        { question_text: 'Bio', answer_type: 'long', options: ['ignored'], sort_order: 1 },
        {
          question_text: 'Plan',
          answer_type: 'radio',
          options: ['Free', 'Pro'],
          required: true,
          sort_order: 2,
        },
        { question_text: 'Tools', answer_type: 'checkboxes', options: ['A', 'B'], sort_order: 3 },
        { question_text: 'Site', answer_type: 'url', sort_order: 4 },
      ]),
    );
    assert.equal(res.statusCode, 201, res.body);
    const questions = res.json().data.questions as {
      answer_type: string;
      options: string[];
      required: boolean;
    }[];
    assert.deepEqual(
      questions.map((q) => [q.answer_type, q.options, q.required]),
      [
        ['select', ['Sales', 'Support'], false],
        ['long', [], false],
        ['radio', ['Free', 'Pro'], true],
        ['checkboxes', ['A', 'B'], false],
        ['url', [], false],
      ],
    );
    const second = await call(
      'POST',
      '/api/event-types',
      typeWith([
        { question_text: 'Phone', answer_type: 'phone' },
        { question_text: 'Count', answer_type: 'number' },
        { question_text: 'Name', answer_type: 'short' },
      ]),
    );
    assert.equal(second.statusCode, 201, second.body);
  });

  test('options are refused when missing, blank, repeated (any case) or too many', async () => {
    const call = await host();
    const cases: [object, string][] = [
      [{ answer_type: 'select', options: [] }, questionMessages.optionsRequired],
      [{ answer_type: 'radio' }, questionMessages.optionsRequired],
      [{ answer_type: 'checkboxes', options: ['Yes', ' yes '] }, questionMessages.optionsUnique],
      [{ answer_type: 'select', options: ['A', '  '] }, questionMessages.optionBlank],
      [
        { answer_type: 'select', options: Array.from({ length: 21 }, (_, i) => `Option ${i}`) },
        questionMessages.tooManyOptions,
      ],
      [{ answer_type: 'select', options: ['x'.repeat(101)] }, questionMessages.optionTooLong],
    ];
    for (const [question, message] of cases) {
      const res = await call('POST', '/api/event-types', typeWith([{ question_text: 'Pick', ...question }]));
      assert.equal(res.statusCode, 422, JSON.stringify(question));
      const errors = res.json().errors as Record<string, string[]>;
      const found = Object.entries(errors).find(([field]) => field.startsWith('questions.0.options'));
      assert.ok(found, `${JSON.stringify(question)}: ${res.body}`);
      assert.deepEqual(found[1], [message]);
    }
    const unknownType = await call(
      'POST',
      '/api/event-types',
      typeWith([{ question_text: 'Pick', answer_type: 'date' }]),
    );
    assert.equal(unknownType.statusCode, 422);
  });

  test('still at most 5 questions', async () => {
    const call = await host();
    const six = Array.from({ length: 6 }, (_, i) => ({ question_text: `Q${i}`, answer_type: 'number' }));
    const res = await call('POST', '/api/event-types', typeWith(six));
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors.questions, [eventTypeMessages.tooManyQuestions]);
  });

  test('the database refuses an unknown type or too many options written around the API', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id);
    await assert.rejects(
      t.app.db
        .insert(eventTypeQuestions)
        .values({ eventTypeId: eventType.id, questionText: 'x', answerType: 'date' }),
    );
    await assert.rejects(
      t.app.db.insert(eventTypeQuestions).values({
        eventTypeId: eventType.id,
        questionText: 'x',
        answerType: 'select',
        options: Array.from({ length: 21 }, (_, i) => `o${i}`),
      }),
    );
  });
});

describe('POST /api/public/bookings: answers checked by their question', () => {
  test('the public event type lists each question with its type and options', async () => {
    const { host, eventType } = await typeWithEveryQuestion();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/public/event-types/${host.user.username}/${eventType.slug}`,
    });
    assert.equal(res.statusCode, 200, res.body);
    const questions = res.json().data.questions as { answer_type: string; options: string[] }[];
    assert.deepEqual(
      questions.map((q) => [q.answer_type, q.options]),
      [
        ['select', ['Sales', 'Support']],
        ['radio', ['Small', 'Large']],
        ['checkboxes', ['Slack', 'Email', 'Phone']],
        ['phone', []],
        ['number', []],
      ],
    );
  });

  test('each bad answer gets its own field and message; nothing is booked', async () => {
    const q = await typeWithEveryQuestion();
    const res = await book(
      payloadOf(q.eventType.id, '09:00', {
        answers: [
          { question_id: q.topic.id, answer: 'Billing' },
          { question_id: q.size.id, answer: ['Small', 'Large'] },
          { question_id: q.tools.id, answer: ['Slack', 'Fax'] },
          { question_id: q.phone.id, answer: 'call me maybe' },
          { question_id: q.seats.id, answer: 'ten' },
        ],
      }),
    );
    assert.equal(res.statusCode, 422, res.body);
    assert.deepEqual(res.json().errors, {
      [`answers.${q.topic.id}`]: [questionMessages.notAnOption],
      [`answers.${q.size.id}`]: [questionMessages.oneOption],
      [`answers.${q.tools.id}`]: [questionMessages.notAnOption],
      [`answers.${q.phone.id}`]: [questionMessages.phoneInvalid],
      [`answers.${q.seats.id}`]: [questionMessages.numberInvalid],
    });
    const url = await book(
      payloadOf(q.urlType.id, '09:00', {
        answers: [{ question_id: q.url.id, answer: 'javascript:alert(1)' }],
      }),
    );
    assert.equal(url.statusCode, 422, url.body);
    assert.deepEqual(url.json().errors, { [`answers.${q.url.id}`]: [questionMessages.urlInvalid] });
    // The slot is still free.
    const again = await book(payloadOf(q.eventType.id, '09:00'));
    assert.equal(again.statusCode, 201, again.body);
  });

  test('a number with a country code must be a real one; ftp and hostless links are no web address', async () => {
    const q = await typeWithEveryQuestion();
    for (const [question, answer, message] of [
      [q.phone, '+1 555', questionMessages.phoneInvalid],
      [q.phone, '+44 12', questionMessages.phoneInvalid],
      [q.url, 'ftp://files.example.com', questionMessages.urlInvalid],
      [q.url, 'https://localhost', questionMessages.urlInvalid],
      [q.seats, '1e9', questionMessages.numberInvalid],
      [q.seats, '12.5.1', questionMessages.numberInvalid],
    ] as const) {
      const type = question === q.url ? q.urlType : q.eventType;
      const res = await book(
        payloadOf(type.id, '10:00', { answers: [{ question_id: question.id, answer }] }),
      );
      assert.equal(res.statusCode, 422, `${answer}: ${res.body}`);
      assert.deepEqual(res.json().errors, { [`answers.${question.id}`]: [message] }, answer);
    }
  });

  test('good answers are stored as the host wrote the options, checkboxes in the host order', async () => {
    const q = await typeWithEveryQuestion();
    const res = await book(
      payloadOf(q.eventType.id, '11:00', {
        answers: [
          { question_id: q.topic.id, answer: 'support' },
          { question_id: q.size.id, answer: 'Large' },
          { question_id: q.tools.id, answer: ['Phone', 'slack', 'Phone'] },
          { question_id: q.phone.id, answer: '+44 20 7946 0958' },
          { question_id: q.seats.id, answer: '-12,5' },
        ],
      }),
    );
    assert.equal(res.statusCode, 201, res.body);
    const host = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${res.json().data.id}`,
      headers: { authorization: `Bearer ${q.host.accessToken}` },
    });
    assert.equal(host.statusCode, 200, host.body);
    const answers = host.json().answers as { question_text: string; answer: string; values?: string[] }[];
    assert.deepEqual(
      answers.map((a) => [a.question_text, a.answer, a.values]),
      [
        ['Topic', 'Support', undefined],
        ['Size', 'Large', undefined],
        ['Tools', 'Slack, Phone', ['Slack', 'Phone']],
        ['Phone', '+44 20 7946 0958', undefined],
        ['Seats', '-12,5', undefined],
      ],
    );
    const url = await book(
      payloadOf(q.urlType.id, '12:00', {
        answers: [{ question_id: q.url.id, answer: 'http://example.org/about' }],
      }),
    );
    assert.equal(url.statusCode, 201, url.body);
  });

  test('required questions of any type need an answer; blanks and empty lists count as none', async () => {
    const host = await seedHost(t.app);
    const { eventType, questions } = await seedEventType(t.app, host.user.id, {}, [
      { questionText: 'Tools', answerType: 'checkboxes', options: ['A', 'B'], required: true },
      { questionText: 'Plan', answerType: 'radio', options: ['Free', 'Pro'], required: true },
      { questionText: 'Seats', answerType: 'number', required: true },
    ]);
    const res = await book(
      payloadOf(eventType.id, '12:00', {
        answers: [
          { question_id: questions[0].id, answer: [] },
          { question_id: questions[1].id, answer: '   ' },
        ],
      }),
    );
    assert.equal(res.statusCode, 422, res.body);
    assert.deepEqual(res.json().errors, {
      [`answers.${questions[0].id}`]: [bookingMessages.answerRequired],
      [`answers.${questions[1].id}`]: [bookingMessages.answerRequired],
      [`answers.${questions[2].id}`]: [bookingMessages.answerRequired],
    });
  });

  test('a question stored before 0031 (short, no options) still takes any text', async () => {
    const host = await seedHost(t.app);
    const { eventType, questions } = await seedEventType(t.app, host.user.id, {}, [
      { questionText: 'Anything else?', required: true },
    ]);
    const [stored] = await t.app.db
      .select()
      .from(eventTypeQuestions)
      .where(eq(eventTypeQuestions.id, questions[0].id));
    assert.equal(stored.answerType, 'short');
    assert.deepEqual(stored.options, []);
    const res = await book(
      payloadOf(eventType.id, '13:00', { answers: [{ question_id: questions[0].id, answer: 'Free text' }] }),
    );
    assert.equal(res.statusCode, 201, res.body);
  });
});

describe('guests', () => {
  test('11 addresses are refused; a bad address is refused', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id);
    const eleven = Array.from({ length: 11 }, (_, i) => `guest${i}@example.com`);
    const tooMany = await book(payloadOf(eventType.id, '09:00', { guests: eleven }));
    assert.equal(tooMany.statusCode, 422, tooMany.body);
    assert.deepEqual(tooMany.json().errors, { guests: [guestMessages.tooMany] });
    const bad = await book(
      payloadOf(eventType.id, '09:00', { guests: ['ok@example.com', 'not an address'] }),
    );
    assert.equal(bad.statusCode, 422, bad.body);
    assert.deepEqual(bad.json().errors, { guests: [guestMessages.invalid] });
    // Ten are fine, and take no seat: the one-on-one slot is booked once.
    const ten = await book(payloadOf(eventType.id, '09:00', { guests: eleven.slice(0, 10) }));
    assert.equal(ten.statusCode, 201, ten.body);
  });

  test('duplicates (any case) and the attendee own address are dropped; the host sees the guests', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id);
    const attendee = unique('ada');
    const res = await book(
      payloadOf(eventType.id, '10:00', {
        attendee_email: attendee,
        guests: ['Bob@Example.com', 'bob@example.com', attendee.toUpperCase(), ' carol@example.com '],
      }),
    );
    assert.equal(res.statusCode, 201, res.body);
    const id = res.json().data.id as string;
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${id}`,
      headers: { authorization: `Bearer ${host.accessToken}` },
    });
    assert.deepEqual(details.json().guests, ['Bob@Example.com', 'carol@example.com']);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/bookings',
      headers: { authorization: `Bearer ${host.accessToken}` },
    });
    assert.deepEqual(list.json().data[0].guests, ['Bob@Example.com', 'carol@example.com']);
    // The public view of the booking does not list them (the attendee's page shows no others' data).
    const secret = res.json().data.link_secret as string;
    const publicView = await t.app.inject({ method: 'GET', url: `/api/public/bookings/${secret}` });
    assert.equal(publicView.json().data.guests, undefined);
  });

  test('each guest gets the invite, the move and the cancellation, without the attendee links', async () => {
    const host = await seedHost(t.app);
    const { eventType, questions } = await seedEventType(t.app, host.user.id, { location: 'zoom' }, [
      { questionText: 'Topic', answerType: 'select', options: ['Sales', 'Support'] },
    ]);
    const guest = unique('guest');
    const created = await book(
      payloadOf(eventType.id, '14:00', {
        guests: [guest],
        answers: [{ question_id: questions[0].id, answer: 'Sales' }],
      }),
    );
    assert.equal(created.statusCode, 201, created.body);
    const { link_secret: secret } = created.json().data as { link_secret: string };

    const [invite] = await mailsTo(guest, 1, /^Confirmed: /);
    assert.match(invite.decoded, /Grace Hopper added you as a guest to this booking\./);
    assert.match(invite.decoded, /To change or cancel it, ask Grace Hopper\./);
    assert.ok(!invite.decoded.includes(secret), 'a guest never gets the attendee link secret');
    assert.ok(!invite.decoded.includes('Sales'), 'the answers are for the host only');
    const ics = inviteOf(invite);
    assert.match(ics, /METHOD:REQUEST/);
    assert.match(ics, new RegExp(`ATTENDEE[^\\r\\n]*mailto:${guest}`, 'i'));

    const [hostMail] = await mailsTo(host.user.email, 1, /^New booking: /);
    assert.match(hostMail.decoded, new RegExp(`Guests: ${guest}`));
    assert.match(hostMail.decoded, /Topic: Sales/);
    assert.match(inviteOf(hostMail), new RegExp(`ATTENDEE[^\\r\\n]*mailto:${guest}`, 'i'));

    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${secret}/reschedule`,
      payload: { start_time: utcInstant(day, '15:00') },
    });
    assert.equal(moved.statusCode, 200, moved.body);
    const [move] = await mailsTo(guest, 1, /^Rescheduled: /);
    assert.match(move.decoded, /Previously: /);
    assert.ok(!move.decoded.includes(secret));

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${secret}/cancel`,
      payload: { cancellation_reason: 'Plans changed' },
    });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    const [cancel] = await mailsTo(guest, 1, /^Cancelled: /);
    assert.match(cancel.decoded, /Grace Hopper cancelled this booking\./);
    assert.match(inviteOf(cancel), /METHOD:CANCEL/);
    assert.equal((await mailsTo(guest, 3)).length, 3);
  });

  test('a host cancel tells the guests too, in the attendee language', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id);
    const guest = unique('gast');
    const created = await book(payloadOf(eventType.id, '16:00', { guests: [guest], language: 'de-DE' }));
    assert.equal(created.statusCode, 201, created.body);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${created.json().data.id}/cancel`,
      headers: { authorization: `Bearer ${host.accessToken}` },
      payload: {},
    });
    assert.equal(res.statusCode, 200, res.body);
    const mails = await mailsTo(guest, 2);
    assert.ok(mails.some((m) => /hat Sie als Gast zu dieser Buchung hinzugefügt/.test(m.decoded)));
    assert.ok(mails.some((m) => /METHOD:CANCEL/.test(m.decoded)));
  });

  test('webhook payloads carry the guests and the typed answers', () => {
    const data = bookingData({
      booking: {
        id: 'b',
        status: 'confirmed',
        startTime: new Date('2030-01-01T09:00:00Z'),
        endTime: new Date('2030-01-01T09:30:00Z'),
        timezone: 'UTC',
        attendeeName: 'A',
        attendeeEmail: 'a@example.com',
        additionalAttendees: [],
        guests: ['g@example.com'],
        answers: [
          {
            question_id: 'q',
            question_text: 'Tools',
            answer: 'A, B',
            answer_type: 'checkboxes',
            values: ['A', 'B'],
          },
        ],
        cancellationReason: null,
        createdAt: new Date('2029-12-01T00:00:00Z'),
      },
      eventType: { id: 'e', title: 'T', slug: 't', duration: 30 },
      host: { id: 'h', name: 'H', surname: null, email: 'h@example.com' },
    } as unknown as Parameters<typeof bookingData>[0]);
    assert.deepEqual(data.booking.guests, ['g@example.com']);
    assert.deepEqual(data.booking.answers[0].values, ['A', 'B']);
  });
});
