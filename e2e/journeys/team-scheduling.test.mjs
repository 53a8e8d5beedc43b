// Team scheduling (docs/product.md#team-event-types, #team-pages): two hosts form a team, a
// round-robin type is created in the dialog, two attendees book the same time and land with
// different hosts (each sees theirs in Bookings), a collective type offers no time where either
// host is busy, and the team page lists both types.
import assert from 'node:assert/strict';
import { newUser, signIn } from '../support/accounts.mjs';
import { api, dayIn, registerHostWithSchedule } from '../support/api.mjs';
import { eventually, expect } from '../support/expect.mjs';
import { useJourneys } from '../support/journey.mjs';

const { journey } = useJourneys();

const zone = 'Europe/Berlin';

/** The free start instants of a team type over the next two weeks, as the booking page asks them. */
async function teamFreeTimes(app, teamSlug, slug) {
  const start = dayIn(Date.now(), zone);
  const end = dayIn(Date.now() + 14 * 86_400_000, zone);
  const answer = await api(
    app,
    `/api/public/teams/${teamSlug}/${slug}/free-times?start=${start}&end=${end}&time_zone=${encodeURIComponent(zone)}`,
  );
  return answer.data.days.flatMap((day) => day.times.map((time) => time.start));
}

async function signOut(page) {
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL('**/login');
}

