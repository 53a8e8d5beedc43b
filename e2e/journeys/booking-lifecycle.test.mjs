// The life of a booking (issue #14, docs/product.md#locations, #reschedule-page, #bookings-screen):
// a host connects a Google account in Settings (the local Google fake), creates a Google Meet
// event type in the dialog (the primary account preselected) with a question; an attendee in
// Paris with a French browser books it; the Meet link Google made reaches the attendee's mail
// (in the confirmation or in one update) and the cancel page; the attendee moves the booking
// from the e-mail's link; both sides get the updated invite, the Google event moves, and the
// host's Booking Details show the answer and that the attendee rescheduled it.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { after } from 'node:test';
import { startFakeGoogle } from '../../scripts/fake-google.mjs';
import { allocatePorts } from '../../scripts/stack/free-ports.mjs';
import { api, dayIn, registerHostWithSchedule } from '../../scripts/testing/api-calls.mjs';
import { newUser, signIn } from '../support/accounts.mjs';
import { eventually, expect, expectPath } from '../support/expect.mjs';
import { artifactsDir, useJourneys } from '../support/journey.mjs';
import { readOutbox } from '../support/outbox.mjs';
import { stepTimeoutMs } from '../support/timeouts.mjs';

const [fakePort] = await allocatePorts(1);
const fake = await startFakeGoogle({ port: fakePort, host: '127.0.0.1' });
after(() => fake.close());

const { journey, state } = useJourneys({
  // Jobs (mails, calendar sync) run at once; free times are not cached between steps.
  env: {
    ...fake.env(),
    JOB_POLL_SECONDS: '1',
    GOOGLE_BUSY_CACHE_SECONDS: '0',
    FREE_TIMES_CACHE_SECONDS: '0',
  },
});

const hostZone = 'Europe/London';
const attendeeZone = 'Europe/Paris';
const attendeeEmail = 'camille.durand@example.test';
const calendarEmail = 'ada.calendar@example.test';
const question = 'What should we prepare?';
const answer = 'Le compilateur et ses tests';

/** '2026-11-23T14:00:00.000Z' -> '20261123T140000Z' (the .ics UTC stamps). */
const utcStamp = (instant) =>
  new Date(instant)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

/** The first VEVENT of a mail's invite: METHOD, UID, SEQUENCE, DTSTART, LOCATION (lines unfolded). */
function inviteOf(mail) {
  const text = mail.body.replace(/\r?\n[ \t]/g, '');
  const event = /BEGIN:VEVENT\r?\n([\s\S]*?)END:VEVENT/.exec(text)?.[1];
  if (!event) return null;
  const field = (name, source = event) =>
    new RegExp(`^${name}[^:\\r\\n]*:(.*)$`, 'm').exec(source)?.[1]?.trim();
  return {
    method: field('METHOD', text),
    uid: field('UID'),
    sequence: Number(field('SEQUENCE') ?? Number.NaN),
    start: field('DTSTART'),
    location: field('LOCATION') ?? '',
  };
}

/** The mails to `address` with an invite of the booking `uid`, oldest first. */
async function invitesTo(outboxDir, address, uid) {
  const mails = await readOutbox(outboxDir);
  return mails
    .filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()))
    .map((mail) => ({ ...mail, invite: inviteOf(mail) }))
    .filter((mail) => mail.invite?.uid === uid);
}

/** The first link in a mail whose path starts with `prefix` (e.g. '/reschedule/'). */
function linkIn(mail, prefix) {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const found = new RegExp(`https?://[^\\s"'<>]+${escaped}[^\\s"'<>]*`).exec(mail.body)?.[0];
  assert.ok(found, `a ${prefix} link in the mail '${mail.subject}' to ${mail.to}`);
  return found.replaceAll('&amp;', '&');
}

/**
 * Opens `day` ('yyyy-MM-dd', in the page's zone) in the attendee calendar (one month ahead at
 * most) and picks its first free time.
 * @param {import('playwright-core').Page} page
 * @param {string} day
 */
async function pickFirstTimeOn(page, day) {
  const button = page.locator(`button[data-day="${day}"]`);
  await page.locator('button[data-day]').first().waitFor();
  if ((await button.count()) === 0) await page.getByRole('button', { name: 'Mois suivant' }).click();
  await eventually(
    async () => (await button.count()) === 1 && !(await button.isDisabled()),
    `${day} bookable in the calendar`,
  );
  await button.click();
  const firstTime = page
    .getByRole('list', { name: /^Créneaux libres le / })
    .getByRole('button')
    .first();
  await firstTime.click();
}

