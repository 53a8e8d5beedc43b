// The rest of the attendee pages as plain HTML (docs/attendee-pages.md#without-javascript, issue
// #27 item 1), with JavaScript disabled in Chromium: reschedule from the booking's link (zone,
// day, time, "Confirm new time"; a time taken meanwhile, 409, and another picked), in English and
// French; and the booking form's choices the app offers: one of several durations, guests, other
// attendees of a group type (a row added by a post), fewer meetings of a series; a single-use
// link booked and its confirmation. The booking, 409,
// wrong answer, zone and cancel journeys are in no-javascript-booking.test.mjs.
import assert from 'node:assert/strict';
import { api, bookFirstFreeTime } from '../../scripts/testing/api-calls.mjs';
import { eventually, expect } from '../support/expect.mjs';
import { useJourneys } from '../support/journey.mjs';
import {
  hiddenFieldsOf,
  pickFirstDay,
  plainCalendarTexts,
  plainPage,
  publishPlainHost,
  timesOf,
} from '../support/plain-pages.mjs';

const { journey, state } = useJourneys();

// The attendee texts (mf-bookings/src/app/locales/attendee.{en,fr}.ts).
const texts = {
  en: {
    ...plainCalendarTexts.en,
    rescheduleHeading: 'Reschedule booking',
    currentTime: 'Current time',
    pickNewTime: 'Pick a new time',
    newTime: 'New time',
    confirmReschedule: 'Confirm new time',
    changeTime: 'Pick another time',
    rescheduledNow: 'Your booking has been moved to the new time.',
    duration: 'Duration',
    guests: 'Guests',
    addAttendee: 'Add attendee',
    attendeeName: 'Attendee 1 name',
    attendeeEmail: 'Attendee 1 email',
    seriesCount: 'Number of meetings',
    seriesShow: 'Show these meetings',
    seriesBusy: 'Not every meeting is free: ',
    seriesBookOthers: 'Book the other meetings',
    seriesPickAnother: 'Pick another start',
  },
  fr: {
    ...plainCalendarTexts.fr,
    rescheduleHeading: 'Reprogrammer la réservation',
    currentTime: 'Horaire actuel',
    pickNewTime: 'Choisissez un nouvel horaire',
    newTime: 'Nouvel horaire',
    confirmReschedule: 'Confirmer le nouvel horaire',
    changeTime: 'Choisir un autre horaire',
    rescheduledNow: 'Votre réservation a été déplacée au nouvel horaire.',
    duration: 'Durée',
    guests: 'Invités',
    addAttendee: 'Ajouter un participant',
    attendeeName: 'Nom du participant 1',
    attendeeEmail: 'E-mail du participant 1',
    seriesCount: 'Nombre de réunions',
    seriesShow: 'Afficher ces réunions',
    seriesBusy: 'Toutes les réunions ne sont pas libres : ',
    seriesBookOthers: 'Réserver les autres réunions',
    seriesPickAnother: 'Choisir un autre début',
  },
};

/** A host in Berlin with one type (`extra` added to its payload). */
const publishHost = (app, extra = {}) => publishPlainHost(app, 'nojs-changes', extra);

/** The values (ISO starts) of the times shown. */
const valuesOf = (page, t) =>
  timesOf(page, t).evaluateAll((buttons) => buttons.map((button) => button.getAttribute('value')));

/** The host's bookings of this attendee. */
async function bookingsOf(app, token, email) {
  const all = await api(app, '/api/bookings?per_page=100', { token });
  return all.data.filter((booking) => booking.attendee_email === email);
}

