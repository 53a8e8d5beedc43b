import '@slotwise/shared/testing/chakra-test-setup';
import { sessionStarted } from '@slotwise/shared/api/session.slice';
import { type AccountExport, accountDataMessages } from '@slotwise/shared/contract/account.contract';
import { mockApi, type SentRequest } from '@slotwise/shared/testing/api-mock';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountDataSection } from './account-data-section';
import { sampleUser } from './api-mock.testing';

const ready: AccountExport = {
  id: 'e1',
  status: 'ready',
  created_at: '2026-11-20T10:00:00.000Z',
  expires_at: '2026-11-21T10:00:00.000Z',
  file_name: 'slotwise-export-2026-11-20.zip',
  size: 2048,
};

function renderSection() {
  localStorage.setItem('token', 't');
  const view = renderWithProviders(<AccountDataSection />, {
    route: '/dashboard/settings',
    otherPaths: ['/'],
  });
  view.store.dispatch(sessionStarted({ access_token: 't', user: sampleUser }));
  return view;
}

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:export');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

jest.setTimeout(30_000);

describe('AccountDataSection: export', () => {
  it('asks for an export, shows "preparing" as a status, then offers the download', async () => {
    let exports: AccountExport[] = [];
    const api = mockApi((request: SentRequest) => {
      const key = `${request.method} ${request.url}`;
      if (key === 'GET /api/account/exports') {
        const answer = exports;
        // The job finishes while the page looks again.
        if (exports[0]?.status === 'pending') exports = [ready];
        return { status: 200, data: { data: answer } };
      }
      if (key === 'POST /api/account/exports') {
        exports = [{ ...ready, status: 'pending', file_name: null, size: null }];
        return { status: 202, data: { data: exports[0] } };
      }
      if (key === 'GET /api/account/exports/e1/download') {
        return { status: 200, data: new Blob(['zip']) };
      }
      return { status: 404, data: { message: 'Not found' } };
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Export my data' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Preparing your export…');
    const download = await screen.findByRole('button', { name: 'Download' }, { timeout: 6000 });
    expect(screen.getByText(/Available until/)).toBeInTheDocument();
    await user.click(download);
    await waitFor(() => expect(click).toHaveBeenCalled());
    const downloadCall = api.sent.find((one) => one.url === '/api/account/exports/e1/download');
    expect(downloadCall?.method).toBe('GET');
  });

  it('shows the daily limit in words', async () => {
    mockApi((request) =>
      request.method === 'POST'
        ? { status: 429, data: { message: accountDataMessages.tooManyExports } }
        : { status: 200, data: { data: [] } },
    );
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Export my data' }));
    expect(await screen.findByText(accountDataMessages.tooManyExports)).toBeInTheDocument();
  });
});

describe('AccountDataSection: delete', () => {
  const base = (request: SentRequest, deletion: { confirm_with: string; second_factor: boolean }) => {
    if (request.url === '/api/account/exports') return { status: 200, data: { data: [] } };
    if (request.url === '/api/account/deletion') return { status: 200, data: { data: deletion } };
    return null;
  };

  it('asks for the password and shows a wrong one at its field', async () => {
    const api = mockApi(
      (request) =>
        base(request, { confirm_with: 'password', second_factor: false }) ?? {
          status: 422,
          data: {
            message: accountDataMessages.passwordWrong,
            errors: { password: [accountDataMessages.passwordWrong] },
          },
        },
    );
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(await within(dialog).findByLabelText(/Your password/), 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(accountDataMessages.passwordWrong)).toBeInTheDocument();
    expect(api.sent.find((one) => one.url === '/api/account/delete')?.body).toEqual({
      password: 'wrong-one',
    });
    expect(localStorage.getItem('token')).toBe('t');
  });

  it('names the teams that keep a sole owner from leaving', async () => {
    mockApi(
      (request) =>
        base(request, { confirm_with: 'password', second_factor: false }) ?? {
          status: 409,
          data: { message: accountDataMessages.soleOwner, errors: { teams: ['Keepers'] } },
        },
    );
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(await within(dialog).findByLabelText(/Your password/), 'Correct-Horse-9');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(accountDataMessages.soleOwner);
    expect(alert).toHaveTextContent('Keepers');
  });

  it('an account without a password types its address; once deleted the session ends and the page leaves', async () => {
    const api = mockApi(
      (request) =>
        base(request, { confirm_with: 'email', second_factor: false }) ?? {
          status: 200,
          data: { message: accountDataMessages.deleted },
        },
    );
    const user = userEvent.setup();
    const { router, store } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/has no password/)).toBeInTheDocument();
    await user.type(await within(dialog).findByLabelText(/Your email address/), 'jane@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.sent.find((one) => one.url === '/api/account/delete')?.body).toEqual({
      email: 'jane@example.com',
    });
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.getState().session.user).toBeNull();
  });
});
