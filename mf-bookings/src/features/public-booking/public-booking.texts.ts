import { formatLocalized } from '@slotwise/shared/datetime/date-locale';
import { withMore } from '@slotwise/shared/i18n/live-texts';
import { liveAttendeeTexts, attendeeText as text } from '../../app/attendee-catalogue';

// A Monday (2024-01-01) and the six days after it: weekday names come from the date locale.
const week = Array.from({ length: 7 }, (_, index) => new Date(2024, 0, 1 + index));

// Every text of the public booking and cancel pages, read in the active language
// (docs/product.md#language) at the moment it is used; the page roots call useAttendeeMessages to re-render
// on a switch.
export const publicBookingTexts = withMore(liveAttendeeTexts(), {
  get weekdaysShort() {
    return week.map((day) => formatLocalized(day, 'EEE'));
  },
  get weekdaysLong() {
    return week.map((day) => formatLocalized(day, 'EEEE'));
  },
  durationMinutes: (minutes: number) => text('durationMinutes', { minutes }),
  hostAvatarLabel: (name: string) => text('hostAvatarLabel', { name }),
  timesFor: (day: string) => text('timesFor', { day }),
  timesAnnouncement: (count: number, day: string) => text('timesAnnouncement', { count, day }),
  seatsLeft: (seats: number) => text('seatsLeft', { count: seats }),
  timeButtonLabel: (time: string, day: string) => text('timeButtonLabel', { time, day }),
  additionalAttendeesHint: (max: number) => text('additionalAttendeesHint', { count: max }),
  attendeeName: (index: number) => text('attendeeName', { index }),
  attendeeEmail: (index: number) => text('attendeeEmail', { index }),
  removeAttendee: (index: number) => text('removeAttendee', { index }),
  confirmedText: (host: string) => text('confirmedText', { host }),
  emailSentTo: (email: string) => text('emailSentTo', { email }),
  googleDetails: (host: string, cancelUrl: string) => text('googleDetails', { host, cancelUrl }),
});
