// The booking page with JavaScript on and a slow network (issue #27 "JavaScript takes over
// without redoing the work"): the page the server drew is used before the scripts have arrived,
// and the scripts take over without moving anything and without asking again what the page
// already asked. The CPU is not slowed here (a timed test must not depend on the machine): "no
// task over 50 ms before first use" is a row of `npm run bench -- --only booking-page`.
import assert from 'node:assert/strict';
import { api, bookFirstFreeTime, dayIn, registerHostWithSchedule } from '../../scripts/testing/api-calls.mjs';
import { newUser } from '../support/accounts.mjs';
import { eventually, expect } from '../support/expect.mjs';
import { useJourneys } from '../support/journey.mjs';

const { journey } = useJourneys();

// Lighthouse's "slow 4G": 150 ms round trip, 1.6 Mbps down, 750 Kbps up.
const slow4g = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

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

/**
 * The console's errors and the page's uncaught errors: a hydration mismatch is logged there
 * (shell/src/app/render-attendee-page.tsx), and React's own hydration errors too.
 * @param {import('playwright-core').Page} page
 */
function consoleErrors(page) {
  /** @type {string[]} */
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/** The drawn page's code has taken over: it hydrated #server-preview (docs/attendee-pages.md#hydration). */
const hydrated = '#server-preview[data-hydrated]';

/** A host open every day, 08:00-20:00 Berlin, with one event type: its booking page's path. */
async function bookingPage(app) {
  return (await bookableType(app)).path;
}

/** The host and type of bookingPage, with what the form step and a booking need. */
async function bookableType(app) {
  const host = newUser('takeover');
  const { token, user, scheduleId } = await registerHostWithSchedule(app, host, {
    timeZone: 'Europe/Berlin',
    scheduleName: 'Every day',
    hours: ['08:00', '20:00'],
  });
  const created = await api(app, '/api/event-types', {
    method: 'POST',
    token,
    body: { title: 'Intro call', slug: 'intro-call', duration: 30, availability_id: scheduleId },
  });
  return {
    path: `/${user.username}/intro-call`,
    username: user.username,
    eventTypeId: created.data.id,
  };
}

/** The first free time of the next week (Berlin), as its form step's address gives it. */
async function firstFreeTime(app, username) {
  const zone = 'Europe/Berlin';
  const freeTimes = await api(
    app,
    `/api/public/event-types/${username}/intro-call/free-times?start=${dayIn(Date.now(), zone)}&end=${dayIn(Date.now() + 7 * 864e5, zone)}&time_zone=${encodeURIComponent(zone)}`,
  );
  const time = freeTimes.data.days.find((day) => day.times.length > 0)?.times[0];
  assert.ok(time, 'a free time in the next week');
  return time.start;
}

/**
 * Counts the page's API reads other than free times (the event type, the booking): what the
 * HTML carried is not asked again.
 * @param {import('playwright-core').Page} page
 */
function apiReads(page) {
  /** @type {string[]} */
  const reads = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/') && !/\/free-times$/.test(url.pathname))
      reads.push(url.pathname);
  });
  return reads;
}

/**
 * Slows the page's network and counts its free-times requests; `holdScripts` keeps the shell's
 * first script from arriving until `release()`, so that what the visitor does meanwhile is
 * certainly before takeover.
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').BrowserContext} context
 */
async function slowPage(page, context, { holdScripts = false } = {}) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', slow4g);
  /** @type {string[]} */
  const freeTimes = [];
  page.on('request', (request) => {
    if (/\/free-times\?/.test(request.url())) freeTimes.push(request.url());
  });
  /** @type {() => void} */
  let release = () => {};
  const released = new Promise((resolve) => {
    release = () => resolve(undefined);
  });
  let held = false;
  if (holdScripts)
    await page.route(/\/static\/js\/index\.[0-9a-f]+\.js$/, async (route) => {
      held = true;
      await released;
      await route.continue();
    });
  return { freeTimes, release, wasHeld: () => held };
}

