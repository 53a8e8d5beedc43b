// The embed (docs/architecture.md#embedding): a page on another origin (a static server on its
// own port) puts a booking page inline and in a popup with /embed.js; an attendee books inside
// the iframe; the page receives slotwise:booking-successful; the app's own pages refuse framing.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { newUser } from '../support/accounts.mjs';
import { api, registerHostWithSchedule } from '../support/api.mjs';
import { eventually, expect } from '../support/expect.mjs';
import { useJourneys } from '../support/journey.mjs';

const { journey } = useJourneys();

/** The partner's site: another origin (127.0.0.1 on its own port, the app is on localhost). */
async function startPartnerSite(html) {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { url: `http://127.0.0.1:${address.port}/`, close: () => new Promise((r) => server.close(r)) };
}

journey(
  'another site embeds a booking page inline and in a popup; a booking inside is told to it',
  async ({ page, app }) => {
    const host = newUser('embedhost');
    const { token, scheduleId } = await registerHostWithSchedule(app, host, { timeZone: 'Europe/Berlin' });
    await api(app, '/api/event-types', {
      method: 'POST',
      token,
      body: {
        title: 'Intro call',
        slug: 'intro-call',
        duration: 30,
        availability_id: scheduleId,
        location: 'phone',
      },
    });
    const link = `${host.username}/intro-call`;
    const partner = await startPartnerSite(`<!doctype html>
<html><head><meta charset="utf-8"><title>Partner</title></head><body>
<h1>Partner site</h1>
<script>
  window.slotwiseEvents = [];
  addEventListener('message', (event) => {
    if (event.data && String(event.data.type).startsWith('slotwise:')) {
      window.slotwiseEvents.push({ origin: event.origin, type: event.data.type, data: event.data.data });
    }
  });
</script>
<div id="inline" data-slotwise-inline="${link}" data-slotwise-name="Grace Hopper"
  data-slotwise-email="grace.hopper@example.test" data-slotwise-theme="#0f766e"></div>
<button id="open" type="button" data-slotwise-popup="${link}">Book now</button>
<iframe id="login" name="login" src="${app.url}/login"></iframe>
<script src="${app.url}/embed.js" async></script>
</body></html>`);
    try {
      await page.goto(partner.url);
      const inline = page.frameLocator('#inline iframe');
      await expect(inline.getByRole('heading', { level: 1, name: 'Intro call' })).toBeVisible();

      // The iframe grows with its page: no inner scrollbar.
      const framed = () => page.frames().find((frame) => frame.url().includes(`/${link}?embed=1`));
      await eventually(async () => {
        const frame = framed();
        if (!frame) return false;
        const { scrollHeight, innerHeight } = await frame.evaluate(() => ({
          scrollHeight: document.documentElement.scrollHeight,
          innerHeight: window.innerHeight,
        }));
        return innerHeight !== 600 && scrollHeight <= innerHeight + 1;
      }, 'the iframe sized to its page by slotwise:height, without an inner scrollbar');

      // Book inside the iframe; name and e-mail come prefilled.
      const firstDay = inline.locator('button[data-day]:not([disabled])').first();
      await firstDay.click();
      await inline
        .getByRole('list', { name: /^Free times on / })
        .getByRole('button')
        .first()
        .click();
      await expect(inline.getByRole('heading', { name: 'Enter Details' })).toBeVisible();
      assert.equal(await inline.getByLabel('Name').inputValue(), 'Grace Hopper');
      assert.equal(await inline.getByLabel('Email').inputValue(), 'grace.hopper@example.test');
      await inline.getByRole('button', { name: 'Confirm booking' }).click();
      await expect(inline.getByRole('heading', { level: 1, name: 'Confirmed' })).toBeVisible();

      const events = await eventually(async () => {
        const received = await page.evaluate(() => /** @type {any} */ (window).slotwiseEvents);
        return received.some((event) => event.type === 'slotwise:booking-successful') ? received : null;
      }, 'slotwise:booking-successful received by the partner page');
      const appOrigin = new URL(app.url).origin;
      const booked = events.find((event) => event.type === 'slotwise:booking-successful');
      assert.equal(booked.origin, appOrigin);
      assert.equal(booked.data.status, 'confirmed');
      assert.equal(booked.data.event_type.slug, 'intro-call');
      assert.match(booked.data.id, /^[0-9a-f-]{36}$/);
      assert.equal(booked.data.attendee_email, undefined, 'only the public fields');
      assert.ok(
        events.some(
          (event) => event.type === 'slotwise:date-selected' && /^\d{4}-\d{2}-\d{2}$/.test(event.data.date),
        ),
      );
      assert.ok(events.some((event) => event.type === 'slotwise:height' && event.data > 0));
      const saved = await api(app, `/api/bookings/${booked.data.id}`, { token });
      assert.equal(
        (saved.data ?? saved).attendee_email,
        'grace.hopper@example.test',
        'booked with the prefilled e-mail',
      );

      // The popup: the same page in a modal, closed with Escape.
      await page.locator('#open').click();
      const popup = page.getByRole('dialog');
      await expect(
        popup.frameLocator('iframe').getByRole('heading', { level: 1, name: 'Intro call' }),
      ).toBeVisible();
      await page.keyboard.press('Escape');
      await eventually(async () => (await page.getByRole('dialog').count()) === 0, 'the popup closed');

      // The app's own page in a frame is refused by the browser (frame-ancestors 'none').
      const loginFrame = page.frame({ name: 'login' });
      assert.ok(loginFrame);
      await eventually(
        async () => loginFrame.url().startsWith('chrome-error:'),
        'the login page refused in a frame',
      );
      const login = await page.request.get(`${app.url}/login`);
      assert.match(login.headers()['content-security-policy'], /frame-ancestors 'none'/);
      assert.equal(login.headers()['x-frame-options'], 'DENY');
      const dashboard = await page.request.get(`${app.url}/dashboard/event-types`);
      assert.match(dashboard.headers()['content-security-policy'], /frame-ancestors 'none'/);
      const bookingPage = await page.request.get(`${app.url}/${link}`);
      assert.match(bookingPage.headers()['content-security-policy'], /frame-ancestors \*/);
      assert.equal(bookingPage.headers()['x-frame-options'], undefined);
    } finally {
      await partner.close();
    }
  },
);
