// The booking form posted without JavaScript, as mf-bookings' server module handles it
// (attendee-form.ts): the API call it names, and what each answer shows, in the visitor’s language.
import type { PublicEventType } from '@slotwise/shared/contract/bookings.contract';
import { changeAppLanguage } from '@slotwise/shared/i18n/i18n';
import type { AttendeeFormRequest } from '@slotwise/shared/remote/attendee-preview';
import { sampleBooking, sampleEventType } from '../features/public-booking/api-mock.testing';
import { attendeeFormAnswer, attendeeFormStep } from './attendee-form';
import en from './locales/attendee.en';
import fr from './locales/attendee.fr';

const question = {
  id: '11111111-2222-4333-8444-555555555555',
  question_text: 'What shall we talk about?',
  required: true,
  answer_type: 'short' as PublicEventType['questions'][number]['answer_type'],
  sort_order: 0,
};
const eventType: PublicEventType = { ...sampleEventType, questions: [question] };
const start = '2026-12-01T09:00:00.000Z';
const fields = {
  start_time: start,
  tz: 'Europe/Paris',
  attendee_name: 'Grace Hopper',
  attendee_email: 'grace@example.test',
  [`q_${question.id}`]: 'Compilers',
  idempotency_key: 'a1b2c3',
};

function request(overrides: Partial<AttendeeFormRequest> = {}): AttendeeFormRequest {
  return {
    pathname: '/ada/intro-call',
    search: `?time=${encodeURIComponent(start)}&tz=Europe%2FParis`,
    language: 'en',
    fields,
    answers: { '/api/public/event-types/ada/intro-call': { data: eventType } },
    ...overrides,
  };
}

afterAll(() => changeAppLanguage('en'));

