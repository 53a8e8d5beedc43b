// The booking page as plain HTML (docs/attendee-pages.md#without-javascript, issue #27 item 1):
// with JavaScript disabled in Chromium, a visitor switches the time zone, picks a day and a time
// (GETs of the page), answers a required question wrongly and fixes it, books (a POST, then the
// confirmation page), and on a time taken meanwhile (409) gets the day's other times and books
// another, and cancels from the confirmation's link; in English and in French, with the app's own texts.
import assert from 'node:assert/strict';
import { api } from '../../scripts/testing/api-calls.mjs';
import { eventually, expect } from '../support/expect.mjs';
import { useJourneys } from '../support/journey.mjs';
import { readOutbox } from '../support/outbox.mjs';
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
    name: 'Name',
    email: 'Email',
    numberInvalid: 'Enter a number',
    reason: 'Reason for cancellation (optional)',
    cancelButton: 'Cancel booking',
    cancelled: 'This booking has been cancelled.',
    clockFormat: 'Time format',
    clock12h: '12h',
    clock24h: '24h',
  },
  fr: {
    ...plainCalendarTexts.fr,
    name: 'Nom',
    email: 'E-mail',
    numberInvalid: 'Saisissez un nombre',
    reason: "Motif de l'annulation (facultatif)",
    cancelButton: 'Annuler la réservation',
    cancelled: 'Cette réservation a été annulée.',
    clockFormat: "Format de l'heure",
    clock12h: '12 h',
    clock24h: '24 h',
  },
};

const question = 'How many people will join?';

/** A host in Berlin with a type asking a required number. */
const publishHost = (app) =>
  publishPlainHost(app, 'nojs', {
    questions: [{ question_text: question, required: true, answer_type: 'number', sort_order: 0 }],
  });

/** Fills the form (the number answered as given) and sends it. */
async function fillAndSend(page, t, people) {
  await page.getByLabel(t.name).fill('Camille Durand');
  await page.getByLabel(t.email).fill('camille.durand@example.test');
  await page.getByLabel(question).fill(people);
  await page.getByRole('button', { name: t.submit }).click();
}

