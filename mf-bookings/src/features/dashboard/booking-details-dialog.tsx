import type { Booking } from '@slotwise/shared/contract/bookings.contract';
import { limits } from '@slotwise/shared/contract/limits.contract';
import { dateFormats, formatIn, formatTimeRangeIn } from '@slotwise/shared/datetime/zoned-format';
import { locationName } from '@slotwise/shared/i18n/common-catalogue';
import { Badge, Button, CloseButton, DataList, Dialog, Link, Portal } from '@slotwise/shared/ui/chakra';
import { ExternalLink } from 'lucide-react';
import { useBookingsMessages } from '../../app/bookings-catalogue';

interface BookingDetailsDialogProps {
  booking: Booking | null;
  timeZone: string;
  onClose: () => void;
}

/** docs/product.md#bookings-screen: what the overview's Details button opens (read only). */
export function BookingDetailsDialog({ booking, timeZone, onClose }: BookingDetailsDialogProps) {
  const t = useBookingsMessages();
  return (
    <Dialog.Root
      open={booking !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content w="92%" maxW="lg">
            {booking ? (
              <>
                <Dialog.Header>
                  <Dialog.Title>{t('dashboard.detailsTitle')}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <DataList.Root orientation="horizontal" size="sm" gap="3">
                    {[
                      [t('dashboard.eventType'), booking.event_type.title],
                      [t('dashboard.bookingId'), booking.id.slice(0, limits.bookingIdDisplayLength)],
                      [
                        t('dashboard.status'),
                        <Badge key="status" colorPalette="green">
                          {t(`status.${booking.status}`)}
                        </Badge>,
                      ],
                      [
                        t('dashboard.dateAndTime'),
                        `${formatIn(booking.start_time, timeZone, dateFormats.long)}, ${formatTimeRangeIn(booking.start_time, booking.end_time, timeZone)} (${t('dashboard.durationMinutes', { minutes: booking.event_type.duration })})`,
                      ],
                      [t('dashboard.location'), locationName(booking.event_type.location)],
                      [t('dashboard.attendee'), `${booking.attendee_name} (${booking.attendee_email})`],
                      ...(booking.additional_attendees.length > 0
                        ? [
                            [
                              t('dashboard.additionalAttendees'),
                              booking.additional_attendees.map((a) => `${a.name} (${a.email})`).join(', '),
                            ],
                          ]
                        : []),
                      [t('dashboard.timezone'), booking.timezone],
                      [t('dashboard.created'), formatIn(booking.created_at, timeZone, dateFormats.short)],
                      [
                        t('dashboard.duration'),
                        t('dashboard.durationMinutes', { minutes: booking.event_type.duration }),
                      ],
                    ].map(([label, value]) => (
                      <DataList.Item key={String(label)}>
                        <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
                        <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
                      </DataList.Item>
                    ))}
                  </DataList.Root>
                </Dialog.Body>
                <Dialog.Footer flexWrap="wrap">
                  {booking.status === 'confirmed' && booking.google_meet_link ? (
                    <Button asChild colorPalette="brand">
                      <Link href={booking.google_meet_link} target="_blank" rel="noreferrer">
                        {t('dashboard.joinMeeting')}
                        <ExternalLink aria-hidden />
                      </Link>
                    </Button>
                  ) : null}
                  <Button variant="outline" onClick={onClose}>
                    {t('dashboard.close')}
                  </Button>
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t('dashboard.close')} />
                </Dialog.CloseTrigger>
              </>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
