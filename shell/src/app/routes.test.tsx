import { apiClient } from '@slotwise/shared/api/api-client';
import { startSession } from '@slotwise/shared/api/session.slice';
import type { User } from '@slotwise/shared/contract/auth.contract';
import type { AttendeeModule } from '@slotwise/shared/remote/attendee-module';
import type { RemoteModule, RemoteName } from '@slotwise/shared/remote/remote-module';
import { routeTable, surfaceOf } from '@slotwise/shared/remote/route-table';
import { createMemoryRouter, RouterProvider } from '@slotwise/shared/router';
import { makeStore } from '@slotwise/shared/store/root-reducer';
import { UiProvider } from '@slotwise/shared/ui/ui-provider';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterSignInPath } from '../features/guards/route-guards';
import { loadAttendeeModule, loadRemoteModule } from '../features/remote-loading/load-remote-module';
import { routes } from './routes';

jest.mock('../features/remote-loading/load-remote-module', () => ({
  loadRemoteModule: jest.fn(),
  loadAttendeeModule: jest.fn(),
}));

// Each fake remote renders "<remote> at <path>" for every path the route table gives it.
const fakeRemotes = new Map<RemoteName, Promise<RemoteModule>>();
function fakeRemote(name: RemoteName): Promise<RemoteModule> {
  let remote = fakeRemotes.get(name);
  if (!remote) {
    remote = Promise.resolve({
      name,
      contractVersion: 1,
      routes: routeTable
        .filter((route) => route.remote === name && surfaceOf(route) === 'app')
        .map((route) => ({ path: route.path, Component: () => <p>{`${name} at ${route.path}`}</p> })),
    } as RemoteModule);
    fakeRemotes.set(name, remote);
  }
  return remote;
}

// Attendee pages come from './attendee' and get the route's parameters as props.
function fakeAttendeeModule(name: RemoteName): Promise<AttendeeModule> {
  return Promise.resolve({
    name,
    contractVersion: 1,
    routes: routeTable
      .filter((route) => route.remote === name && surfaceOf(route) === 'attendee')
      .map((route) => ({
        path: route.path,
        Component: ({ params }) => <p>{`${name} at ${route.path} with ${JSON.stringify(params)}`}</p>,
      })),
  });
}

const user: User = {
  id: 'u1',
  name: 'Ada',
  surname: 'Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  avatar: null,
  time_zone: 'Europe/London',
  language: 'en',
  email_verified: true,
  created_at: '2026-01-01T00:00:00Z',
};

function renderAt(path: string, session?: { token: string; user: User | null }) {
  if (session) localStorage.setItem('token', session.token);
  const store = makeStore(session ? { session: { user: session.user, isAuthenticated: true } } : undefined);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={store}>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </Provider>,
  );
  return { router, store };
}

beforeEach(() => {
  localStorage.clear();
  jest.mocked(loadRemoteModule).mockImplementation(fakeRemote);
  jest.mocked(loadAttendeeModule).mockImplementation(fakeAttendeeModule);
});

