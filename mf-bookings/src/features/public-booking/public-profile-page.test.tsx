import type { PublicProfile } from '@slotwise/shared/contract/public-profile.contract';
import { inactiveEventType } from '@slotwise/shared/contract/public-profile.contract';
import { mockFetch } from '@slotwise/shared/testing/fetch-mock';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withAttendeeData } from './attendee-data-provider';
import { inactiveEventTypeError } from './public-booking.api';
import { PublicBookingPage as PublicBookingPageAlone } from './public-booking-page';
import { PublicProfilePage as PublicProfilePageAlone } from './public-profile-page';

// The pages as app/attendee-module.ts mounts them: in their data provider.
const PublicBookingPage = withAttendeeData(PublicBookingPageAlone);
const PublicProfilePage = withAttendeeData(PublicProfilePageAlone);

jest.setTimeout(20_000);

const profile: PublicProfile = {
  host: { name: 'Ada', surname: 'Lovelace', username: 'Ada', avatar: null },
  event_types: [
    {
      title: 'Deep dive',
      slug: 'deep-dive',
      description: 'An hour on <b>engines</b>.',
      duration: 60,
      location: 'zoom',
      event_type: 'one_on_one',
    },
    {
      title: 'Intro call',
      slug: 'intro call',
      description: null,
      duration: 15,
      location: 'google_meet',
      event_type: 'one_on_one',
    },
  ],
};

/** What the shell hands an attendee page for an unknown link. */
function NotFound() {
  return <h1>Shell not-found page</h1>;
}

afterEach(() => jest.restoreAllMocks());

describe('PublicProfilePage /{username} (issue #14)', () => {
  it('shows the host and a card per active event type, each opening its booking page', async () => {
    const { sent } = mockFetch((request) =>
      request.url === '/api/public/users/ada'
        ? { status: 200, data: { data: profile } }
        : { status: 404, data: { message: 'Not found' } },
    );
    render(<PublicProfilePage params={{ username: 'ada' }} NotFound={NotFound} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(document.title).toBe('Ada Lovelace');
    expect(screen.getByText('Choose an event to see its free times and book.')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Events' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/Ada/deep-dive', '/Ada/intro%20call']);
    expect(links[0]).toHaveTextContent('Deep dive60 minZoomAn hour on <b>engines</b>.');
    expect(links[1]).toHaveTextContent('Intro call15 minGoogle Meet');
    expect(list.querySelector('b')).toBeNull();
    expect(sent.map((request) => request.url)).toEqual(['/api/public/users/ada']);
  });

  it('says so when the host has no active event type', async () => {
    mockFetch(() => ({ status: 200, data: { data: { ...profile, event_types: [] } } }));
    render(<PublicProfilePage params={{ username: 'ada' }} NotFound={NotFound} />);
    expect(await screen.findByText('No events are open for booking right now.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the shell’s not-found page for an unknown username', async () => {
    mockFetch(() => ({ status: 404, data: { message: 'User not found' } }));
    render(<PublicProfilePage params={{ username: 'nobody' }} NotFound={NotFound} />);
    expect(await screen.findByRole('heading', { name: 'Shell not-found page' })).toBeInTheDocument();
  });

  it('offers Try Again when the API fails, and asks again', async () => {
    let fail = true;
    const { sent } = mockFetch(() =>
      fail ? { status: 503, data: { message: 'Down' } } : { status: 200, data: { data: profile } },
    );
    render(<PublicProfilePage params={{ username: 'ada' }} NotFound={NotFound} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load this page. Please try again.',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(sent.length).toBeGreaterThanOrEqual(2);
  });
});

describe('an inactive event type’s link (issue #14)', () => {
  it('repeats the contract’s marker (the attendee pages load no zod)', () => {
    expect(inactiveEventTypeError).toBe(inactiveEventType.error);
  });

  it('says the event is not available and links to the host’s page, not the not-found page', async () => {
    mockFetch((request) => {
      if (request.url === '/api/public/event-types/ada/hidden')
        return { status: 404, data: { ...inactiveEventType } };
      if (request.url === '/api/public/users/ada') return { status: 200, data: { data: profile } };
      return { status: 404, data: { message: 'Not found' } };
    });
    render(<PublicBookingPage params={{ username: 'ada', slug: 'hidden' }} NotFound={NotFound} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This event is not available' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Shell not-found page')).not.toBeInTheDocument();
    const link = await screen.findByRole('link', { name: "See Ada Lovelace's other events" });
    expect(link).toHaveAttribute('href', '/Ada');
  });

  it('still links to the username when the host’s page cannot be read', async () => {
    mockFetch((request) =>
      request.url === '/api/public/event-types/ada/hidden'
        ? { status: 404, data: { ...inactiveEventType } }
        : { status: 503, data: { message: 'Down' } },
    );
    render(<PublicBookingPage params={{ username: 'ada', slug: 'hidden' }} NotFound={NotFound} />);
    expect(await screen.findByRole('link', { name: "See ada's other events" })).toHaveAttribute(
      'href',
      '/ada',
    );
  });

  it('an unknown slug stays the not-found page', async () => {
    mockFetch(() => ({ status: 404, data: { message: 'Event type not found' } }));
    render(<PublicBookingPage params={{ username: 'ada', slug: 'nope' }} NotFound={NotFound} />);
    expect(await screen.findByRole('heading', { name: 'Shell not-found page' })).toBeInTheDocument();
  });
});
