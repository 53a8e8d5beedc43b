// Independent shipping: another build of one remote is previewed in the real shell for one
// browser tab only (allowlisted origins only), a build exposing the wrong shape or built for
// an incompatible shared major shows its fallback, a newer minor loads, the CSP names exactly
// the shell's, the remotes' and the preview origins, and remotes are fetched only when needed.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { allocatePorts } from '../../scripts/stack/free-ports.mjs';
import { newUser, registerByApi, signIn } from '../support/accounts.mjs';
import { eventually, expect, expectPath } from '../support/expect.mjs';
import { useJourneys } from '../support/journey.mjs';
import {
  buildRemoteVariant,
  copyRemoteBuild,
  removeRemoteBuilds,
  serveRemoteBuild,
} from '../support/remote-builds.mjs';

// The stack takes the first 8 ports (also under E2E_BASE_PORT); the other builds the next ones.
const [previewPort, wrongShapePort, minorPort, majorPort, notAllowedPort] = (await allocatePorts(13)).slice(
  8,
);
const origin = (port) => `http://localhost:${port}`;
const previewOrigins = [previewPort, wrongShapePort, minorPort, majorPort].map(origin);

const { journey, state } = useJourneys({ env: { PREVIEW_ORIGINS: previewOrigins.join(',') } });

const releasedHeading = 'Scheduling made simple';
const previewHeading = 'Preview release: scheduling made simple';

/** @type {Awaited<ReturnType<typeof serveRemoteBuild>>[]} */
const servers = [];
const builds = {};

before(async () => {
  const [preview, wrongShape, minor, major] = await Promise.all([
    // A "new release" of mf-marketing: the same build with another heading.
    copyRemoteBuild('mf-marketing', (source) =>
      source.replaceAll(
        '"Scheduling made {{highlight}}"',
        '"Preview release: scheduling made {{highlight}}"',
      ),
    ),
    // A build whose exposed module breaks the contract (it names another remote).
    copyRemoteBuild('mf-marketing', (source) =>
      source.replaceAll('name:"mf_marketing",contractVersion:', 'name:"mf_elsewhere",contractVersion:'),
    ),
    // Built against a newer minor, and a newer major, of @slotwise/shared.
    buildRemoteVariant('mf-marketing', { SHARED_VERSION_OVERRIDE: '1.1.0' }),
    buildRemoteVariant('mf-marketing', { SHARED_VERSION_OVERRIDE: '2.0.0' }),
  ]);
  const ports = { preview: previewPort, wrongShape: wrongShapePort, minor: minorPort, major: majorPort };
  const dirs = { preview, wrongShape, minor, major };
  for (const [name, dir] of Object.entries(dirs)) {
    const server = await serveRemoteBuild('mf-marketing', dir, ports[name]);
    servers.push(server);
    builds[name] = server;
  }
});

after(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await removeRemoteBuilds();
});

/** Every URL the page requests, from now on. */
function recordRequests(page) {
  const urls = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

const previewParam = (manifest) => `preview-remote=mf_marketing@${manifest}`;

journey(
  'the CSP allows scripts and styles from exactly the shell, the remotes and the preview origins',
  async () => {
    const app = /** @type {any} */ (state.app);
    // An app page: a prerendered public page adds its loader script's hash (prerendered-pages.ts).
    const response = await fetch(`${app.url}/dashboard`);
    await response.arrayBuffer();
    const remoteOrigins = Object.values(app.stack.remoteUrls).map((url) => new URL(url).origin);
    const sources = [...new Set([...remoteOrigins, ...previewOrigins])].sort().join(' ');
    assert.equal(
      response.headers.get('content-security-policy'),
      [
        "default-src 'self'",
        `script-src 'self' ${sources}`,
        `connect-src 'self' ${sources}`,
        // mf-bookings' CSS file (the attendee pages) loads from its origin.
        `style-src 'self' 'unsafe-inline' ${sources}`,
        "img-src 'self' data: blob: https:",
        "font-src 'self' data:",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'",
      ].join('; '),
    );
    assert.ok(!sources.includes(origin(notAllowedPort)));
  },
);

journey(
  'preview another build of mf-marketing in this tab, with a banner, then Reset',
  async ({ page, context }) => {
    const requests = recordRequests(page);
    await page.goto(`/?${previewParam(builds.preview.manifest)}`);
    await expect(page.getByRole('heading', { level: 1, name: previewHeading })).toBeVisible();
    await expect(page.getByText(`Previewing mf_marketing from ${builds.preview.origin}`)).toBeVisible();
    // The parameter is consumed: the address bar shows the plain page.
    assert.equal(new URL(page.url()).search, '');
    const released = new URL(/** @type {any} */ (state.app).stack.remoteUrls.REMOTE_MARKETING_URL).origin;
    assert.ok(
      !requests.some((url) => url.startsWith(released)),
      'the released mf-marketing must not be fetched while a preview replaces it',
    );

    // The preview lasts for the tab: other pages and a reload keep it.
    await page.goto('/pricing');
    await expect(page.getByText(`Previewing mf_marketing from ${builds.preview.origin}`)).toBeVisible();
    await page.reload();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: previewHeading })).toBeVisible();

    // Nobody else sees it: another browser (context) gets the released build.
    const other = await context.browser()?.newContext({ baseURL: /** @type {any} */ (state.app).url });
    try {
      const otherPage = await /** @type {import('playwright-core').BrowserContext} */ (other).newPage();
      await otherPage.goto('/');
      await expect(otherPage.getByRole('heading', { level: 1, name: releasedHeading })).toBeVisible();
      assert.equal(await otherPage.getByText('Previewing mf_marketing').count(), 0);
    } finally {
      await other?.close();
    }

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByRole('heading', { level: 1, name: releasedHeading })).toBeVisible();
    await expect(page.getByText('Previewing mf_marketing')).toBeHidden();
    assert.equal(await page.evaluate(() => sessionStorage.getItem('slotwise.remote-previews')), null);
  },
);