for (const language of /** @type {const} */ (['en', 'fr'])) {
  const t = texts[language];

  journey(
    `[${language}] reschedules without JavaScript: zone, day, a time taken meanwhile (409), another, moved`,
    async ({ app }) => {
      const { host, token, eventTypeId } = await publishHost(app);
      const booking = await bookFirstFreeTime(app, {
        username: host.username,
        slug: 'plain-call',
        eventTypeId,
        timeZone: 'Europe/Paris',
      });
      const { context, page } = await plainPage(
        /** @type {import('playwright-core').Browser} */ (state.browser),
        app,
        t,
      );
      try {
        await page.goto(`/reschedule/${booking.link_secret}`);
        await expect(page.getByRole('heading', { level: 1, name: t.rescheduleHeading })).toBeVisible();
        await expect(page.getByText(t.currentTime)).toBeVisible();
        await expect(page.getByRole('heading', { name: t.pickNewTime })).toBeVisible();

        await page.getByRole('combobox', { name: t.timeZone }).selectOption('Europe/Paris');
        await page.getByRole('button', { name: t.showTimes }).click();
        await page.waitForURL((url) => url.searchParams.get('tz') === 'Europe/Paris');
        await pickFirstDay(page, t);
        assert.equal(new URL(page.url()).searchParams.get('tz'), 'Europe/Paris', 'the zone is kept');
        // Another time than the booking's own (its page may offer it: moving there changes nothing).
        const offered = (await valuesOf(page, t)).filter(
          (start) => Date.parse(start ?? '') !== Date.parse(booking.start_time),
        );
        const taken = /** @type {string} */ (offered[0]);
        await timesOf(page, t)
          .and(page.locator(`[value="${taken}"]`))
          .click();
        await expect(page.getByRole('heading', { name: t.newTime })).toBeVisible();

        // Someone else books that time while the page is open: the day's other times, told why.
        const other = await api(app, '/api/public/bookings', {
          method: 'POST',
          body: {
            event_type_id: eventTypeId,
            start_time: taken,
            attendee_name: 'Someone Else',
            attendee_email: 'someone.else@example.test',
            timezone: 'Europe/Paris',
            answers: [],
          },
        });
        assert.equal(other.data.status, 'confirmed');
        await page.getByRole('button', { name: t.confirmReschedule }).click();
        await expect(page.getByRole('alert').filter({ hasText: t.slotTaken })).toBeVisible();
        const shown = await valuesOf(page, t);
        assert.ok(!shown.includes(taken), 'the taken time is no longer offered');
        const left = shown.filter((start) => Date.parse(start ?? '') !== Date.parse(booking.start_time));
        const another = /** @type {string} */ (left[0]);
        await timesOf(page, t)
          .and(page.locator(`[value="${another}"]`))
          .click();
        // The form's hidden fields: its token and its Idempotency-Key (one move per drawn form).
        const confirmForm = await hiddenFieldsOf(page);
        assert.match(confirmForm.idempotency_key ?? '', /^[\w-]{43}$/);
        const confirmUrl = page.url();
        await page.getByRole('button', { name: t.confirmReschedule }).click();
        await page.waitForURL((url) => url.searchParams.get('moved') === '1');
        await expect(page.getByText(t.rescheduledNow)).toBeVisible();
        // A reload is a GET: nothing is moved again.
        await page.reload();
        await expect(page.getByText(t.rescheduledNow)).toBeVisible();

        const [moved] = await bookingsOf(app, token, 'grace.hopper@example.test');
        assert.equal(moved.id, booking.id, 'the booking keeps its id');
        assert.equal(Date.parse(moved.start_time), Date.parse(another));
        assert.equal(moved.rescheduled_by, 'attendee');

        // The same form sent again (a double submit): the API replays its first answer under the
        // form's key; the same outcome, nothing moved twice.
        const again = await page.request.post(confirmUrl, {
          form: confirmForm,
          headers: { origin: new URL(app.url).origin },
          maxRedirects: 0,
        });
        assert.equal(again.status(), 303);
        const outcome = new URL(/** @type {string} */ (again.headers().location), confirmUrl);
        assert.equal(outcome.searchParams.get('moved'), '1');
        await page.goto(outcome.href);
        await expect(page.getByText(t.rescheduledNow)).toBeVisible();
        const [still] = await bookingsOf(app, token, 'grace.hopper@example.test');
        assert.equal(still.rescheduled_at, moved.rescheduled_at, 'not moved a second time');
      } finally {
        await context.close();
      }
    },
  );
}

