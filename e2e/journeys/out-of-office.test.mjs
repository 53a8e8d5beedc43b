// Out of office (docs/product.md#out-of-office): a host who shares a team with a teammate sets a
// period away in Availability, naming the teammate; an attendee who opens the host's booking page
// reads that the host is away until the last day, follows the link and lands on the teammate's
// page for the same kind of meeting, where the times are free.
import assert from 'node:assert/strict';
import { api, dayIn, registerHostWithSchedule } from '../../scripts/testing/api-calls.mjs';
import { confirmEmailByApi, newUser, signIn } from '../support/accounts.mjs';
import { eventually, expect, expectPath } from '../support/expect.mjs';
import { useJourneys } from '../support/journey.mjs';

const { journey } = useJourneys();

const zone = 'Europe/Berlin';

journey(
  "a host away sends the attendee to a teammate's page for the same meeting",
  async ({ page, context, app }) => {
    const ada = newUser('ada');
    const bob = { ...newUser('bob'), name: 'Bob', surname: 'Stone' };
    const adaHost = await registerHostWithSchedule(app, ada, { timeZone: zone });
    const bobHost = await registerHostWithSchedule(app, bob, { timeZone: zone });

    // Ada and Bob share a team (the teammate must be a member of a team the host is in).
    const team = (
      await api(app, '/api/teams', { method: 'POST', token: adaHost.token, body: { name: 'Support desk' } })
    ).data;
    const invitation = (
      await api(app, `/api/teams/${team.id}/members`, {
        method: 'POST',
        token: adaHost.token,
        body: { email: bob.email },
      })
    ).data;
    // Bob confirms his address (the invitation is his to accept), then accepts.
    await confirmEmailByApi(app, bob.email);
    await api(app, `/api/teams/invitations/${invitation.id}/accept`, {
      method: 'POST',
      token: bobHost.token,
    });

    // Both offer the same kind of meeting (same slug).
    /** @param {{ token: string, scheduleId: string }} host @param {string} title */
    const supportCall = (host, title) =>
      api(app, '/api/event-types', {
        method: 'POST',
        token: host.token,
        body: {
          title,
          slug: 'support-call',
          duration: 30,
          availability_id: host.scheduleId,
          minimum_notice_minutes: 0,
        },
      });
    await supportCall(adaHost, 'Support call');
    await supportCall(bobHost, 'Support call with Bob');

    // Ada sets the period in Availability: from today for a week, attendees go to Bob.
    const firstDay = dayIn(Date.now(), zone);
    const lastDay = dayIn(Date.now() + 7 * 86_400_000, zone);
    await signIn(page, ada.username);
    await page.goto('/dashboard/availability');
    const form = page.getByRole('form', { name: 'New out-of-office period' });
    await expect(form).toBeVisible();
    await form.getByLabel('First day').fill(firstDay);
    await form.getByLabel('Last day').fill(lastDay);
    await form.getByLabel('Reason').selectOption('vacation');
    await eventually(
      async () => (await form.getByRole('option', { name: `Bob Stone (@${bob.username})` }).count()) === 1,
      'Bob offered as the teammate',
    );
    await form.getByLabel('Send attendees to').selectOption({ label: `Bob Stone (@${bob.username})` });
    await form.getByRole('button', { name: 'Add period' }).click();
    const periods = page.getByRole('list', { name: 'Out-of-office periods' });
    await expect(periods.getByText('Vacation · attendees go to Bob Stone')).toBeVisible();
    const stored = (await api(app, '/api/out-of-office', { token: adaHost.token })).data;
    assert.equal(stored.length, 1);
    assert.deepEqual(
      [stored[0].start_date, stored[0].end_date, stored[0].teammate?.username],
      [firstDay, lastDay, bob.username],
    );

    // An attendee, in a browser of their own, opens Ada's booking page.
    const attendee = await context
      .browser()
      ?.newContext({ baseURL: app.url, timezoneId: zone, locale: 'en-US' });
    assert.ok(attendee);
    try {
      const visitor = await attendee.newPage();
      await visitor.goto(`/${ada.username}/support-call`);
      const notice = visitor.getByRole('status').filter({ hasText: 'Ada Lovelace is away until' });
      await expect(notice).toBeVisible();
      const until = new Intl.DateTimeFormat('en-US', {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${lastDay}T00:00:00Z`));
      await expect(notice.getByText(`Ada Lovelace is away until ${until}.`)).toBeVisible();
      // Nothing can be booked with Ada during the week.
      const free = await api(
        app,
        `/api/public/event-types/${ada.username}/support-call/free-times?start=${firstDay}&end=${lastDay}&time_zone=${encodeURIComponent(zone)}`,
      );
      assert.deepEqual(
        free.data.days.flatMap((day) => day.times),
        [],
      );

      // The link leads to Bob's page for the same meeting, which offers times.
      await notice.getByRole('link', { name: 'Book with Bob Stone instead' }).click();
      await expectPath(visitor, `/${bob.username}/support-call`);
      await expect(visitor.getByRole('heading', { name: 'Support call with Bob' })).toBeVisible();
      await expect(visitor.getByRole('status').filter({ hasText: 'is away' })).toBeHidden();
    } finally {
      await attendee.close();
    }
  },
);
