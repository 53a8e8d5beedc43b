import { withMore } from '@slotwise/shared/i18n/live-texts';
import { liveTexts, bookingsText as text } from '../../app/bookings-catalogue';

const statusNames = liveTexts('status');

// Every text of the overview (docs/product.md#dashboard-overview), read in the active language
// (docs/product.md#language) at the moment it is used; DashboardPage re-renders on a language switch.
export const dashboardTexts = withMore(liveTexts('dashboard'), {
  statusNames,
  get quickActions() {
    return [
      {
        to: '/dashboard/event-types',
        title: text('dashboard.quickActionEventTypes'),
        text: text('dashboard.quickActionEventTypesText'),
      },
      {
        to: '/dashboard/availability',
        title: text('dashboard.quickActionAvailability'),
        text: text('dashboard.quickActionAvailabilityText'),
      },
      {
        to: '/dashboard/teams',
        title: text('dashboard.quickActionTeams'),
        text: text('dashboard.quickActionTeamsText'),
      },
      {
        to: '/dashboard/analytics',
        title: text('dashboard.quickActionAnalytics'),
        text: text('dashboard.quickActionAnalyticsText'),
      },
    ];
  },
  durationMinutes: (minutes: number) => text('dashboard.durationMinutes', { minutes }),
  moreAttendees: (count: number) => text('dashboard.moreAttendees', { number: count }),
  attendeesTotal: (count: number) => text('dashboard.attendeesTotal', { number: count }),
  detailsFor: (title: string, when: string) => text('dashboard.detailsFor', { title, when }),
  page: (page: number) => text('dashboard.page', { page }),
});