describe('route table and guards', () => {
  it('sends a logged-out visitor from a dashboard path to /login', async () => {
    const { router } = renderAt('/dashboard/bookings');
    expect(await screen.findByText('mf_auth at /login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a signed-in user from /login and /register to /dashboard', async () => {
    for (const path of ['/login', '/register']) {
      const { router } = renderAt(path, { token: 't', user });
      expect(await screen.findByText('mf_bookings at /dashboard')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/dashboard');
      cleanup();
    }
  });

  it('sends a user who signs in on /login back to the page that needed it (an invitation link), only on this site', async () => {
    const { router, store } = renderAt('/dashboard/teams?invitation=secret-1');
    expect(await screen.findByText('mf_auth at /login')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/dashboard/teams?invitation=secret-1' });
    act(() => store.dispatch(startSession({ access_token: 't', user })));
    expect(await screen.findByText('mf_event_types at /dashboard/teams')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?invitation=secret-1');
    for (const from of ['//evil.example/x', '/\\evil.example', 'https://evil.example']) {
      expect(afterSignInPath({ from })).toBe('/dashboard');
    }
  });

  it('fetches the user before entering when only a token is stored', async () => {
    const request = jest.spyOn(apiClient, 'request').mockResolvedValue({ data: user, status: 200 });
    const { store } = renderAt('/dashboard/settings', { token: 't', user: null });
    expect(await screen.findByText('mf_settings at /dashboard/settings')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/auth/me' }));
    expect(store.getState().session.user).toEqual(user);
    request.mockRestore();
  });

  it('shows the signed-in layout with the navbar links around dashboard pages', async () => {
    renderAt('/dashboard', { token: 't', user });
    await screen.findByText('mf_bookings at /dashboard');
    const links = [
      ['Dashboard', '/dashboard'],
      ['Event Types', '/dashboard/event-types'],
      ['Bookings', '/dashboard/bookings'],
      ['Availability', '/dashboard/availability'],
      ['Teams', '/dashboard/teams'],
      ['Settings', '/dashboard/settings'],
    ];
    for (const [label, href] of links) {
      // Desktop and mobile menus both carry the links (one is hidden by CSS at a time).
      const matches = screen.getAllByRole('link', { name: label, hidden: true });
      expect(matches.map((link) => link.getAttribute('href'))).toContain(href);
    }
    expect(screen.getByRole('button', { name: 'Open user menu' })).toBeInTheDocument();
  });

  it('shows the navbar in the signed-in user’s language (docs/product.md#language)', async () => {
    renderAt('/dashboard', { token: 't', user: { ...user, language: 'de' } });
    await screen.findByText('mf_bookings at /dashboard');
    expect(await screen.findByRole('button', { name: 'Benutzermenü öffnen' })).toBeInTheDocument();
    const eventTypes = screen.getAllByRole('link', { name: 'Terminarten', hidden: true });
    expect(eventTypes[0]).toHaveAttribute('href', '/dashboard/event-types');
    expect(screen.getAllByRole('link', { name: 'Buchungen', hidden: true }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Event Types', hidden: true })).not.toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
  });

  it('keeps the user’s language on two-segment dashboard paths, which also match /:username/:slug', async () => {
    renderAt('/dashboard/bookings', { token: 't', user: { ...user, language: 'de' } });
    await screen.findByText('mf_bookings at /dashboard/bookings');
    expect(await screen.findByRole('button', { name: 'Benutzermenü öffnen' })).toBeInTheDocument();
  });

  it('shows an attendee’s booking page in the browser’s language, not the signed-in host’s', async () => {
    renderAt('/ada/intro-call', { token: 't', user: { ...user, language: 'de' } });
    await screen.findByText(/^mf_bookings at \/:username\/:slug/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(document.documentElement.lang).toBe('en');
  });

  it.each([
    ['/signup', 'mf_auth at /register'],
    ['/event-types', 'mf_event_types at /dashboard/event-types'],
    ['/availability', 'mf_event_types at /dashboard/availability'],
    ['/teams', 'mf_event_types at /dashboard/teams'],
    ['/analytics', 'mf_bookings at /dashboard/analytics'],
  ])('redirects %s', async (from, shown) => {
    renderAt(from, { token: 't', user });
    expect(
      await screen.findByText(from === '/signup' ? 'mf_bookings at /dashboard' : shown),
    ).toBeInTheDocument();
  });

  it('routes open pages to their remote, with parameters', async () => {
    renderAt('/ada/intro-call');
    expect(
      await screen.findByText('mf_bookings at /:username/:slug with {"username":"ada","slug":"intro-call"}'),
    ).toBeInTheDocument();
  });

  it("routes a single segment to the host's page, app paths still to their own remote", async () => {
    renderAt('/ada');
    expect(await screen.findByText('mf_bookings at /:username with {"username":"ada"}')).toBeInTheDocument();
    cleanup();
    renderAt('/pricing');
    expect(await screen.findByText('mf_marketing at /pricing')).toBeInTheDocument();
  });

  it('shows the not-found page with the attempted path for unknown paths', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});
