// The host's journey (issue #5): an attendee books an event type that needs the host's
// confirmation; the host sees it pending on the dashboard, confirms it on the Bookings screen,
// finds it in the dashboard's upcoming list and in the calendar view, then cancels it with a
// reason; the attendee's mails (request pending, confirmed, cancelled) are in the outbox.
import assert from 'node:assert/strict';
import { api, bookFirstFreeTime, dayIn, registerHostWithSchedule } from '../../scripts/testing/api-calls.mjs';
import { newUser, signIn } from '../support/accounts.mjs';
import { eventually, expect } from '../support/expect.mjs';
import { useJourneys } from '../support/journey.mjs';
import { readOutbox } from '../support/outbox.mjs';

const { journey } = useJourneys();

const hostZone = 'Europe/Berlin';

/** The attendee's mail whose subject starts with `prefix`. */
function waitForMail(outboxDir, address, prefix) {
  return eventually(async () => {
    const mails = await readOutbox(outboxDir);
    return (
      mails.find((mail) => mail.to.toLowerCase().includes(address) && mail.subject.startsWith(prefix)) ?? null
    );
  }, `a mail '${prefix}...' to ${address}`);
}

journey(
  'a pending booking is confirmed, seen in the upcoming list and the calendar, and cancelled with a reason',
  async ({ page, app }) => {
    // The host, in Berlin, with a schedule every day and an event type that needs confirmation.
    const host = newUser('host');
    const { token, scheduleId } = await registerHostWithSchedule(app, host, { timeZone: hostZone });
    const eventType = await api(app, '/api/event-types', {
      method: 'POST',
      token,
      body: {
        title: 'Consultation',
        slug: 'consultation',
        duration: 30,
        availability_id: scheduleId,
        location: 'in_person',
        requires_confirmation: true,
      },
    });

    // The attendee books the first free time (the booking page's calls).
    const attendee = 'grace.hopper@example.test';
    const created = await bookFirstFreeTime(app, {
      username: host.username,
      slug: 'consultation',
      eventTypeId: eventType.data.id,
      timeZone: 'America/New_York',
      email: attendee,
    });
    assert.equal(created.status, 'pending');
    const bookedDay = dayIn(created.start_time, hostZone);

    // The dashboard counts it as pending.
    await signIn(page, host.username);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome back to your Slotwise dashboard' }),
    ).toBeVisible();
    await eventually(
      async () => (await page.getByTestId('stat-pending').innerText()).trim() === '1',
      'one pending',
    );
    await expect(page.getByText('No upcoming bookings scheduled.')).toBeVisible();

    // Confirm it on the Bookings screen.
    await page.getByRole('link', { name: 'View all' }).click();
    await page.waitForURL('**/dashboard/bookings');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Consultation' }) });
    await expect(card.getByText('Pending', { exact: true })).toBeVisible();
    await expect(card.getByText('Grace Hopper')).toBeVisible();
    await card.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Booking confirmed successfully')).toBeVisible();
    await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();

    // It is now in the dashboard's upcoming list.
    await page.goto('/dashboard');
    const upcoming = page.getByRole('region', { name: 'Upcoming bookings' });
    await expect(upcoming.getByRole('heading', { name: 'Consultation' })).toBeVisible();
    await expect(upcoming.getByText('1 attendee total')).toBeVisible();
    await expect(upcoming.getByText('In person')).toBeVisible();

    // And on its day in the calendar view.
    await page.goto('/dashboard/bookings');
    await page.getByRole('button', { name: 'Calendar' }).click();
    await expect(page.getByRole('heading', { name: 'Select a Date' })).toBeVisible();
    if (bookedDay.slice(0, 7) !== dayIn(Date.now(), hostZone).slice(0, 7))
      await page.getByRole('button', { name: 'Next month' }).click();
    const dayButton = page.locator(`button[data-day="${bookedDay}"]`);
    await eventually(
      async () => ((await dayButton.getAttribute('aria-label')) ?? '').endsWith('has bookings'),
      `${bookedDay} marked as having bookings`,
    );
    await dayButton.click();
    await expect(page.getByText('1 booking', { exact: true })).toBeVisible();

    // Cancel it with a reason.
    const dayCard = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Consultation' }) });
    await dayCard.getByRole('button', { name: 'Cancel', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel Booking' });
    await expect(
      dialog.getByText('Are you sure you want to cancel this booking? This action cannot be undone.'),
    ).toBeVisible();
    await dialog.getByLabel('Reason for cancellation (optional)').fill('The host is travelling');
    await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
    await expect(page.getByText('Booking cancelled successfully')).toBeVisible();
    await expect(dayCard.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(dayCard.getByText('The host is travelling')).toBeVisible();

    // The attendee was told at each step.
    await waitForMail(app.outboxDir, attendee, 'Pending:');
    await waitForMail(app.outboxDir, attendee, 'Confirmed:');
    const cancelled = await waitForMail(app.outboxDir, attendee, 'Cancelled:');
    assert.match(cancelled.body, /METHOD:CANCEL/);
  },
);
