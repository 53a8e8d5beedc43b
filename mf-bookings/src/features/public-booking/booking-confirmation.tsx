import type { PublicBooking } from '@slotwise/shared/contract/bookings.contract';
import { locationLabels } from '@slotwise/shared/contract/event-types.contract';
import { Link as RouterLink } from '@slotwise/shared/router';
import { Box, Button, Center, Heading, HStack, Link, Stack, Text } from '@slotwise/shared/ui/chakra';
import {
  CalendarDays,
  CalendarPlus,
  CheckCircle2,
  Clock,
  Download,
  Globe,
  Hourglass,
  MapPin,
  Video,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { hostName } from './event-summary';
import { googleCalendarUrl } from './google-calendar-link';
import { inviteUrl } from './public-booking.api';
import { publicBookingTexts as t } from './public-booking.texts';
import { type ClockFormat, formatLongDateIn, formatTimeRangeIn } from './zoned-time';

interface BookingConfirmationProps {
  booking: PublicBooking;
  /** The zone the attendee picked on the page (decisions §10). */
  timeZone: string;
  clock: ClockFormat;
  attendeeEmail: string;
}

function Row({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack as="li" align="start" gap="3">
      <Box as="span" color="fg.muted" mt="0.5" aria-hidden flexShrink="0">
        {icon}
      </Box>
      <Text as="span" minW="0" overflowWrap="anywhere">
        {children}
      </Text>
    </HStack>
  );
}

export function cancelPath(bookingId: string): string {
  return `/cancel/${encodeURIComponent(bookingId)}`;
}

/** What was booked, in the attendee's zone, with the calendar links and the cancel link. */
export function BookingConfirmation({ booking, timeZone, clock, attendeeEmail }: BookingConfirmationProps) {
  const host = hostName(booking.host);
  const pending = booking.status === 'pending';
  const location = locationLabels[booking.event_type.location];
  const origin = globalThis.location?.origin ?? '';
  const googleUrl = googleCalendarUrl({
    title: booking.event_type.title,
    start: booking.start_time,
    end: booking.end_time,
    details: t.googleDetails(host, `${origin}${cancelPath(booking.id)}`),
    location: booking.google_meet_link ?? location,
  });

  return (
    <Stack gap="6" align="center" textAlign="center" maxW="lg" mx="auto" py={{ base: '4', md: '8' }}>
      <Center
        boxSize="14"
        rounded="full"
        bg={pending ? 'orange.subtle' : 'green.subtle'}
        color={pending ? 'orange.fg' : 'green.fg'}
      >
        {pending ? <Hourglass aria-hidden size={28} /> : <CheckCircle2 aria-hidden size={28} />}
      </Center>
      <Stack gap="2">
        <Heading as="h1" size="2xl" tabIndex={-1} data-autofocus>
          {pending ? t.pendingHeading : t.confirmedHeading}
        </Heading>
        <Text color="fg.muted">{pending ? t.pendingText : t.confirmedText(host)}</Text>
        {!pending && attendeeEmail ? (
          <Text color="fg.muted" fontSize="sm">
            {t.emailSentTo(attendeeEmail)}
          </Text>
        ) : null}
      </Stack>
      <Box w="full" borderWidth="1px" rounded="xl" p="5" textAlign="start">
        <Heading as="h2" size="md" mb="3" overflowWrap="anywhere">
          {booking.event_type.title}
        </Heading>
        <Stack as="ul" listStyleType="none" gap="2.5" fontWeight="medium" color="fg.muted">
          <Row icon={<CalendarDays size={18} />}>{formatLongDateIn(booking.start_time, timeZone)}</Row>
          <Row icon={<Clock size={18} />}>
            {formatTimeRangeIn(booking.start_time, booking.end_time, timeZone, clock)}
          </Row>
          <Row icon={<Globe size={18} />}>{timeZone.replaceAll('_', ' ')}</Row>
          <Row icon={<MapPin size={18} />}>{location}</Row>
          {booking.google_meet_link ? (
            <Row icon={<Video size={18} />}>
              <Link href={booking.google_meet_link} target="_blank" rel="noreferrer" colorPalette="brand">
                {t.meetingLink}
              </Link>
            </Row>
          ) : null}
        </Stack>
      </Box>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w="full" justify="center">
        <Button asChild colorPalette="brand" rounded="full">
          <a href={googleUrl} target="_blank" rel="noreferrer">
            <CalendarPlus /> {t.addToGoogleCalendar}
          </a>
        </Button>
        <Button asChild variant="outline" rounded="full">
          <a href={inviteUrl(booking.id)} download>
            <Download /> {t.downloadInvite}
          </a>
        </Button>
      </Stack>
      <Text fontSize="sm" color="fg.muted">
        {t.cancelLinkIntro}{' '}
        <Link asChild colorPalette="brand" fontWeight="medium">
          <RouterLink to={cancelPath(booking.id)}>{t.cancelLink}</RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}
