import { formatLocalized } from '@slotwise/shared/datetime/date-locale';
import { bookingsText as text, liveTexts, withMore } from '../../app/bookings-catalogue';

// A Monday (2024-01-01) and the six days after it: weekday names come from the date locale.
const week = Array.from({ length: 7 }, (_, index) => new Date(2024, 0, 1 + index));

// Every text of the public booking and cancel pages, read in the active language (decisions
// §12) at the moment it is used; the page roots call useBookingsMessages to re-render on a switch.
export const publicBookingTexts = withMore(liveTexts('public'), {
  get weekdaysShort() {
    return week.map((day) => formatLocalized(day, 'EEE'));
  },
  get weekdaysLong() {
    return week.map((day) => formatLocalized(day, 'EEEE'));
  },
  durationMinutes: (minutes: number) => text('public.durationMinutes', { minutes }),
  hostAvatarLabel: (name: string) => text('public.hostAvatarLabel', { name }),
  timesFor: (day: string) => text('public.timesFor', { day }),
  timesAnnouncement: (count: number, day: string) => text('public.timesAnnouncement', { count, day }),
  seatsLeft: (seats: number) => text('public.seatsLeft', { count: seats }),
  timeButtonLabel: (time: string, day: string) => text('public.timeButtonLabel', { time, day }),
  additionalAttendeesHint: (max: number) => text('public.additionalAttendeesHint', { count: max }),
  attendeeName: (index: number) => text('public.attendeeName', { index }),
  attendeeEmail: (index: number) => text('public.attendeeEmail', { index }),
  removeAttendee: (index: number) => text('public.removeAttendee', { index }),
  confirmedText: (host: string) => text('public.confirmedText', { host }),
  emailSentTo: (email: string) => text('public.emailSentTo', { email }),
  googleDetails: (host: string, cancelUrl: string) => text('public.googleDetails', { host, cancelUrl }),
});