journey(
  'a slow network: the drawn page is hydrated in place (its nodes kept), CLS 0, its free times asked once',
  async ({ page, context, app }) => {
    const path = await bookingPage(app);
    await context.addInitScript(observeLayoutShift);
    const errors = consoleErrors(page);
    const { freeTimes, release, wasHeld } = await slowPage(page, context, { holdScripts: true });
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.locator('#server-preview h1')).toBeVisible();
    await eventually(wasHeld, "the shell's first script requested (and held)");
    // Marks on the drawn nodes, before any of the page's code has run.
    const drawnDay = page.locator('#server-preview button[data-day]:not([disabled])').first();
    const day = await drawnDay.getAttribute('data-day');
    await page.evaluate((drawn) => {
      const marked = /** @type {any} */ (window);
      marked.__drawnHeading = document.querySelector('#server-preview h1');
      marked.__drawnDay = document.querySelector(`#server-preview button[data-day="${drawn}"]`);
      marked.__drawnField = document.querySelector('#server-preview input[list]');
    }, day);
    assert.equal(
      await page.locator('#server-preview input[list]').inputValue(),
      '',
      'the zone is drawn empty',
    );
    release();
    await page.locator(hydrated).waitFor({ timeout: 60_000 });
    // Once hydrated the page is the browser's: the visitor's zone (Europe/Berlin) in the field.
    await eventually(
      async () => /Berlin/.test(await page.locator('#server-preview input[list]').inputValue()),
      'the visitor’s zone shown once hydrated',
      60_000,
    );
    await expect(page.locator('#server-preview button[data-day]:not([disabled])')).toBeVisible({
      timeout: 60_000,
    });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const kept = await page.evaluate((drawn) => {
      const marked = /** @type {any} */ (window);
      return {
        heading: marked.__drawnHeading === document.querySelector('#server-preview h1'),
        day: marked.__drawnDay === document.querySelector(`#server-preview button[data-day="${drawn}"]`),
        field: marked.__drawnField === document.querySelector('#server-preview input[list]'),
        root: document.getElementById('root')?.childElementCount,
      };
    }, day);
    assert.deepEqual(
      kept,
      { heading: true, day: true, field: true, root: 0 },
      'the drawn heading, day and zone field are the page’s own nodes; nothing drawn again in #root',
    );
    assert.deepEqual(errors, [], 'no hydration error (nor any other) in the console');
    assert.equal(
      freeTimes.length,
      1,
      `one free-times request (the drawn page's, taken by its code), not ${freeTimes.join(', ')}`,
    );
    const shifts = await page.evaluate(() => /** @type {any} */ (window).__layoutShift);
    assert.equal(shifts.cls, 0, `no layout shift while loading and at takeover (CLS ${shifts.cls})`);
  },
  { viewport: { width: 390, height: 844 } },
);

journey(
  'a slow network: "Next month" pressed on the drawn page before takeover takes effect',
  async ({ page, context, app }) => {
    const path = await bookingPage(app);
    const errors = consoleErrors(page);
    const { freeTimes, release, wasHeld } = await slowPage(page, context, { holdScripts: true });
    await page.goto(path, { waitUntil: 'commit' });
    const drawnMonth = page.locator('#server-preview h3');
    await expect(drawnMonth).toBeVisible();
    const month = await drawnMonth.innerText();
    await eventually(wasHeld, "the shell's first script requested (and held)");
    await page.locator('#server-preview').getByRole('button', { name: 'Next month' }).click();
    assert.ok(await page.locator('#server-preview').count(), 'the click was before takeover');
    release();
    await page.locator(hydrated).waitFor({ timeout: 60_000 });
    const shownMonth = page.locator(`${hydrated} h3`);
    await eventually(
      async () => (await shownMonth.innerText()) !== month,
      `the month after ${month} shown once the page's code has taken over`,
      60_000,
    );
    const next = new Date(Date.parse(`1 ${month}`));
    next.setMonth(next.getMonth() + 1);
    assert.equal(
      await shownMonth.innerText(),
      next.toLocaleDateString('en-US', { month: 'long', year: 'numeric' }),
      'the held click moved the calendar one month on',
    );
    await eventually(
      () => freeTimes.length === 2,
      `the free times of this month (prefetched) and of the next one: ${freeTimes.join(', ')}`,
      60_000,
    );
    await page.waitForLoadState('networkidle');
    assert.equal(freeTimes.length, 2, `no other free-times request: ${freeTimes.join(', ')}`);
    assert.deepEqual(errors, [], 'no hydration error (nor any other) in the console');
  },
  { viewport: { width: 390, height: 844 } },
);

