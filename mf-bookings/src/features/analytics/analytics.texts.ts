import { withMore } from '@slotwise/shared/i18n/live-texts';
import { liveTexts, bookingsText as text } from '../../app/bookings-catalogue';

// Every text of the analytics page, read in the active language (docs/product.md#language) at the moment
// it is used; AnalyticsPage re-renders on a language switch.
export const analyticsTexts = withMore(liveTexts('analytics'), {
  statusNames: liveTexts('status'),
  perWeekCaption: (weeks: number) => text('analytics.perWeekCaption', { weeks }),
  cancellationText: (cancelled: number, total: number) =>
    text('analytics.cancellationText', { cancelled, total }),
  totalLabel: (total: number, weeks: number) => text('analytics.totalLabel', { total, weeks }),
  percent: (rate: number) => text('analytics.percent', { rate: Math.round(rate * 1000) / 10 }),
});
