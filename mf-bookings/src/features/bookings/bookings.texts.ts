import { bookingMessages, type BookingStatus } from '@slotwise/shared/contract/bookings.contract';

/** The host's actions on a booking (product-spec §4 "Booking status actions"). */
export type BookingAction = 'confirm' | 'reject' | 'cancel' | 'delete' | 'cancelAndDelete';

// Every text of the Bookings screen, in one place so that the translations of decisions §12
// replace this module and nothing else. Quoted texts are product-spec's, verbatim.
export const bookingsTexts = {
  title: 'Bookings',
  subtitle: 'View and manage your upcoming and past bookings',
  view: 'View',
  listView: 'List',
  calendarView: 'Calendar',

  // Filters
  search: 'Search bookings',
  searchPlaceholder: 'Search bookings...',
  searching: 'Searching',
  statusFilter: 'Status',
  allStatuses: 'All statuses',
  eventTypeFilter: 'Event type',
  allEventTypes: 'All event types',
  statusNames: { pending: 'Pending', confirmed: 'Confirmed', cancelled: 'Cancelled' } satisfies Record<
    BookingStatus,
    string
  >,

  // List states
  listHeading: 'Bookings list',
  loading: 'Loading bookings',
  fetchFailed: 'Failed to fetch bookings',
  tryAgain: 'Try Again',
  noneFound: 'No bookings found',
  adjustFilters: 'Try adjusting your search or filters',
  noneYet: "You don't have any bookings yet",
  pagination: 'Bookings pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  showing: (from: number, to: number, total: number) => `Showing ${from}–${to} of ${total} bookings`,

  // Card
  durationMinutes: (minutes: number) => `${minutes} min`,
  copyMeetLink: 'Copy meeting link',
  copied: 'Copied',
  cancellationReason: 'Cancellation reason',
  details: 'Details',
  confirm: 'Confirm',
  reject: 'Reject',
  cancel: 'Cancel',
  cancelAndDelete: 'Cancel & Delete',
  reschedule: 'Reschedule',
  delete: 'Delete',
  actionsFor: (title: string, when: string) => `${title}, ${when}`,

  // Confirmation dialogs (product-spec §4)
  dialogs: {
    cancel: {
      title: 'Cancel Booking',
      text: 'Are you sure you want to cancel this booking? This action cannot be undone.',
      googleMeet: 'The Google Calendar event and the Google Meet link will be cancelled.',
      reasonLabel: 'Reason for cancellation (optional)',
      dismiss: 'Keep Booking',
      submit: 'Cancel Booking',
    },
    reject: {
      title: 'Reject Booking',
      text: 'Are you sure you want to reject this booking request? The attendee will be notified.',
      googleMeet: 'The Google Calendar event and the Google Meet link will be cancelled.',
      reasonLabel: 'Reason for rejection (optional)',
      reasonPlaceholder: bookingMessages.defaultRejectReason,
      dismiss: 'Cancel',
      submit: 'Reject Booking',
    },
    delete: {
      title: 'Delete Booking',
      text: 'Are you sure you want to permanently delete this booking?',
      warning: 'This booking record will be permanently deleted and cannot be recovered.',
      googleMeet: 'The Google Calendar event and the Google Meet link will be removed.',
      dismiss: 'Cancel',
      submit: 'Permanently Delete',
    },
    cancelAndDelete: {
      title: 'Cancel and Delete Booking',
      text: 'Are you sure you want to cancel this booking and delete it? The attendee will be notified of the cancellation.',
      warning: 'This booking record will be permanently deleted and cannot be recovered.',
      googleMeet: 'The Google Calendar event and the Google Meet link will be cancelled and removed.',
      reasonLabel: 'Reason for cancellation (optional)',
      dismiss: 'Keep Booking',
      submit: 'Cancel & Delete',
    },
  },

  // Toasts (product-spec §8 "Bookings-screen toasts")
  success: 'Success',
  error: 'Error',
  done: {
    confirm: 'Booking confirmed successfully',
    reject: 'Booking rejected successfully',
    cancel: 'Booking cancelled successfully',
    delete: 'Booking deleted successfully',
    cancelAndDelete: 'Booking cancelled and deleted successfully',
  } satisfies Record<BookingAction, string>,
  failed: {
    confirm: 'Failed to confirm booking',
    reject: 'Failed to reject booking',
    cancel: 'Failed to cancel booking',
    delete: 'Failed to delete booking',
    cancelAndDelete: 'Failed to cancel and delete booking',
  } satisfies Record<BookingAction, string>,
  copiedToClipboard: 'Copied to clipboard',
  copyFailed: 'Could not copy the link',

  // Details dialog
  detailsTitle: 'Booking Details',
  detailsFailed: 'Failed to fetch booking details',
  bookingId: 'Booking ID',
  status: 'Status',
  dateAndTime: 'Date & time',
  location: 'Location',
  joinMeeting: 'Join meeting',
  attendee: 'Attendee',
  additionalAttendees: 'Additional attendees',
  timezone: 'Attendee timezone',
  created: 'Created',
  eventType: 'Event type',
  duration: 'Duration',
  deleteFromDatabase: 'Delete from Database',
  close: 'Close',

  // Calendar view
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  weekdaysShort: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  today: 'today',
  hasBookingsSuffix: 'has bookings',
  selectADate: 'Select a Date',
  selectADateHint: 'Pick a day to see its bookings.',
  bookingCount: (count: number) => `${count} booking(s)`,
  noBookingsOnDate: 'No bookings on this date',
  legend: 'Legend',
  hasBookings: 'Has bookings',
  selected: 'Selected',
  calendarFailed: 'Failed to fetch bookings',

  // Reschedule dialog
  rescheduleTitle: 'Reschedule Booking',
  rescheduleIntro: (title: string, attendee: string) =>
    `Pick a new time for ${title} with ${attendee}. The attendee gets an updated invitation.`,
  currentTime: 'Current time',
  newDate: 'New date',
  freeTimesOn: (day: string) => `Free times on ${day}`,
  loadingTimes: 'Loading free times',
  timesFailed: 'We could not load the free times.',
  noTimesOnDay: 'No free times on this day.',
  timeZoneNote: (zone: string) => `Times are shown in your time zone (${zone}).`,
  rescheduleSubmit: 'Reschedule',
  rescheduleDismiss: 'Cancel',
  rescheduled: 'Booking rescheduled successfully',
  rescheduleFailed: 'Failed to reschedule booking',
} as const;