// The server draws the bookable days as buttons of a form (#27 item 1): one pressed before the
// scripts arrive is held and replayed at takeover.
journey(
  'a slow network: a day clicked on the drawn page before takeover takes effect',
  async ({ page, context, app }) => {
    const path = await bookingPage(app);
    const { release, wasHeld } = await slowPage(page, context, { holdScripts: true });
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.locator('#server-preview h1')).toBeVisible();
    await eventually(wasHeld, "the shell's first script requested (and held)");
    const drawnDay = page.locator('#server-preview [data-day]:is(a, button:not([disabled]))').first();
    assert.ok(await drawnDay.count(), 'the drawn page has a bookable day');
    const day = await drawnDay.getAttribute('data-day');
    await drawnDay.evaluate((node) => {
      /** @type {any} */ (window).__drawnDay = node;
    });
    await drawnDay.click();
    release();
    await expect(page.locator(`[data-day="${day}"][aria-pressed="true"]`)).toBeVisible({ timeout: 60_000 });
    await page.locator(hydrated).waitFor({ timeout: 60_000 });
    const pressed = page.locator(`${hydrated} [data-day="${day}"][aria-pressed="true"]`);
    await expect(pressed).toBeVisible();
    assert.ok(
      await pressed.evaluate((node) => node === /** @type {any} */ (window).__drawnDay),
      'the day pressed is the drawn button itself, hydrated',
    );
    // Its times show (the page widens in place).
    await expect(page.locator(`${hydrated} button[name="time"]`).first()).toBeVisible({ timeout: 60_000 });
  },
  { viewport: { width: 390, height: 844 } },
);

