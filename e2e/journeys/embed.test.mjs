// The embed (docs/attendee-pages.md#embedding): a page on another origin (a static server on its
// own port) puts a booking page inline and in a popup with /embed.js; an attendee books inside
// the iframe; the page receives slotwise:booking-successful (at its own origin, without who booked);
// the app's own pages, its aliases and made-up links refuse framing.
// With a webhook endpoint made in Settings > Developers, a loopback receiver (allowlisted by
// WEBHOOK_ALLOWED_NETWORKS) gets the signed booking.created, and "Redeliver" sends the same id.
import assert from 'node:assert/strict';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { api, registerHostWithSchedule } from '../../scripts/testing/api-calls.mjs';
import { confirmEmailAddress, newUser, signIn } from '../support/accounts.mjs';
import { eventually, expect } from '../support/expect.mjs';
import { useJourneys } from '../support/journey.mjs';

// Loopback only: the webhook receiver below listens on 127.0.0.1 (docs/webhooks.md#network-safety).
const { journey } = useJourneys({ env: { WEBHOOK_ALLOWED_NETWORKS: '127.0.0.1/32' } });

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

/** A webhook receiver on loopback: records each request's headers and raw body, answers 200. */
async function startReceiver() {
  /** @type {{ headers: import('node:http').IncomingHttpHeaders, body: string }[]} */
  const received = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.end('ok');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}/slotwise-hook`,
    received,
    close: () => new Promise((r) => server.close(r)),
  };
}

/** docs/webhooks.md#signature: HMAC-SHA256(secret, "<t>.<raw body>"), fresh timestamp. */
function verifySignature(secret, header, rawBody) {
  const parts = Object.fromEntries(
    String(header)
      .split(',')
      .map((part) => part.split('=')),
  );
  const expected = createHmac('sha256', secret).update(`${parts.t}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  const fresh = Math.abs(Date.now() / 1000 - Number(parts.t)) <= 300;
  return fresh && given.length === expected.length && timingSafeEqual(given, expected);
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
      const spoofed = event.source === document.getElementById('spoofed')?.contentWindow;
      window.slotwiseEvents.push({ origin: event.origin, type: event.data.type, data: event.data.data, spoofed });
    }
  });
</script>
<div id="inline" data-slotwise-inline="${link}" data-slotwise-name="Grace Hopper"
  data-slotwise-email="grace.hopper@example.test" data-slotwise-theme="#0f766e"></div>
<button id="open" type="button" data-slotwise-popup="${link}">Book now</button>
<iframe id="login" name="login" src="${app.url}/login"></iframe>
<iframe id="alias" name="alias" src="${app.url}/settings"></iframe>
<iframe id="made-up" name="made-up" src="${app.url}/${host.username}/no-such-type"></iframe>
<iframe id="spoofed" name="spoofed" src="${app.url}/${link}?embed_origin=https%3A%2F%2Fother.example&embed=1"></iframe>
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
      // Only what the page needs: never who booked, nor the secret of the attendee's links.
      assert.deepEqual(Object.keys(booked.data).sort(), [
        'end_time',
        'event_type',
        'id',
        'start_time',
        'status',
        'timezone',
      ]);
      assert.deepEqual(Object.keys(booked.data.event_type).sort(), ['duration', 'slug', 'title']);
      assert.equal(JSON.stringify(events).includes('grace.hopper@example.test'), false, 'no e-mail posted');
      assert.equal(JSON.stringify(events).includes('Grace Hopper'), false, 'no name posted');
      // Posted to the embedding page's origin only: the frame told another origin posts nothing here.
      assert.ok(events.every((event) => event.origin === appOrigin));
      assert.equal(events.filter((event) => event.spoofed).length, 0, 'nothing from the spoofed frame');
      const inlineFrame = framed();
      assert.ok(inlineFrame);
      assert.equal(new URL(inlineFrame.url()).searchParams.get('embed_origin'), new URL(partner.url).origin);
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
      // Only real attendee pages may be framed: an alias of the app's pages and a made-up event
      // type are refused like the app (docs/product.md#framing-and-the-embed).
      for (const name of ['alias', 'made-up']) {
        const frame = page.frame({ name });
        assert.ok(frame, name);
        await eventually(async () => frame.url().startsWith('chrome-error:'), `${name} refused in a frame`);
      }
      for (const path of [
        '/settings',
        `/${host.username}/no-such-type`,
        '/login/intro-call',
        '/nobody-here',
      ]) {
        const answer = await page.request.get(`${app.url}${path}`);
        assert.equal(answer.headers()['x-frame-options'], 'DENY', path);
        assert.match(answer.headers()['content-security-policy'], /frame-ancestors 'none'/, path);
      }
    } finally {
      await partner.close();
    }
  },
);

