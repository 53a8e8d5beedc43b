// Several durations and the page after booking (docs/product.md#several-durations,
// #after-booking): an attendee picks 60 minutes of a type offering 15/30/60 and the booking
// lasts 60 (its invite too); a type with a redirect address sends the attendee there after
// booking, with the booking's public fields.
//
// The redirect address is https on a name that does not exist (thanks.example.test): the
// browser's request for it is answered by the test (Playwright's context.route), so what is
// checked is the navigation the page really made, with no server setting loosened for tests.
import assert from 'node:assert/strict';
import { api, registerHostWithSchedule } from '../../scripts/testing/api-calls.mjs';
import { newUser } from '../support/accounts.mjs';
import { eventually, expect } from '../support/expect.mjs';
import { useJourneys } from '../support/journey.mjs';
import { readOutbox } from '../support/outbox.mjs';

const { journey } = useJourneys();
const MINUTE = 60_000;

/** '2026-11-23T14:00:00.000Z' -> '20261123T140000Z'. */
const utcStamp = (instant) =>
  new Date(instant)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

/**
 * Picks the first free day and time, fills the form and books; the created booking. Its answer
 * is read as it passes (the page may leave right after it, for the redirect address).
 */
async function bookFirstTime(page, email) {
  /** @type {{ status: number, body: any } | null} */
  let answer = null;
  await page.route('**/api/public/bookings', async (route) => {
    const response = await route.fetch();
    answer = { status: response.status(), body: await response.json() };
    await route.fulfill({ response });
  });
  const firstDay = page.locator('button[data-day]:not([disabled])').first();
  await firstDay.waitFor();
  await firstDay.click();
  const firstTime = page
    .getByRole('list', { name: /^Free times on / })
    .getByRole('button')
    .first();
  await firstTime.waitFor();
  await firstTime.click();
  await expect(page.getByRole('heading', { name: 'Enter Details' })).toBeVisible();
  await page.getByLabel('Name').fill('Grace Hopper');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  const created = await eventually(async () => answer, 'the booking answer');
  assert.equal(created.status, 201, 'the booking was created');
  return created.body.data;
}

journey('an attendee picks 60 minutes of a 15/30/60 type and the booking lasts 60', async ({ page, app }) => {
  const host = newUser('durations');
  const { token, scheduleId } = await registerHostWithSchedule(app, host, { timeZone: 'Europe/Berlin' });
  await api(app, '/api/event-types', {
    method: 'POST',
    token,
    body: {
      title: 'Consultation',
      slug: 'consultation',
      duration: 30,
      durations: [15, 30, 60],
      availability_id: scheduleId,
      location: 'google_meet',
      minimum_notice_minutes: 0,
    },
  });
  const bookingPath = `/${host.username}/consultation`;

  // The server-drawn page already chooses the duration a shared link names.
  const drawn = await page.request.get(`${bookingPath}?duration=60`);
  assert.ok(drawn.ok(), `the page answers (HTTP ${drawn.status()})`);
  assert.match(await drawn.text(), /aria-pressed="true"[^>]*>60 min</, 'drawn with 60 min chosen');

  await page.goto(bookingPath);
  const durations = page.getByRole('group', { name: 'Duration' });
  await expect(durations.getByRole('button', { name: '30 min' })).toBeVisible();
  assert.equal(await durations.getByRole('button', { name: '30 min' }).getAttribute('aria-pressed'), 'true');
  const sixtyFreeTimes = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.endsWith('/free-times') &&
      new URL(response.url()).searchParams.get('duration') === '60',
  );
  await durations.getByRole('button', { name: '60 min' }).click();
  assert.equal((await sixtyFreeTimes).status(), 200, 'the free times of 60 minutes');
  assert.equal(new URL(page.url()).searchParams.get('duration'), '60', 'the address shares the choice');

  const email = 'grace.sixty@example.test';
  const booking = await bookFirstTime(page, email);
  assert.equal(
    Date.parse(booking.end_time) - Date.parse(booking.start_time),
    60 * MINUTE,
    'lasts 60 minutes',
  );
  assert.equal(booking.duration, 60);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmed' })).toBeVisible();

  // The invite mailed to the attendee ends 60 minutes after it starts; the host's list says 60.
  await eventually(async () => {
    const mails = await readOutbox(app.outboxDir);
    return (
      mails.find(
        (mail) =>
          mail.to.toLowerCase().includes(email) &&
          mail.body.includes(`DTSTART:${utcStamp(booking.start_time)}`) &&
          mail.body.includes(`DTEND:${utcStamp(booking.end_time)}`),
      ) ?? null
    );
  }, 'an invite of 60 minutes mailed to the attendee');
  const listed = await api(app, '/api/bookings?per_page=100', { token });
  const mine = listed.data.find((one) => one.id === booking.id);
  assert.equal(mine?.duration, 60, "the host's list shows the booking's own 60 minutes");
});

journey(
  'a type with a redirect address lands on it after booking, with the booking’s public fields',
  async ({ page, context, app }) => {
    const host = newUser('redirect');
    const { token, scheduleId } = await registerHostWithSchedule(app, host, { timeZone: 'Europe/Berlin' });
    await api(app, '/api/event-types', {
      method: 'POST',
      token,
      body: {
        title: 'Demo',
        slug: 'demo',
        duration: 30,
        availability_id: scheduleId,
        location: 'google_meet',
        minimum_notice_minutes: 0,
        redirect_url: 'https://thanks.example.test/done?src=e2e',
      },
    });
    /** @type {string[]} */
    const landed = [];
    await context.route('https://thanks.example.test/**', async (route) => {
      landed.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><h1>Thanks!</h1>' });
    });

    await page.goto(`/${host.username}/demo`);
    const email = 'grace.redirect@example.test';
    const booking = await bookFirstTime(page, email);
    await expect(page.getByRole('heading', { level: 1, name: 'Thanks!' })).toBeVisible();
    assert.equal(landed.length, 1, 'one navigation to the redirect address');
    const address = new URL(page.url());
    assert.equal(`${address.origin}${address.pathname}`, 'https://thanks.example.test/done');
    assert.deepEqual(Object.fromEntries(address.searchParams), {
      src: 'e2e',
      booking_id: booking.id,
      status: 'confirmed',
      event_type: 'demo',
      event_title: 'Demo',
      start_time: booking.start_time,
      end_time: booking.end_time,
      duration: '30',
      timezone: booking.timezone,
      attendee_name: 'Grace Hopper',
      attendee_email: email,
    });
    assert.ok(!page.url().includes(booking.link_secret), "the attendee link's secret stays out");
  },
);