journey(
  'Meet type from the dialog, a French attendee in Paris books, gets the Meet link, reschedules from the mail; the host sees it all',
  async ({ page, app }) => {
    // The host: registered in London with a schedule open every day, signed in.
    const host = newUser('lifecycle');
    const { token, scheduleId } = await registerHostWithSchedule(app, host, { timeZone: hostZone });
    await signIn(page, host.username);

    // 1. Connect a Google account in Settings → Integrations (the fake's consent): it is the primary one.
    await page.goto('/dashboard/settings?tab=integrations');
    fake.user = { sub: 'google-lifecycle', email: calendarEmail, name: 'Ada Calendar' };
    await page.getByRole('button', { name: 'Connect Additional Account' }).click();
    await expect(
      page.getByText('Google account connected successfully for email and calendar access!'),
    ).toBeVisible();
    await expect(page.getByText(calendarEmail)).toBeVisible();
    const { accounts } = await api(app, '/api/integrations/google-calendar', { token });
    assert.deepEqual(
      accounts.map((account) => [account.email, account.is_primary]),
      [[calendarEmail, true]],
    );
    const primaryId = accounts[0].id;

    // 2. A Google Meet event type in the dialog: Meet is the default, the primary account is preselected.
    await page.goto('/dashboard/event-types');
    await page.getByRole('button', { name: 'New Event Type' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Event Type' });
    await dialog.getByLabel('Title').fill('Paris call');
    assert.equal(await dialog.getByLabel('URL slug').inputValue(), 'paris-call');
    assert.equal(await dialog.getByLabel('Location').inputValue(), 'google_meet', 'Meet is the default');
    await eventually(
      async () => (await dialog.getByLabel('Google account').inputValue()) === primaryId,
      'the primary Google account preselected',
    );
    await expect(dialog.getByTestId('location-meet-hint')).toBeVisible();
    assert.equal(
      (await dialog.getByTestId('location-meet-hint').innerText()).trim(),
      'Each booking gets its own Google Meet link, from the linked Google account or your primary one.',
    );
    await dialog.getByLabel('Availability schedule').selectOption(scheduleId);
    await dialog.getByRole('tab', { name: 'Questions' }).click();
    await dialog.getByRole('button', { name: 'Add question' }).click();
    await dialog.getByRole('textbox', { name: 'Question 1', exact: true }).fill(question);
    await dialog.getByText('Required', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Paris call' })).toBeVisible();
    const [eventType] = (await api(app, '/api/event-types', { token })).data.filter(
      (type) => type.slug === 'paris-call',
    );
    assert.equal(eventType.location, 'google_meet');
    assert.equal(eventType.connected_google_account_id, primaryId, 'linked to the primary account');
    assert.deepEqual(
      eventType.questions.map((item) => [item.question_text, item.required]),
      [[question, true]],
    );

    // 3. The attendee: a French browser in Paris.
    const browser = /** @type {import('playwright-core').Browser} */ (state.browser);
    const attendee = await browser.newContext({
      baseURL: app.url,
      viewport: { width: 1280, height: 900 },
      timezoneId: attendeeZone,
      locale: 'fr-FR',
    });
    attendee.setDefaultTimeout(stepTimeoutMs);
    const visitor = await attendee.newPage();
    /** The link of the host's updated-invite mail to the booking in the dashboard. */
    let hostLink = '';
    try {
      await visitor.goto(`/${host.username}/paris-call`);
      await expect(visitor.getByRole('heading', { level: 1, name: 'Paris call' })).toBeVisible();
      // French texts (mf-bookings/src/app/locales/attendee.fr.ts) and the browser's zone.
      await expect(visitor.getByRole('heading', { name: 'Choisissez une date et une heure' })).toBeVisible();
      await expect(visitor.getByText('Un lien Google Meet accompagne votre confirmation.')).toBeVisible();
      // The zone is known only in the browser: filled once the page's code renders (the
      // server-drawn first view leaves it empty).
      const zoneBox = visitor.getByRole('combobox', { name: 'Fuseau horaire' });
      await eventually(async () => (await zoneBox.inputValue()) === 'Europe/Paris' || null, 'Europe/Paris');

      // Two days ahead: far from the minimum notice, so the booking can still be moved later.
      await pickFirstTimeOn(visitor, dayIn(Date.now() + 2 * 86_400_000, attendeeZone));
      await expect(visitor.getByRole('heading', { name: 'Saisissez vos informations' })).toBeVisible();
      await visitor.getByLabel('Nom').fill('Camille Durand');
      await visitor.getByLabel('E-mail').fill(attendeeEmail);
      await visitor.getByRole('button', { name: 'Confirmer la réservation' }).click();
      await expect(visitor.getByText('Cette question nécessite une réponse')).toBeVisible();
      await visitor.getByLabel(question).fill(answer);
      const created = visitor.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/public/bookings' &&
          response.request().method() === 'POST',
      );
      await visitor.getByRole('button', { name: 'Confirmer la réservation' }).click();
      const createdAnswer = await created;
      assert.equal(createdAnswer.status(), 201, 'the booking was created');
      const booking = (await createdAnswer.json()).data;
      assert.equal(booking.status, 'confirmed');
      assert.equal(booking.timezone, attendeeZone);
      await expect(visitor.getByRole('heading', { level: 1, name: 'Confirmé' })).toBeVisible();
      await expect(
        visitor.getByText(`Une invitation de calendrier a été envoyée à ${attendeeEmail}.`),
      ).toBeVisible();
      const uid = `${booking.id}@slotwise`;

      // 4. Google made the event in the primary calendar, with a Meet link.
      const event = await eventually(
        () => fake.eventsOf(calendarEmail).find((item) => item.hangoutLink),
        'the Google event with a Meet link',
      );
      const meetLink = /** @type {string} */ (event.hangoutLink);
      assert.match(meetLink, /^https:\/\/meet\.google\.com\//);
      assert.equal(new Date(event.start.dateTime).toISOString(), booking.start_time);

      // The confirmation page learns the link too.
      await expect(visitor.getByRole('link', { name: 'Lien de la réunion' })).toBeVisible();
      assert.equal(
        await visitor.getByRole('link', { name: 'Lien de la réunion' }).getAttribute('href'),
        meetLink,
      );

      // The attendee's mail(s) carry it: in the confirmation, or in exactly one update mail
      // (same UID, next SEQUENCE); the host's too.
      const withLink = async (address) =>
        eventually(async () => {
          const mails = await invitesTo(app.outboxDir, address, uid);
          return mails.some((mail) => mail.body.includes(meetLink)) ? mails : null;
        }, `a mail to ${address} with the Meet link ${meetLink}`);
      for (const address of [attendeeEmail, host.email]) {
        const mails = await withLink(address);
        const [first, update, ...more] = mails;
        assert.equal(first.invite.method, 'REQUEST');
        assert.equal(first.invite.start, utcStamp(booking.start_time));
        if (first.body.includes(meetLink)) {
          assert.equal(mails.length, 1, `${address}: the confirmation carries the link, no update mail`);
          assert.equal(first.invite.location, meetLink);
        } else {
          assert.equal(more.length, 0, `${address}: exactly one update mail`);
          assert.ok(update.body.includes(meetLink), `${address}: the update carries the link`);
          assert.equal(update.invite.sequence, first.invite.sequence + 1, `${address}: next SEQUENCE`);
          assert.equal(update.invite.location, meetLink);
        }
      }
      const beforeMove = {
        attendee: await invitesTo(app.outboxDir, attendeeEmail, uid),
        host: await invitesTo(app.outboxDir, host.email, uid),
      };
      const lastToAttendee = beforeMove.attendee[beforeMove.attendee.length - 1];
      const lastSequence = Math.max(
        ...[...beforeMove.attendee, ...beforeMove.host].map((mail) => mail.invite.sequence),
      );

      // 5. The cancel page, from the e-mail's link, shows the Meet link (in French).
      const cancelLink = linkIn(lastToAttendee, `/cancel/${booking.link_secret}`);
      await visitor.goto(cancelLink);
      await expectPath(visitor, `/cancel/${booking.link_secret}`);
      await expect(visitor.getByRole('heading', { level: 1, name: 'Annuler la réservation' })).toBeVisible();
      const cancelPageLink = visitor.getByRole('link', { name: 'Lien de la réunion' });
      await expect(cancelPageLink).toBeVisible();
      assert.equal(await cancelPageLink.getAttribute('href'), meetLink);
      await expect(visitor.getByRole('link', { name: 'Reprogrammer cette réservation' })).toBeVisible();

      // 6. Reschedule from the e-mail's link: another day, confirm.
      const rescheduleLink = linkIn(lastToAttendee, `/reschedule/${booking.link_secret}`);
      await visitor.goto(rescheduleLink);
      await expectPath(visitor, `/reschedule/${booking.link_secret}`);
      await expect(
        visitor.getByRole('heading', { level: 1, name: 'Reprogrammer la réservation' }),
      ).toBeVisible();
      await expect(visitor.getByText('Horaire actuel')).toBeVisible();
      await expect(visitor.getByRole('heading', { name: 'Choisissez un nouvel horaire' })).toBeVisible();
      await pickFirstTimeOn(visitor, dayIn(Date.now() + 3 * 86_400_000, attendeeZone));
      await expect(visitor.getByRole('heading', { name: 'Nouvel horaire' })).toBeVisible();
      const moved = visitor.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === `/api/public/bookings/${booking.link_secret}/reschedule` &&
          response.request().method() === 'POST',
      );
      await visitor.getByRole('button', { name: 'Confirmer le nouvel horaire' }).click();
      const movedAnswer = await moved;
      assert.equal(movedAnswer.status(), 200, 'the booking was moved');
      const rescheduled = (await movedAnswer.json()).data;
      assert.equal(rescheduled.id, booking.id, 'the booking keeps its id');
      assert.equal(rescheduled.status, 'confirmed');
      assert.notEqual(rescheduled.start_time, booking.start_time);
      await expect(visitor.getByText('Votre réservation a été déplacée au nouvel horaire.')).toBeVisible();
      await expect(
        visitor.getByText('Une invitation de calendrier mise à jour a été envoyée à vous et à l’hôte.'),
      ).toBeVisible();

      // 7. Both sides get the updated invite: same UID, next SEQUENCE, the new DTSTART, the Meet link.
      const newStamp = utcStamp(rescheduled.start_time);
      const movedMails = {};
      for (const [side, address] of [
        ['attendee', attendeeEmail],
        ['host', host.email],
      ]) {
        const mail = await eventually(async () => {
          const mails = await invitesTo(app.outboxDir, address, uid);
          return mails.find((item) => item.invite.start === newStamp) ?? null;
        }, `the updated invite (DTSTART:${newStamp}) mailed to ${address}`);
        assert.equal(mail.invite.method, 'REQUEST', `${side}: METHOD:REQUEST`);
        assert.equal(mail.invite.sequence, lastSequence + 1, `${side}: the next SEQUENCE`);
        assert.ok(mail.body.includes(meetLink), `${side}: the updated invite keeps the Meet link`);
        movedMails[side] = mail;
      }
      assert.ok(
        movedMails.attendee.body.includes(`/reschedule/${booking.link_secret}`),
        'the attendee can move it again',
      );
      hostLink = linkIn(movedMails.host, '/dashboard/bookings?booking=');
      assert.equal(new URL(hostLink).searchParams.get('booking'), booking.id);
      assert.ok(
        !movedMails.host.body.includes(`/cancel/${booking.link_secret}`),
        "the host's mail has no cancel page",
      );

      // 8. The Google event moved: the same event (and Meet link) at the new time.
      await eventually(
        () =>
          fake
            .eventsOf(calendarEmail)
            .some((item) => new Date(item.start.dateTime).toISOString() === rescheduled.start_time),
        'the Google event at the new time',
      );
      const events = fake.eventsOf(calendarEmail);
      assert.equal(events.length, 1, 'moved, not copied');
      assert.equal(events[0].id, event.id);
      assert.equal(new Date(events[0].end.dateTime).toISOString(), rescheduled.end_time);
      assert.equal(events[0].hangoutLink, meetLink);

      // No more mails about the booking than these (no duplicate confirmation or update).
      assert.equal(
        (await invitesTo(app.outboxDir, attendeeEmail, uid)).length,
        beforeMove.attendee.length + 1,
      );
      assert.equal((await invitesTo(app.outboxDir, host.email, uid)).length, beforeMove.host.length + 1);
    } catch (error) {
      await mkdir(artifactsDir, { recursive: true });
      const shot = join(artifactsDir, 'booking-lifecycle--attendee.png');
      await visitor.screenshot({ path: shot, fullPage: true }).catch(() => {});
      console.error(`attendee screenshot: ${shot} (at ${visitor.url()})`);
      throw error;
    } finally {
      await attendee.close();
    }

    // 9. The host opens the link of their mail: Booking Details with the answer and who moved it.
    await page.goto(hostLink);
    const details = page.getByRole('dialog', { name: 'Booking Details' });
    await expect(details).toBeVisible();
    await expect(details.getByRole('heading', { name: 'Questions and answers' })).toBeVisible();
    await expect(details.getByText(question, { exact: true })).toBeVisible();
    await expect(details.getByText(answer, { exact: true })).toBeVisible();
    const rescheduledBy = details.locator(
      'xpath=//dt[normalize-space()="Rescheduled by"]/following-sibling::dd[1]',
    );
    await expect(rescheduledBy).toBeVisible();
    assert.match((await rescheduledBy.innerText()).trim(), /^Attendee\b/);
    await expect(details.getByText('Camille Durand (camille.durand@example.test)')).toBeVisible();
    await expect(details.getByRole('link', { name: 'Join meeting' })).toBeVisible();
  },
  { timeout: 300_000 },
);
