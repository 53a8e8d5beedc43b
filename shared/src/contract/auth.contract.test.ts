import {
  isValidTimeZone,
  passwordMessages,
  passwordSchema,
  timeZoneSchema,
} from '@slotwise/shared/contract/auth.contract';

describe('isValidTimeZone (remembered answers)', () => {
  test('gives the same answer when asked again', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(isValidTimeZone('Asia/Kathmandu')).toBe(true);
      expect(isValidTimeZone('Mars/Olympus')).toBe(false);
      expect(isValidTimeZone('')).toBe(false);
    }
  });

  test('the schema refuses an unknown zone after a known one was remembered', () => {
    expect(timeZoneSchema.safeParse('Europe/Berlin').success).toBe(true);
    expect(timeZoneSchema.safeParse('Europe/Berlin').success).toBe(true);
    const refused = timeZoneSchema.safeParse('Europe/Atlantis');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toContain('Please choose a valid time zone');
  });
});

describe('passwordSchema: no password of spaces only or of one repeated character', () => {
  const messages = (password: string) =>
    passwordSchema.safeParse(password).error?.issues.map((issue) => issue.message) ?? [];

  test.each(['        ', '\t \t \t \t ', 'aaaaaaaaaa', '1111111111', 'ZZZZZZZZ', '😀😀😀😀😀😀😀😀'])(
    'refuses %j',
    (password) => {
      expect(messages(password)).toEqual([passwordMessages.oneCharacter]);
    },
  );

  test.each(['aaaaaaab', ' a       ', 'abababab', 'Correct horse'])('accepts %j', (password) => {
    expect(messages(password)).toEqual([]);
  });
});
