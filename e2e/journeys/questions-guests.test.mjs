// Questions of more types and guests (issue #26 item 6, docs/product.md#questions-and-guests):
// a host adds a required dropdown question with two options in the event-type dialog; an
// attendee opens the booking link with the answer prefilled (?q1=), adds a guest and books; the
// attendee and the guest both get their invitation (the guest without the attendee's links),
// the host's mail and Booking Details show the answer and the guest.
import assert from 'node:assert/strict';
import { api, dayIn, registerHostWithSchedule } from '../../scripts/testing/api-calls.mjs';
import { newUser, signIn } from '../support/accounts.mjs';
import { eventually, expect } from '../support/expect.mjs';
import { useJourneys } from '../support/journey.mjs';
import { readOutbox } from '../support/outbox.mjs';
import { stepTimeoutMs } from '../support/timeouts.mjs';

const { journey, state } = useJourneys({ env: { JOB_POLL_SECONDS: '1', FREE_TIMES_CACHE_SECONDS: '0' } });

const hostZone = 'Europe/London';
const attendeeEmail = 'grace.hopper@example.test';
const guestEmail = 'bob.guest@example.test';

/** The mails to `address`, oldest first. */
async function mailsTo(outboxDir, address) {
  return (await readOutbox(outboxDir)).filter((mail) => mail.to.toLowerCase().includes(address));
}

journey('a booking with a dropdown question and a guest reaches both inboxes', async ({ page, app }) => {
  const host = newUser('questions');
  const { token, scheduleId } = await registerHostWithSchedule(app, host, { timeZone: hostZone });
  await signIn(page, host.username);

  // 1. The dialog: a required dropdown question with two options.
  await page.goto('/dashboard/event-types');
  await page.getByRole('button', { name: 'New Event Type' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Event Type' });
  await dialog.getByLabel('Title').fill('Consulting');
  await dialog.getByLabel('Location').selectOption('zoom');
  await dialog.getByLabel(/Meeting link/).fill('https://zoom.example.test/j/123');
  await dialog.getByLabel('Availability schedule').selectOption(scheduleId);
  await dialog.getByRole('tab', { name: 'Questions' }).click();
  await dialog.getByRole('button', { name: 'Add question' }).click();
  await dialog.getByRole('textbox', { name: 'Question 1', exact: true }).fill('Topic');
  await dialog.getByLabel('Answer type').selectOption('select');
  await dialog.getByRole('textbox', { name: 'Option 1 of question 1', exact: true }).fill('Sales');
  await dialog.getByRole('textbox', { name: 'Option 2 of question 1', exact: true }).fill('Support');
  await dialog.getByText('Required', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const [eventType] = (await api(app, '/api/event-types', { token })).data.filter(
    (type) => type.slug === 'consulting',
  );
  assert.deepEqual(
    eventType.questions.map((q) => [q.question_text, q.answer_type, q.options, q.required]),
    [['Topic', 'select', ['Sales', 'Support'], true]],
  );

  // 2. The attendee opens the link with the answer prefilled and adds a guest.
  const browser = /** @type {import('playwright-core').Browser} */ (state.browser);
  const context = await browser.newContext({
    baseURL: app.url,
    viewport: { width: 1280, height: 900 },
    timezoneId: hostZone,
    locale: 'en-GB',
  });
  context.setDefaultTimeout(stepTimeoutMs);
  const visitor = await context.newPage();
  try {
    await visitor.goto(`/${host.username}/consulting?q1=support`);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Consulting' })).toBeVisible();
    const day = dayIn(Date.now() + 2 * 86_400_000, hostZone);
    const button = visitor.locator(`button[data-day="${day}"]`);
    await visitor.locator('button[data-day]').first().waitFor();
    if ((await button.count()) === 0) await visitor.getByRole('button', { name: 'Next month' }).click();
    await eventually(
      async () => (await button.count()) === 1 && !(await button.isDisabled()),
      `${day} bookable`,
    );
    await button.click();
    await visitor
      .getByRole('list', { name: /^Free times on / })
      .getByRole('button')
      .first()
      .click();
    await expect(visitor.getByRole('heading', { name: 'Enter Details' })).toBeVisible();
    assert.equal(await visitor.getByLabel('Topic').inputValue(), 'Support', 'prefilled from ?q1=');
    await visitor.getByLabel('Name').fill('Grace Hopper');
    await visitor.getByLabel('Email').fill(attendeeEmail);
    await visitor.getByRole('button', { name: 'Add guests' }).click();
    await visitor.getByLabel('Guests').fill(`${guestEmail}, ${attendeeEmail}`);
    const created = visitor.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/public/bookings' && response.request().method() === 'POST',
    );
    await visitor.getByRole('button', { name: 'Confirm booking' }).click();
    const answer = await created;
    assert.equal(answer.status(), 201, 'the booking was created');
    const booking = (await answer.json()).data;
    await expect(visitor.getByRole('heading', { level: 1, name: 'Confirmed' })).toBeVisible();

    // 3. Both inboxes: the attendee's invitation and the guest's, each with the .ics.
    const uid = `UID:${booking.id}@slotwise`;
    const [toAttendee] = await eventually(async () => {
      const mails = await mailsTo(app.outboxDir, attendeeEmail);
      return mails.length > 0 ? mails : null;
    }, 'the attendee mail');
    assert.match(toAttendee.subject, /^Confirmed: Consulting/);
    assert.ok(toAttendee.body.includes(uid));
    const [toGuest] = await eventually(async () => {
      const mails = await mailsTo(app.outboxDir, guestEmail);
      return mails.length > 0 ? mails : null;
    }, 'the guest mail');
    assert.match(toGuest.subject, /^Confirmed: Consulting/);
    assert.match(toGuest.body, /Grace Hopper added you as a guest to this booking\./);
    assert.ok(toGuest.body.includes(uid), 'the guest gets the invitation');
    assert.ok(!toGuest.body.includes(booking.link_secret), 'never the attendee link secret');
    assert.equal((await mailsTo(app.outboxDir, guestEmail)).length, 1, 'one mail per guest');

    // 4. The host's mail and Booking Details: the answer and the guest (the attendee's own address dropped).
    const [toHost] = await eventually(async () => {
      const mails = await mailsTo(app.outboxDir, host.email.toLowerCase());
      const found = mails.filter((mail) => mail.subject.startsWith('New booking'));
      return found.length > 0 ? found : null;
    }, 'the host mail');
    assert.match(toHost.body, /Topic: Support/);
    assert.match(toHost.body, new RegExp(`Guests: ${guestEmail}`));
    await page.goto(`/dashboard/bookings?booking=${booking.id}`);
    const details = page.getByRole('dialog', { name: 'Booking Details' });
    await expect(details.getByText(guestEmail, { exact: true })).toBeVisible();
    await expect(details.getByText('Support', { exact: true })).toBeVisible();
  } finally {
    await context.close();
  }
});