journey('[en] without JavaScript: one of several durations and a guest', async ({ app }) => {
  const t = texts.en;
  const { host, token } = await publishHost(app, { durations: [15, 30, 60] });
  const { context, page } = await plainPage(
    /** @type {import('playwright-core').Browser} */ (state.browser),
    app,
    t,
  );
  try {
    await page.goto(`/${host.username}/plain-call?tz=Europe%2FParis`);
    const durations = page.getByRole('group', { name: t.duration });
    await durations.getByRole('button', { name: '60 min' }).click();
    await page.waitForURL((url) => url.searchParams.get('duration') === '60');
    assert.equal(
      await durations.getByRole('button', { name: '60 min' }).getAttribute('aria-pressed'),
      'true',
    );
    assert.equal(new URL(page.url()).searchParams.get('tz'), 'Europe/Paris', 'the zone is kept');

    await pickFirstDay(page, t);
    assert.equal(new URL(page.url()).searchParams.get('duration'), '60', 'the duration is kept');
    const start = /** @type {string} */ (await timesOf(page, t).first().getAttribute('value'));
    await timesOf(page, t).first().click();
    await expect(page.getByRole('heading', { name: t.formHeading })).toBeVisible();
    await page.locator('input[name="attendee_name"]').fill('Camille Durand');
    await page.locator('input[name="attendee_email"]').fill('camille.durand@example.test');
    await page.getByLabel(t.guests).fill('ada.guest@example.test');
    await page.getByRole('button', { name: t.submit }).click();
    await page.waitForURL(/[?&]booked=/);
    await expect(page.getByRole('heading', { name: t.confirmed })).toBeVisible();

    const [made] = await bookingsOf(app, token, 'camille.durand@example.test');
    assert.equal(Date.parse(made.start_time), Date.parse(start));
    assert.equal((Date.parse(made.end_time) - Date.parse(made.start_time)) / 60_000, 60, '60 minutes');
    assert.deepEqual(made.guests, ['ada.guest@example.test']);
  } finally {
    await context.close();
  }
});

journey('[fr] without JavaScript: another attendee of a group type, added by a post', async ({ app }) => {
  const t = texts.fr;
  const { host, token } = await publishHost(app, { event_type: 'group', max_participants: 5 });
  const { context, page } = await plainPage(
    /** @type {import('playwright-core').Browser} */ (state.browser),
    app,
    t,
  );
  try {
    await page.goto(`/${host.username}/plain-call?tz=Europe%2FParis`);
    await pickFirstDay(page, t);
    await timesOf(page, t).first().click();
    await expect(page.getByRole('heading', { name: t.formHeading })).toBeVisible();
    await page.locator('input[name="attendee_name"]').fill('Camille Durand');
    await page.locator('input[name="attendee_email"]').fill('camille.durand@example.test');
    // The row is added by the server; what was typed stays.
    await page.getByRole('button', { name: t.addAttendee }).click();
    await expect(page.getByLabel(t.attendeeName)).toBeVisible();
    assert.equal(await page.locator('input[name="attendee_name"]').inputValue(), 'Camille Durand');
    assert.equal(
      (await bookingsOf(app, token, 'camille.durand@example.test')).length,
      0,
      'nothing booked yet',
    );
    await page.getByLabel(t.attendeeName).fill('Léa Martin');
    await page.getByLabel(t.attendeeEmail).fill('lea.martin@example.test');
    await page.getByRole('button', { name: t.submit }).click();
    await page.waitForURL(/[?&]booked=/);
    await expect(page.getByRole('heading', { name: t.confirmed })).toBeVisible();

    const made = await bookingsOf(app, token, 'camille.durand@example.test');
    assert.equal(made.length, 1);
    assert.deepEqual(
      made[0].additional_attendees.map((one) => one.email),
      ['lea.martin@example.test'],
    );
  } finally {
    await context.close();
  }
});

journey('[en] without JavaScript: fewer meetings of a series', async ({ app }) => {
  const t = texts.en;
  const { host, token } = await publishHost(app, {
    recurring: true,
    recurring_frequency: 'weekly',
    recurring_max_count: 4,
  });
  const { context, page } = await plainPage(
    /** @type {import('playwright-core').Browser} */ (state.browser),
    app,
    t,
  );
  try {
    await page.goto(`/${host.username}/plain-call?tz=Europe%2FParis`);
    await pickFirstDay(page, t);
    await timesOf(page, t).first().click();
    await expect(page.getByRole('heading', { name: t.formHeading })).toBeVisible();
    await page.locator('input[name="attendee_name"]').fill('Camille Durand');
    await page.locator('input[name="attendee_email"]').fill('camille.durand@example.test');
    const dates = page.locator('fieldset ol > li');
    assert.equal(await dates.count(), 4, 'the whole series first');
    await page.getByLabel(t.seriesCount).selectOption('2');
    // The dates follow the count once the form is drawn again (nothing booked), values kept.
    await page.getByRole('button', { name: t.seriesShow }).click();
    await eventually(async () => (await dates.count()) === 2, 'the dates of two meetings');
    assert.equal(await page.locator('input[name="attendee_name"]').inputValue(), 'Camille Durand');
    assert.equal((await bookingsOf(app, token, 'camille.durand@example.test')).length, 0);
    await page.getByRole('button', { name: t.submit }).click();
    await page.waitForURL(/[?&]booked=/);
    await expect(page.getByRole('heading', { name: t.confirmed })).toBeVisible();
    const made = await bookingsOf(app, token, 'camille.durand@example.test');
    assert.equal(made.length, 2, 'two meetings of the series, not four');
  } finally {
    await context.close();
  }
});

