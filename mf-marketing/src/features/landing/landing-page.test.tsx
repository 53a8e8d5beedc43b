import type { User } from '@slotwise/shared/contract/auth.contract';
import { changeAppLanguage } from '@slotwise/shared/i18n/i18n';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LandingPage } from './landing-page';

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

function renderLanding(signedIn: boolean) {
  return renderWithProviders(<LandingPage />, {
    otherPaths: ['/signup', '/dashboard', '/features'],
    preloadedState: {
      session: signedIn
        ? { user: signedInUser, isAuthenticated: true }
        : { user: null, isAuthenticated: false },
    },
  });
}

describe('LandingPage', () => {
  it('offers Sign up to /signup with the no-credit-card note when logged out', async () => {
    renderLanding(false);
    const signUp = screen.getByRole('link', { name: 'Sign up' });
    expect(signUp).toHaveAttribute('href', '/signup');
    expect(screen.getByText('No credit card required')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to app' })).not.toBeInTheDocument();

    await userEvent.click(signUp);
    expect(await screen.findByText('Page at /signup')).toBeInTheDocument();
  });

  it('offers Go to app to /dashboard, without the note, when logged in', () => {
    renderLanding(true);
    const goToApp = screen.getByRole('link', { name: 'Go to app' });
    expect(goToApp).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
    expect(screen.queryByText('No credit card required')).not.toBeInTheDocument();
  });

  it('ends with Start for free (/signup) and Learn more (/features) whatever the session', () => {
    for (const signedIn of [false, true]) {
      const view = renderLanding(signedIn);
      expect(screen.getByRole('link', { name: 'Start for free' })).toHaveAttribute('href', '/signup');
      // Visibly the spec's "Learn more"; its accessible name says where it leads (link-text audit).
      const learnMore = screen.getByRole('link', { name: "Learn more about Slotwise's features" });
      expect(learnMore).toHaveAttribute('href', '/features');
      expect(learnMore.firstChild?.textContent).toBe('Learn more');
      view.unmount();
    }
  });

  it('shows the claims, three steps, three illustrative testimonials and property badges', () => {
    renderLanding(false);
    expect(screen.getByRole('heading', { level: 1, name: /scheduling made simple/i })).toBeInTheDocument();
    for (const claim of [
      'Simplified scheduling',
      'Mobile friendly',
      'Calendar integrations',
      'Privacy first',
      'Fast',
    ]) {
      expect(screen.getByRole('heading', { name: claim })).toBeInTheDocument();
    }
    for (const step of ['Create event types', 'Share your link', 'Get booked']) {
      expect(screen.getByRole('heading', { name: step })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('figure')).toHaveLength(3);
    expect(screen.getAllByText(/\(illustrative\)$/)).toHaveLength(3);
    const badges = within(screen.getByRole('list', { name: 'Product properties' })).getAllByRole('listitem');
    expect(badges.map((badge) => badge.textContent)).toEqual([
      'Open source',
      'Self-hostable',
      'No credit card',
      'No tracking',
    ]);
    expect(screen.getByText(/early alpha/i, { selector: 'span' })).toBeInTheDocument();
  });

  it('sets the document title', () => {
    renderLanding(false);
    expect(document.title).toBe('Slotwise · Scheduling made simple');
  });

  it('is written in German when German is chosen (docs/product.md#language)', async () => {
    renderLanding(false);
    await act(() => changeAppLanguage('de'));
    expect(screen.getByRole('heading', { level: 1, name: 'Terminplanung ganz einfach' })).toBeInTheDocument();
    expect(document.title).toBe('Slotwise · Terminplanung ganz einfach');
    expect(screen.getByRole('link', { name: 'Registrieren' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Kostenlos starten' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('heading', { name: 'Einfache Terminplanung' })).toBeInTheDocument();
    expect(screen.getByText('Warum Slotwise')).toBeInTheDocument();
    const badges = within(screen.getByRole('list', { name: 'Produkteigenschaften' })).getAllByRole(
      'listitem',
    );
    expect(badges.map((badge) => badge.textContent)).toEqual([
      'Open Source',
      'Selbst hostbar',
      'Keine Kreditkarte',
      'Kein Tracking',
    ]);
    expect(screen.getAllByText(/\(Beispiel\)$/)).toHaveLength(3);
    expect(screen.queryByText('No credit card required')).not.toBeInTheDocument();
  });
});
