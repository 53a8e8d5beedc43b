import { accountMessages, twoFactorMessages } from '@slotwise/shared/contract/account-security.contract';
import { changeAppLanguage } from '@slotwise/shared/i18n/i18n';
import { mockApi } from '@slotwise/shared/testing/api-mock';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formRequests, sampleUser, serverFeaturesReply } from './api-mock.testing';
import { startGoogleSignIn } from './google-sign-in';
import { LoginPage } from './login-page';

jest.mock('./google-sign-in', () => ({ startGoogleSignIn: jest.fn() }));

function renderLogin() {
  return renderWithProviders(<LoginPage />, {
    route: '/login',
    otherPaths: ['/dashboard', '/dashboard/teams', '/register', '/forgot-password'],
  });
}

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('LoginPage', () => {
  it('sets the page title and links to register and forgot password', () => {
    renderLogin();
    expect(document.title).toBe('Sign in · Slotwise');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('is written in German when German is chosen, validation messages included (docs/product.md#language)', async () => {
    const api = mockApi(({ url }) =>
      url === '/api/config' ? serverFeaturesReply(true) : { status: 200, data: {} },
    );
    const user = userEvent.setup();
    renderLogin();
    await act(() => changeAppLanguage('de'));
    expect(screen.getByRole('heading', { name: 'Willkommen zurück' })).toBeInTheDocument();
    expect(document.title).toBe('Anmelden · Slotwise');
    expect(screen.getByRole('link', { name: 'Registrieren' })).toHaveAttribute('href', '/register');
    await user.type(screen.getByLabelText('E-Mail oder Benutzername'), 'ab');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(
      await screen.findByText('E-Mail-Adresse oder Benutzername muss mindestens 3 Zeichen lang sein'),
    ).toBeInTheDocument();
    expect(screen.getByText('Dieses Feld ist erforderlich')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Passwort anzeigen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weiter mit Google' })).toBeInTheDocument();
    expect(formRequests(api)).toHaveLength(0);
  });

  it('validates on the client before any request and focuses the first invalid field', async () => {
    const api = mockApi(() => ({ status: 200, data: {} }));
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Email or username'), 'ab');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Email or username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Value is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email or username')).toHaveFocus();
    expect(formRequests(api)).toHaveLength(0);
  });

  it("shows the server's error field from a 401 under the button", async () => {
    mockApi(() => ({ status: 401, data: { message: 'Unauthenticated.', error: 'Invalid credentials' } }));
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Email or username'), 'jane');
    await user.type(screen.getByLabelText('Password'), 'wrong-password{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("falls back to 'Failed to login' when the server sends no error field", async () => {
    mockApi(() => ({ status: 500, data: { message: 'Internal Server Error' } }));
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Email or username'), 'jane');
    await user.type(screen.getByLabelText('Password'), 'secret{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to login');
  });

  it('signs in with the trimmed identifier, starts the session and goes to /dashboard', async () => {
    const api = mockApi(() => ({ status: 200, data: { access_token: 'tok-1', user: sampleUser } }));
    const user = userEvent.setup();
    const { store } = renderLogin();
    await user.type(screen.getByLabelText('Email or username'), '  jane  ');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Page at /dashboard')).toBeInTheDocument();
    expect(formRequests(api)).toEqual([
      { method: 'POST', url: '/api/auth/login', body: { login: 'jane', password: 'Secret123' } },
    ]);
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(store.getState().session).toMatchObject({
      isAuthenticated: true,
      user: sampleUser,
    });
  });

  it('continues to the page that needed a session (an invitation link), and carries it to Register', async () => {
    mockApi(() => ({ status: 200, data: { access_token: 'tok-1', user: sampleUser } }));
    const user = userEvent.setup();
    const { router } = renderLogin();
    const from = '/dashboard/teams?invitation=secret-1';
    await act(() => router.navigate('/login', { replace: true, state: { from } }));
    await user.click(screen.getByRole('link', { name: 'Register' }));
    expect(router.state.location.state).toEqual({ from });
    await act(() => router.navigate('/login', { replace: true, state: { from } }));
    await user.type(screen.getByLabelText('Email or username'), 'jane');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Page at /dashboard/teams')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?invitation=secret-1');
  });

  it('toggles the password visibility', async () => {
    const user = userEvent.setup();
    renderLogin();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('starts Google sign-in from Continue with Google', async () => {
    mockApi(() => serverFeaturesReply(true));
    const user = userEvent.setup();
    renderLogin();
    await user.click(await screen.findByRole('button', { name: /Continue with Google/ }));
    expect(startGoogleSignIn).toHaveBeenCalledTimes(1);
  });

  it('draws the Google option hidden until the answer of GET /api/config, shown only where <html> says it is offered', async () => {
    mockApi(() => new Promise(() => {}));
    const { container } = renderLogin();
    const gate = container.querySelector('[data-server-feature="google_sign_in"]');
    const button = screen.getByRole('button', { name: /Continue with Google/, hidden: true });
    expect(gate).toContainElement(button);
    expect(screen.queryByRole('button', { name: /Continue with Google/ })).not.toBeInTheDocument();
    document.documentElement.setAttribute('data-server-features', 'google_calendar google_sign_in');
    try {
      expect(screen.getByRole('button', { name: /Continue with Google/ })).toBe(button);
    } finally {
      document.documentElement.removeAttribute('data-server-features');
    }
  });

  it('offers no Google sign-in when the server has none configured (GET /api/config)', async () => {
    mockApi(() => serverFeaturesReply(false));
    const { store } = renderLogin();
    // The answer has arrived in the store (and so in the page)...
    await waitFor(() => expect(JSON.stringify(store.getState())).toContain('"google_sign_in":false'));
    // ...and the form is there, the Google option and its 'or' are not.
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Continue with Google/ })).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });
});

