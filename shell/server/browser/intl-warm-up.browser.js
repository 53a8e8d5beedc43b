// @ts-check
// The browser's first Intl call loads its locale data: 60-200 ms of one task on a slow phone (a
// phone-sized CPU slowdown), more than the 50 ms a task may take before the attendee page's code
// has taken over (issue #27). That first call would otherwise come in the page's first render,
// or in the free-times prefetch. Here it is made in steps, each its own task, while the page's
// scripts are still downloading: each step loads part of the data the next one would have
// loaded (measured in Chromium at 4x: the locale, then plural rules, numbers and dates), and
// what the page then asks is cheap. The figures: docs/attendee-pages.md#what-loads-before-first-use.

/**
 * The visitor's zone without Intl where the browser has Temporal (no locale data needed), else
 * through the Intl formatter the page's code would make anyway.
 * @returns {string | undefined}
 */
export function browserZone() {
  const temporal = /** @type {{ Temporal?: { Now?: { timeZoneId?: () => string } } }} */ (globalThis)
    .Temporal;
  try {
    if (typeof temporal?.Now?.timeZoneId === 'function') return temporal.Now.timeZoneId();
  } catch {
    // Falls back to Intl.
  }
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * The steps, lightest first; each one warms what the next needs.
 * @param {string} language the page's language (`<html lang>`)
 * @returns {(() => unknown)[]}
 */
export function intlWarmUpSteps(language) {
  return [
    () => new Intl.Locale(language).maximize(),
    () => new Intl.PluralRules(language).select(1),
    () => new Intl.NumberFormat(language).format(1),
    () => new Intl.DateTimeFormat(language, { timeZone: 'UTC' }).format(0),
    () =>
      new Intl.DateTimeFormat(language, {
        timeZone: browserZone(),
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }).format(0),
  ];
}

/**
 * Runs the steps one task each (a macrotask between them, so input and rendering come between).
 * @param {string} language
 * @param {(run: () => void) => void} [nextTask]
 */
export function warmIntl(language, nextTask = (run) => setTimeout(run, 0)) {
  const steps = intlWarmUpSteps(language || 'en');
  const next = () => {
    const step = steps.shift();
    if (!step) return;
    try {
      step();
    } catch {
      // A browser without one of these: the page makes its own calls.
      return;
    }
    nextTask(next);
  };
  nextTask(next);
}
