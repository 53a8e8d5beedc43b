import { addMonths, monthGrid, monthOfDay } from './calendar-month';

describe('monthGrid', () => {
  it('gives 42 days starting on the Monday on or before the 1st', () => {
    // November 1, 2026 is a Sunday: the grid opens on Monday, October 26.
    const days = monthGrid('2026-11');
    expect(days).toHaveLength(42);
    expect(days[0]).toBe('2026-10-26');
    expect(days[6]).toBe('2026-11-01');
    expect(days[41]).toBe('2026-12-06');
    expect(new Date(`${days[0]}T12:00:00Z`).getUTCDay()).toBe(1);
  });

  it('starts on the 1st itself when the month begins on a Monday', () => {
    const days = monthGrid('2027-02');
    expect(days[0]).toBe('2027-02-01');
    expect(days[27]).toBe('2027-02-28');
    expect(days[28]).toBe('2027-03-01');
  });

  it('counts plain days across a daylight-saving change of the machine zone', () => {
    const days = monthGrid('2026-03');
    expect(new Set(days).size).toBe(42);
    expect(days).toContain('2026-03-29');
    expect(days).toContain('2026-03-30');
  });
});

describe('addMonths and monthOfDay', () => {
  it('steps across year ends', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(monthOfDay('2026-11-23')).toBe('2026-11');
  });
});
