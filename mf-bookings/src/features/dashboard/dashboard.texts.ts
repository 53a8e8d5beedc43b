import { brand } from '@slotwise/shared/contract/limits.contract';

// Every text of the overview (product-spec "Dashboard overview"), in one place so that the
// translations of decisions §12 replace this module and nothing else.
export const dashboardTexts = {
  documentTitle: 'Dashboard',
  greeting: `Welcome back to your ${brand.name} dashboard`,
  subtitle: "Here's what is coming up.",

  summaryHeading: 'Summary',
  totalLabel: 'Total bookings',
  totalHint: 'All-time count',
  upcomingLabel: 'Upcoming',
  upcomingHint: 'Scheduled meetings',
  confirmedLabel: 'Confirmed',
  confirmedHint: 'Active bookings',
  pendingLabel: 'Pending',
  pendingHint: 'Awaiting confirmation',
  needsAction: 'Needs action',
  statsFailed: 'Failed to fetch booking figures',

  upcomingHeading: 'Upcoming bookings',
  viewAll: 'View all',
  loadingUpcoming: 'Loading upcoming bookings',
  upcomingFailed: 'Failed to fetch upcoming bookings',
  tryAgain: 'Try Again',
  noUpcoming: 'No upcoming bookings scheduled.',
  today: 'Today',
  tomorrow: 'Tomorrow',
  durationMinutes: (minutes: number) => `${minutes} min`,
  moreAttendees: (count: number) => `+${count} more attendees`,
  showLess: 'Show less',
  attendeesTotal: (count: number) => `${count} attendees total`,
  details: 'Details',
  detailsFor: (title: string, when: string) => `Details of ${title}, ${when}`,
  pagination: 'Upcoming bookings pages',
  page: (page: number) => `Page ${page}`,
  previousPage: 'Previous page',
  nextPage: 'Next page',

  quickActionsHeading: 'Quick actions',
  quickActions: [
    { to: '/dashboard/event-types', title: 'Create event type', text: 'Set up a new bookable event' },
    { to: '/dashboard/availability', title: 'Set availability', text: 'Define available hours' },
    { to: '/dashboard/teams', title: 'Create team', text: 'Invite members for team scheduling' },
    { to: '/dashboard/analytics', title: 'View analytics', text: 'Track booking metrics' },
  ],

  // Booking Details dialog
  detailsTitle: 'Booking Details',
  bookingId: 'Booking ID',
  status: 'Status',
  statusNames: { pending: 'Pending', confirmed: 'Confirmed', cancelled: 'Cancelled' },
  dateAndTime: 'Date & time',
  location: 'Location',
  joinMeeting: 'Join meeting',
  attendee: 'Attendee',
  additionalAttendees: 'Additional attendees',
  timezone: 'Attendee timezone',
  created: 'Created',
  eventType: 'Event type',
  duration: 'Duration',
  close: 'Close',
} as const;