for (const language of /** @type {const} */ (['en', 'fr'])) {
  const t = texts[language];
  journey(
    `[${language}] without JavaScript: a series with a busy meeting, the others booked`,
    async ({ app }) => {
      const { host, token, eventTypeId } = await publishHost(app, {
        recurring: true,
        recurring_frequency: 'weekly',
        recurring_max_count: 3,
      });
      const { context, page } = await plainPage(
        /** @type {import('playwright-core').Browser} */ (state.browser),
        app,
        t,
      );
      try {
        await page.goto(`/${host.username}/plain-call?tz=Europe%2FParis`);
        await pickFirstDay(page, t, 1);
        const start = /** @type {string} */ (await timesOf(page, t).first().getAttribute('value'));
        await timesOf(page, t).first().click();
        await expect(page.getByRole('heading', { name: t.formHeading })).toBeVisible();
        await page.locator('input[name="attendee_name"]').fill('Camille Durand');
        await page.locator('input[name="attendee_email"]').fill('camille.durand@example.test');

        // Someone books the second meeting's time meanwhile.
        const second = new Date(Date.parse(start) + 7 * 86_400_000).toISOString();
        const other = await api(app, '/api/public/bookings', {
          method: 'POST',
          body: {
            event_type_id: eventTypeId,
            start_time: second,
            attendee_name: 'Someone Else',
            attendee_email: 'someone.else@example.test',
            timezone: 'Europe/Paris',
            answers: [],
          },
        });
        assert.equal(other.data.status, 'confirmed');

        // The form again, what was typed kept, with the app's choice.
        await page.getByRole('button', { name: t.submit }).click();
        await expect(page.getByRole('alert').filter({ hasText: t.seriesBusy })).toBeVisible();
        assert.equal(await page.locator('input[name="attendee_name"]').inputValue(), 'Camille Durand');
        await expect(page.getByRole('link', { name: t.seriesPickAnother })).toBeVisible();
        assert.equal((await bookingsOf(app, token, 'camille.durand@example.test')).length, 0);

        await page.getByRole('button', { name: t.seriesBookOthers }).click();
        await page.waitForURL(/[?&]booked=/);
        await expect(page.getByRole('heading', { name: t.confirmed })).toBeVisible();
        const made = await bookingsOf(app, token, 'camille.durand@example.test');
        assert.equal(made.length, 2, 'the two free meetings of three');
        assert.ok(
          made.every((booking) => Date.parse(booking.start_time) !== Date.parse(second)),
          'not the busy one',
        );
      } finally {
        await context.close();
      }
    },
  );
}

journey(
  '[fr] without JavaScript: a single-use link books once, then shows its confirmation',
  async ({ app }) => {
    const t = texts.fr;
    const { token, eventTypeId } = await publishHost(app);
    const link = await api(app, `/api/single-use-links/${eventTypeId}`, { method: 'POST', token, body: {} });
    const path = new URL(link.data.url).pathname;
    const { context, page } = await plainPage(
      /** @type {import('playwright-core').Browser} */ (state.browser),
      app,
      t,
    );
    try {
      await page.goto(`${path}?tz=Europe%2FParis`);
      await expect(page.getByRole('heading', { level: 1, name: 'Plain call' })).toBeVisible();
      await pickFirstDay(page, t);
      await timesOf(page, t).first().click();
      await expect(page.getByRole('heading', { name: t.formHeading })).toBeVisible();
      await page.locator('input[name="attendee_name"]').fill('Camille Durand');
      await page.locator('input[name="attendee_email"]').fill('camille.durand@example.test');
      await page.getByRole('button', { name: t.submit }).click();
      await page.waitForURL(/[?&]booked=/);
      // The link is used up by now: the confirmation is drawn from the booking itself.
      await expect(page.getByRole('heading', { name: t.confirmed })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { name: t.confirmed })).toBeVisible();
      assert.equal((await bookingsOf(app, token, 'camille.durand@example.test')).length, 1);
      const links = await api(app, `/api/single-use-links/${eventTypeId}`, { token });
      assert.equal(links.data[0].status, 'used');
    } finally {
      await context.close();
    }
  },
);
