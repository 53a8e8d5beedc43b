import type { User } from '@slotwise/shared/contract/auth.contract';
import { changeAppLanguage } from '@slotwise/shared/i18n/i18n';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PricingPage } from './pricing-page';

const signedInUser: User = {
  id: 'u1',
  name: 'Ada',
  surname: null,
  username: 'ada',
  email: 'ada@example.com',
  avatar: null,
  time_zone: 'Europe/London',
  language: 'en',
  email_verified: true,
  created_at: '2026-01-01T00:00:00Z',
};

function renderPricing(signedIn: boolean) {
  return renderWithProviders(<PricingPage />, {
    route: '/pricing',
    otherPaths: ['/register', '/dashboard'],
    preloadedState: {
      session: signedIn
        ? { user: signedInUser, isAuthenticated: true }
        : { user: null, isAuthenticated: false },
    },
  });
}

describe('PricingPage', () => {
  it('shows one Free Plan at $0 per month with the spec feature list', () => {
    renderPricing(false);
    expect(screen.getByRole('heading', { level: 2, name: 'Free Plan' })).toBeInTheDocument();
    expect(screen.getByText('$0')).toBeInTheDocument();
    expect(screen.getByText('per month')).toBeInTheDocument();
    expect(screen.getByText('No credit card required')).toBeInTheDocument();
    const features = within(screen.getByRole('list', { name: 'Free Plan features' })).getAllByRole(
      'listitem',
    );
    expect(features.map((item) => item.textContent)).toEqual([
      'Unlimited event types',
      'Up to 5 active event types',
      'Custom scheduling links',
      'Calendar integrations (Google, Outlook)',
      'Automated email notifications',
      'Basic booking page customization',
      'Basic availability settings',
      'Basic analytics',
    ]);
    expect(document.title).toBe('Pricing · Slotwise');
  });

  it('sends visitors to /register with Get started for free', async () => {
    renderPricing(false);
    const button = screen.getByRole('link', { name: 'Get started for free' });
    expect(button).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('link', { name: 'Go to dashboard' })).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(await screen.findByText('Page at /register')).toBeInTheDocument();
  });

  it('sends signed-in hosts to /dashboard with Go to dashboard', () => {
    renderPricing(true);
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Get started for free' })).not.toBeInTheDocument();
  });

  it('is written in German, with the price written the German way (docs/product.md#language)', async () => {
    renderPricing(false);
    await act(() => changeAppLanguage('de'));
    expect(screen.getByRole('heading', { level: 1, name: 'Preise' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Kostenloser Tarif' })).toBeInTheDocument();
    expect(screen.getByText(/^0\s\$$/)).toBeInTheDocument();
    expect(screen.getByText('pro Monat')).toBeInTheDocument();
    const features = within(
      screen.getByRole('list', { name: 'Leistungen des kostenlosen Tarifs' }),
    ).getAllByRole('listitem');
    expect(features[1]).toHaveTextContent('Bis zu 5 aktive Terminarten');
    expect(screen.getByRole('link', { name: 'Kostenlos loslegen' })).toHaveAttribute('href', '/register');
    expect(document.title).toBe('Preise · Slotwise');
  });
});
