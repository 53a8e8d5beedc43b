import { bookingMessages } from '@slotwise/shared/contract/bookings.contract';

// Every text of the public booking and cancel pages, in one place so that the translations
// of decisions §12 replace this module and nothing else.
export const publicBookingTexts = {
  loading: 'Loading',
  loadFailed: 'We could not load this page. Please try again.',
  tryAgain: 'Try Again',
  poweredBy: 'Scheduling by Slotwise',

  // Event summary
  durationMinutes: (minutes: number) => `${minutes} min`,
  hostAvatarLabel: (name: string) => `Host: ${name}`,
  detailsHeading: 'Meeting details',
  duration: 'Duration',
  location: 'Location',
  requiresConfirmationNote: 'The host confirms each booking.',

  // Date and time picker
  pickHeading: 'Select a Date & Time',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  today: 'today',
  weekdaysShort: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  weekdaysLong: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  loadingTimes: 'Loading free times',
  timesFailed: 'We could not load the free times.',
  noTimesThisMonth: 'No free times this month.',
  viewNextMonth: 'View next month',
  pickADay: 'Pick a day to see its free times.',
  timesFor: (day: string) => `Free times on ${day}`,
  timesAnnouncement: (count: number, day: string) =>
    count === 1 ? `1 time available on ${day}` : `${count} times available on ${day}`,
  noTimesOnDay: 'No free times on this day.',
  seatsLeft: (seats: number) => (seats === 1 ? '1 seat left' : `${seats} seats left`),
  timeButtonLabel: (time: string, day: string) => `${time}, ${day}`,

  // Time zone and clock
  timeZone: 'Time zone',
  timeZoneSearch: 'Search time zones',
  currentBrowser: 'Current Browser',
  noTimeZoneFound: 'No time zone found',
  clockFormat: 'Time format',
  clock12h: '12h',
  clock24h: '24h',

  // Form
  formHeading: 'Enter Details',
  back: 'Back',
  name: 'Name',
  email: 'Email',
  additionalAttendees: 'Additional attendees',
  additionalAttendeesHint: (max: number) =>
    max === 1 ? 'You can bring 1 more person.' : `You can bring up to ${max} more people.`,
  attendeeName: (index: number) => `Attendee ${index} name`,
  attendeeEmail: (index: number) => `Attendee ${index} email`,
  removeAttendee: (index: number) => `Remove attendee ${index}`,
  addAttendee: 'Add attendee',
  submit: 'Confirm booking',
  submitting: 'Booking...',
  answerRequired: bookingMessages.answerRequired,
  slotTaken: bookingMessages.slotTaken,
  bookingFailed: 'We could not book this time. Please try again.',
  fixErrors: 'Please correct the highlighted fields.',

  // Confirmation
  confirmedHeading: 'Confirmed',
  pendingHeading: 'Booking requested',
  confirmedText: (host: string) => `You are scheduled with ${host}.`,
  pendingText:
    "Your booking is waiting for the host's confirmation. You will get an e-mail when it is confirmed.",
  emailSentTo: (email: string) => `A calendar invitation has been sent to ${email}.`,
  addToGoogleCalendar: 'Add to Google Calendar',
  downloadInvite: 'Download invite (.ics)',
  cancelLinkIntro: 'Need to make a change?',
  cancelLink: 'Cancel this booking',
  googleDetails: (host: string, cancelUrl: string) => `Meeting with ${host}.\n\nNeed to cancel? ${cancelUrl}`,
  meetingLink: 'Meeting link',

  // Cancel page
  cancelHeading: 'Cancel booking',
  cancelIntro: 'Are you sure you want to cancel this booking?',
  bookedBy: 'Booked by',
  host: 'Host',
  date: 'Date',
  time: 'Time',
  reasonLabel: 'Reason for cancellation (optional)',
  cancelButton: 'Cancel booking',
  cancelling: 'Cancelling...',
  cancelledNow: 'Your booking has been cancelled.',
  alreadyCancelled: 'This booking has been cancelled.',
  reason: 'Reason',
  alreadyPast: bookingMessages.alreadyPast,
  cancelFailed: 'Failed to cancel booking',
  bookAgain: 'Book another time',
  statusPending: 'Waiting for confirmation',
  statusConfirmed: 'Confirmed',
  statusCancelled: 'Cancelled',
} as const;
