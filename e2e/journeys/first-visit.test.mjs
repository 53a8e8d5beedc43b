// A first visit to a public page (issue #16): the page arrives prerendered by its remote and
// paints without the app's JavaScript, without layout shift; the app takes over on the first
// interaction without the page moving, and a host signing in gets the app without a reload.
import assert from 'node:assert/strict';
import { api, bookFirstFreeTime, registerHostWithSchedule } from '../../scripts/testing/api-calls.mjs';
import { newUser, registerByApi } from '../support/accounts.mjs';
import { expect, expectPath } from '../support/expect.mjs';
import { useJourneys } from '../support/journey.mjs';

const { journey } = useJourneys();

/** Sums layout shifts as CLS does (shifts right after input excluded) and all of them. */
function observeLayoutShift() {
  const shifts = { cls: 0, all: 0 };
  Object.defineProperty(window, '__layoutShift', { value: shifts });
  new PerformanceObserver((list) => {
    for (const entry of /** @type {any[]} */ (list.getEntries())) {
      shifts.all += entry.value;
      if (!entry.hadRecentInput) shifts.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const layoutShift = (page) => page.evaluate(() => /** @type {any} */ (window).__layoutShift);
const box = async (locator) => {
  const b = await locator.boundingBox();
  assert.ok(b, 'the element is laid out');
  return b;
};

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  // /login: this stack offers Google sign-in, which the prerendered form shows from the start.
  for (const path of ['/', '/pricing', '/login']) {
    journey(
      `${path} at ${viewport.width}px paints prerendered, shifts < 0.05, and the app takes over in place`,
      async ({ page, context }) => {
        await context.addInitScript(observeLayoutShift);
        const appScripts = [];
        page.on('request', (request) => {
          if (/\/static\/js\//.test(request.url())) appScripts.push(request.url());
        });
        await page.goto(path, { waitUntil: 'load' });
        const heading = page.locator('#server-preview h1');
        await expect(heading).toBeVisible();
        await page.waitForLoadState('networkidle');
        assert.deepEqual(appScripts, [], 'no app JavaScript before an interaction');
        const before = await box(heading);
        const text = await heading.innerText();
        const loaded = await layoutShift(page);
        assert.ok(loaded.cls < 0.05, `CLS while loading ${loaded.cls} < 0.05`);

        // Any key is an interaction: the app loads and replaces the prerendered page.
        await page.keyboard.press('Shift');
        await page.locator('#server-preview').waitFor({ state: 'detached' });
        const appHeading = page.locator('#root h1');
        await expect(appHeading).toBeVisible();
        assert.ok(appScripts.length > 0, 'the app loaded after the interaction');
        assert.equal(await appHeading.innerText(), text, 'the app shows the same page');
        const after = await box(appHeading);
        for (const key of /** @type {const} */ (['x', 'y', 'width', 'height']))
          assert.ok(
            Math.abs(after[key] - before[key]) <= 1,
            `heading ${key}: ${before[key]} -> ${after[key]}`,
          );
        await page.waitForTimeout(300);
        const total = await layoutShift(page);
        assert.ok(total.all < 0.05, `all layout shift, takeover included, ${total.all} < 0.05`);
      },
      { viewport },
    );
  }
}

// A visitor whose browser reads French gets the page drawn in French by its remote, and the
// app takes over in French: same heading, nothing moves.
for (const [path, heading] of /** @type {const} */ ([
  ['/pricing', 'Tarifs'],
  ['/forgot-password', 'Mot de passe oublié ?'],
])) {
  journey(
    `${path} in French paints prerendered in French and the app takes over in French`,
    async ({ page, context }) => {
      await context.addInitScript(observeLayoutShift);
      await page.goto(path, { waitUntil: 'load' });
      assert.equal(await page.locator('html').getAttribute('lang'), 'fr');
      const preview = page.locator('#server-preview h1');
      await expect(preview).toBeVisible();
      assert.equal(await preview.innerText(), heading);
      const before = await box(preview);
      await page.keyboard.press('Shift');
      await page.locator('#server-preview').waitFor({ state: 'detached' });
      const appHeading = page.locator('#root h1');
      await expect(appHeading).toBeVisible();
      assert.equal(await appHeading.innerText(), heading, 'the app shows the page in French');
      const after = await box(appHeading);
      assert.ok(Math.abs(after.y - before.y) <= 1, `heading y: ${before.y} -> ${after.y}`);
      await page.waitForTimeout(300);
      const total = await layoutShift(page);
      assert.ok(total.all < 0.05, `all layout shift, takeover included, ${total.all} < 0.05`);
    },
    { locale: 'fr-FR' },
  );
}

/** Also records whether the largest contentful paint was drawn by the server's HTML. */
function observeLargestPaint() {
  const largest = { fromServer: false, tag: '' };
  Object.defineProperty(window, '__largestPaint', { value: largest });
  new PerformanceObserver((list) => {
    const entries = /** @type {any[]} */ (list.getEntries());
    const last = entries[entries.length - 1];
    // A removed preview keeps its subtree: closest() still finds #server-preview.
    largest.fromServer = Boolean(last?.element?.closest('#server-preview'));
    largest.tag = last?.element ? `${last.element.tagName} ${last.element.textContent.slice(0, 60)}` : '';
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** The rules of a stylesheet, sorted. */
const rulesOf = (css) => (css.match(/[^{}]+\{[^{}]*\}/g) ?? []).sort();

/**
 * The attendee pages (docs/attendee-pages.md#the-server-render): their HTML carries the page drawn by
 * mf-bookings' own server module (the same markup and CSS-module class names the page's own code
 * renders), and its CSS file inline under that file's URL, so that the page's code does not
 * download it; their largest paint comes from it, and the page's code takes over without a shift.
 * A page the server does not draw loads that CSS file from mf-bookings' origin.
 */
journey(
  'the booking, host, cancel and reschedule pages paint the remote’s server HTML and take over in place',
  async ({ page, context, app }) => {
    // The attendee pages' CSS file, as mf-bookings' manifest names it (publicPath 'auto').
    const manifestUrl = app.stack.remoteUrls.REMOTE_BOOKINGS_URL;
    const manifest = await (await fetch(manifestUrl)).json();
    const cssFiles = manifest.exposes.find((expose) => expose.path === './attendee')?.assets.css.sync ?? [];
    assert.equal(cssFiles.length, 1, 'the attendee pages have one CSS file');
    const cssUrl = new URL(cssFiles[0], manifestUrl).href;
    const remoteCss = await (await fetch(cssUrl)).text();
    const cssRequests = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.css')) cssRequests.push(request.url());
    });

    const host = newUser('attendee-first');
    const { token, scheduleId } = await registerHostWithSchedule(app, host, { timeZone: 'Europe/Berlin' });
    const eventType = await api(app, '/api/event-types', {
      method: 'POST',
      token,
      body: {
        title: 'Intro call',
        slug: 'intro-call',
        duration: 30,
        availability_id: scheduleId,
        location: 'google_meet',
      },
    });
    const booking = await bookFirstFreeTime(app, {
      username: host.username,
      slug: 'intro-call',
      eventTypeId: eventType.data.id,
      timeZone: 'Europe/Berlin',
    });
    await context.addInitScript(observeLayoutShift);
    await context.addInitScript(observeLargestPaint);
    for (const [path, heading, line] of [
      [`/${host.username}/intro-call`, 'Intro call', 'The host will send you the meeting details.'],
      [`/${host.username}`, `${host.name} ${host.surname}`, 'Intro call'],
      [`/cancel/${booking.link_secret}`, 'Cancel booking', 'Intro call'],
      [`/reschedule/${booking.link_secret}`, 'Reschedule booking', 'Intro call'],
    ]) {
      // The server's HTML (as a first visitor reading English gets it).
      const served = await (
        await fetch(`${app.url}${path}`, { headers: { 'accept-language': 'en-US' } })
      ).text();
      const preview = await page.evaluate((html) => {
        const doc = new DOMParser().parseFromString(html, 'text/html');
        const root = doc.querySelector('#server-preview');
        return (
          root && {
            h1: root.querySelector('h1')?.outerHTML,
            text: root.textContent,
            pageClass: root.firstElementChild?.className,
          }
        );
      }, served);
      assert.ok(preview, `${path}: the HTML has the server preview`);
      assert.ok(preview.text.includes(line), `${path}: the preview shows "${line}"`);
      const inline = /<style data-href="([^"]*)">([^<]*)<\/style>/.exec(served);
      assert.ok(inline, `${path}: the remote's stylesheet is inline, under a URL`);
      assert.equal(inline[1], cssUrl, `${path}: the inline stylesheet is under its CSS file's URL`);
      const rules = rulesOf(inline[2]);
      assert.ok(rules.length > 50, `${path}: the remote's stylesheet has its rules (${rules.length})`);
      assert.deepEqual(rules, rulesOf(remoteCss), `${path}: the inline stylesheet is the CSS file's rules`);

      await page.goto(path);
      // The page's code hydrates the drawn page (docs/attendee-pages.md#hydration): it stays, the page's own.
      const shown = page.locator('#server-preview[data-hydrated]');
      await shown.waitFor();
      const appHeading = shown.locator('h1');
      await expect(appHeading).toBeVisible();
      assert.ok(
        (await appHeading.innerText()).includes(heading.split(' ')[0]),
        `${path}: the page shows its heading`,
      );
      // The same component drew both: the same element, classes and text as the page's code renders.
      assert.equal(
        await appHeading.evaluate((h1) => h1.outerHTML),
        preview.h1,
        `${path}: the same heading markup`,
      );
      assert.equal(
        await shown.evaluate((root) => root.firstElementChild?.className),
        preview.pageClass,
        `${path}: the same CSS-module class as the remote's bundle`,
      );
      assert.equal(await page.locator('#root').evaluate((root) => root.childElementCount), 0);
      await page.waitForLoadState('networkidle');
      // The page's code took the inline copy for its CSS file: no download, and the page is styled.
      assert.deepEqual(cssRequests, [], `${path}: the page's code did not download its CSS file`);
      assert.ok(await pageIsStyled(page, '#server-preview'), `${path}: the page is styled`);
      await page.waitForTimeout(300);
      const shift = await layoutShift(page);
      assert.ok(shift.cls < 0.05, `${path}: CLS ${shift.cls} < 0.05`);
      const largest = await page.evaluate(() => /** @type {any} */ (window).__largestPaint);
      assert.ok(
        largest.fromServer,
        `${path}: the largest paint (${largest.tag}) came from the server's HTML`,
      );
    }

    // The page confirming an attendee's e-mail is not drawn by the server (its token is in the
    // fragment): the page's code loads the CSS file, from mf-bookings' origin (which the CSP
    // allows), and the page is styled by it.
    const plainPath = '/confirm-booking';
    const plain = await (await fetch(`${app.url}${plainPath}`)).text();
    assert.ok(!plain.includes('id="server-preview"'), 'the confirm-booking page is not drawn by the server');
    const loaded = [];
    page.on('response', (response) => {
      if (response.url() === cssUrl) loaded.push(response.status());
    });
    await page.goto(plainPath);
    await expect(page.locator('#root h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(cssRequests, [cssUrl], 'the plain page downloads the CSS file once');
    assert.deepEqual(loaded, [200], 'from mf-bookings');
    assert.ok(await pageIsStyled(page), `${plainPath}: the page is styled`);
  },
);

/** Whether the page's own root is styled by the attendee pages' CSS (its colour variables). */
const pageIsStyled = (page, root = '#root') =>
  page
    .locator(root)
    .evaluate((root) =>
      Boolean(
        root.firstElementChild && getComputedStyle(root.firstElementChild).getPropertyValue('--fg').trim(),
      ),
    );

journey(
  'a host types into the prerendered sign-in form and lands in the app without a reload',
  async ({ page, app }) => {
    const user = newUser('first-visit');
    await registerByApi(app, user);
    await page.goto('/login');
    await expect(page.locator('#server-preview h1')).toBeVisible();
    await page.evaluate(() => {
      /** @type {any} */ (window).__sameDocument = true;
    });
    // Typed into the prerendered fields; the app takes the values over when it shows.
    await page.getByLabel('Email or username').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectPath(page, '/dashboard');
    assert.equal(
      await page.evaluate(() => /** @type {any} */ (window).__sameDocument),
      true,
      'signed in without a page reload',
    );
  },
);

journey('robots.txt and the sitemap list the public pages, never the dashboard', async ({ app }) => {
  const robots = await fetch(`${app.url}/robots.txt`);
  assert.equal(robots.status, 200);
  const robotsText = await robots.text();
  assert.match(robotsText, /^User-agent: \*$/m);
  assert.match(robotsText, /^Disallow: \/dashboard$/m);
  assert.match(robotsText, /^Sitemap: http.*\/sitemap\.xml$/m);
  const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
  for (const path of ['/', '/pricing', '/features', '/login', '/register'])
    assert.ok(sitemap.includes(`${path}</loc>`), `${path} in the sitemap`);
  assert.ok(!sitemap.includes('/dashboard'), 'no dashboard page in the sitemap');
  const landing = await (await fetch(`${app.url}/`, { headers: { 'accept-language': 'en-US' } })).text();
  assert.match(landing, /<link rel="canonical" href="http[^"]*\/" \/>/);
  assert.match(landing, /<meta name="description" content="[^"]+" \/>/);
});
