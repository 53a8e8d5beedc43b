import type { User } from '@slotwise/shared/contract/auth.contract';
import { i18n } from '@slotwise/shared/i18n/i18n';
import type { AttendeeModule } from '@slotwise/shared/remote/attendee-module';
import type { RemoteModule, RemoteName } from '@slotwise/shared/remote/remote-module';
import { routeTable, surfaceOf } from '@slotwise/shared/remote/route-table';
import { createMemoryRouter, RouterProvider } from '@slotwise/shared/router';
import { makeStore } from '@slotwise/shared/store/root-reducer';
import { describeLanguageLeaks, findUntranslated } from '@slotwise/shared/testing/language-leak';
import { UiProvider } from '@slotwise/shared/ui/ui-provider';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { loadAttendeeModule, loadRemoteModule } from '../features/remote-loading/load-remote-module';
import { routes } from './routes';
import { shellCatalogue } from './shell-catalogue';

jest.mock('../features/remote-loading/load-remote-module', () => ({
  loadRemoteModule: jest.fn(),
  loadAttendeeModule: jest.fn(),
}));

// The shell's own screens around the remotes (whose pages their own leak tests cover): the
// signed-in layout and the fallback of a remote that fails to load.
const emptyPage = () => null;
const failing: RemoteName = 'mf_settings';

function fakeRemote(name: RemoteName): Promise<RemoteModule> {
  if (name === failing) return Promise.reject(new Error('remote down'));
  return Promise.resolve({
    name,
    contractVersion: 1,
    routes: routeTable
      .filter((route) => route.remote === name && surfaceOf(route) === 'app')
      .map((route) => ({ path: route.path, Component: emptyPage })),
  } as RemoteModule);
}

function fakeAttendeeModule(name: RemoteName): Promise<AttendeeModule> {
  return Promise.resolve({ name, contractVersion: 1, routes: [] } as unknown as AttendeeModule);
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

beforeEach(() => {
  localStorage.setItem('token', 't1');
  jest.mocked(loadRemoteModule).mockImplementation(fakeRemote);
  jest.mocked(loadAttendeeModule).mockImplementation(fakeAttendeeModule);
});
afterEach(() => localStorage.clear());

describeLanguageLeaks({
  name: 'shell',
  routes: [
    { path: '/dashboard', Component: emptyPage },
    { path: '/dashboard/settings', Component: emptyPage },
  ],
  // The signed-in host has chosen the language shown (the shell keeps the page in it).
  answer: ({ url }) =>
    url === '/api/auth/me'
      ? { status: 200, data: { ...user, language: i18n.language } }
      : { status: 404, data: { message: 'Not found' } },
  render: ({ address }) => {
    const store = makeStore({
      session: { user: { ...user, language: i18n.language }, isAuthenticated: true },
    });
    const router = createMemoryRouter(routes, { initialEntries: [address] });
    render(
      <Provider store={store}>
        <UiProvider>
          <RouterProvider router={router} />
        </UiProvider>
      </Provider>,
    );
  },
});

it('no language copies an English text of the shell’s catalogue', async () => {
  expect(await findUntranslated([shellCatalogue])).toEqual([]);
});
