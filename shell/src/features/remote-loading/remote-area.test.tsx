import { RemoteContractError, type RemoteModule } from '@slotwise/shared/remote/remote-module';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemoteModule } from './load-remote-module';
import { RemoteArea } from './remote-area';
import { classifyRemoteLoadError } from './remote-version-error';

jest.mock('./load-remote-module', () => ({ loadRemoteModule: jest.fn() }));

const marketing: RemoteModule = {
  name: 'mf_marketing',
  contractVersion: 1,
  routes: [{ path: '/pricing', Component: () => <h1>Pricing page</h1> }],
};

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('RemoteArea', () => {
  it('shows a clear message with Try Again when the remote is down, and recovers without a reload', async () => {
    // Like the real loader: the failed first attempt is remembered until a retry asks again.
    const failedLoad = Promise.reject(new Error('Failed to fetch'));
    failedLoad.catch(() => undefined);
    const loaded = Promise.resolve(marketing);
    jest
      .mocked(loadRemoteModule)
      .mockImplementation((_name, attempt = 0) => (attempt === 0 ? failedLoad : loaded));
    renderWithProviders(<RemoteArea remote="mf_marketing" path="/pricing" />, { route: '/pricing' });
    expect(await screen.findByText('This page could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('Pricing page')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Pricing page' })).toBeInTheDocument();
  });

  it('explains a remote that exposes the wrong shape', async () => {
    jest.mocked(loadRemoteModule).mockRejectedValue(new RemoteContractError('wrong shape'));
    renderWithProviders(<RemoteArea remote="mf_settings" path="/dashboard/settings" />, {
      route: '/dashboard/settings',
    });
    expect(await screen.findByText('Settings could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText(/deployed in a version the app cannot use yet/)).toBeInTheDocument();
  });

  it('says a remote built for a newer shared major cannot run here', async () => {
    const refusal = new Error(
      '[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module @slotwise/shared/store/hooks does not satisfy the requirement of mf_marketing which needs ^2.0.0)',
    );
    jest.mocked(loadRemoteModule).mockRejectedValue(classifyRemoteLoadError('mf_marketing', refusal));
    renderWithProviders(<RemoteArea remote="mf_marketing" path="/pricing" />, { route: '/pricing' });
    expect(await screen.findByText('This page could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText(/built for a newer version of the app/)).toBeInTheDocument();
    expect(
      screen.getByText('It needs @slotwise/shared/store/hooks ^2.0.0; this app provides 1.0.0.'),
    ).toBeInTheDocument();
  });
});