// The form step (?time=) is drawn by the server and hydrated like the first step
// (docs/attendee-pages.md#hydration): what the visitor typed before the scripts arrived stays in
// the fields and is the page's (the booking is made with it), nothing is asked again.
journey(
  'a slow network: the booking form drawn at ?time= is hydrated in place, what was typed before takeover is kept',
  async ({ page, context, app }) => {
    const { path, username } = await bookableType(app);
    const start = await firstFreeTime(app, username);
    await context.addInitScript(observeLayoutShift);
    const errors = consoleErrors(page);
    const reads = apiReads(page);
    const { freeTimes, release, wasHeld } = await slowPage(page, context, { holdScripts: true });
    await page.goto(`${path}?time=${encodeURIComponent(start)}&tz=Europe%2FBerlin`, { waitUntil: 'commit' });
    const name = page.locator('#server-preview input[name="attendee_name"]');
    const email = page.locator('#server-preview input[name="attendee_email"]');
    await expect(name).toBeVisible();
    await eventually(wasHeld, "the shell's first script requested (and held)");
    await page.evaluate(() => {
      const marked = /** @type {any} */ (window);
      marked.__drawnForm = document.querySelector('#server-preview form[method="post"]');
      marked.__drawnName = document.querySelector('#server-preview input[name="attendee_name"]');
      marked.__drawnHeading = document.querySelector('#server-preview h2');
    });
    // Typed on the drawn form, before any of the page's code has run.
    await name.fill('Grace Hopper');
    await email.fill('grace.hopper@example.test');
    assert.equal(await page.locator(hydrated).count(), 0, 'typed before takeover');
    release();
    await page.locator(hydrated).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const kept = await page.evaluate(() => {
      const marked = /** @type {any} */ (window);
      return {
        form: marked.__drawnForm === document.querySelector('#server-preview form[method="post"]'),
        name: marked.__drawnName === document.querySelector('#server-preview input[name="attendee_name"]'),
        heading: marked.__drawnHeading === document.querySelector('#server-preview h2'),
        root: document.getElementById('root')?.childElementCount,
        // The no-JavaScript token was React's: it goes once the form posts through its code.
        hidden: document.querySelectorAll('#server-preview input[name="_csrf"]').length,
      };
    });
    assert.deepEqual(
      kept,
      { form: true, name: true, heading: true, root: 0, hidden: 0 },
      'the drawn form, field and heading are the page’s own nodes; nothing drawn again in #root',
    );
    assert.equal(await name.inputValue(), 'Grace Hopper', 'the typed name survives the takeover');
    assert.equal(await email.inputValue(), 'grace.hopper@example.test', 'the typed e-mail too');
    assert.deepEqual(freeTimes, [], 'no free-times request: the HTML carried them');
    assert.deepEqual(reads, [], 'the event type is not asked again');
    assert.deepEqual(errors, [], 'no hydration error (nor any other) in the console');
    const shifts = await page.evaluate(() => /** @type {any} */ (window).__layoutShift);
    assert.equal(shifts.cls, 0, `no layout shift while loading and at takeover (CLS ${shifts.cls})`);
    // The typed values are the page's state: the booking is made with them, through its code.
    await page.locator(`${hydrated} button[type="submit"]`).click();
    await expect(
      page.getByText('A calendar invitation has been sent to grace.hopper@example.test.'),
    ).toBeVisible({
      timeout: 60_000,
    });
    assert.deepEqual(errors, [], 'no console error after booking');
  },
  { viewport: { width: 390, height: 844 } },
);

// The reschedule page is drawn and hydrated too; a mismatch there was logged (Lighthouse's
// errors-in-console): the page loads when shown, inside a Suspense boundary the server did not draw.
journey(
  'a slow network: the reschedule page is hydrated in place with no console error and CLS 0',
  async ({ page, context, app }) => {
    const { username, eventTypeId } = await bookableType(app);
    const booking = await bookFirstFreeTime(app, {
      username,
      slug: 'intro-call',
      eventTypeId,
      timeZone: 'Europe/Berlin',
    });
    await context.addInitScript(observeLayoutShift);
    const errors = consoleErrors(page);
    const reads = apiReads(page);
    const { release, wasHeld } = await slowPage(page, context, { holdScripts: true });
    await page.goto(`/reschedule/${booking.link_secret}`, { waitUntil: 'commit' });
    await expect(page.locator('#server-preview h1')).toBeVisible();
    await eventually(wasHeld, "the shell's first script requested (and held)");
    await page.evaluate(() => {
      /** @type {any} */ (window).__drawnHeading = document.querySelector('#server-preview h1');
    });
    release();
    await page.locator(hydrated).waitFor({ timeout: 60_000 });
    await expect(page.locator(`${hydrated} button[data-day]:not([disabled])`).first()).toBeVisible({
      timeout: 60_000,
    });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    assert.ok(
      await page.evaluate(
        () => /** @type {any} */ (window).__drawnHeading === document.querySelector('#server-preview h1'),
      ),
      'the drawn heading is the page’s own node',
    );
    assert.deepEqual(reads, [], 'the booking is not asked again');
    assert.deepEqual(errors, [], 'no hydration error (nor any other) in the console');
    const shifts = await page.evaluate(() => /** @type {any} */ (window).__layoutShift);
    assert.equal(shifts.cls, 0, `no layout shift while loading and at takeover (CLS ${shifts.cls})`);
  },
  { viewport: { width: 390, height: 844 } },
);