journey(
  'a booking inside the embed reaches the host’s webhook signed; Redeliver sends the same event id',
  async ({ page, app }) => {
    const host = newUser('hookhost');
    const { token, scheduleId } = await registerHostWithSchedule(app, host, { timeZone: 'Europe/Berlin' });
    await api(app, '/api/event-types', {
      method: 'POST',
      token,
      body: { title: 'Demo', slug: 'demo', duration: 30, availability_id: scheduleId, location: 'phone' },
    });
    const link = `${host.username}/demo`;
    const receiver = await startReceiver();
    const partner = await startPartnerSite(`<!doctype html>
<html><head><meta charset="utf-8"><title>Partner</title></head><body>
<script>
  window.slotwiseEvents = [];
  addEventListener('message', (event) => {
    if (event.data && String(event.data.type).startsWith('slotwise:')) window.slotwiseEvents.push(event.data);
  });
</script>
<div id="inline" data-slotwise-inline="${link}" data-slotwise-name="Grace Hopper"
  data-slotwise-email="grace.hooks@example.test"></div>
<script src="${app.url}/embed.js" async></script>
</body></html>`);
    try {
      // The host confirms the address (webhooks need it), then registers the endpoint in
      // Settings > Developers; the secret is shown once.
      await signIn(page, host.email);
      await confirmEmailAddress(page, app, host.email);
      await page.goto('/dashboard/settings?tab=developers');
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: /Endpoint URL/ }).fill(receiver.url);
      await dialog.getByRole('button', { name: 'Save' }).click();
      const secretBox = page.getByTestId('one-time-secret');
      await expect(secretBox).toBeVisible();
      const secret = (await secretBox.textContent())?.trim() ?? '';
      assert.match(secret, /^whsec_/);
      await page.getByRole('button', { name: 'Done' }).click();
      await eventually(
        async () => (await page.getByTestId('one-time-secret').count()) === 0,
        'secret hidden',
      );

      // An attendee books inside the iframe on the partner's page.
      await page.goto(partner.url);
      const inline = page.frameLocator('#inline iframe');
      await expect(inline.getByRole('heading', { level: 1, name: 'Demo' })).toBeVisible();
      await inline.locator('button[data-day]:not([disabled])').first().click();
      await inline
        .getByRole('list', { name: /^Free times on / })
        .getByRole('button')
        .first()
        .click();
      await expect(inline.getByRole('heading', { name: 'Enter Details' })).toBeVisible();
      await inline.getByRole('button', { name: 'Confirm booking' }).click();
      await expect(inline.getByRole('heading', { level: 1, name: 'Confirmed' })).toBeVisible();
      const booked = await eventually(
        async () =>
          (await page.evaluate(() => /** @type {any} */ (window).slotwiseEvents)).find(
            (event) => event.type === 'slotwise:booking-successful',
          ),
        'slotwise:booking-successful received by the partner page',
      );

      // The receiver gets booking.created, signed with the secret over timestamp and raw body.
      const first = await eventually(
        () => receiver.received.find((request) => JSON.parse(request.body).type === 'booking.created'),
        'booking.created at the loopback receiver',
      );
      const event = JSON.parse(first.body);
      assert.equal(event.version, 1);
      assert.equal(event.data.booking.id, booked.data.id);
      assert.equal(event.data.booking.attendee.email, 'grace.hooks@example.test');
      assert.equal(event.data.booking.event_type.slug, 'demo');
      assert.equal(first.headers['slotwise-webhook-id'], event.id);
      assert.equal(first.headers['content-type'], 'application/json');
      assert.ok(
        verifySignature(secret, first.headers['slotwise-signature'], first.body),
        'signature verifies',
      );
      assert.ok(
        !verifySignature(`${secret}x`, first.headers['slotwise-signature'], first.body),
        'another secret does not verify',
      );
      assert.ok(
        !verifySignature(secret, first.headers['slotwise-signature'], first.body.replace('Grace', 'Grave')),
        'a changed body does not verify',
      );

      // The host redelivers it from the deliveries list: the receiver gets the same id again.
      await page.goto('/dashboard/settings?tab=developers');
      const endpoint = page
        .getByRole('list', { name: 'Webhooks' })
        .getByRole('listitem')
        .filter({ hasText: receiver.url });
      await endpoint.getByRole('button', { name: 'Deliveries' }).click();
      const delivery = endpoint
        .getByRole('list', { name: 'Deliveries' })
        .getByRole('listitem')
        .filter({ hasText: 'booking.created' });
      await expect(delivery.getByText('Succeeded')).toBeVisible();
      await expect(delivery.getByText('200', { exact: true })).toBeVisible();
      const before = receiver.received.length;
      await delivery.getByRole('button', { name: 'Redeliver' }).click();
      const again = await eventually(
        () => receiver.received.slice(before).find((request) => JSON.parse(request.body).id === event.id),
        'the redelivery at the receiver',
      );
      assert.equal(again.body, first.body, 'the same event body');
      assert.equal(again.headers['slotwise-webhook-id'], event.id);
      assert.ok(verifySignature(secret, again.headers['slotwise-signature'], again.body));
    } finally {
      await partner.close();
      await receiver.close();
    }
  },
);
