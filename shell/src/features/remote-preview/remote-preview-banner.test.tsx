import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemotePreviewBanner } from './remote-preview-banner';

describe('RemotePreviewBanner', () => {
  it('shows nothing without previews or refusals', () => {
    renderWithProviders(<RemotePreviewBanner previews={{}} refusals={[]} onReset={jest.fn()} />);
    expect(screen.queryByRole('complementary', { name: 'Remote preview' })).not.toBeInTheDocument();
  });

  it('says which remote is previewed from where, and Reset resets that remote', async () => {
    const onReset = jest.fn();
    renderWithProviders(
      <RemotePreviewBanner
        previews={{ mf_marketing: 'http://localhost:4555/mf-manifest.json' }}
        refusals={[]}
        onReset={onReset}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Previewing mf_marketing from http://localhost:4555',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reset mf_marketing preview' }));
    expect(onReset).toHaveBeenCalledWith('mf_marketing');
  });

  it('shows a refusal as an alert that can be dismissed', async () => {
    const message = 'This preview URL is not allowed: https://evil.example is not on the preview allowlist.';
    renderWithProviders(<RemotePreviewBanner previews={{}} refusals={[message]} onReset={jest.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });
});
