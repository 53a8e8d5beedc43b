import { sampleEventType, sampleSchedule } from './api-mock.testing';
import {
  emptyEventTypeForm,
  eventTypePayload,
  formFromEventType,
  newQuestion,
  newReminder,
  preselectedScheduleId,
  validateEventTypeForm,
} from './event-type-form';

const scheduleId = '11111111-1111-4111-8111-111111111111';

function filledForm() {
  return { ...emptyEventTypeForm(), title: 'Intro call', slug: 'intro-call', availability_id: scheduleId };
}

describe('event type form', () => {
  it('starts with the defaults of the spec and one reminder 24 h before by email', () => {
    const form = emptyEventTypeForm();
    expect(form).toMatchObject({
      event_type: 'one_on_one',
      location: 'google_meet',
      duration: 30,
      buffer_before: 0,
      buffer_after: 0,
      public: true,
      requires_confirmation: false,
      minimum_notice_minutes: 240,
      booking_window_days: '60',
      reminders_enabled: true,
      questions: [],
    });
    expect(form.reminders).toEqual([expect.objectContaining({ time: '24h', method: 'email' })]);
  });

  it('gives new rows the spec defaults', () => {
    expect(newReminder()).toMatchObject({ time: '24h', method: 'email' });
    expect(newQuestion()).toMatchObject({
      enabled: true,
      required: false,
      answer_type: 'short',
      question_text: '',
    });
  });

  it('preselects the default schedule, else the first, else none', () => {
    const first = sampleSchedule({ id: 'a', is_default: false });
    const second = sampleSchedule({ id: 'b', is_default: true });
    expect(preselectedScheduleId([first, second])).toBe('b');
    expect(preselectedScheduleId([first, { ...second, is_default: false }])).toBe('a');
    expect(preselectedScheduleId([])).toBe('');
  });

  it('sends only enabled questions with text, numbered by position, active', () => {
    const question = (text: string, enabled: boolean, required = false) => ({
      ...newQuestion(),
      question_text: text,
      enabled,
      required,
    });
    const payload = eventTypePayload({
      ...filledForm(),
      questions: [
        question('Disabled one', false),
        question('  Company?  ', true, true),
        question('   ', true),
        { ...question('Agenda', true), answer_type: 'long' },
      ],
    });
    expect(payload.questions).toEqual([
      { question_text: 'Company?', required: true, answer_type: 'short', active: true, sort_order: 0 },
      { question_text: 'Agenda', required: false, answer_type: 'long', active: true, sort_order: 1 },
    ]);
  });

  it('sends the reminders only while reminders are on', () => {
    const form = {
      ...filledForm(),
      reminders: [newReminder(), { ...newReminder(), time: '1h' as const, method: 'sms' as const }],
    };
    expect(eventTypePayload(form).reminders).toEqual([
      { time: '24h', method: 'email' },
      { time: '1h', method: 'sms' },
    ]);
    expect(eventTypePayload({ ...form, reminders_enabled: false }).reminders).toEqual([]);
  });

  it('sends max_participants only for group and collective types', () => {
    const form = { ...filledForm(), max_participants: '8' };
    expect(eventTypePayload({ ...form, event_type: 'group' }).max_participants).toBe(8);
    expect(eventTypePayload({ ...form, event_type: 'collective' }).max_participants).toBe(8);
    expect(eventTypePayload({ ...form, event_type: 'one_on_one' }).max_participants).toBeNull();
    expect(eventTypePayload({ ...form, event_type: 'round_robin' }).max_participants).toBeNull();
  });

  it('requires a title and a slug with the generic message', () => {
    const result = validateEventTypeForm({ ...emptyEventTypeForm(), title: '  ', slug: '' });
    expect(result).toEqual({
      ok: false,
      errors: expect.objectContaining({ title: 'Value is required', slug: 'Value is required' }),
    });
  });

  it('refuses a participant count below 1 and a missing one for group types', () => {
    expect(validateEventTypeForm({ ...filledForm(), event_type: 'group', max_participants: '0' })).toEqual({
      ok: false,
      errors: { max_participants: 'Enter a whole number of at least 1' },
    });
    expect(validateEventTypeForm({ ...filledForm(), event_type: 'group' })).toEqual({
      ok: false,
      errors: { max_participants: 'Group event types need a maximum number of participants' },
    });
    expect(
      validateEventTypeForm({ ...filledForm(), event_type: 'one_on_one', max_participants: '0' }).ok,
    ).toBe(true);
  });

  it('reads an event type back into the form, keeping one reminder row while reminders are off', () => {
    const form = formFromEventType(
      sampleEventType({
        reminders: [],
        description: null,
        questions: [
          {
            id: 'q2',
            question_text: 'Second',
            required: false,
            answer_type: 'short',
            active: true,
            sort_order: 1,
          },
          {
            id: 'q1',
            question_text: 'First',
            required: true,
            answer_type: 'long',
            active: false,
            sort_order: 0,
          },
        ],
      }),
    );
    expect(form.reminders_enabled).toBe(false);
    expect(form.reminders).toHaveLength(1);
    expect(form.description).toBe('');
    expect(form.questions.map((q) => [q.question_text, q.enabled])).toEqual([
      ['First', false],
      ['Second', true],
    ]);
  });

  it('asks for the details of the chosen location and sends only those', () => {
    const missing = (patch: object) => {
      const result = validateEventTypeForm({ ...filledForm(), ...patch });
      return result.ok ? {} : result.errors;
    };
    expect(missing({ location: 'in_person' })).toEqual({ location_address: 'Enter the address' });
    expect(missing({ location: 'zoom' })).toEqual({ location_url: 'Enter the meeting link' });
    expect(missing({ location: 'teams', location_url: 'http://teams.example.com/x' })).toEqual({
      location_url: 'Enter a link that starts with https://',
    });
    expect(missing({ location: 'phone' })).toEqual({ location_phone: 'Enter your phone number' });
    expect(missing({ location: 'phone', location_phone: 'call me' })).toEqual({
      location_phone: 'Enter a valid phone number',
    });
    expect(missing({ location: 'phone', location_phone_from: 'attendee' })).toEqual({});
    expect(missing({ location: 'google_meet' })).toEqual({});

    const payload = eventTypePayload({
      ...filledForm(),
      location: 'zoom',
      location_url: ' https://zoom.us/j/1 ',
      location_address: 'left over from in person',
    });
    expect(payload.location_details).toEqual({
      address: null,
      phone: null,
      phone_from: 'host',
      meeting_url: 'https://zoom.us/j/1',
    });
    const edited = formFromEventType(
      sampleEventType({
        location: 'in_person',
        location_details: { address: '1 Main St', phone: null, phone_from: 'host', meeting_url: null },
      }),
    );
    expect(edited.location_address).toBe('1 Main St');
  });
});
