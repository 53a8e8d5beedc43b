import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toSettingsTab, useSettingsTab } from './use-settings-tab';

function Probe() {
  const { tab, selectTab, banner, setBanner } = useSettingsTab();
  return (
    <div>
      <p>tab: {tab}</p>
      <p>banner: {banner?.text ?? 'none'}</p>
      <button
        type="button"
        onClick={() => setBanner({ type: 'success', text: 'Settings updated successfully' })}
      >
        show banner
      </button>
      <button type="button" onClick={() => selectTab('notifications')}>
        notifications
      </button>
      <button type="button" onClick={() => selectTab('nonsense')}>
        nonsense
      </button>
    </div>
  );
}

describe('toSettingsTab', () => {
  it('keeps the three tabs and falls back to profile', () => {
    expect(toSettingsTab('profile')).toBe('profile');
    expect(toSettingsTab('integrations')).toBe('integrations');
    expect(toSettingsTab('notifications')).toBe('notifications');
    expect(toSettingsTab('developers')).toBe('developers');
    expect(toSettingsTab('Notifications')).toBe('profile');
    expect(toSettingsTab('')).toBe('profile');
    expect(toSettingsTab(null)).toBe('profile');
  });
});

describe('useSettingsTab', () => {
  it('reads the tab from the query, with profile for an unknown or missing value', () => {
    renderWithProviders(<Probe />, { route: '/dashboard/settings?tab=integrations' });
    expect(screen.getByText('tab: integrations')).toBeInTheDocument();
  });

  it.each(['/dashboard/settings', '/dashboard/settings?tab=billing'])(
    'falls back to profile at %s',
    (route) => {
      renderWithProviders(<Probe />, { route, path: '/dashboard/settings' });
      expect(screen.getByText('tab: profile')).toBeInTheDocument();
    },
  );

  it('replaces the URL query and clears the banner when a tab is chosen', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<Probe />, {
      route: '/dashboard/settings?tab=profile',
      path: '/dashboard/settings',
    });
    await user.click(screen.getByRole('button', { name: 'show banner' }));
    expect(screen.getByText('banner: Settings updated successfully')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'notifications' }));
    expect(screen.getByText('tab: notifications')).toBeInTheDocument();
    expect(screen.getByText('banner: none')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=notifications');
    expect(router.state.historyAction).toBe('REPLACE');

    await user.click(screen.getByRole('button', { name: 'nonsense' }));
    expect(router.state.location.search).toBe('?tab=profile');
    // Going back leaves the settings page: no history entry was added for the tabs.
    await act(async () => {
      await router.navigate(-1);
    });
    expect(router.state.location.search).toBe('?tab=profile');
  });
});
