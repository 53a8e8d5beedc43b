// Team scheduling (docs/product.md#team-event-types, #team-pages): two hosts register on the
// register page, one creates a team in Teams and invites the other by e-mail, who signs in in
// a second browser and accepts; a round-robin type is created in the dialog, two attendees book
// the same time and land with different hosts (each sees theirs in Bookings), a collective type
// offers no time where either host is busy, and the team page lists both types.
import assert from 'node:assert/strict';
import { api, dayIn } from '../../scripts/testing/api-calls.mjs';
import { newUser, signIn } from '../support/accounts.mjs';
import { eventually, expect, expectPath } from '../support/expect.mjs';
import { useJourneys } from '../support/journey.mjs';
import { readOutbox } from '../support/outbox.mjs';
import { stepTimeoutMs } from '../support/timeouts.mjs';

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

/**
 * Registers on /register as a person would and lands on the dashboard. Every new account has
 * the default "Working hours" schedule (Mon–Fri 09:00–17:00 in the browser's zone), which is
 * what team types use: no schedule to set up.
 * @param {import('playwright-core').Page} page
 * @param {ReturnType<typeof newUser>} user
 */
async function registerInBrowser(page, user) {
  await page.goto('/register');
  await page.getByLabel('First name').fill(user.name);
  await page.getByLabel('Last name').fill(user.surname);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill(user.password);
  // The app takes the prerendered form over on the first interaction: the booking link then
  // shows the typed username, and Create Account submits through the app.
  await eventually(
    async () =>
      new RegExp(`/${user.username}$`).test(
        (await page.getByTestId('booking-link').textContent())?.trim() ?? '',
      ),
    'the register form taken over by the app',
  );
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectPath(page, '/dashboard');
  await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
  await page.goto('/dashboard/availability');
  await expect(page.getByRole('link', { name: 'Working hours' })).toBeVisible();
  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  assert.ok(token, `${user.username} is signed in`);
  const me = await api({ url: new URL(page.url()).origin }, '/api/auth/me', { token });
  return { user: me.data ?? me };
}

/** The session token the page holds (after sign-in or registration). */
const tokenOf = async (page) => (await page.evaluate(() => localStorage.getItem('token'))) ?? '';

async function signOut(page) {
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL('**/login');
}

