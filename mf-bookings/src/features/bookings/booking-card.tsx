import type { Booking } from '@slotwise/shared/contract/bookings.contract';
import { limits } from '@slotwise/shared/contract/limits.contract';
import { dateFormats, formatIn, formatTimeRangeIn } from '@slotwise/shared/datetime/zoned-format';
import { locationName } from '@slotwise/shared/i18n/common-catalogue';
import { Box, Button, Flex, Heading, HStack, Stack, Text, Wrap } from '@slotwise/shared/ui/chakra';
import { CalendarDays, Check, Copy, MapPin, Repeat, User, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useBookingsMessages } from '../../app/bookings-catalogue';
import { BookingStatusBadge } from './booking-status-badge';
import { joinLinkOf } from './join-link';
import { type BookingAction, notify } from './use-booking-actions';

interface BookingCardProps {
  booking: Booking;
  timeZone: string;
  busy: boolean;
  onAction: (action: BookingAction, booking: Booking) => void;
  onDetails: (booking: Booking) => void;
  onReschedule: (booking: Booking) => void;
}

/** One booking on the Bookings screen (docs/product.md#bookings-screen). */
export function BookingCard({
  booking,
  timeZone,
  busy,
  onAction,
  onDetails,
  onReschedule,
}: BookingCardProps) {
  const t = useBookingsMessages();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), limits.copiedIndicatorMs);
    return () => clearTimeout(timer);
  }, [copied]);

  const date = formatIn(booking.start_time, timeZone, dateFormats.long);
  const times = formatTimeRangeIn(booking.start_time, booking.end_time, timeZone);
  const title = booking.event_type.title;
  const meetLink = joinLinkOf(booking);

  const copyLink = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      notify('success', t('bookings.copiedToClipboard'));
    } catch {
      notify('error', t('bookings.copyFailed'));
    }
  };

  const actionButton = (
    action: BookingAction,
    label: string,
    palette: string,
    variant: 'solid' | 'outline',
  ) => (
    <Button
      size="sm"
      colorPalette={palette}
      variant={variant}
      disabled={busy}
      onClick={() => onAction(action, booking)}
      // White on Chakra's green.600 is 3.3:1; green.700 reaches the 4.5:1 of WCAG AA.
      {...(palette === 'green' && variant === 'solid'
        ? { bg: 'green.700', _hover: { bg: 'green.800' } }
        : {})}
    >
      {label}
    </Button>
  );

  return (
    <Box
      as="article"
      aria-label={t('bookings.actionsFor', { title, when: `${date}, ${times}` })}
      borderWidth="1px"
      rounded="lg"
      p="4"
      bg="bg"
    >
      <Stack gap="3">
        <Flex justify="space-between" gap="2" wrap="wrap" align="start">
          <Heading as="h3" size="md">
            {title}
          </Heading>
          <BookingStatusBadge status={booking.status} rejected={booking.rejected} />
        </Flex>
        <Stack gap="1.5" fontSize="sm">
          <HStack gap="2" align="start">
            <Box as="span" mt="0.5">
              <CalendarDays size={16} aria-hidden />
            </Box>
            <Text>
              {date}
              <Text as="span" color="fg.muted">
                {' · '}
                {times}
              </Text>
            </Text>
          </HStack>
          <HStack gap="2" align="start">
            <Box as="span" mt="0.5">
              <User size={16} aria-hidden />
            </Box>
            <Text wordBreak="break-word">
              {booking.attendee_name}{' '}
              <Text as="span" color="fg.muted">
                {booking.attendee_email}
              </Text>
            </Text>
          </HStack>
          <HStack gap="2">
            <MapPin size={16} aria-hidden />
            <Text>{locationName(booking.event_type.location)}</Text>
          </HStack>
          {booking.event_type.team_name ? (
            <HStack gap="2">
              <Users size={16} aria-hidden />
              <Text>{t('bookings.teamName', { team: booking.event_type.team_name })}</Text>
            </HStack>
          ) : null}
          {booking.series ? (
            <HStack gap="2">
              <Repeat size={16} aria-hidden />
              <Text>
                {t('bookings.seriesPosition', {
                  position: booking.series.position,
                  count: booking.series.count,
                })}
              </Text>
            </HStack>
          ) : null}
        </Stack>
        {meetLink ? (
          <Button size="xs" variant="outline" alignSelf="start" onClick={() => copyLink(meetLink)}>
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
            {copied ? t('bookings.copied') : t('bookings.copyMeetLink')}
          </Button>
        ) : null}
        {booking.status === 'cancelled' && booking.cancellation_reason ? (
          <Box bg="red.subtle" color="red.fg" rounded="md" px="3" py="2" fontSize="sm">
            <Text as="span" fontWeight="semibold">
              {t('bookings.cancellationReason')}:
            </Text>{' '}
            {booking.cancellation_reason}
          </Box>
        ) : null}
        <Wrap gap="2">
          <Button size="sm" variant="ghost" onClick={() => onDetails(booking)}>
            {t('bookings.details')}
          </Button>
          {booking.status === 'pending' ? (
            <>
              {actionButton('confirm', t('bookings.confirm'), 'green', 'solid')}
              {actionButton('reject', t('bookings.reject'), 'red', 'outline')}
            </>
          ) : null}
          {booking.status === 'confirmed' ? (
            <>
              {actionButton('cancel', t('bookings.cancel'), 'orange', 'outline')}
              {actionButton('cancelAndDelete', t('bookings.cancelAndDelete'), 'red', 'outline')}
              <Button size="sm" variant="outline" disabled={busy} onClick={() => onReschedule(booking)}>
                {t('bookings.reschedule')}
              </Button>
            </>
          ) : null}
          {booking.status === 'cancelled'
            ? actionButton('delete', t('bookings.delete'), 'red', 'outline')
            : null}
        </Wrap>
      </Stack>
    </Box>
  );
}
