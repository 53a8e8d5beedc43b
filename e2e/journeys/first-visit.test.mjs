// A first visit to a public page (issue #16): the page arrives prerendered by its remote and
// paints without the app's JavaScript, without layout shift; the app takes over on the first
// interaction without the page moving, and a host signing in gets the app without a reload.
import assert from 'node:assert/strict';
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