journey(
  'a team shares round-robin and collective types: different hosts per booking, only common free times',
  async ({ page, context, app }) => {
    const ada = newUser('ada');
    const bob = { ...newUser('bob'), name: 'Bob', surname: 'Stone' };
    // Bob has his own browser: a second context, as on another machine.
    const bobContext = await context.browser()?.newContext({
      baseURL: app.url,
      viewport: { width: 1280, height: 800 },
      timezoneId: zone,
      locale: 'en-US',
    });
    assert.ok(bobContext);
    bobContext.setDefaultTimeout(stepTimeoutMs);
    try {
      const bobPage = await bobContext.newPage();

      // Both hosts register on the register page.
      const adaHost = await registerInBrowser(page, ada);
      const bobHost = await registerInBrowser(bobPage, bob);
      await signOut(bobPage);

      // Ada creates the team in Teams and invites Bob by e-mail.
      await page.goto('/dashboard/teams');
      await expect(page.getByText('No teams created yet')).toBeVisible();
      await page.getByRole('button', { name: 'Create Team' }).click();
      const createDialog = page.getByRole('dialog', { name: 'Create Team' });
      await createDialog.getByRole('textbox', { name: 'Name' }).fill('Demo crew');
      await createDialog.getByRole('textbox', { name: 'Description' }).fill('Product demos for everyone');
      await createDialog.getByRole('button', { name: 'Create' }).click();
      const teamCard = page.getByRole('region', { name: 'Demo crew' });
      await expect(teamCard).toBeVisible();
      await expect(teamCard.getByText('Product demos for everyone')).toBeVisible();
      const team = (await api(app, '/api/teams', { token: await tokenOf(page) })).data.find(
        (row) => row.name === 'Demo crew',
      );
      assert.ok(team, 'the team Ada created');
      assert.match(team.slug, /^[a-z0-9-]+$/, 'a new team gets a slug');
      await teamCard.getByRole('button', { name: 'Invite' }).click();
      const inviteDialog = page.getByRole('dialog', { name: 'Invite to Demo crew' });
      await inviteDialog.getByRole('textbox', { name: 'Email' }).fill(bob.email);
      await inviteDialog.getByRole('button', { name: 'Invite' }).click();
      await expect(teamCard.getByText(bob.email).first()).toBeVisible();
      await expect(teamCard.getByText('Pending')).toBeVisible();

      // Bob receives the invitation e-mail, with its link (docs/product.md#team-invitations).
      const invitationMail = await eventually(async () => {
        const mails = await readOutbox(app.outboxDir);
        // Bob's own confirmation mail is there too.
        return mails.find((mail) => mail.to.includes(bob.email) && /Demo crew/.test(mail.subject)) ?? null;
      }, 'the invitation e-mail to Bob in the outbox');
      assert.match(invitationMail.subject, /Demo crew/);
      assert.match(invitationMail.body, /invited you to the team "Demo crew" on Slotwise/);
      const linkPath = /https?:\/\/[^\s"'<>]+(\/dashboard\/teams\?invitation=[A-Za-z0-9_-]+)/.exec(
        invitationMail.body,
      )?.[1];
      assert.ok(linkPath, 'the invitation link');

      // Bob signs in in his browser, opens the mail's link and accepts.
      await signIn(bobPage, bob.username);
      await bobPage.goto(linkPath);
      const offer = bobPage.getByRole('region', { name: 'Team invitation' });
      await expect(offer.getByText('Demo crew', { exact: true })).toBeVisible();
      await offer.getByRole('button', { name: 'Accept' }).click();
      const joined = bobPage.getByRole('region', { name: 'Demo crew' });
      await expect(joined).toBeVisible();
      await expect(joined.getByText('2 members')).toBeVisible();
      await expect(offer).toBeHidden();
      const bobToken = await tokenOf(bobPage);

      // Ada creates the round-robin type in the dialog: her team and both hosts are preselected.
      await page.goto('/dashboard/teams');
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
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: 'Team demo' }) });
      await expect(card.getByText('Team: Demo crew')).toBeVisible();
      const listed = await api(app, '/api/event-types', { token: await tokenOf(page) });
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
      await bobPage.goto('/dashboard/bookings');
      await expect(bobPage.getByText(attendeeOf['Bob Stone'])).toBeVisible();
      await expect(bobPage.getByText(attendeeOf['Ada Lovelace'])).toBeHidden();
      // Bob, a plain member, sees the team type without edit or delete.
      await bobPage.goto('/dashboard/event-types');
      const bobsCard = bobPage
        .getByRole('article')
        .filter({ has: bobPage.getByRole('heading', { name: 'Team demo' }) });
      await expect(
        bobsCard.getByText('Only owners and admins of Demo crew can edit this event type.'),
      ).toBeVisible();
      await bobsCard.getByRole('button', { name: 'Actions for Team demo' }).click();
      await expect(bobPage.getByRole('menuitem', { name: 'Copy Link' })).toBeVisible();
      assert.equal(await bobPage.getByRole('menuitem', { name: 'Edit' }).count(), 0, 'no Edit for a member');
      await bobPage.keyboard.press('Escape');

      // A collective type: a time is offered only when both hosts are free.
      const collective = (
        await api(app, '/api/event-types', {
          method: 'POST',
          token: await tokenOf(page),
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
      const bobSchedules = await api(app, '/api/availabilities', { token: bobToken });
      const bobSchedule = bobSchedules.data.find((schedule) => schedule.name === 'Working hours');
      assert.ok(bobSchedule, "Bob's default schedule");
      assert.equal(bobSchedule.time_zone, zone, "in his browser's zone");
      const personal = (
        await api(app, '/api/event-types', {
          method: 'POST',
          token: bobToken,
          body: {
            title: 'Bob one-on-one',
            slug: 'bob-1-1',
            duration: 30,
            availability_id: bobSchedule.id,
          },
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
    } finally {
      await bobContext.close();
    }
  },
  { timeout: 300_000 },
);