journey(
  'a team shares round-robin and collective types: different hosts per booking, only common free times',
  async ({ page, app }) => {
    // Two hosts, each with a default schedule open every day.
    const ada = newUser('ada');
    const bob = { ...newUser('bob'), name: 'Bob', surname: 'Stone' };
    const adaHost = await registerHostWithSchedule(app, ada, { timeZone: zone });
    const bobHost = await registerHostWithSchedule(app, bob, { timeZone: zone });

    // Ada creates the team and invites Bob, who accepts.
    const created = await api(app, '/api/teams', {
      method: 'POST',
      token: adaHost.token,
      body: { name: 'Demo crew', description: 'Product demos for everyone' },
    });
    const team = created.data;
    assert.match(team.slug, /^[a-z0-9-]+$/, 'a new team gets a slug');
    await api(app, `/api/teams/${team.id}/members`, {
      method: 'POST',
      token: adaHost.token,
      body: { email: bob.email, role: 'member' },
    });
    const invitations = await api(app, '/api/teams/invitations', { token: bobHost.token });
    const invitation = invitations.data.find((row) => row.team_id === team.id);
    assert.ok(invitation, 'Bob sees the invitation');
    await api(app, `/api/teams/invitations/${invitation.id}/accept`, {
      method: 'POST',
      token: bobHost.token,
    });

    // Ada creates the round-robin type in the dialog: her team and both hosts are preselected.
    await signIn(page, ada.username);
    await page.goto('/dashboard/teams');
    const teamCard = page.getByRole('region', { name: 'Demo crew' });
    await expect(teamCard.getByText('2 members')).toBeVisible();
    await expect(teamCard.getByRole('link', { name: `/team/${team.slug}` })).toBeVisible();
    await page.goto('/dashboard/event-types');
    await page.getByRole('button', { name: 'New Event Type' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New Event Type' });
    await dialog.getByLabel(/^Title/).fill('Team demo');
    await dialog.getByLabel('Event type').selectOption('round_robin');
    await eventually(
      async () => (await dialog.getByLabel(/^Team/).inputValue()) === team.id,
      'the team preselected',
    );
    const hosts = dialog.getByRole('group', { name: 'Hosts' });
    await expect(hosts).toBeVisible();
    assert.ok(await hosts.getByRole('checkbox', { name: /Ada Lovelace/ }).isChecked(), 'Ada hosts');
    assert.ok(await hosts.getByRole('checkbox', { name: /Bob Stone/ }).isChecked(), 'Bob hosts');
    assert.equal(
      await dialog.getByLabel('Availability schedule').inputValue(),
      '',
      "each host's own schedule",
    );
    assert.match(
      await dialog.getByTestId('link-preview').innerText(),
      new RegExp(`/team/${team.slug}/team-demo$`),
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Team demo' }) });
    await expect(card.getByText('Team: Demo crew')).toBeVisible();
    const listed = await api(app, '/api/event-types', { token: adaHost.token });
    const roundRobin = listed.data.find((eventType) => eventType.slug === 'team-demo');
    assert.equal(roundRobin.event_type, 'round_robin');
    assert.equal(roundRobin.team_id, team.id);
    assert.deepEqual([...roundRobin.host_ids].sort(), [adaHost.user.id, bobHost.user.id].sort());

    // Two attendees book the same time: each is assigned a different host.
    const [time] = await teamFreeTimes(app, team.slug, 'team-demo');
    assert.ok(time, 'the round-robin type offers a time');
    const book = (name, email, start) =>
      api(app, '/api/public/bookings', {
        method: 'POST',
        body: {
          event_type_id: roundRobin.id,
          start_time: start,
          attendee_name: name,
          attendee_email: email,
          timezone: zone,
        },
      });
    const first = (await book('Grace Hopper', 'grace.hopper@example.test', time)).data;
    const second = (await book('Alan Turing', 'alan.turing@example.test', time)).data;
    assert.equal(first.hosts.length, 1);
    assert.equal(second.hosts.length, 1);
    assert.notEqual(first.hosts[0].name, second.hosts[0].name, 'the two bookings went to different hosts');
    assert.deepEqual([first.hosts[0].name, second.hosts[0].name].sort(), ['Ada Lovelace', 'Bob Stone']);
    // Both hosts are now busy then: the time is no longer offered.
    assert.ok(!(await teamFreeTimes(app, team.slug, 'team-demo')).includes(time), 'a full time is gone');

    // Each host sees their booking in Bookings.
    const attendeeOf = { [first.hosts[0].name]: 'Grace Hopper', [second.hosts[0].name]: 'Alan Turing' };
    await page.goto('/dashboard/bookings');
    await expect(page.getByText(attendeeOf['Ada Lovelace'])).toBeVisible();
    await expect(page.getByText(attendeeOf['Bob Stone'])).toBeHidden();
    await signOut(page);
    await signIn(page, bob.username);
    await page.goto('/dashboard/bookings');
    await expect(page.getByText(attendeeOf['Bob Stone'])).toBeVisible();
    await expect(page.getByText(attendeeOf['Ada Lovelace'])).toBeHidden();
    // Bob, a plain member, sees the team type without edit or delete.
    await page.goto('/dashboard/event-types');
    const bobsCard = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Team demo' }) });
    await expect(
      bobsCard.getByText('Only owners and admins of Demo crew can edit this event type.'),
    ).toBeVisible();
    await bobsCard.getByRole('button', { name: 'Actions for Team demo' }).click();
    await expect(page.getByRole('menuitem', { name: 'Copy Link' })).toBeVisible();
    assert.equal(await page.getByRole('menuitem', { name: 'Edit' }).count(), 0, 'no Edit for a member');
    await page.keyboard.press('Escape');

    // A collective type: a time is offered only when both hosts are free.
    const collective = (
      await api(app, '/api/event-types', {
        method: 'POST',
        token: adaHost.token,
        body: {
          title: 'Planning together',
          slug: 'planning',
          duration: 30,
          event_type: 'collective',
          team_id: team.id,
        },
      })
    ).data;
    assert.equal(collective.availability_id, null, "each host's own default schedule");
    const before = await teamFreeTimes(app, team.slug, 'planning');
    assert.ok(!before.includes(time), 'no time where both hosts are booked');
    // Bob alone becomes busy at another time, through a personal type of his.
    const personal = (
      await api(app, '/api/event-types', {
        method: 'POST',
        token: bobHost.token,
        body: { title: 'Bob one-on-one', slug: 'bob-1-1', duration: 30, availability_id: bobHost.scheduleId },
      })
    ).data;
    const bobBusy = before.find((start) => start !== time);
    assert.ok(bobBusy, 'the collective type offers some time');
    await api(app, '/api/public/bookings', {
      method: 'POST',
      body: {
        event_type_id: personal.id,
        start_time: bobBusy,
        attendee_name: 'Edsger Dijkstra',
        attendee_email: 'edsger@example.test',
        timezone: zone,
      },
    });
    await eventually(
      async () => !(await teamFreeTimes(app, team.slug, 'planning')).includes(bobBusy),
      `the collective type stops offering ${bobBusy} once Bob is busy then`,
    );
    const after = await teamFreeTimes(app, team.slug, 'planning');
    assert.ok(after.length > 0 && after.length < before.length, 'other common times stay offered');

    // The team page lists both types, with the hosts; its link opens the team booking page.
    await page.goto(`/team/${team.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Demo crew' })).toBeVisible();
    const types = page.getByRole('list', { name: 'Event types' });
    await expect(types.getByRole('link', { name: /Team demo/ })).toBeVisible();
    assert.equal(
      await types.getByRole('link', { name: /Team demo/ }).getAttribute('href'),
      `/team/${team.slug}/team-demo`,
    );
    await expect(types.getByRole('link', { name: /Planning together/ })).toBeVisible();
    const teamHosts = page.getByRole('list', { name: 'Hosts' });
    await teamHosts.getByText('Ada Lovelace').waitFor({ state: 'attached' });
    await teamHosts.getByText('Bob Stone').waitFor({ state: 'attached' });
    await types.getByRole('link', { name: /Planning together/ }).click();
    await page.waitForURL(`**/team/${team.slug}/planning`);
    await expect(page.getByRole('heading', { level: 1, name: 'Planning together' })).toBeVisible();
    await expect(page.getByText('Demo crew', { exact: true })).toBeVisible();
  },
  { timeout: 300_000 },
);
