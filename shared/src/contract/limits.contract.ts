// Business constants of docs/product.md#constants.
export const limits = {
  usernameMax: 60,
  passwordMin: 8,
  loginMin: 3,
  strengthMedium: 6,
  strengthStrong: 8,
  googleRedirectDelayMs: 1500,
  avatarMaxBytes: 10 * 1024 * 1024,
  toastLifeSettingsMs: 3000,
  toastLifeBookingsMs: 5000,
  minLoadingMs: 400,
  searchDebounceMs: 800,
  copiedIndicatorMs: 2000,
  bookingsPerPageDefault: 15,
  bookingsPerPageScreen: 4,
  dashboardUpcomingPerPage: 3,
  dashboardUpcomingMax: 5,
  dashboardPaginatorLinks: 3,
  maxActiveEventTypes: 5,
  maxReminders: 3,
  maxQuestions: 5,
  calendarCells: 42,
  bookingIdDisplayLength: 8,
  /** An attendee's name (the booker's and each additional attendee's) on the booking page. */
  attendeeNameMax: 120,
  /** An answer to one of the event type's questions. */
  bookingAnswerMax: 5000,
} as const;

/**
 * What an e-mail address must look like: the API's schemas (auth.contract's emailSchema) and the
 * booking form, which checks without zod (the attendee pages' JS budget), both use this one
 * pattern. It is zod 4's own e-mail pattern, written without look-arounds.
 */
export const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const brand = {
  name: 'Slotwise',
  releaseLabel: 'Early alpha',
} as const;

export const supportedLanguages = ['en', 'es', 'fr', 'de', 'zh'] as const;
export type LanguageCode = (typeof supportedLanguages)[number];
