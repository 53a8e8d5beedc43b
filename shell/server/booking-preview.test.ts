import { bookingLinkOf } from './booking-preview';

describe('bookingLinkOf', () => {
  it('reads a personal booking link', () => {
    expect(bookingLinkOf('/ada/intro-call?x=1')).toEqual({ username: 'ada', slug: 'intro-call' });
  });

  it.each(['/team/sales', '/team/sales/', '/cancel/123', '/dashboard/teams', '/team/sales/demo'])(
    'never takes %s for a username/slug link (reserved first segment or other length)',
    (path) => {
      expect(bookingLinkOf(path)).toBeNull();
    },
  );
});
