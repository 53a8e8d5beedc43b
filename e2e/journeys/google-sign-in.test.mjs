// Google sign-in through a local OpenID provider: the API's real authorization-code flow.
import { expect, expectPath } from '../support/expect.mjs';
import { useJourneys } from '../support/journey.mjs';

const { journey } = useJourneys();

journey(
  'Continue with Google signs in through the provider and lands on /dashboard',
  async ({ page, app }) => {
    const providerOrigin = new URL(app.oidc.issuer).origin;
    const visited = [];
    // Redirects (API -> provider -> API -> callback screen) are requests of one navigation.
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) visited.push(request.url());
    });

    await page.goto('/login');
    // The prerendered page shows the button (its <html> says this server offers Google sign-in);
    // the press loads the app, which takes the page over and presses it again.
    await expect(
      page.locator('#server-preview').getByRole('button', { name: 'Continue with Google' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByText('Welcome!')).toBeVisible();
    await expectPath(page, '/dashboard');
    await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();

    // No token ever travels in a URL: the screen got its token from POST /api/auth/refresh.
    const withToken = visited.filter((url) => /[?&#](access_)?token=/.test(url));
    if (withToken.length > 0) throw new Error(`a token travelled in a URL:\n${withToken.join('\n')}`);

    const sawProvider = visited.some((url) => url.startsWith(providerOrigin));
    const sawCallback = visited.some((url) => new URL(url).pathname === '/auth/google/callback');
    if (!sawProvider || !sawCallback) {
      throw new Error(
        `expected to pass the provider and /auth/google/callback, visited:\n${visited.join('\n')}`,
      );
    }
  },
);
