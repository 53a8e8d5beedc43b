import { accountMessages } from '@slotwise/shared/contract/account-security.contract';
import { passwordMessages } from '@slotwise/shared/contract/auth.contract';
import { mockApi } from '@slotwise/shared/testing/api-mock';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { formRequests, instanceReply, sampleUser, serverFeaturesReply } from './api-mock.testing';
import { startGoogleSignIn } from './google-sign-in';
import { invitationOf, RegisterPage } from './register-page';

jest.mock('./google-sign-in', () => ({ startGoogleSignIn: jest.fn() }));

function renderRegister() {
  return renderWithProviders(<RegisterPage />, { route: '/register', otherPaths: ['/dashboard', '/login'] });
}

// Pasting fills a field in one input event: typing every character into this form is slow in jsdom.
async function fill(user: UserEvent, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fillValidForm(user: UserEvent) {
  await fill(user, 'First name', 'Jane');
  await fill(user, 'Email', 'jane@example.com');
  await fill(user, 'Username', 'jane');
  await fill(user, 'Password', 'Secret123');
  await fill(user, 'Confirm password', 'Secret123');
}

const issuesBox = () => screen.queryByText('Please correct the following issues:');

jest.setTimeout(20_000);

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('RegisterPage', () => {
  it('labels every field as the spec names them and links to login', () => {
    renderRegister();
    expect(document.title).toBe('Create account · Slotwise');
    for (const label of ['First name', 'Last name', 'Email', 'Username', 'Password', 'Confirm password']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('shows the live booking link hint, with the word username when empty', async () => {
    const user = userEvent.setup();
    renderRegister();
    expect(screen.getByTestId('booking-link')).toHaveTextContent(/^localhost\/username$/);
    await user.type(screen.getByLabelText('Username'), 'jane_doe');
    expect(screen.getByTestId('booking-link')).toHaveTextContent(/^localhost\/jane_doe$/);
  });

  it('shows the strength meter for the password only', async () => {
    const user = userEvent.setup();
    const { container } = renderRegister();
    expect(container.querySelectorAll('[data-strength]')).toHaveLength(1);
    expect(container.querySelector('[data-strength]')).toHaveAttribute('data-strength', 'none');
    await user.type(screen.getByLabelText('Password'), 'abcde1');
    expect(container.querySelector('[data-strength]')).toHaveAttribute('data-strength', 'medium');
    expect(screen.getByText('Medium')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm password'), 'x');
    expect(container.querySelectorAll('[data-strength]')).toHaveLength(1);
  });

  it("validates on the client with the contract's messages before any request", async () => {
    const api = mockApi(() => ({ status: 201, data: {} }));
    const user = userEvent.setup();
    renderRegister();
    await fill(user, 'Email', 'not-an-email');
    await fill(user, 'Username', 'jane doe');
    await fill(user, 'Password', 'short');
    await fill(user, 'Confirm password', 'other');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Value is required')).toBeInTheDocument(); // first name
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(
      screen.getByText('Username can only contain letters, numbers, dashes, and underscores'),
    ).toBeInTheDocument();
    expect(screen.getByText('This field should be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(formRequests(api)).toHaveLength(0);
  });

  it('says when the passwords do not match', async () => {
    const user = userEvent.setup();
    renderRegister();
    await fillValidForm(user);
    await user.type(screen.getByLabelText('Confirm password'), '4');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveFocus();
  });

  it('refuses a password of one repeated character before any request', async () => {
    const user = userEvent.setup();
    const api = mockApi(() => ({ status: 201, data: { access_token: 'tok-new', user: sampleUser } }));
    renderRegister();
    await fill(user, 'First name', 'Jane');
    await fill(user, 'Email', 'jane@example.com');
    await fill(user, 'Username', 'jane');
    await fill(user, 'Password', 'aaaaaaaaaa');
    await fill(user, 'Confirm password', 'aaaaaaaaaa');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect((await screen.findAllByText(passwordMessages.oneCharacter)).length).toBeGreaterThan(0);
    expect(formRequests(api)).toHaveLength(0);
  });

  it('registers with the spec payload, starts the session and goes to /dashboard', async () => {
    const api = mockApi(() => ({ status: 201, data: { access_token: 'tok-new', user: sampleUser } }));
    const user = userEvent.setup();
    const { store } = renderRegister();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Page at /dashboard')).toBeInTheDocument();
    expect(formRequests(api)).toHaveLength(1);
    expect(formRequests(api)[0]).toMatchObject({ method: 'POST', url: '/api/auth/register' });
    expect(formRequests(api)[0].body).toMatchObject({
      name: 'Jane',
      surname: null,
      username: 'jane',
      email: 'jane@example.com',
      password: 'Secret123',
      password_confirmation: 'Secret123',
      avatar: null,
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      // The browser's locale of its language dates the host's e-mails (en-GB: day-month, 24 h).
      language: 'en',
      locale: navigator.language,
    });
    expect(navigator.language).toMatch(/^en\b/);
    expect(localStorage.getItem('token')).toBe('tok-new');
    expect(store.getState().session.isAuthenticated).toBe(true);
  });

  it('lists 422 messages in the issues box and clears a field’s error when it is edited', async () => {
    mockApi(() => ({
      status: 422,
      data: {
        message: 'Validation failed',
        errors: { username: ['This username is already taken'], email: ['This email is already registered'] },
      },
    }));
    const user = userEvent.setup();
    renderRegister();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Please correct the following issues:')).toBeInTheDocument();
    const box = screen.getByRole('list');
    expect(within(box).getByText('This username is already taken')).toBeInTheDocument();
    expect(within(box).getByText('This email is already registered')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus(); // the first invalid field in form order
    // The general message is hidden while field errors show.
    expect(screen.queryByText('Validation failed')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Username'), '2');
    expect(screen.queryByText('This username is already taken')).not.toBeInTheDocument();
    expect(within(box).getByText('This email is already registered')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-invalid');

    await user.type(screen.getByLabelText('Email'), 'm');
    expect(issuesBox()).not.toBeInTheDocument();
  });

  it("shows the API's password refusals (common password, own username) under the password", async () => {
    mockApi(() => ({
      status: 422,
      data: { message: 'Validation failed', errors: { password: [passwordMessages.common] } },
    }));
    const user = userEvent.setup();
    renderRegister();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const box = await screen.findByRole('list');
    expect(within(box).getByText(passwordMessages.common)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(passwordMessages.common)).toHaveLength(2); // the box and the field
  });

  it('shows a 422 single message as the general error, with no issues box', async () => {
    mockApi(() => ({ status: 422, data: { message: 'Registration is closed' } }));
    const user = userEvent.setup();
    renderRegister();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Registration is closed');
    expect(issuesBox()).not.toBeInTheDocument();
  });

  it("shows other failures as the server's error, else the generic text", async () => {
    let reply = { status: 429, data: { message: 'Slow down', error: 'Too many attempts' } as object };
    mockApi(() => reply);
    const user = userEvent.setup();
    renderRegister();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');

    reply = { status: 500, data: {} };
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByText('An error occurred during registration. Please try again.'),
    ).toBeInTheDocument();
  });

  it('starts the real Google sign-in from Continue with Google', async () => {
    mockApi(() => serverFeaturesReply(true));
    const user = userEvent.setup();
    renderRegister();
    await user.click(await screen.findByRole('button', { name: /Continue with Google/ }));
    expect(startGoogleSignIn).toHaveBeenCalledTimes(1);
  });
});

// docs/product.md#instance-administration
describe('RegisterPage and the sign-up mode', () => {
  it('says sign-up is closed and shows no form', async () => {
    mockApi(({ url }) => (url === '/api/instance' ? instanceReply('closed') : serverFeaturesReply(false)));
    renderRegister();
    expect(await screen.findByRole('heading', { name: 'Sign-up is closed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(accountMessages.signupClosed);
    expect(screen.queryByRole('form', { name: 'Create account' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('by invitation only: without an invitation it says so; with one, the form sends it', async () => {
    const api = mockApi(({ url }) =>
      url === '/api/instance'
        ? instanceReply('invitation')
        : url === '/api/auth/register'
          ? { status: 201, data: { access_token: 'tok-new', user: sampleUser } }
          : serverFeaturesReply(false),
    );
    const { unmount } = renderRegister();
    expect(await screen.findByText(accountMessages.signupInvitationOnly)).toBeInTheDocument();
    unmount();

    const user = userEvent.setup();
    renderWithProviders(<RegisterPage />, {
      route: '/register?invitation=invite-secret-123',
      otherPaths: ['/dashboard', '/login'],
    });
    await screen.findByRole('form', { name: 'Create account' });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Page at /dashboard')).toBeInTheDocument();
    expect(formRequests(api)[0].body).toMatchObject({ invitation: 'invite-secret-123' });
  });

  it('reads a team invitation from the page the visitor came from', () => {
    expect(invitationOf('', '/dashboard/teams?invitation=team-secret')).toBe('team-secret');
    expect(invitationOf('?invitation=own', '/dashboard/teams?invitation=team-secret')).toBe('own');
    expect(invitationOf('', '/dashboard')).toBeNull();
  });
});
