// axe on the public pages (marketing, sign-in, register, and the attendee's booking and cancel
// pages): no serious or critical violation.
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { newUser } from '../support/accounts.mjs';
import { api, bookFirstFreeTime, registerHostWithSchedule } from '../support/api.mjs';
import { expect } from '../support/expect.mjs';
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
}
