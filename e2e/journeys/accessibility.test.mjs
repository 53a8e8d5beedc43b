// axe on the public pages (marketing, sign-in, register, and the attendee's booking and cancel
// pages) and on every signed-in screen (dashboard, bookings, event types with their dialogs,
// availability, teams, settings): no serious or critical violation.
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { api, bookFirstFreeTime, registerHostWithSchedule } from '../../scripts/testing/api-calls.mjs';
import { confirmEmailByApi, newUser, signIn } from '../support/accounts.mjs';
import { eventually, expect } from '../support/expect.mjs';
import { useJourneys } from '../support/journey.mjs';

const { journey } = useJourneys();

/**
 * A published event type with a required question, and one booking of it.
 * @param {{ url: string }} app
 */
async function publishedEventTypeWithBooking(app) {
  const host = newUser('a11y');
  const { token, scheduleId } = await registerHostWithSchedule(app, host, { timeZone: 'Europe/Berlin' });
  const eventType = await api(app, '/api/event-types', {
    method: 'POST',
    token,
    body: {
      title: 'Intro call',
      slug: 'intro-call',
      duration: 30,
      availability_id: scheduleId,
      questions: [{ question_text: 'What should we talk about?', required: true, answer_type: 'long' }],
    },
  });
  const booking = await bookFirstFreeTime(app, {
    username: host.username,
    slug: 'intro-call',
    eventTypeId: eventType.data.id,
    timeZone: 'America/New_York',
    answers: [{ question_id: eventType.data.questions[0].id, answer: 'Compilers' }],
  });
  return { bookingPath: `/${host.username}/intro-call`, cancelPath: `/cancel/${booking.link_secret}` };
}

