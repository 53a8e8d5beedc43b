// Private sharing (issue #26 item 4, docs/product.md#private-sharing): a secret event type is
// missing from the host's page /{username} but books from its own link, and its page says
// noindex; a single-use link made in the event-type dialog books once, then says it was used.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { api, registerHostWithSchedule } from '../../scripts/testing/api-calls.mjs';
import { newUser, signIn } from '../support/accounts.mjs';
import { expect } from '../support/expect.mjs';
import { artifactsDir, useJourneys } from '../support/journey.mjs';
import { stepTimeoutMs } from '../support/timeouts.mjs';

const { journey, state } = useJourneys({ env: { FREE_TIMES_CACHE_SECONDS: '0' } });

const zone = 'Europe/Berlin';

/** A fresh visitor's page (no session of the host). */
async function visitorPage(app) {
  const browser = /** @type {import('playwright-core').Browser} */ (state.browser);
  const context = await browser.newContext({
    baseURL: app.url,
    viewport: { width: 1280, height: 900 },
    timezoneId: zone,
    locale: 'en-US',
  });
  context.setDefaultTimeout(stepTimeoutMs);
  return { context, page: await context.newPage() };
}

/** Picks the first free time of the calendar and books it as Grace Hopper; the POST's answer. */
async function bookFirstTime(page, email) {
  const firstDay = page.locator('button[data-day]:not([disabled])').first();
  await firstDay.waitFor();
  await firstDay.click();
  await page
    .getByRole('list', { name: /^Free times on / })
    .getByRole('button')
    .first()
    .click();
  await page.getByLabel('Name').fill('Grace Hopper');
  await page.getByLabel('Email').fill(email);
  const created = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/public/bookings' && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  return created;
}

async function screenshotOnFailure(page, name, run) {
  try {
    await run();
  } catch (error) {
    await mkdir(artifactsDir, { recursive: true });
    const shot = join(artifactsDir, `private-links--${name}.png`);
    await page.screenshot({ path: shot, fullPage: true }).catch(() => {});
    console.error(`screenshot: ${shot} (at ${page.url()})`);
    throw error;
  }
}

journey('a secret type is missing from /{username} and bookable by its link', async ({ app }) => {
  const host = newUser('secret');
  const { token, scheduleId } = await registerHostWithSchedule(app, host, { timeZone: zone });
  for (const [title, slug, sharing] of [
    ['Open call', 'open-call', 'listed'],
    ['Board review', 'board-review', 'secret'],
  ]) {
    await api(app, '/api/event-types', {
      method: 'POST',
      token,
      body: {
        title,
        slug,
        duration: 30,
        availability_id: scheduleId,
        location: 'zoom',
        location_details: { meeting_url: 'https://zoom.us/j/123' },
        minimum_notice_minutes: 0,
        sharing,
      },
    });
  }

  const { context, page } = await visitorPage(app);
  await screenshotOnFailure(page, 'secret', async () => {
    await page.goto(`/${host.username}`);
    await expect(page.getByText('Open call')).toBeVisible();
    assert.equal(await page.getByText('Board review').count(), 0, 'the secret type is not listed');

    const response = await page.goto(`/${host.username}/board-review`);
    await expect(page.getByRole('heading', { level: 1, name: 'Board review' })).toBeVisible();
    // Drawn by the server or by the page: either way the page says noindex.
    const header = response?.headers()['x-robots-tag'];
    const meta = await page.locator('meta[name="robots"]').getAttribute('content');
    assert.ok(header === 'noindex' || meta === 'noindex', `noindex (header ${header}, meta ${meta})`);
    const created = await bookFirstTime(page, 'grace.secret@example.test');
    assert.equal(created.status(), 201, 'booked through the secret link');
    await expect(page.getByRole('heading', { level: 1, name: 'Confirmed' })).toBeVisible();
  });
  await context.close();
});

journey('a single-use link made in the dialog books once, then says it was used', async ({ page, app }) => {
  const host = newUser('once');
  const { token, scheduleId } = await registerHostWithSchedule(app, host, { timeZone: zone });
  await api(app, '/api/event-types', {
    method: 'POST',
    token,
    body: {
      title: 'Private intro',
      slug: 'private-intro',
      duration: 30,
      availability_id: scheduleId,
      location: 'zoom',
      location_details: { meeting_url: 'https://zoom.us/j/123' },
      minimum_notice_minutes: 0,
      sharing: 'single_use',
    },
  });

  // The host makes a link in the dialog's Advanced tab.
  await signIn(page, host.username);
  await page.goto('/dashboard/event-types');
  await page.getByRole('button', { name: 'Actions for Private intro' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Event Type' });
  await dialog.getByRole('tab', { name: 'Advanced' }).click();
  await dialog.getByLabel('For (optional)').fill('Ada');
  await dialog.getByRole('button', { name: 'Make a link' }).click();
  const url = (await dialog.locator('code').filter({ hasText: '/booking/' }).innerText()).trim();
  assert.match(url, /\/booking\/[A-Za-z0-9_-]{43}$/);
  const path = new URL(url).pathname;

  // The plain link of a single-use type leads nowhere.
  const { context, page: visitor } = await visitorPage(app);
  await screenshotOnFailure(visitor, 'once', async () => {
    await visitor.goto(`/${host.username}/private-intro`);
    await expect(visitor.getByText('Oops! Page not found')).toBeVisible();

    const opened = await visitor.goto(path);
    assert.equal(opened?.headers()['x-robots-tag'], 'noindex');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Private intro' })).toBeVisible();
    const created = await bookFirstTime(visitor, 'ada.once@example.test');
    assert.equal(created.status(), 201, 'the first booking through the link');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Confirmed' })).toBeVisible();

    // Again: the link is used up.
    await visitor.goto(path);
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'This link has already been used' }),
    ).toBeVisible();
  });
  await context.close();

  // The host's list says so.
  await page.reload();
  await page.getByRole('button', { name: 'Actions for Private intro' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await dialog.getByRole('tab', { name: 'Advanced' }).click();
  const row = dialog
    .getByRole('list', { name: 'Single-use links' })
    .getByRole('listitem')
    .filter({ hasText: 'Ada' });
  await expect(row.getByText('Used', { exact: true })).toBeVisible();
});
