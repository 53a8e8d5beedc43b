import '@slotwise/shared/testing/chakra-test-setup';
import type { GoogleAccountWithState } from '@slotwise/shared/contract/integrations.contract';
import { changeAppLanguage } from '@slotwise/shared/i18n/i18n';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { screen, within } from '@testing-library/react';
import { answerIntegrations, homeAccount, workAccount } from './integrations-api-mock.testing';
import { IntegrationsTab } from './integrations-tab';

const accountItem = async (email: string) => (await screen.findByText(email)).closest('li') as HTMLElement;

function failing(code: GoogleAccountWithState['last_error']): GoogleAccountWithState {
  return {
    ...homeAccount,
    last_synced_at: '2026-11-20T08:00:00.000Z',
    last_error: code,
    last_error_at: '2026-11-20T09:00:00.000Z',
  };
}

afterEach(async () => {
  await changeAppLanguage('en');
});

// docs/calendars.md#connection-state
describe("a Google account's state in Settings > Integrations", () => {
  it('shows when each account was last read, or that it never was', async () => {
    answerIntegrations([workAccount, homeAccount]);
    renderWithProviders(<IntegrationsTab />);
    const work = await accountItem('jane.work@example.com');
    expect(within(work).getByTestId('google-account-state')).toHaveTextContent(/^Last synced .*2026/);
    expect(within(work).getByTestId('google-account-state')).not.toHaveAttribute('role');
    const home = await accountItem('jane.home@example.com');
    expect(within(home).getByTestId('google-account-state')).toHaveTextContent('Not synced yet');
  });

  it.each([
    [
      'consent_revoked',
      'Google no longer allows access (the access was revoked or the password changed). Disconnect this account and connect it again.',
    ],
    ['unreachable', 'Google could not be reached.'],
    ['timeout', 'Google did not answer in time.'],
    ['server_error', 'Google answered with an error. Slotwise tries again.'],
  ] as const)('a failed read (%s) is said in words under that account only', async (code, text) => {
    answerIntegrations([workAccount, failing(code)]);
    renderWithProviders(<IntegrationsTab />);
    const home = await accountItem('jane.home@example.com');
    const state = within(home).getByTestId('google-account-state');
    expect(state).toHaveTextContent(text);
    // Announced, like the CalDAV and Microsoft connections' errors.
    expect(state).toHaveAttribute('role', 'status');
    expect(within(home).queryByText(/^Last synced/)).not.toBeInTheDocument();
    const work = await accountItem('jane.work@example.com');
    expect(within(work).queryByText(text)).not.toBeInTheDocument();
    expect(within(work).getByText(/^Last synced/)).toBeInTheDocument();
  });

  it("speaks the screen's language, the time included", async () => {
    await changeAppLanguage('de');
    answerIntegrations([workAccount, failing('unreachable')]);
    renderWithProviders(<IntegrationsTab />);
    const work = await accountItem('jane.work@example.com');
    expect(within(work).getByTestId('google-account-state')).toHaveTextContent(
      /^Zuletzt synchronisiert 20\.11\.2026/,
    );
    const home = await accountItem('jane.home@example.com');
    expect(within(home).getByTestId('google-account-state')).toHaveTextContent(
      'Google war nicht erreichbar.',
    );
  });
});
