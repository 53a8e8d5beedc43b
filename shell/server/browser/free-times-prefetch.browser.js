// @ts-check
// Inline on a booking page drawn by its remote's server module (attendee-preview.page.ts).
// Starts the page's first free-times call exactly as the page will make it (the 42-day grid,
// Monday first, of the current month in the visitor's zone), so that its answer is on its way
// while the bundles download. The page takes it (@slotwise/shared/api/prefetched-responses), as
// a promise or, once answered, as a plain value its first render can use
// (`__slotwisePrefetchedAnswers`); if anything differs, the page simply asks itself.
// It runs once the view has been painted: the browser's first Intl call costs tens of ms on a
// slow phone, which would otherwise come before the first paint; where the browser has Temporal,
// the zone is read without Intl (browserZone), and the after-paint loader warms Intl in steps.
// (Starting the bookings remote's manifest the same way, or with <link rel=preload>, was tried:
// Playwright then never sees the network go idle, which the journeys and bench need.)

import { browserZone } from './intl-warm-up.browser.js';

/**
 * @typedef {Window & {
 *   __slotwisePrefetched?: Record<string, Promise<unknown>>;
 *   __slotwisePrefetchedAnswers?: Record<string, unknown>;
 * }} PrefetchingWindow
 */

const dayMs = 864e5;

/** A UTC midnight as `YYYY-MM-DD`. @param {Date} day */
const dayKey = (day) => day.toISOString().slice(0, 10);

/**
 * The free-times URL the booking page asks first in this zone, the browser's own: today is read
 * from the Date's local fields, which are that zone's (a formatter for another locale and a zone
 * cost a slow phone's first Intl call 50-70 ms more, one task).
 * @param {string} base the event type's public path (`freeTimesBase`)
 * @param {string} zone
 */
function firstFreeTimesUrl(base, zone) {
  const now = new Date();
  const first = new Date(Date.UTC(now.getFullYear(), now.getMonth(), 1));
  const start = new Date(first.getTime() - ((first.getUTCDay() + 6) % 7) * dayMs);
  const end = new Date(start.getTime() + 41 * dayMs);
  // The duration the link names, as the page names it (docs/product.md#several-durations); one
  // the type does not offer is refused and the page asks itself.
  const duration = new URLSearchParams(location.search).get('duration');
  const chosen = duration && /^\d{1,3}$/.test(duration) ? `&duration=${duration}` : '';
  return `${base}/free-times?start=${dayKey(start)}&end=${dayKey(end)}&time_zone=${encodeURIComponent(zone)}${chosen}`;
}

function prefetchFreeTimes() {
  const handoff = document.getElementById('prefetched-api');
  /** @type {string | undefined} */
  const base = handoff ? JSON.parse(handoff.textContent || '{}').freeTimesBase : undefined;
  if (!base) return;
  const page = /** @type {PrefetchingWindow} */ (window);
  /** @type {Record<string, Promise<unknown>>} */
  const requests = {};
  /** @type {Record<string, unknown>} */
  const answers = {};
  page.__slotwisePrefetched = requests;
  page.__slotwisePrefetchedAnswers = answers;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    try {
      const zone = browserZone();
      if (!zone) return;
      const url = firstFreeTimesUrl(base, zone);
      requests[url] = fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
        .then((response) => (response.ok ? response.json() : null))
        .then((body) => {
          if (body) answers[url] = body;
          return body;
        })
        .catch(() => null);
    } catch {
      // An old browser's Intl: the page asks itself.
    }
  };
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 500);
}

try {
  prefetchFreeTimes();
} catch {
  // A broken #prefetched-api block: the page asks itself.
}
