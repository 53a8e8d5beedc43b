// The host's journey (issue #5): an attendee books an event type that needs the host's
// confirmation; the host sees it pending on the dashboard, confirms it on the Bookings screen,
// finds it in the dashboard's upcoming list and in the calendar view, then cancels it with a
// reason; the attendee's mails (request pending, confirmed, cancelled) are in the outbox.
import assert from 'node:assert/strict';
import { api, dayIn } from '../support/api.mjs';
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
    const registered = await api(app, '/api/auth/register', {
      method: 'POST',
      body: {
        name: host.name,
        surname: host.surname,
        username: host.username,
        email: host.email,
        password: host.password,
        password_confirmation: host.password,
        time_zone: hostZone,
      },
    });
    const token = registered.access_token;
    const everyDay = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
      day_of_week: day,
      start_time: '09:00',
      end_time: '17:00',
    }));
    const schedule = await api(app, '/api/availabilities', {
      method: 'POST',
      token,
      body: { name: 'Office hours', time_zone: hostZone, slots: everyDay },
    });
    const eventType = await api(app, '/api/event-types', {
      method: 'POST',
      token,
      body: {
        title: 'Consultation',
        slug: 'consultation',
        duration: 30,
        availability_id: schedule.data.id,
        location: 'in_person',
        requires_confirmation: true,
      },
    });

    // The attendee books the first free time (the booking page's calls).
    const today = dayIn(Date.now(), hostZone);
    const inTwoWeeks = dayIn(Date.now() + 14 * 86_400_000, hostZone);
    const freeTimes = await api(
      app,
      `/api/public/event-types/${host.username}/consultation/free-times?start=${today}&end=${inTwoWeeks}&time_zone=${encodeURIComponent(hostZone)}`,
    );
    const firstTime = freeTimes.data.days.find((day) => day.times.length > 0)?.times[0];
    assert.ok(firstTime, 'a free time in the next two weeks');
    const attendee = 'grace.hopper@example.test';
    const created = await api(app, '/api/public/bookings', {
      method: 'POST',
      body: {
        event_type_id: eventType.data.id,
        start_time: firstTime.start,
        attendee_name: 'Grace Hopper',
        attendee_email: attendee,
        timezone: 'America/New_York',
      },
    });
    assert.equal(created.data.status, 'pending');
    const bookedDay = dayIn(firstTime.start, hostZone);

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
    await expect(upcoming.getByText('1 attendees total')).toBeVisible();
    await expect(upcoming.getByText('In person')).toBeVisible();

    // And on its day in the calendar view.
    await page.goto('/dashboard/bookings');
    await page.getByRole('button', { name: 'Calendar' }).click();
    await expect(page.getByRole('heading', { name: 'Select a Date' })).toBeVisible();
    if (bookedDay.slice(0, 7) !== today.slice(0, 7))
      await page.getByRole('button', { name: 'Next month' }).click();
    const dayButton = page.locator(`button[data-day="${bookedDay}"]`);
    await eventually(
      async () => ((await dayButton.getAttribute('aria-label')) ?? '').endsWith('has bookings'),
      `${bookedDay} marked as having bookings`,
    );
    await dayButton.click();
    await expect(page.getByText('1 booking(s)')).toBeVisible();

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