// docs/product.md#two-factor-sign-in
describe('LoginPage with two-factor sign-in', () => {
  const challengeReply = {
    status: 200,
    data: { two_factor_required: true, challenge: 'chal-1', expires_in: 300 },
  };

  it('asks for the code after the password and signs in with it', async () => {
    const api = mockApi(({ url }) =>
      url === '/api/auth/login'
        ? challengeReply
        : url === '/api/auth/login/two-factor'
          ? { status: 200, data: { access_token: 'tok-2fa', user: sampleUser } }
          : serverFeaturesReply(false),
    );
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Email or username'), 'jane');
    await user.type(screen.getByLabelText('Password'), 'Secret123{Enter}');

    const code = await screen.findByLabelText('Authentication code');
    expect(screen.getByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    await user.type(code, '123456{Enter}');
    expect(await screen.findByText('Page at /dashboard')).toBeInTheDocument();
    expect(formRequests(api).map((r) => r.url)).toEqual(['/api/auth/login', '/api/auth/login/two-factor']);
    expect(formRequests(api)[1].body).toEqual({ challenge: 'chal-1', code: '123456' });
  });

  it('says a wrong code in the chosen language and lets the user go back to the password', async () => {
    mockApi(({ url }) =>
      url === '/api/auth/login'
        ? challengeReply
        : url === '/api/auth/login/two-factor'
          ? { status: 422, data: { message: twoFactorMessages.codeWrong } }
          : serverFeaturesReply(false),
    );
    const user = userEvent.setup();
    renderLogin();
    await act(() => changeAppLanguage('de'));
    await user.type(screen.getByLabelText('E-Mail oder Benutzername'), 'jane');
    await user.type(screen.getByLabelText('Passwort'), 'Secret123{Enter}');
    await user.type(await screen.findByLabelText('Authentifizierungscode'), '000000{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Code ist falsch oder abgelaufen.');
    await user.click(screen.getByRole('button', { name: 'Zurück zur Anmeldung' }));
    expect(screen.getByLabelText('Passwort')).toHaveValue('');
    await act(() => changeAppLanguage('en'));
  });

  it("shows a disabled account's refusal", async () => {
    mockApi(() => ({
      status: 403,
      data: { message: accountMessages.disabled, error: accountMessages.disabled },
    }));
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Email or username'), 'jane');
    await user.type(screen.getByLabelText('Password'), 'Secret123{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.disabled);
  });
});
