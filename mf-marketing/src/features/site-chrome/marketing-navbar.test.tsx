import type { User } from '@slotwise/shared/contract/auth.contract';
import { changeAppLanguage } from '@slotwise/shared/i18n/i18n';
import { routeTable } from '@slotwise/shared/remote/route-table';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MarketingNavbar } from './marketing-navbar';

const signedInUser: User = {
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

function renderNavbar(signedIn: boolean) {
  return renderWithProviders(<MarketingNavbar />, {
    otherPaths: ['/features', '/login'],
    preloadedState: {
      session: signedIn
        ? { user: signedInUser, isAuthenticated: true }
        : { user: null, isAuthenticated: false },
    },
  });
}

describe('MarketingNavbar', () => {
  it('shows brand, Pricing and Sign in to /login when logged out', () => {
    renderNavbar(false);
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(screen.getByRole('link', { name: 'Slotwise home' })).toHaveAttribute('href', '/');
    expect(within(main).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Go to app' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open user menu' })).not.toBeInTheDocument();
  });

  it('shows Go to app and the avatar menu when logged in', async () => {
    renderNavbar(true);
    expect(screen.getByRole('link', { name: 'Go to app' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open user menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
  });

  it('lists Features, Integrations and Enterprise in the Solutions menu', async () => {
    renderNavbar(false);
    await userEvent.click(screen.getByRole('button', { name: 'Solutions' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Features', '/features'],
      ['Integrations', '/integrations'],
      ['Enterprise', '/enterprise'],
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Features' }));
    expect(await screen.findByText('Page at /features')).toBeInTheDocument();
  });

  it('opens and closes the mobile menu from the keyboard', async () => {
    const user = userEvent.setup();
    renderNavbar(false);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    // Reach the toggle with Tab only, as a keyboard user would.
    for (let step = 0; step < 10 && document.activeElement !== toggle; step += 1) await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');

    const mobileNav = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const hrefs = within(mobileNav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/features', '/integrations', '/enterprise', '/pricing', '/login']);
    const knownPaths = new Set(routeTable.map((route) => route.path));
    expect(hrefs.every((href) => knownPaths.has(href ?? ''))).toBe(true);

    await user.keyboard(' ');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the mobile menu when one of its links is followed', async () => {
    renderNavbar(false);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobileNav = await screen.findByRole('navigation', { name: 'Mobile' });
    await userEvent.click(within(mobileNav).getByRole('link', { name: 'Features' }));
    expect(await screen.findByText('Page at /features')).toBeInTheDocument();
  });

  it('is written in German when German is chosen (docs/product.md#language)', async () => {
    renderNavbar(false);
    await act(() => changeAppLanguage('de'));
    const main = screen.getByRole('navigation', { name: 'Hauptmenü' });
    expect(within(main).getByRole('link', { name: 'Preise' })).toHaveAttribute('href', '/pricing');
    expect(within(main).getByRole('button', { name: 'Lösungen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'Menü öffnen' })).toBeInTheDocument();
  });
});
