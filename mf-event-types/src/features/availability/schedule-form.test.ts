import { sampleSchedule } from './api-mock.testing';
import {
  copyDayTo,
  draftFromAvailability,
  interval,
  newOverride,
  newScheduleDraft,
  type ScheduleDraft,
  schedulePayload,
  validateSchedule,
} from './schedule-form';

function withMonday(draft: ScheduleDraft, intervals: ReturnType<typeof interval>[]): ScheduleDraft {
  return { ...draft, days: draft.days.map((day) => (day.day === 1 ? { ...day, intervals } : day)) };
}

describe('schedule form', () => {
  it('starts Monday to Friday, 9:00 to 17:00, in the given zone', () => {
    const payload = schedulePayload({ ...newScheduleDraft('Europe/Berlin'), name: '  Work  ' });
    expect(payload).toEqual({
      name: 'Work',
      time_zone: 'Europe/Berlin',
      slots: [1, 2, 3, 4, 5].map((day) => ({ day_of_week: day, start_time: '09:00', end_time: '17:00' })),
      overrides: [],
    });
  });

  it('places an overlap and an end before the start at their rows', () => {
    const draft = withMonday({ ...newScheduleDraft('UTC'), name: 'Work' }, [
      interval('09:00', '12:00'),
      interval('11:00', '13:00'),
      interval('15:00', '14:00'),
    ]);
    expect(validateSchedule(draft)).toEqual({
      ok: false,
      errors: {
        'day.1.1': 'These hours overlap other hours of the same day',
        'day.1.2': 'End time must be after start time',
      },
    });
  });

  it('ignores the hours of a day switched off', () => {
    const draft = withMonday({ ...newScheduleDraft('UTC'), name: 'Work' }, [
      interval('09:00', '12:00'),
      interval('11:00', '13:00'),
    ]);
    const off = {
      ...draft,
      days: draft.days.map((day) => (day.day === 1 ? { ...day, enabled: false } : day)),
    };
    const result = validateSchedule(off);
    expect(result.ok).toBe(true);
    expect(schedulePayload(off).slots?.some((slot) => slot.day_of_week === 1)).toBe(false);
  });

  it('requires a name', () => {
    expect(validateSchedule(newScheduleDraft('UTC'))).toEqual({
      ok: false,
      errors: { name: 'Value is required' },
    });
  });

  it('copies a day to other days and switches them on', () => {
    const draft = withMonday(newScheduleDraft('UTC'), [
      interval('08:00', '10:00'),
      interval('14:00', '16:00'),
    ]);
    const copied = copyDayTo(draft, 1, [3, 6]);
    const hours = (day: number) =>
      copied.days[day - 1].enabled
        ? copied.days[day - 1].intervals.map((i) => `${i.start_time}-${i.end_time}`)
        : 'off';
    expect(hours(3)).toEqual(['08:00-10:00', '14:00-16:00']);
    expect(hours(6)).toEqual(['08:00-10:00', '14:00-16:00']);
    expect(hours(2)).toEqual(['09:00-17:00']);
    expect(hours(7)).toBe('off');
  });

  it('sends overrides with their hours, or none when unavailable, and checks their dates', () => {
    const base = { ...newScheduleDraft('UTC'), name: 'Work' };
    const first = newOverride(base, new Date('2026-03-10T08:00:00Z'));
    const withFirst = { ...base, overrides: [first] };
    const second = { ...newOverride(withFirst, new Date('2026-03-10T08:00:00Z')), unavailable: true };
    expect([first.date, second.date]).toEqual(['2026-03-11', '2026-03-12']);
    const draft = { ...base, overrides: [first, second, { ...second, key: 'dup' }] };
    expect(schedulePayload(draft).overrides).toEqual([
      { date: '2026-03-11', unavailable: false, intervals: [{ start_time: '09:00', end_time: '17:00' }] },
      { date: '2026-03-12', unavailable: true, intervals: [] },
      { date: '2026-03-12', unavailable: true, intervals: [] },
    ]);
    expect(validateSchedule(draft)).toEqual({
      ok: false,
      errors: { 'override.2.date': 'This date already has an override' },
    });
    const noHours = { ...base, overrides: [{ ...first, intervals: [] }] };
    expect(validateSchedule(noHours)).toEqual({
      ok: false,
      errors: { 'override.0': 'Add hours for this date or mark it unavailable' },
    });
  });

  it('reads a saved schedule, times as HH:mm, days without slots switched off', () => {
    const draft = draftFromAvailability(
      sampleSchedule({
        slots: [
          { id: 's2', availability_id: 'a', day_of_week: 1, start_time: '13:00:00', end_time: '17:00:00' },
          { id: 's1', availability_id: 'a', day_of_week: 1, start_time: '09:00:00', end_time: '12:00:00' },
        ],
        overrides: [{ date: '2026-12-24', unavailable: true, intervals: [] }],
      }),
    );
    expect(draft.days[0].enabled).toBe(true);
    expect(draft.days[0].intervals.map((i) => [i.start_time, i.end_time])).toEqual([
      ['09:00', '12:00'],
      ['13:00', '17:00'],
    ]);
    expect(draft.days[1].enabled).toBe(false);
    expect(draft.overrides).toEqual([
      expect.objectContaining({ date: '2026-12-24', unavailable: true, intervals: [] }),
    ]);
  });
});
