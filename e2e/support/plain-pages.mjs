// Attendee pages with JavaScript disabled: what the no-JavaScript journeys share
// (docs/attendee-pages.md). The texts are the attendee module's (mf-bookings/src/app/locales).
import { api, registerHostWithSchedule } from '../../scripts/testing/api-calls.mjs';
import { newUser } from './accounts.mjs';
import { stepTimeoutMs } from './timeouts.mjs';

/** The calendar's texts each plain-page journey reads, per language. */
export const plainCalendarTexts = {
  en: {
    locale: 'en-US',
    timeZone: 'Time zone',
    showTimes: 'Show times in this zone',
    nextMonth: 'Next month',
    timesFor: /^Free times on /,
    formHeading: 'Enter Details',
    submit: 'Confirm booking',
    confirmed: 'Confirmed',
    slotTaken: 'That time was just booked. Please pick another.',
  },
  fr: {
    locale: 'fr-FR',
    timeZone: 'Fuseau horaire',
    showTimes: 'Afficher les horaires dans ce fuseau',
    nextMonth: 'Mois suivant',
    timesFor: /^Créneaux libres le /,
    formHeading: 'Saisissez vos informations',
    submit: 'Confirmer la réservation',
    confirmed: 'Confirmé',
    slotTaken: "Ce créneau vient d'être réservé. Veuillez en choisir un autre.",
  },
};

/**
 * A page of a new context with JavaScript disabled, in the language's locale.
 * @param {import('playwright-core').Browser} browser
 * @param {{ url: string }} app
 * @param {{ locale: string }} t
 * @param {string | null} [timezoneId] the browser's zone (null: the context's default)
 */
export async function plainPage(browser, app, t, timezoneId = 'America/New_York') {
  const context = await browser.newContext({
    baseURL: app.url,
    javaScriptEnabled: false,
    locale: t.locale,
    ...(timezoneId ? { timezoneId } : {}),
  });
  context.setDefaultTimeout(stepTimeoutMs);
  return { context, page: await context.newPage() };
}

/**
 * Picks the first bookable day shown with at least `minTimes` times (the next month's days when
 * this month has none), by GETs. Today late in the day may have a single time left, and the
 * journeys that take a time away need another one on the same day.
 * @param {import('playwright-core').Page} page
 * @param {{ nextMonth: string, timesFor: RegExp }} t
 */
export async function pickFirstDay(page, t, minTimes = 2) {
  for (let month = 0; month < 2; month += 1) {
    const days = page.locator('button[data-day]:not([disabled])');
    const values = await Promise.all(
      (await days.all()).map(async (day) => /** @type {string} */ (await day.getAttribute('data-day'))),
    );
    for (const value of values) {
      await page.locator(`button[data-day="${value}"]`).click();
      await page.waitForURL((url) => url.searchParams.get('date') === value);
      if ((await timesOf(page, t).count()) >= minTimes) return value;
    }
    await page.getByRole('button', { name: t.nextMonth }).click();
    await page.waitForURL(/month=/);
  }
  throw new Error(`no day with ${minTimes} free times in two months`);
}

/**
 * The times of the picked day (submit buttons named time).
 * @param {import('playwright-core').Page} page
 * @param {{ timesFor: RegExp }} t
 */
export const timesOf = (page, t) => page.getByRole('list', { name: t.timesFor }).getByRole('button');

/**
 * A host in Berlin with one 30-minute type, "Plain call" (`extra` added to its payload).
 * @param {{ url: string }} app
 * @param {string} prefix the host's name prefix
 * @param {Record<string, unknown>} [extra]
 */
export async function publishPlainHost(app, prefix, extra = {}) {
  const host = newUser(prefix);
  const { token, scheduleId } = await registerHostWithSchedule(app, host, { timeZone: 'Europe/Berlin' });
  const created = await api(app, '/api/event-types', {
    method: 'POST',
    token,
    body: {
      title: 'Plain call',
      slug: 'plain-call',
      duration: 30,
      availability_id: scheduleId,
      location: 'google_meet',
      ...extra,
    },
  });
  return { host, token, eventTypeId: created.data.id };
}
/**
 * The hidden fields of the page's posting form (its token and key), as the browser would send them.
 * @param {import('playwright-core').Page} page
 */
export async function hiddenFieldsOf(page) {
  const pairs = await page
    .locator('form[method="post"] input[type="hidden"]')
    .evaluateAll((inputs) =>
      inputs.map((input) => [input.getAttribute('name'), input.getAttribute('value')]),
    );
  return Object.fromEntries(pairs);
}
