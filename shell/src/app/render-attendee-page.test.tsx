import type { AttendeeModule, AttendeePageProps } from '@slotwise/shared/remote/attendee-module';
import { act, screen, waitFor } from '@testing-library/react';
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