/** @param {import('playwright-core').Page} page */
async function assertNoSeriousViolations(page) {
  // Colors mid-way through an opening dialog's or menu's fade are not the ones that stay:
  // wait for finite animations to end (a skeleton's or spinner's endless one never does).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const describeNode = (node) =>
    `${node.target.join(' ')}  ${node.html.slice(0, 100)}\n      ${(node.any[0] ?? node.all[0])?.message ?? ''}`;
  const report = serious
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.slice(0, 5).map(describeNode).join('\n    ')}`)
    .join('\n');
  assert.equal(serious.length, 0, `axe found serious/critical violations on ${page.url()}:\n${report}`);
}

/**
 * A host with something on every signed-in screen: two event types (one needs confirmation),
 * a pending and a confirmed booking, a team with a member, and an invitation to another team.
 * @param {{ url: string, outboxDir: string }} app
 */
async function hostWithContent(app) {
  const host = newUser('a11yhost');
  const { token, scheduleId } = await registerHostWithSchedule(app, host, { timeZone: 'Europe/Berlin' });
  const colleague = newUser('a11ycolleague');
  const { token: colleagueToken } = await registerHostWithSchedule(app, colleague, {
    timeZone: 'Europe/Berlin',
  });
  // Invitations are seen and accepted by confirmed addresses only.
  await confirmEmailByApi(app, host.email);
  await confirmEmailByApi(app, colleague.email);
  for (const { title, slug, requiresConfirmation } of [
    { title: 'Intro call', slug: 'intro-call', requiresConfirmation: true },
    { title: 'Deep dive', slug: 'deep-dive', requiresConfirmation: false },
  ]) {
    const eventType = await api(app, '/api/event-types', {
      method: 'POST',
      token,
      body: { title, slug, availability_id: scheduleId, requires_confirmation: requiresConfirmation },
    });
    await bookFirstFreeTime(app, {
      username: host.username,
      slug,
      eventTypeId: eventType.data.id,
      timeZone: 'America/New_York',
    });
  }
  const team = await api(app, '/api/teams', {
    method: 'POST',
    token,
    body: { name: 'Support crew', description: 'Customer calls' },
  });
  const invitation = await api(app, `/api/teams/${team.data.id}/members`, {
    method: 'POST',
    token,
    body: { email: colleague.email, role: 'member' },
  });
  await api(app, `/api/teams/invitations/${invitation.data.id}/accept`, {
    method: 'POST',
    token: colleagueToken,
  });
  await api(app, '/api/event-types', {
    method: 'POST',
    token,
    body: { title: 'Support call', slug: 'support-call', event_type: 'round_robin', team_id: team.data.id },
  });
  const otherTeam = await api(app, '/api/teams', {
    method: 'POST',
    token: colleagueToken,
    body: { name: 'Sales crew' },
  });
  await api(app, `/api/teams/${otherTeam.data.id}/members`, {
    method: 'POST',
    token: colleagueToken,
    body: { email: host.email },
  });
  return host;
}

/**
 * Every tab of the tab list in `scope`, one after the other, with axe on each.
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').Locator} scope
 */
async function assertEveryTab(page, scope) {
  const tabs = await scope.getByRole('tab').all();
  assert.ok(tabs.length > 1, 'a tab list');
  for (const tab of tabs) {
    await tab.click();
    await eventually(async () => (await tab.getAttribute('aria-selected')) === 'true', 'the tab selected');
    await page.waitForLoadState('networkidle');
    await assertNoSeriousViolations(page);
  }
}

/**
 * Holds the API's answers to `pattern` until the returned function is called, so the screen's
 * loading state stays on screen for axe.
 * @param {import('playwright-core').Page} page
 * @param {string} pattern
 */
async function holdApi(page, pattern) {
  /** @type {() => void} */
  let release = () => {};
  const released = new Promise((resolve) => {
    release = () => resolve(undefined);
  });
  await page.route(pattern, async (route) => {
    await released;
    // A request the page dropped while held (it went elsewhere) can no longer continue.
    await route.continue().catch(() => {});
  });
  return async () => {
    release();
    await page.unroute(pattern);
  };
}

journey(
  'the loading states of the signed-in screens have no serious accessibility violations',
  async ({ page, app }) => {
    const host = await hostWithContent(app);
    await signIn(page, host.username);
    for (const [path, pattern, loading] of [
      ['/dashboard', '**/api/bookings**', 'Loading upcoming bookings'],
      ['/dashboard/bookings', '**/api/bookings**', 'Loading bookings'],
      ['/dashboard/analytics', '**/api/bookings/analytics**', 'Loading analytics'],
      ['/dashboard/event-types', '**/api/event-types**', 'Loading event types'],
      ['/dashboard/availability', '**/api/availabilities**', 'Loading schedules'],
      ['/dashboard/teams', '**/api/teams**', 'Loading teams'],
    ]) {
      const release = await holdApi(page, pattern);
      await page.goto(path);
      await expect(page.getByRole('status', { name: loading })).toBeVisible();
      await assertNoSeriousViolations(page);
      await release();
      await expect(page.getByRole('status', { name: loading })).toBeHidden();
    }
    // The editor of a schedule, opened from the list.
    await page.goto('/dashboard/availability');
    const release = await holdApi(page, '**/api/availabilities/*');
    await page.getByRole('link', { name: 'Office hours' }).click();
    await expect(page.getByRole('status', { name: 'Loading schedule' })).toBeVisible();
    await assertNoSeriousViolations(page);
    await release();
    await expect(page.getByRole('button', { name: 'Add a date override' })).toBeVisible();
  },
);

for (const width of [1280, 390]) {
  const viewport = { width, height: 800 };

  journey(
    `landing page (${width} px) has no serious accessibility violations`,
    async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await assertNoSeriousViolations(page);
    },
    { viewport },
  );

  journey(
    `login page (${width} px) has no serious accessibility violations`,
    async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await assertNoSeriousViolations(page);
    },
    { viewport },
  );

  journey(
    `register page (${width} px) has no serious accessibility violations`,
    async ({ page }) => {
      await page.goto('/register');
      await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await assertNoSeriousViolations(page);
    },
    { viewport },
  );

  journey(
    `booking page (${width} px): calendar, times and form have no serious accessibility violations`,
    async ({ page, app }) => {
      const { bookingPath } = await publishedEventTypeWithBooking(app);
      await page.goto(bookingPath);
      const firstDay = page.locator('button[data-day]:not([disabled])').first();
      await firstDay.click();
      await expect(
        page
          .getByRole('list', { name: /^Free times on / })
          .getByRole('button')
          .first(),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      await assertNoSeriousViolations(page);

      await page
        .getByRole('list', { name: /^Free times on / })
        .getByRole('button')
        .first()
        .click();
      await expect(page.getByRole('heading', { name: 'Enter Details' })).toBeVisible();
      // With the errors of an empty submit showing.
      await page.getByRole('button', { name: 'Confirm booking' }).click();
      await expect(page.getByText('This question needs an answer')).toBeVisible();
      await assertNoSeriousViolations(page);
    },
    { viewport },
  );

  journey(
    `cancel page (${width} px) has no serious accessibility violations`,
    async ({ page, app }) => {
      const { cancelPath } = await publishedEventTypeWithBooking(app);
      await page.goto(cancelPath);
      await expect(page.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await assertNoSeriousViolations(page);
    },
    { viewport },
  );

  journey(
    `dashboard, its menus and analytics (${width} px) have no serious accessibility violations`,
    async ({ page, app }) => {
      const host = await hostWithContent(app);
      await signIn(page, host.username);
      await expect(page.getByTestId('stat-total').filter({ hasText: '2' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await assertNoSeriousViolations(page);

      await page.getByRole('button', { name: 'Open user menu' }).click();
      await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
      await assertNoSeriousViolations(page);
      await page.keyboard.press('Escape');
      if (width < 768) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
        await assertNoSeriousViolations(page);
        await page.getByRole('button', { name: 'Close menu' }).click();
      }
      await page.getByRole('button', { name: 'Details' }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await assertNoSeriousViolations(page);
      await page.keyboard.press('Escape');

      await page.goto('/dashboard/analytics');
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await assertNoSeriousViolations(page);
    },
    { viewport },
  );

  journey(
    `bookings list with pending and confirmed bookings, and the calendar (${width} px) have no serious accessibility violations`,
    async ({ page, app }) => {
      const host = await hostWithContent(app);
      await signIn(page, host.username);
      await page.goto('/dashboard/bookings');
      await expect(page.getByRole('button', { name: 'Confirm' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await assertNoSeriousViolations(page);
      await page.getByRole('button', { name: 'Calendar' }).click();
      await page.waitForLoadState('networkidle');
      await assertNoSeriousViolations(page);
    },
    { viewport },
  );

  journey(
    `event types, their card menu and the new and edit dialogs on every tab (${width} px) have no serious accessibility violations`,
    async ({ page, app }) => {
      const host = await hostWithContent(app);
      await signIn(page, host.username);
      await page.goto('/dashboard/event-types');
      await expect(page.getByRole('heading', { name: 'Intro call' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await assertNoSeriousViolations(page);

      await page.getByRole('button', { name: 'Actions for Intro call' }).click();
      await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
      await assertNoSeriousViolations(page);
      await page.getByRole('menuitem', { name: 'Edit' }).click();
      const editDialog = page.getByRole('dialog', { name: 'Edit Event Type' });
      await expect(editDialog).toBeVisible();
      await assertEveryTab(page, editDialog);
      await page.keyboard.press('Escape');
      await expect(editDialog).toBeHidden();

      await page.getByRole('button', { name: 'New Event Type' }).click();
      const newDialog = page.getByRole('dialog', { name: 'New Event Type' });
      await expect(newDialog).toBeVisible();
      await assertEveryTab(page, newDialog);
      // With the error of an empty title showing (error texts are fg.error).
      await newDialog.getByRole('tab').first().click();
      await newDialog.getByRole('button', { name: 'Save' }).click();
      await eventually(
        async () => (await newDialog.getByLabel('Title').getAttribute('aria-invalid')) === 'true',
        'the title marked invalid',
      );
      await assertNoSeriousViolations(page);
    },
    { viewport },
  );

  journey(
    `availability list and editor with a date override (${width} px) have no serious accessibility violations`,
    async ({ page, app }) => {
      const host = await hostWithContent(app);
      await signIn(page, host.username);
      await page.goto('/dashboard/availability');
      await expect(page.getByRole('link', { name: 'Office hours' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await assertNoSeriousViolations(page);

      await page.getByRole('link', { name: 'Office hours' }).click();
      await eventually(
        async () => (await page.getByRole('textbox', { name: 'Name' }).inputValue()) === 'Office hours',
        'the schedule loaded in the editor',
      );
      await page.getByRole('button', { name: 'Add hours to Monday' }).click();
      await page.getByRole('button', { name: 'Add a date override' }).click();
      await expect(page.getByLabel('Override 1 date')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await assertNoSeriousViolations(page);
    },
    { viewport },
  );

  journey(
    `teams with an invitation, and the create, invite and settings dialogs (${width} px) have no serious accessibility violations`,
    async ({ page, app }) => {
      const host = await hostWithContent(app);
      await signIn(page, host.username);
      await page.goto('/dashboard/teams');
      const team = page.getByRole('region', { name: 'Support crew' });
      await expect(team.getByText('2 members')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Invitations' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await assertNoSeriousViolations(page);

      for (const open of [
        () => page.getByRole('button', { name: 'Create Team' }).click(),
        () => team.getByRole('button', { name: 'Invite' }).click(),
        () => team.getByRole('button', { name: 'Settings' }).click(),
      ]) {
        await open();
        await expect(page.getByRole('dialog')).toBeVisible();
        await assertNoSeriousViolations(page);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      }
    },
    { viewport },
  );

  journey(
    `settings, every tab (${width} px) has no serious accessibility violations`,
    async ({ page, app }) => {
      const host = await hostWithContent(app);
      await signIn(page, host.username);
      await page.goto('/dashboard/settings');
      await expect(page.getByRole('tab', { name: 'Profile', selected: true })).toBeVisible();
      await assertEveryTab(page, page.getByRole('main'));
    },
    { viewport },
  );
}