for (const language of /** @type {const} */ (['en', 'fr'])) {
  const t = texts[language];

  journey(
    `[${language}] books without JavaScript: zone, day, time, a wrong answer fixed, then the confirmation`,
    async ({ app }) => {
      const { host, token } = await publishHost(app);
      const browser = /** @type {import('playwright-core').Browser} */ (state.browser);
      const { context, page } = await plainPage(browser, app, t);
      try {
        await page.goto(`/${host.username}/plain-call`);
        await expect(page.getByRole('heading', { level: 1, name: 'Plain call' })).toBeVisible();
        // Nothing on the page needs scripts: no "needs JavaScript" notice.
        assert.equal(await page.getByText('Slotwise needs JavaScript to run.').count(), 0);

        // The zone: a select of every zone and its button (remembered in the address from here on).
        await page.getByRole('combobox', { name: t.timeZone }).selectOption('America/New_York');
        await page.getByRole('button', { name: t.showTimes }).click();
        await page.waitForURL((url) => url.searchParams.get('tz') === 'America/New_York');

        const day = await pickFirstDay(page, t);
        assert.equal(new URL(page.url()).searchParams.get('tz'), 'America/New_York', 'the zone is kept');

        // The clock format: a GET of the page (?clock=), the day and zone kept, and kept on every
        // later step like the zone.
        const clock = page.getByRole('group', { name: t.clockFormat });
        const otherClock = language === 'en' ? t.clock24h : t.clock12h;
        await clock.getByRole('button', { name: otherClock }).click();
        await page.waitForURL((url) => url.searchParams.get('clock') === (language === 'en' ? '24h' : '12h'));
        assert.equal(
          await clock.getByRole('button', { name: otherClock }).getAttribute('aria-pressed'),
          'true',
        );
        const address = new URL(page.url()).searchParams;
        assert.deepEqual(
          [address.get('tz'), address.get('date')],
          ['America/New_York', day],
          'zone and day kept',
        );
        // Another zone keeps the day on show (and the clock), and so does coming back.
        for (const zone of ['America/Chicago', 'America/New_York']) {
          await page.getByRole('combobox', { name: t.timeZone }).selectOption(zone);
          await page.getByRole('button', { name: t.showTimes }).click();
          await page.waitForURL((url) => url.searchParams.get('tz') === zone);
          const kept = new URL(page.url()).searchParams;
          assert.deepEqual(
            [kept.get('date'), kept.get('clock')],
            [day, address.get('clock')],
            `day kept in ${zone}`,
          );
        }
        const firstTime = timesOf(page, t).first();
        const start = /** @type {string} */ (await firstTime.getAttribute('value'));
        const label = (await firstTime.innerText()).trim();
        const inNewYork = new Intl.DateTimeFormat('en-US', {
          timeZone: 'America/New_York',
          hour: 'numeric',
          minute: '2-digit',
          // The other clock than the language's, as chosen above.
          hour12: language !== 'en',
        }).format(new Date(start));
        assert.equal(
          label.replace(/\s/g, ' ').replace(/^0/, ''),
          inNewYork.replace(/\s/g, ' ').replace(/^0/, ''),
        );
        await firstTime.click();
        await expect(page.getByRole('heading', { name: t.formHeading })).toBeVisible();

        // A wrong answer: the page again (422), what was typed kept, the field's error in words.
        await fillAndSend(page, t, 'a few');
        await expect(page.getByText(t.numberInvalid)).toBeVisible();
        assert.equal(await page.getByLabel(t.name).inputValue(), 'Camille Durand');
        assert.equal(await page.getByLabel(question).inputValue(), 'a few');

        // The same form posted from another site is refused before anything is asked of the API.
        const forged = await fetch(new URL(page.url(), app.url), {
          method: 'POST',
          redirect: 'manual',
          headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            start_time: start,
            attendee_name: 'Mallory',
            attendee_email: 'm@example.test',
          }),
        });
        assert.equal(forged.status, 403, 'a cross-site post is refused');

        // Fixed: booked, and on to the confirmation (a GET: reloading it books nothing).
        await page.getByLabel(question).fill('3');
        await page.getByRole('button', { name: t.submit }).click();
        await page.waitForURL(/[?&]booked=/);
        await expect(page.getByRole('heading', { name: t.confirmed })).toBeVisible();
        await page.reload();
        await expect(page.getByRole('heading', { name: t.confirmed })).toBeVisible();

        const bookings = await api(app, '/api/bookings?per_page=100', { token });
        const made = bookings.data.filter(
          (booking) => booking.attendee_email === 'camille.durand@example.test',
        );
        assert.equal(made.length, 1, 'one booking, however often the page is reloaded');
        assert.equal(Date.parse(made[0].start_time), Date.parse(start));
        assert.equal(made[0].timezone, 'America/New_York');
        assert.equal(made[0].answers[0].answer, '3');

        // Cancelled from the confirmation's link, still without JavaScript: a form that posts.
        const secret = /** @type {string} */ (new URL(page.url()).searchParams.get('booked'));
        await page.goto(`/cancel/${encodeURIComponent(secret)}`);
        await page.getByLabel(t.reason).fill('Plans changed');
        const cancelForm = await hiddenFieldsOf(page);
        const cancelUrl = page.url();
        await page.getByRole('button', { name: t.cancelButton }).click();
        await expect(page.getByText(t.cancelled)).toBeVisible();
        const after = await api(app, '/api/bookings?per_page=100', { token });
        const cancelled = after.data.find((booking) => booking.id === made[0].id);
        assert.equal(cancelled?.status, 'cancelled');
        assert.equal(cancelled?.cancellation_reason, 'Plans changed');
        const cancelMails = await mailsAbout(app, 'camille.durand@example.test');

        // The same form posted again (a double submit, the back button): the cancelled page, no error,
        // no second mail.
        const again = await page.request.post(cancelUrl, {
          form: { ...cancelForm, cancellation_reason: 'Plans changed' },
          headers: { origin: new URL(app.url).origin },
          maxRedirects: 0,
        });
        assert.equal(again.status(), 303);
        await page.goto(new URL(/** @type {string} */ (again.headers().location), cancelUrl).href);
        await expect(page.getByText(t.cancelled)).toBeVisible();
        assert.equal(await page.getByRole('alert').count(), 0, 'no refusal shown');
        await new Promise((resolve) => setTimeout(resolve, 2000));
        assert.equal(await mailsAbout(app, 'camille.durand@example.test'), cancelMails, 'no second mail');
      } finally {
        await context.close();
      }
    },
  );

  journey(
    `[${language}] a time taken meanwhile (409): the day's other times, and another booked`,
    async ({ app }) => {
      const { host, token, eventTypeId } = await publishHost(app);
      const browser = /** @type {import('playwright-core').Browser} */ (state.browser);
      const { context, page } = await plainPage(browser, app, t, null);
      try {
        await page.goto(`/${host.username}/plain-call?tz=Europe%2FParis`);
        await pickFirstDay(page, t);
        const taken = /** @type {string} */ (await timesOf(page, t).first().getAttribute('value'));
        await timesOf(page, t).first().click();
        await expect(page.getByRole('heading', { name: t.formHeading })).toBeVisible();

        // Someone else books that time while the form is open.
        const other = await api(app, '/api/public/bookings', {
          method: 'POST',
          body: {
            event_type_id: eventTypeId,
            start_time: taken,
            attendee_name: 'Someone Else',
            attendee_email: 'someone.else@example.test',
            timezone: 'Europe/Paris',
            answers: [{ question_id: (await questionId(app, host)) ?? '', answer: '1' }],
          },
        });
        assert.equal(other.data.status, 'confirmed');

        await fillAndSend(page, t, '2');
        await expect(page.getByText(t.slotTaken)).toBeVisible();
        const others = timesOf(page, t);
        await others.first().waitFor();
        const values = await others.evaluateAll((buttons) =>
          buttons.map((button) => button.getAttribute('value')),
        );
        assert.ok(!values.includes(taken), 'the taken time is no longer offered');

        const another = /** @type {string} */ (values[0]);
        await others.first().click();
        await fillAndSend(page, t, '2');
        await page.waitForURL(/[?&]booked=/);
        await expect(page.getByRole('heading', { name: t.confirmed })).toBeVisible();
        const bookings = await api(app, '/api/bookings?per_page=100', { token });
        const mine = bookings.data.filter(
          (booking) => booking.attendee_email === 'camille.durand@example.test',
        );
        assert.equal(mine.length, 1);
        assert.equal(Date.parse(mine[0].start_time), Date.parse(another));
      } finally {
        await context.close();
      }
    },
  );
}

/** How many mails went to the attendee (each a file of the outbox), once the booked and cancelled ones are out. */
async function mailsAbout(app, email) {
  const count = async () =>
    (await readOutbox(app.outboxDir)).filter((mail) => mail.to.includes(email)).length;
  await eventually(async () => (await count()) >= 2, 'the booking and cancellation mails');
  return count();
}

/** The type's question id, as its public page gives it. */
async function questionId(app, host) {
  const type = await api(app, `/api/public/event-types/${host.username}/plain-call`);
  return type.data.questions[0]?.id;
}
