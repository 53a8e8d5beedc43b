import { avatarFileError } from './avatar-file';

const MB = 1024 * 1024;

describe('avatarFileError', () => {
  it.each(['image/jpeg', 'image/jpg', 'image/png'])('accepts %s under 10MB', (type) => {
    expect(avatarFileError({ type, size: 10 * MB - 1 })).toBeNull();
  });

  it.each(['image/gif', 'image/webp', 'text/plain', ''])('refuses the type %s', (type) => {
    expect(avatarFileError({ type, size: 100 })).toBe('Please upload a JPG or PNG image');
  });

  it('refuses 10MB and more', () => {
    expect(avatarFileError({ type: 'image/png', size: 10 * MB })).toBe('Image size should be less than 10MB');
    expect(avatarFileError({ type: 'image/png', size: 25 * MB })).toBe('Image size should be less than 10MB');
  });
});
