import type { AttendeeModule, AttendeePageProps } from '@slotwise/shared/remote/attendee-module';
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { loadAttendeeModule } from '../features/remote-loading/load-remote-module';
import { renderAttendeePage } from './render-attendee-page';

jest.mock('../features/remote-loading/load-remote-module', () => ({ loadAttendeeModule: jest.fn() }));

function BookingPage({ params, NotFound }: AttendeePageProps) {
  if (params.slug === 'missing') return <NotFound />;
  return <h1>{`Booking ${params.username}/${params.slug}`}</h1>;
}

const bookings: AttendeeModule = {
  name: 'mf_bookings',
  contractVersion: 1,
  routes: [{ path: '/:username/:slug', Component: BookingPage }],
};

beforeEach(() => {
  document.body.innerHTML =
    '<div id="server-preview"><h1>Drawn by the server</h1></div><div id="root"></div>';
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const visit = (slug: string) => ({
  remote: 'mf_bookings' as const,
  path: '/:username/:slug',
  params: { username: 'ada', slug },
  apiBaseUrl: '',
});

describe('the attendee surface', () => {
  it('renders the page alone with its parameters and removes the server-drawn preview', async () => {
    jest.mocked(loadAttendeeModule).mockResolvedValue(bookings);
    const startApp = jest.fn();
    await act(async () => renderAttendeePage(visit('intro-call'), startApp));
    expect(await screen.findByRole('heading', { name: 'Booking ada/intro-call' })).toBeInTheDocument();
    await waitFor(() => expect(document.getElementById('server-preview')).toBeNull());
    expect(loadAttendeeModule).toHaveBeenCalledWith('mf_bookings', 0);
    expect(startApp).not.toHaveBeenCalled();
  });

  it('hands an unknown link over to the app (its not-found page), once', async () => {
    jest.mocked(loadAttendeeModule).mockResolvedValue(bookings);
    const startApp = jest.fn();
    await act(async () => renderAttendeePage(visit('missing'), startApp));
    await waitFor(() => expect(startApp).toHaveBeenCalledTimes(1));
    expect(document.getElementById('root')?.childElementCount).toBe(0);
  });

  it('hands over to the app (its Try Again fallback) when the remote cannot be loaded', async () => {
    jest.mocked(loadAttendeeModule).mockRejectedValue(new Error('Failed to fetch'));
    const startApp = jest.fn();
    await act(async () => renderAttendeePage(visit('intro-call'), startApp));
    await waitFor(() => expect(startApp).toHaveBeenCalledTimes(1));
  });
});

describe('the attendee page once its code has loaded', () => {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  beforeEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('shows at once: no Suspense fallback whose replacement React would hold back for 300 ms', async () => {
    jest
      .mocked(loadAttendeeModule)
      .mockImplementation(() => new Promise((resolve) => setTimeout(() => resolve(bookings), 20)));
    const started = performance.now();
    void renderAttendeePage(visit('intro-call'), jest.fn());
    await waitFor(
      () => expect(screen.getByRole('heading', { name: 'Booking ada/intro-call' })).toBeInTheDocument(),
      {
        interval: 5,
      },
    );
    // A Suspense fallback would hold the page back until at least 20 + 300 ms; the margin below
    // that is for a busy machine (the first render now runs in a transition, in slices).
    expect(performance.now() - started).toBeLessThan(300);
  });
});

describe('the attendee surface inside another site’s frame (/embed.js)', () => {
  const ownParent = window.parent;
  beforeEach(() => {
    // The embedding page is another window.
    Object.defineProperty(window, 'parent', { configurable: true, value: {} });
  });
  afterEach(() => {
    Object.defineProperty(window, 'parent', { configurable: true, value: ownParent });
  });

  it('never hands an unknown link over to the app: the home link opens a new tab', async () => {
    jest.mocked(loadAttendeeModule).mockResolvedValue(bookings);
    const startApp = jest.fn();
    await act(async () => renderAttendeePage(visit('missing'), startApp));
    const home = await screen.findByRole('link', { name: 'Return to Home' });
    expect(home).toHaveAttribute('target', '_blank');
    expect(home).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(startApp).not.toHaveBeenCalled();
    expect(document.getElementById('server-preview')).toBeNull();
  });

  it('never hands over to the app when the remote cannot be loaded', async () => {
    jest.mocked(loadAttendeeModule).mockRejectedValue(new Error('Failed to fetch'));
    const startApp = jest.fn();
    await act(async () => renderAttendeePage(visit('intro-call'), startApp));
    expect(await screen.findByRole('link', { name: 'Return to Home' })).toHaveAttribute('target', '_blank');
    expect(startApp).not.toHaveBeenCalled();
  });
});

describe('a page its server module drew hydratable (docs/attendee-pages.md#hydration)', () => {
  const received: AttendeePageProps[] = [];
  function CalendarPage(props: AttendeePageProps) {
    received.push(props);
    const [month, setMonth] = useState('November');
    return (
      <main>
        <h1>{`Booking ${props.params.username}/${props.params.slug}`}</h1>
        <h3>{month}</h3>
        <button type="button" onClick={() => setMonth('December')}>
          Next month
        </button>
      </main>
    );
  }
  const calendar: AttendeeModule = {
    name: 'mf_bookings',
    contractVersion: 1,
    routes: [{ path: '/:username/:slug', Component: CalendarPage }],
  };
  const drawn = (language: string, attributes = '') =>
    `<script id="prefetched-api" type="application/json">${JSON.stringify({ responses: {}, hydrate: { language, state: { now: 1 } } })}</script><div id="server-preview" data-prerendered=""${attributes}><main><h1>Booking ada/intro-call</h1><h3>November</h3><button type="button">Next month</button></main></div><div id="root"></div>`;
  beforeEach(() => {
    received.length = 0;
    jest.mocked(loadAttendeeModule).mockResolvedValue(calendar);
  });

  it('keeps the drawn nodes: the page hydrates them, with no mismatch', async () => {
    document.body.innerHTML = drawn('en');
    const heading = document.querySelector('#server-preview h1');
    const errors = jest.mocked(console.error);
    await act(async () => renderAttendeePage(visit('intro-call'), jest.fn()));
    await waitFor(() => expect(received.length).toBeGreaterThan(0));
    expect(received[0].hydrating).toBe(true);
    expect(document.querySelector('#server-preview h1')).toBe(heading);
    expect(document.getElementById('root')?.childElementCount).toBe(0);
    // The drawn button is the page's now.
    await act(async () => screen.getByRole('button', { name: 'Next month' }).click());
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('December');
    expect(errors).not.toHaveBeenCalled();
  });

  it('presses once hydrated a button pressed before (held by the page’s inline script)', async () => {
    document.body.innerHTML = drawn('en', ' data-pending-click="0"');
    await act(async () => renderAttendeePage(visit('intro-call'), jest.fn()));
    await waitFor(() => expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('December'));
    expect(document.getElementById('server-preview')?.hasAttribute('data-pending-click')).toBe(false);
  });

  it('replaces the drawn page when it was drawn in another language than the one shown', async () => {
    document.body.innerHTML = drawn('fr');
    await act(async () => renderAttendeePage(visit('intro-call'), jest.fn()));
    await waitFor(() => expect(document.getElementById('server-preview')).toBeNull());
    expect(received[0].hydrating).toBeUndefined();
    expect(document.querySelector('#root h1')).toHaveTextContent('Booking ada/intro-call');
  });

  it('logs a mismatch and renders the page afresh rather than break', async () => {
    document.body.innerHTML = drawn('en').replace('<h3>November</h3>', '<h3>October</h3>');
    const errors = jest.mocked(console.error);
    await act(async () => renderAttendeePage(visit('intro-call'), jest.fn()));
    await waitFor(() => expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('November'));
    expect(errors).toHaveBeenCalledWith(
      'The attendee page did not hydrate the drawn markup.',
      expect.anything(),
    );
  });
});
