import type { BookingStatus } from '@slotwise/shared/contract/bookings.contract';
import { formatLocalized } from '@slotwise/shared/datetime/date-locale';
import { withMore } from '@slotwise/shared/i18n/live-texts';
import { liveTexts, bookingsText as text } from '../../app/bookings-catalogue';

/** The host's actions on a booking (docs/product.md#booking-statuses-and-host-actions). */
export type BookingAction = 'confirm' | 'reject' | 'cancel' | 'delete' | 'cancelAndDelete';

// A Monday (2024-01-01) and the six days after it: weekday names come from the date locale.
const week = Array.from({ length: 7 }, (_, index) => new Date(2024, 0, 1 + index));

// Every text of the Bookings screen, read in the active language (docs/product.md#language) at the moment
// it is used; BookingsPage re-renders on a language switch. English is the product's exact wording.
export const bookingsTexts = withMore(liveTexts('bookings'), {
  statusNames: liveTexts('status') satisfies Record<BookingStatus, string>,
  dialogs: {
    cancel: liveTexts('bookingsDialog.cancel'),
    reject: liveTexts('bookingsDialog.reject'),
    delete: liveTexts('bookingsDialog.delete'),
    cancelAndDelete: liveTexts('bookingsDialog.cancelAndDelete'),
  },
  done: liveTexts('bookingsDone') satisfies Record<BookingAction, string>,
  failed: liveTexts('bookingsFailed') satisfies Record<BookingAction, string>,
  get weekdaysShort() {
    return week.map((day) => formatLocalized(day, 'EEE'));
  },
  pageOf: (page: number, pages: number) => text('bookings.pageOf', { page, pages }),
  showing: (from: number, to: number, total: number) => text('bookings.showing', { from, to, total }),
  durationMinutes: (minutes: number) => text('bookings.durationMinutes', { minutes }),
  actionsFor: (title: string, when: string) => text('bookings.actionsFor', { title, when }),
  bookingCount: (count: number) => text('bookings.bookingCount', { number: count }),
  rescheduleIntro: (title: string, attendee: string) => text('bookings.rescheduleIntro', { title, attendee }),
  freeTimesOn: (day: string) => text('bookings.freeTimesOn', { day }),
  timeZoneNote: (zone: string) => text('bookings.timeZoneNote', { zone }),
});
