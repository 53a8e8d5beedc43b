import { mockFetch } from '@slotwise/shared/testing/fetch-mock';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import attendeeModule from '../../app/attendee-module';
import { sampleBooking, sampleEventType } from './api-mock.testing';

jest.setTimeout(20_000);

const booking = sampleBooking();
const paramsOf: Record<string, Record<string, string>> = {
  '/cancel/:bookingId': { bookingId: booking.id },
  '/reschedule/:bookingId': { bookingId: booking.id },
  // Its token is in the fragment (docs/product.md#attendee-e-mail-confirmation).
  '/confirm-booking': {},
  '/team/:teamSlug': { teamSlug: 'sales' },
  '/team/:teamSlug/:slug': { teamSlug: 'sales', slug: 'intro-call' },
  '/booking/:linkSecret': { linkSecret: 'A'.repeat(43) },
  '/:username/:slug': { username: 'ada', slug: 'intro-call' },
  '/:username': { username: 'ada' },
};

afterEach(() => jest.restoreAllMocks());

describe('every attendee page shows the one load-failed frame', () => {
  it('covers every route of the module', () => {
    expect(attendeeModule.routes.map((route) => route.path).sort()).toEqual(Object.keys(paramsOf).sort());
  });

  it.each(attendeeModule.routes.map((route) => [route.path, route] as const))(
    '%s: a server failure says so in the page’s frame, and Try Again asks again',
    async (path, { Component }) => {
      const user = userEvent.setup();
      let fail = true;
      const { sent } = mockFetch((request) => {
        if (fail) return { status: 503, data: { message: 'Down for maintenance' } };
        if (request.url.endsWith('/free-times'))
          return { status: 200, data: { data: { time_zone: 'UTC', days: [] } } };
        if (request.url.startsWith('/api/public/bookings/')) return { status: 200, data: { data: booking } };
        if (request.url === '/api/public/booking-confirmations')
          return { status: 200, data: { data: booking } };
        if (request.url.startsWith('/api/public/teams/') && path === '/team/:teamSlug')
          return {
            status: 200,
            data: { data: { team: { name: 'Sales', slug: 'sales' }, hosts: [], event_types: [] } },
          };
        if (request.url === '/api/public/users/ada')
          return { status: 200, data: { data: { host: sampleEventType.host, event_types: [] } } };
        return { status: 200, data: { data: sampleEventType } };
      });
      if (path === '/confirm-booking') window.history.replaceState(null, '', '/confirm-booking#token=t0k3n');
      render(<Component params={paramsOf[path]} NotFound={() => <p>not found</p>} />);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('We could not load this page. Please try again.');
      const main = screen.getByRole('main');
      expect(within(main).getByRole('alert')).toBe(alert);
      expect(screen.getByText('Scheduling by Slotwise')).toBeInTheDocument();
      expect(screen.queryByText('Down for maintenance')).toBeNull();
      const asked = sent.length;
      fail = false;
      await user.click(within(main).getByRole('button', { name: 'Try Again' }));
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(sent.length).toBeGreaterThan(asked);
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );
});
