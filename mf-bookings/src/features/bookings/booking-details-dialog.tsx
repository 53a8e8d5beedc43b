import { apiErrorMessage } from '@slotwise/shared/api/api-error';
import type { Booking } from '@slotwise/shared/contract/bookings.contract';
import { limits } from '@slotwise/shared/contract/limits.contract';
import { dateFormats, formatIn, formatTimeRangeIn } from '@slotwise/shared/datetime/zoned-format';
import { locationName } from '@slotwise/shared/i18n/common-catalogue';
import {
  Button,
  CloseButton,
  DataList,
  Dialog,
  Link,
  Portal,
  Spinner,
  Text,
} from '@slotwise/shared/ui/chakra';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { useBookingsMessages } from '../../app/bookings-catalogue';
import { BookingAnswers } from './booking-answers';
import { BookingStatusBadge } from './booking-status-badge';
import { useGetBookingDetailsQuery } from './bookings.api';
import { joinLinkOf } from './join-link';

interface BookingDetailsDialogProps {
  /** The booking whose details are open (the card's copy, shown until the fresh one arrives). */
  booking: Booking | null;
  timeZone: string;
  onClose: () => void;
  /** Offers 'Delete from Database' on a cancelled booking (the Bookings screen). */
  onDelete?: (booking: Booking) => void;
  /** Fetches the booking fresh (GET /api/bookings/{id}); the overview shows its own copy. */
  fetchFresh?: boolean;
}

/**
 * docs/product.md#bookings-screen: a booking's details (read only), opened from the Bookings
 * screen and from the overview's Details button.
 */
export function BookingDetailsDialog({
  booking,
  timeZone,
  onClose,
  onDelete,
  fetchFresh = true,
}: BookingDetailsDialogProps) {
  const t = useBookingsMessages();
  const details = useGetBookingDetailsQuery(booking?.id ?? '', { skip: booking === null || !fetchFresh });
  const shown = details.data?.id === booking?.id ? (details.data ?? booking) : booking;

  return (
    <Dialog.Root
      open={booking !== null}
      onOpenChange={(change) => {
        if (!change.open) onClose();
      }}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content w="92%" maxW="lg">
            <Dialog.Header>
              <Dialog.Title>{t('bookings.detailsTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {details.isFetching && !shown ? (
                <Spinner role="status" aria-label={t('bookings.loading')} />
              ) : null}
              {details.isError ? (
                <Text color="fg.error" role="alert" mb="3">
                  {apiErrorMessage(details.error, t('bookings.detailsFailed'))}
                </Text>
              ) : null}
              {shown ? <DetailsList booking={shown} timeZone={timeZone} /> : null}
              {shown ? <BookingAnswers answers={shown.answers} /> : null}
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              {shown && joinLinkOf(shown) ? (
                <Button asChild colorPalette="brand">
                  <Link href={joinLinkOf(shown) ?? undefined} target="_blank" rel="noreferrer">
                    {t('bookings.joinMeeting')}
                    <ExternalLink aria-hidden />
                  </Link>
                </Button>
              ) : null}
              {shown?.status === 'cancelled' && onDelete ? (
                <Button colorPalette="red" variant="outline" onClick={() => onDelete(shown)}>
                  {t('bookings.deleteFromDatabase')}
                </Button>
              ) : null}
              <Button variant="outline" onClick={onClose}>
                {t('bookings.close')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('bookings.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The location and its details (docs/product.md#locations): address, number or meeting link. */
function LocationValue({ booking }: { booking: Booking }) {
  const { location, location_details: details } = booking.event_type;
  const phone = details?.phone_from === 'attendee' ? booking.attendee_phone : details?.phone;
  const detail =
    location === 'in_person' ? details?.address : location === 'phone' ? phone : details?.meeting_url;
  if (!detail) return <>{locationName(location)}</>;
  return (
    <>
      {locationName(location)}:{' '}
      {detail === details?.meeting_url ? (
        <Link href={detail} target="_blank" rel="noreferrer" wordBreak="break-all">
          {detail}
        </Link>
      ) : (
        detail
      )}
    </>
  );
}

function DetailsList({ booking, timeZone }: { booking: Booking; timeZone: string }) {
  const t = useBookingsMessages();
  const duration = t('bookings.durationMinutes', { minutes: booking.event_type.duration });
  const rows: [string, ReactNode][] = [
    [t('bookings.eventType'), booking.event_type.title],
    [t('bookings.bookingId'), booking.id.slice(0, limits.bookingIdDisplayLength)],
    [
      t('bookings.status'),
      <BookingStatusBadge key="status" status={booking.status} rejected={booking.rejected} />,
    ],
    [
      t('bookings.dateAndTime'),
      `${formatIn(booking.start_time, timeZone, dateFormats.long)}, ${formatTimeRangeIn(booking.start_time, booking.end_time, timeZone)} (${duration})`,
    ],
    [t('bookings.location'), <LocationValue key="location" booking={booking} />],
    [t('bookings.attendee'), `${booking.attendee_name} (${booking.attendee_email})`],
  ];
  if (booking.attendee_phone) rows.push([t('bookings.phone'), booking.attendee_phone]);
  if (booking.additional_attendees.length > 0) {
    rows.push([
      t('bookings.additionalAttendees'),
      booking.additional_attendees.map((a) => `${a.name} (${a.email})`).join(', '),
    ]);
  }
  // docs/product.md#questions-and-guests: invited by the attendee, mailed every change.
  if (booking.guests && booking.guests.length > 0)
    rows.push([t('bookings.guests'), booking.guests.join(', ')]);
  rows.push(
    [t('bookings.timezone'), booking.timezone],
    [t('bookings.created'), formatIn(booking.created_at, timeZone, dateFormats.short)],
  );
  rows.push([t('bookings.duration'), duration]);
  // Round robin: why this host (docs/product.md#fair-round-robin).
  if (booking.assignment) rows.push([t('bookings.assigned'), assignmentText(booking.assignment, t)]);
  const actor = (who: 'host' | 'attendee') => t(who === 'host' ? 'bookings.byHost' : 'bookings.byAttendee');
  if (booking.rescheduled_by) {
    const when = booking.rescheduled_at
      ? `, ${formatIn(booking.rescheduled_at, timeZone, dateFormats.short)}`
      : '';
    rows.push([t('bookings.rescheduledBy'), `${actor(booking.rescheduled_by)}${when}`]);
  }
  if (booking.status === 'cancelled' && booking.cancelled_by) {
    rows.push([t('bookings.cancelledBy'), actor(booking.cancelled_by)]);
  }
  if (booking.status === 'cancelled' && booking.cancellation_reason) {
    rows.push([t('bookings.cancellationReason'), booking.cancellation_reason]);
  }
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="3">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** "assigned: fewest bookings at weight 2" and the like, in the active language. */
export function assignmentText(
  assignment: NonNullable<Booking['assignment']>,
  t: ReturnType<typeof useBookingsMessages>,
): string {
  const values = {
    weight: assignment.weight,
    count: assignment.recent_bookings,
    candidates: assignment.candidates,
    priority: t(`bookings.priority${assignment.priority as 0 | 1 | 2 | 3 | 4}`),
  };
  return t(`bookings.assignedBy.${assignment.reason}`, values);
}