describe('the booking form posted without JavaScript', () => {
  it('names the booking the form’s code would send, with the form’s Idempotency-Key', async () => {
    const step = await attendeeFormStep(request({ language: 'fr' }));
    expect(step).toEqual({
      call: {
        path: '/api/public/bookings',
        idempotencyKey: 'a1b2c3',
        body: {
          event_type_id: eventType.id,
          start_time: start,
          attendee_name: 'Grace Hopper',
          attendee_email: 'grace@example.test',
          timezone: 'Europe/Paris',
          answers: [{ question_id: question.id, answer: 'Compilers' }],
          additional_attendees: [],
          guests: [],
          language: expect.stringMatching(/^fr/),
        },
      },
    });
  });

  it('keeps the values and says what is wrong (the form’s own checks) without calling the API', async () => {
    const wrong = { ...fields, attendee_email: 'not-an-address', [`q_${question.id}`]: '  ' };
    const step = await attendeeFormStep(request({ language: 'fr', fields: wrong }));
    if (!step || !('render' in step)) throw new Error(`expected a render, got ${JSON.stringify(step)}`);
    expect(step.render.status).toBe(422);
    expect(step.render.search).toContain('time=');
    expect(step.render.posted).toMatchObject({
      fields: wrong,
      errors: { attendee_email: expect.any(String), [`question.${question.id}`]: fr.answerRequired },
    });
  });

  it('a forged or expired token: the form again, saying so in the visitor’s language, no call', async () => {
    const step = await attendeeFormStep(request({ language: 'fr', tokenRefused: true }));
    expect(step).toMatchObject({ render: { status: 403, posted: { formError: fr.formExpired, fields } } });
  });

  it('a form without its time goes back to the times', async () => {
    const { start_time: _, ...noTime } = fields;
    await expect(attendeeFormStep(request({ fields: noTime, search: '' }))).resolves.toEqual({
      redirect: '?tz=Europe%2FParis',
    });
  });

  it('takes no post for a page without a booking form, or an event type it was not given', async () => {
    await expect(attendeeFormStep(request({ pathname: '/ada' }))).resolves.toBeNull();
    await expect(attendeeFormStep(request({ answers: {} }))).resolves.toBeNull();
  });

  describe('what the API’s answer shows', () => {
    const answered = async (status: number, body: unknown, language: 'en' | 'fr' = 'en') => {
      const step = await attendeeFormStep(request({ language }));
      if (!step || !('call' in step)) throw new Error('no call');
      return attendeeFormAnswer({ ...request({ language }), call: step.call, status, body });
    };

    it('201: on to the confirmation page, by the booking’s link secret (a reload posts nothing)', async () => {
      await expect(answered(201, { data: { ...sampleBooking(), link_secret: 'secret-1' } })).resolves.toEqual(
        { redirect: '?booked=secret-1&tz=Europe%2FParis' },
      );
    });

    it('201 awaiting the e-mail: the notice drawn at once', async () => {
      const booking = sampleBooking({ status: 'pending', email_confirmation: true } as never);
      await expect(answered(201, { data: booking })).resolves.toMatchObject({
        render: { status: 200, posted: { booked: { booking, email: 'grace@example.test' } } },
      });
    });

    it('201 with the host’s redirect: straight there', async () => {
      const step = await attendeeFormStep(request());
      if (!step || !('call' in step)) throw new Error('no call');
      const withRedirect = { data: { ...eventType, redirect_url: 'https://host.example/thanks' } };
      const result = await attendeeFormAnswer({
        ...request({ answers: { '/api/public/event-types/ada/intro-call': withRedirect } }),
        call: step.call,
        status: 201,
        body: { data: { ...sampleBooking(), link_secret: 'secret-1' } },
      });
      expect(result).toMatchObject({ redirect: expect.stringMatching(/^https:\/\/host\.example\/thanks\?/) });
    });

    it.each(['en', 'fr'] as const)(
      '409 (%s): the day’s other times, with the app’s message',
      async (language) => {
        const texts = language === 'fr' ? fr : en;
        const step = await answered(409, { message: en.slotTaken }, language);
        if (!step || !('render' in step)) throw new Error('no render');
        expect(step.render.status).toBe(409);
        const query = new URLSearchParams(step.render.search);
        expect(query.get('time')).toBeNull();
        expect(query.get('date')).toBe('2026-12-01');
        expect(query.get('tz')).toBe('Europe/Paris');
        expect(step.render.posted).toMatchObject({ notice: texts.slotTaken });
      },
    );

    it('422 from the API: its field errors on the form, values kept', async () => {
      const step = await answered(
        422,
        { message: 'Validation failed', errors: { attendee_name: ['This field is required'] } },
        'fr',
      );
      expect(step).toMatchObject({
        render: {
          status: 422,
          posted: { fields, errors: { attendee_name: 'This field is required' }, formError: fr.fixErrors },
        },
      });
    });

    it('429: the limit in the visitor’s language, values kept', async () => {
      const step = await answered(
        429,
        { message: 'Too many booking attempts. Please try again in 5 minutes.' },
        'fr',
      );
      expect(step).toMatchObject({
        render: {
          status: 429,
          posted: { fields, formError: fr.tryAgainMinutes_other.replace('{{count}}', '5') },
        },
      });
    });

    it('no answer at all: the form again, it could not book', async () => {
      await expect(answered(502, null, 'fr')).resolves.toMatchObject({
        render: { status: 502, posted: { fields, formError: fr.bookingFailed } },
      });
    });
  });

  describe('the cancel page’s form', () => {
    const booking = sampleBooking();
    const cancel = (overrides: Partial<AttendeeFormRequest> = {}, policy: object | null = null) =>
      request({
        pathname: '/cancel/secret-1',
        search: '',
        language: 'fr',
        fields: { cancellation_reason: '  Something came up ' },
        answers: { '/api/public/bookings/secret-1': { data: { ...booking, change_policy: policy } } },
        ...overrides,
      });

    it('names POST …/cancel with the reason, then shows the page again by GET', async () => {
      const step = await attendeeFormStep(cancel());
      expect(step).toEqual({
        call: {
          path: '/api/public/bookings/secret-1/cancel',
          body: { cancellation_reason: 'Something came up' },
        },
      });
      if (!step || !('call' in step)) throw new Error('no call');
      await expect(
        attendeeFormAnswer({ ...cancel(), call: step.call, status: 200, body: { data: booking } }),
      ).resolves.toEqual({ redirect: '/cancel/secret-1' });
    });

    it('a reason the policy requires, or a refusal: the page again, in French, the reason kept', async () => {
      const required = await attendeeFormStep(
        cancel({ fields: { cancellation_reason: ' ' } }, { reason_required: true, allowed_now: true }),
      );
      expect(required).toMatchObject({ render: { status: 422, posted: { formError: fr.reasonRequired } } });
      const step = await attendeeFormStep(cancel());
      if (!step || !('call' in step)) throw new Error('no call');
      await expect(
        attendeeFormAnswer({
          ...cancel(),
          call: step.call,
          status: 409,
          body: { message: en.alreadyPast },
        }),
      ).resolves.toMatchObject({
        render: {
          status: 409,
          posted: {
            formError: fr.alreadyPast,
            fields: { cancellation_reason: '  Something came up ' },
          },
        },
      });
    });

    it('posted twice: the second finds it cancelled and shows the cancelled page, without a call', async () => {
      const cancelled = {
        '/api/public/bookings/secret-1': { data: { ...booking, status: 'cancelled', change_policy: null } },
      };
      await expect(attendeeFormStep(cancel({ answers: cancelled }))).resolves.toEqual({
        redirect: '/cancel/secret-1',
      });
      // Two posts at once: the API's refusal of the second is the same outcome.
      const step = await attendeeFormStep(cancel());
      if (!step || !('call' in step)) throw new Error('no call');
      await expect(
        attendeeFormAnswer({
          ...cancel(),
          call: step.call,
          status: 409,
          body: { message: en.alreadyCancelledNotice },
        }),
      ).resolves.toEqual({ redirect: '/cancel/secret-1' });
    });
  });

  describe('the reschedule page’s form', () => {
    const booking = sampleBooking();
    const move = (overrides: Partial<AttendeeFormRequest> = {}) =>
      request({
        pathname: '/reschedule/secret-1',
        search: `?time=${encodeURIComponent(start)}&tz=Europe%2FParis`,
        language: 'fr',
        fields: { start_time: start, tz: 'Europe/Paris' },
        answers: { '/api/public/bookings/secret-1': { data: booking } },
        ...overrides,
      });

    it('names POST …/reschedule with the new time and the form’s key; moved, the page says so', async () => {
      const step = await attendeeFormStep(
        move({ fields: { start_time: start, tz: 'Europe/Paris', idempotency_key: 'f00d' } }),
      );
      expect(step).toEqual({
        call: {
          path: '/api/public/bookings/secret-1/reschedule',
          body: { start_time: start },
          idempotencyKey: 'f00d',
        },
      });
      // A key that is not one (spaces, too long) is left out, never sent.
      await expect(
        attendeeFormStep(move({ fields: { start_time: start, tz: 'Europe/Paris', idempotency_key: 'a b' } })),
      ).resolves.toEqual({
        call: { path: '/api/public/bookings/secret-1/reschedule', body: { start_time: start } },
      });
      if (!step || !('call' in step)) throw new Error('no call');
      await expect(
        attendeeFormAnswer({ ...move(), call: step.call, status: 200, body: { data: booking } }),
      ).resolves.toEqual({ redirect: '?moved=1&tz=Europe%2FParis' });
    });

    it('taken meanwhile: that day’s times again with the refusal in French; no token, no call', async () => {
      const step = await attendeeFormStep(move());
      if (!step || !('call' in step)) throw new Error('no call');
      const refused = await attendeeFormAnswer({
        ...move(),
        call: step.call,
        status: 409,
        body: { message: en.slotUnavailable },
      });
      expect(refused).toMatchObject({ render: { status: 409, posted: { notice: fr.slotUnavailable } } });
      if (!refused || !('render' in refused)) throw new Error('no render');
      expect(new URLSearchParams(refused.render.search).get('date')).toBe('2026-12-01');
      expect(new URLSearchParams(refused.render.search).get('time')).toBeNull();
      await expect(attendeeFormStep(move({ tokenRefused: true }))).resolves.toMatchObject({
        render: { status: 403, posted: { notice: fr.formExpired } },
      });
    });

    it('the same post again (a double submit) finds it moved already: the same outcome, no error', async () => {
      const step = await attendeeFormStep(move());
      if (!step || !('call' in step)) throw new Error('no call');
      await expect(
        attendeeFormAnswer({
          ...move(),
          call: step.call,
          status: 409,
          body: { message: en.rescheduleSameTime },
        }),
      ).resolves.toEqual({ redirect: '?moved=1&tz=Europe%2FParis' });
    });

    it('rate limited (429): the chosen time kept, to confirm again, the wait in the visitor’s language', async () => {
      const step = await attendeeFormStep(move());
      if (!step || !('call' in step)) throw new Error('no call');
      for (const [language, text] of [
        ['fr', fr.tryAgainMinutes_other.replace('{{count}}', '5')],
        ['en', en.tryAgainMinutes_other.replace('{{count}}', '5')],
      ] as const) {
        const refused = await attendeeFormAnswer({
          ...move({ language }),
          call: step.call,
          status: 429,
          body: { message: 'Too many reschedule attempts. Please try again in 5 minutes.' },
        });
        expect(refused).toMatchObject({ render: { status: 429, posted: { notice: text } } });
        if (!refused || !('render' in refused)) throw new Error('no render');
        expect(new URLSearchParams(refused.render.search).get('time')).toBe(start);
      }
    });

    it('a post without a time goes back to the times; another page’s post is not a reschedule', async () => {
      await expect(attendeeFormStep(move({ fields: { tz: 'Europe/Paris' } }))).resolves.toEqual({
        redirect: '?tz=Europe%2FParis',
      });
      // Without the booking's answer (unknown link) the module takes no post.
      await expect(attendeeFormStep(move({ answers: {} }))).resolves.toBeNull();
    });
  });

  describe('what the app offers beyond the basic form', () => {
    const group: PublicEventType = { ...eventType, event_type: 'group', max_participants: 5 };
    const groupRequest = (extra: Record<string, string | string[]>) =>
      request({
        fields: { ...fields, ...extra },
        answers: { '/api/public/event-types/ada/intro-call': { data: group } },
      });

    it('adds and removes a row of other attendees: the form again with the values, nothing booked', async () => {
      const added = await attendeeFormStep(
        groupRequest({
          'additional_attendees.0.name': 'Alan',
          'additional_attendees.0.email': 'alan@example.test',
          attendees_action: 'add',
        }),
      );
      expect(added).toMatchObject({ render: { status: 200, posted: { errors: {} } } });
      if (!added || !('render' in added)) throw new Error('no render');
      const rows = (added.render.posted as { fields: Record<string, unknown> }).fields;
      expect(rows).toMatchObject({
        attendee_name: 'Grace Hopper',
        'additional_attendees.0.name': 'Alan',
        'additional_attendees.1.name': '',
        'additional_attendees.1.email': '',
      });
      expect(rows).not.toHaveProperty('attendees_action');
      const removed = await attendeeFormStep(
        groupRequest({
          'additional_attendees.0.name': 'Alan',
          'additional_attendees.0.email': 'alan@example.test',
          'additional_attendees.1.name': 'Barbara',
          'additional_attendees.1.email': 'barbara@example.test',
          attendees_action: 'remove:0',
        }),
      );
      if (!removed || !('render' in removed)) throw new Error('no render');
      const left = (removed.render.posted as { fields: Record<string, unknown> }).fields;
      expect(left['additional_attendees.0.name']).toBe('Barbara');
      expect(left).not.toHaveProperty('additional_attendees.1.name');
    });

    it('books the other attendees as rows, checked as the form checks them', async () => {
      const step = await attendeeFormStep(
        groupRequest({
          'additional_attendees.1.name': 'Barbara',
          'additional_attendees.1.email': 'barbara@example.test',
          'additional_attendees.0.name': 'Alan',
          'additional_attendees.0.email': 'alan@example.test',
        }),
      );
      expect(step).toMatchObject({
        call: {
          body: {
            additional_attendees: [
              { name: 'Alan', email: 'alan@example.test' },
              { name: 'Barbara', email: 'barbara@example.test' },
            ],
          },
        },
      });
      const wrong = await attendeeFormStep(
        groupRequest({ 'additional_attendees.0.name': 'Alan', 'additional_attendees.0.email': 'nope' }),
      );
      expect(wrong).toMatchObject({ render: { status: 422 } });
      // A one-on-one type books no other attendees, whatever is posted.
      const single = await attendeeFormStep(
        request({
          fields: { ...fields, 'additional_attendees.0.name': 'A', 'additional_attendees.0.email': 'a@b.c' },
        }),
      );
      expect(single).toMatchObject({ call: { body: { additional_attendees: [] } } });
    });

    it('books fewer meetings of a series when the form says so, else all of them', async () => {
      const series: PublicEventType = {
        ...eventType,
        recurrence: { frequency: 'weekly', max_count: 6, time_zone: 'Europe/Paris' },
      };
      const answers = { '/api/public/event-types/ada/intro-call': { data: series } };
      const body = async (extra: Record<string, string>) => {
        const step = await attendeeFormStep(request({ fields: { ...fields, ...extra }, answers }));
        if (!step || !('call' in step)) throw new Error('no call');
        return step.call.body as { series?: unknown };
      };
      // "Show these meetings": the form again with the count, nothing booked.
      const shown = await attendeeFormStep(
        request({ fields: { ...fields, series_count: '2', series_action: 'show' }, answers }),
      );
      expect(shown).toMatchObject({ render: { status: 200 } });
      if (!shown || !('render' in shown)) throw new Error('no render');
      expect((shown.render.posted as { fields: Record<string, unknown> }).fields).toEqual({
        ...fields,
        series_count: '2',
      });
      expect((await body({ series_count: '3' })).series).toEqual({ count: 3, skip: [] });
      expect((await body({})).series).toEqual({ count: 6, skip: [] });
      expect((await body({ series_count: '1' })).series).toBeUndefined();
      // Out of range or not a number: the whole series, as the form offers it first.
      expect((await body({ series_count: '99' })).series).toEqual({ count: 6, skip: [] });
      expect((await body({ series_count: '2x' })).series).toEqual({ count: 6, skip: [] });
    });

    it('a series with busy meetings: the form again with the choice; "Book the others" leaves them out', async () => {
      const series: PublicEventType = {
        ...eventType,
        recurrence: { frequency: 'weekly', max_count: 4, time_zone: 'Europe/Paris' },
      };
      const answers = { '/api/public/event-types/ada/intro-call': { data: series } };
      const busyOne = '2026-12-08T09:00:00.000Z';
      const busyTwo = '2026-12-15T09:00:00.000Z';
      const step = await attendeeFormStep(request({ answers }));
      if (!step || !('call' in step)) throw new Error('no call');
      const refusal = {
        message: 'Not every meeting of the series is free: … Book the others or choose another start.',
        errors: { busy_occurrences: [busyOne, 'not-a-date'] },
      };
      const again = await attendeeFormAnswer({
        ...request({ answers, language: 'fr' }),
        call: step.call,
        status: 409,
        body: refusal,
      });
      // The form, the time and the values kept, the busy meeting to decide on (no notice, no times).
      expect(again).toEqual({
        render: {
          search: `?time=${encodeURIComponent(start)}&tz=Europe%2FParis`,
          status: 409,
          posted: {
            fields: { ...fields, series_skip: [], series_busy: [busyOne] },
            errors: {},
            formError: null,
            notice: null,
          },
        },
      });
      // "Book the others": the busy ones (and those left out before) go in the series' skip.
      const others = await attendeeFormStep(
        request({
          answers,
          fields: {
            ...fields,
            series_skip: busyTwo,
            series_busy: [busyOne, busyTwo],
            series_book_others: '1',
          },
        }),
      );
      expect(others).toMatchObject({ call: { body: { series: { count: 4, skip: [busyTwo, busyOne] } } } });
      // A plain submit keeps only those already left out; made-up values are not starts.
      const plain = await attendeeFormStep(
        request({ answers, fields: { ...fields, series_skip: [busyTwo, 'x'], series_busy: busyOne } }),
      );
      expect(plain).toMatchObject({ call: { body: { series: { count: 4, skip: [busyTwo] } } } });
      // Another count asked for: the busy ones and the left out start again, as with scripts.
      const shown = await attendeeFormStep(
        request({
          answers,
          fields: {
            ...fields,
            series_count: '2',
            series_action: 'show',
            series_skip: busyTwo,
            series_busy: busyOne,
          },
        }),
      );
      if (!shown || !('render' in shown)) throw new Error('no render');
      expect((shown.render.posted as { fields: Record<string, unknown> }).fields).toEqual({
        ...fields,
        series_count: '2',
      });
      // A 409 of a booking that is not a series, or naming no meeting: the times, as before.
      const taken = await attendeeFormAnswer({
        ...request({ answers }),
        call: { ...step.call, body: { ...(step.call.body as object), series: undefined } },
        status: 409,
        body: refusal,
      });
      expect(taken).toMatchObject({ render: { status: 409, posted: { fields: {} } } });
    });

    it('keeps the clock the visitor chose (?clock=) on the page a post leads to', async () => {
      const search = `?time=${encodeURIComponent(start)}&tz=Europe%2FParis&clock=12h`;
      const step = await attendeeFormStep(request({ search }));
      if (!step || !('call' in step)) throw new Error('no call');
      const booked = await attendeeFormAnswer({
        ...request({ search }),
        call: step.call,
        status: 201,
        body: { data: { ...sampleBooking(), link_secret: 'sec-1' } },
      });
      expect(booked).toEqual({ redirect: '?booked=sec-1&tz=Europe%2FParis&clock=12h' });
      const moved = await attendeeFormAnswer({
        ...request({
          search,
          pathname: '/reschedule/secret-1',
          answers: { '/api/public/bookings/secret-1': { data: sampleBooking() } },
        }),
        call: { path: '/api/public/bookings/secret-1/reschedule', body: { start_time: start } },
        status: 200,
        body: { data: sampleBooking() },
      });
      expect(moved).toEqual({ redirect: '?moved=1&tz=Europe%2FParis&clock=12h' });
    });

    it('a single-use link’s page books through its link', async () => {
      const step = await attendeeFormStep(
        request({
          pathname: '/booking/Ab3_-secret',
          answers: { '/api/public/links/Ab3_-secret': { data: eventType } },
        }),
      );
      expect(step).toMatchObject({
        call: { path: '/api/public/bookings', body: { single_use_link: 'Ab3_-secret' } },
      });
    });
  });
});
