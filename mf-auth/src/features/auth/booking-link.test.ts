import { bookingLinkPreview } from './booking-link';

describe('bookingLinkPreview', () => {
  it('strips a leading www from the host', () => {
    expect(bookingLinkPreview('www.slotwise.app', 'jane')).toBe('slotwise.app/jane');
  });

  it('keeps other hosts and ports as they are', () => {
    expect(bookingLinkPreview('localhost:3200', 'jane_doe')).toBe('localhost:3200/jane_doe');
    expect(bookingLinkPreview('app.www.example.com', 'x')).toBe('app.www.example.com/x');
  });

  it('shows the word username while the field is empty', () => {
    expect(bookingLinkPreview('www.slotwise.app', '')).toBe('slotwise.app/username');
    expect(bookingLinkPreview('slotwise.app', '   ')).toBe('slotwise.app/username');
  });
});
