// Every text of the analytics page, in one place so that the translations of decisions §12
// replace this module and nothing else.
export const analyticsTexts = {
  title: 'Analytics',
  subtitle: 'Bookings per week, by status and by event type',
  loading: 'Loading analytics',
  failed: 'Failed to fetch analytics',
  tryAgain: 'Try Again',
  empty: 'No bookings in the last 12 weeks yet. Share your booking link to get started.',
  perWeekHeading: 'Bookings per week',
  perWeekCaption: (weeks: number) => `Bookings per week over the last ${weeks} weeks, by start time`,
  weekOf: 'Week of',
  bookings: 'Bookings',
  byStatusHeading: 'By status',
  status: 'Status',
  statusNames: { pending: 'Pending', confirmed: 'Confirmed', cancelled: 'Cancelled' },
  byEventTypeHeading: 'By event type',
  eventType: 'Event type',
  noEventTypes: 'No bookings yet.',
  cancellationHeading: 'Cancellation rate',
  cancellationText: (cancelled: number, total: number) => `${cancelled} of ${total} bookings cancelled`,
  totalLabel: (total: number, weeks: number) => `${total} bookings in the last ${weeks} weeks`,
  percent: (rate: number) => `${Math.round(rate * 1000) / 10}%`,
} as const;
