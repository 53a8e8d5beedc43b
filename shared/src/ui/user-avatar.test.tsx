import { initialsOf } from '@slotwise/shared/ui/initials';

describe('initialsOf', () => {
  it('takes up to two initials from name and surname', () => {
    expect(initialsOf({ name: 'ada', surname: 'Lovelace' })).toBe('AL');
    expect(initialsOf({ name: 'Mary Ann Evans', surname: null })).toBe('MA');
    expect(initialsOf({ name: 'Plato', surname: null })).toBe('P');
  });

  it('gives nothing when there is no name, so the icon shows', () => {
    expect(initialsOf({ name: '  ', surname: null })).toBe('');
    expect(initialsOf(null)).toBe('');
  });
});
