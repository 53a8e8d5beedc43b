import type { Booking } from '@slotwise/shared/contract/bookings.contract';
import { formatTimeRangeIn, relativeDayIn } from '@slotwise/shared/datetime/zoned-format';
import { locationName } from '@slotwise/shared/i18n/common-catalogue';
import { Badge, Box, Button, Flex, Heading, HStack, Stack, Text } from '@slotwise/shared/ui/chakra';
import { CalendarDays, Clock, MapPin, User } from 'lucide-react';
import { useId, useState } from 'react';
import { useBookingsMessages } from '../../app/bookings-catalogue';

/** Additional attendees listed before the '+N more attendees' toggle (docs/product.md#dashboard-overview). */
const shownAttendees = 2;

interface UpcomingBookingItemProps {
  booking: Booking;
  timeZone: string;
  now: Date;
  onDetails: (booking: Booking) => void;
}

/** One upcoming booking, with exactly the contents docs/product.md#dashboard-overview lists. */
export function UpcomingBookingItem({ booking, timeZone, now, onDetails }: UpcomingBookingItemProps) {
  const t = useBookingsMessages();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const extra = booking.additional_attendees;
  const hidden = Math.max(0, extra.length - shownAttendees);
  const visible = expanded ? extra : extra.slice(0, shownAttendees);
  const day = relativeDayIn(booking.start_time, timeZone, now, {
    today: t('dashboard.today'),
    tomorrow: t('dashboard.tomorrow'),
  });
  const times = formatTimeRangeIn(booking.start_time, booking.end_time, timeZone);

  return (
    <Box as="article" borderWidth="1px" rounded="lg" p="4" bg="bg">
      <Flex direction={{ base: 'column', md: 'row' }} gap="3" justify="space-between">
        <Stack gap="2" minW="0">
          <HStack gap="2" wrap="wrap">
            <Heading as="h3" size="sm">
              {booking.event_type.title}
            </Heading>
            <Text as="span" fontSize="sm" color="fg.muted">
              {t('dashboard.durationMinutes', { minutes: booking.event_type.duration })}
            </Text>
            {booking.event_type.team_name ? (
              <Text as="span" fontSize="sm" color="fg.muted">
                {t('bookings.teamName', { team: booking.event_type.team_name })}
              </Text>
            ) : null}
            {booking.series ? (
              <Text as="span" fontSize="sm" color="fg.muted">
                {t('bookings.seriesPosition', {
                  position: booking.series.position,
                  count: booking.series.count,
                })}
              </Text>
            ) : null}
          </HStack>
          <HStack gap="4" wrap="wrap" fontSize="sm">
            <HStack gap="1">
              <CalendarDays size={16} aria-hidden />
              <Text as="span" fontWeight="medium">
                {day}
              </Text>
            </HStack>
            <HStack gap="1">
              <Clock size={16} aria-hidden />
              <Text as="span">{times}</Text>
            </HStack>
          </HStack>
          <HStack gap="1" fontSize="sm" align="start">
            <Box as="span" mt="0.5">
              <User size={16} aria-hidden />
            </Box>
            <Text as="span" wordBreak="break-word">
              {booking.attendee_name}{' '}
              <Text as="span" color="fg.muted">
                {booking.attendee_email}
              </Text>
            </Text>
          </HStack>
          {extra.length > 0 ? (
            <Stack gap="1" pl="5" fontSize="sm">
              <Stack as="ul" id={listId} gap="0.5" listStyleType="none">
                {visible.map((attendee) => (
                  <Text as="li" key={attendee.email} wordBreak="break-word">
                    {attendee.name}{' '}
                    <Text as="span" color="fg.muted">
                      {attendee.email}
                    </Text>
                  </Text>
                ))}
              </Stack>
              {hidden > 0 ? (
                <Button
                  variant="plain"
                  size="xs"
                  colorPalette="brand"
                  color="brand.fg"
                  alignSelf="start"
                  px="0"
                  aria-expanded={expanded}
                  aria-controls={listId}
                  onClick={() => setExpanded((value) => !value)}
                >
                  {expanded ? t('dashboard.showLess') : t('dashboard.moreAttendees', { count: hidden })}
                </Button>
              ) : null}
            </Stack>
          ) : null}
          <HStack gap="3" wrap="wrap" fontSize="sm">
            <Badge colorPalette="brand" variant="subtle">
              {t('dashboard.attendeesTotal', { count: 1 + extra.length })}
            </Badge>
            <HStack gap="1" color="fg.muted">
              <MapPin size={16} aria-hidden />
              <Text as="span">{locationName(booking.event_type.location)}</Text>
            </HStack>
          </HStack>
        </Stack>
        <Box flexShrink={0}>
          <Button
            size="sm"
            variant="outline"
            aria-label={t('dashboard.detailsFor', {
              title: booking.event_type.title,
              when: `${day}, ${times}`,
            })}
            onClick={() => onDetails(booking)}
          >
            {t('dashboard.details')}
          </Button>
        </Box>
      </Flex>
    </Box>
  );
}