journey('a preview from an origin not on the allowlist is refused', async ({ page }) => {
  const requests = recordRequests(page);
  const refused = origin(notAllowedPort);
  await page.goto(`/?${previewParam(`${refused}/mf-manifest.json`)}`);
  await expect(
    page.getByRole('alert').filter({
      hasText: `This preview URL is not allowed: ${refused} is not on the preview allowlist.`,
    }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: releasedHeading })).toBeVisible();
  assert.ok(!requests.some((url) => url.startsWith(refused)), 'nothing may be fetched from a refused origin');
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText('is not on the preview allowlist')).toBeHidden();
});

journey('a remote build exposing the wrong shape shows its fallback, not a blank page', async ({ page }) => {
  await page.goto(`/?${previewParam(builds.wrongShape.manifest)}`);
  await expect(page.getByText('This page could not be loaded.')).toBeVisible();
  await expect(page.getByText(/deployed in a version the app cannot use yet/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  // Other remotes keep working.
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

journey('version skew: a remote built against a newer minor of shared loads', async ({ page }) => {
  await page.goto(`/?${previewParam(builds.minor.manifest)}`);
  await expect(page.getByText(`Previewing mf_marketing from ${builds.minor.origin}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: releasedHeading })).toBeVisible();
  assert.equal(await page.getByTestId('remote-error').count(), 0);
});

journey(
  'version skew: a remote built against a newer major of shared is refused clearly',
  async ({ page }) => {
    await page.goto(`/?${previewParam(builds.major.manifest)}`);
    await expect(page.getByText('This page could not be loaded.')).toBeVisible();
    await expect(page.getByText(/built for a newer version of the app/)).toBeVisible();
    await expect(
      page.getByText(/needs @slotwise\/shared\/\S+ \^2\.0\.0; this app provides 1\.0\.0/),
    ).toBeVisible();
    assert.equal(await page.getByRole('heading', { level: 1, name: releasedHeading }).count(), 0);
  },
);

journey('loading cost: remotes are fetched only when needed, and warmed on hover', async ({ page }) => {
  const app = /** @type {any} */ (state.app);
  const originOf = (envName) => new URL(app.stack.remoteUrls[envName]).origin;
  const auth = originOf('REMOTE_AUTH_URL');
  const others = ['REMOTE_BOOKINGS_URL', 'REMOTE_EVENT_TYPES_URL', 'REMOTE_SETTINGS_URL'].map(originOf);
  const eventTypes = originOf('REMOTE_EVENT_TYPES_URL');
  const settings = originOf('REMOTE_SETTINGS_URL');
  const requests = recordRequests(page);
  const fetchedFrom = (remoteOrigin) => requests.some((url) => url.startsWith(remoteOrigin));

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: releasedHeading })).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const remoteOrigin of [auth, ...others]) {
    assert.ok(!fetchedFrom(remoteOrigin), `the landing page must not fetch ${remoteOrigin}`);
  }
  await page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }).click();
  await expectPath(page, '/login');
  // /login arrives prerendered; the app (and mf-auth) load on the first interaction.
  await page.getByLabel('Email or username').focus();
  await eventually(() => fetchedFrom(auth), 'mf-auth to be fetched once /login is used');

  // Signed in: the dashboard (mf-bookings) does not fetch the other areas until a link is hovered.
  const user = await registerByApi(app, newUser('shipping'));
  await signIn(page, user.username);
  await page.waitForLoadState('networkidle');
  assert.ok(!fetchedFrom(eventTypes), 'mf-event-types must not be fetched before it is needed');
  assert.ok(!fetchedFrom(settings), 'mf-settings must not be fetched before it is needed');
  const mainNav = page.getByRole('navigation', { name: 'Main' });
  await mainNav.getByRole('link', { name: 'Event Types' }).hover();
  await eventually(
    () => requests.some((url) => url.startsWith(`${eventTypes}/mf-manifest.json`)),
    'hovering Event Types to fetch the mf-event-types manifest',
  );
  await expectPath(page, '/dashboard');
  assert.ok(!fetchedFrom(settings), 'hovering one link warms only its remote');
  // Keyboard focus warms too.
  await mainNav.getByRole('link', { name: 'Settings' }).focus();
  await eventually(() => fetchedFrom(settings), 'focusing Settings to fetch mf-settings');
});
