import { assertAttendeeModule } from '@slotwise/shared/remote/attendee-module';
import { assertRemoteModule } from '@slotwise/shared/remote/remote-module';
import { pathsOwnedBy } from '@slotwise/shared/remote/route-table';
import attendeeModule from './attendee-module';
import remoteModule from './remote-module';

describe('mf-bookings exposed modules', () => {
  it('./module satisfies the shell contract', () => {
    expect(assertRemoteModule(remoteModule, 'mf_bookings')).toBe(remoteModule);
  });

  it('./module serves exactly the app paths the route table gives it', () => {
    expect(remoteModule.routes.map((route) => route.path).sort()).toEqual(
      pathsOwnedBy('mf_bookings', 'app').sort(),
    );
  });

  it('./attendee satisfies the attendee contract', () => {
    expect(assertAttendeeModule(attendeeModule, 'mf_bookings')).toBe(attendeeModule);
  });

  it('./attendee serves exactly the attendee paths the route table gives it', () => {
    expect(attendeeModule.routes.map((route) => route.path).sort()).toEqual(
      pathsOwnedBy('mf_bookings', 'attendee').sort(),
    );
    expect(pathsOwnedBy('mf_bookings', 'attendee').sort()).toEqual([
      '/:username',
      '/:username/:slug',
      '/booking/:linkSecret',
      '/cancel/:bookingId',
      '/confirm-booking',
      '/reschedule/:bookingId',
      '/team/:teamSlug',
      '/team/:teamSlug/:slug',
    ]);
  });
});
