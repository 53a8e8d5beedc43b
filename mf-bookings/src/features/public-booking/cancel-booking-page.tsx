import { apiErrorMessage, isApiError } from '@slotwise/shared/api/api-error';
import type { PublicBooking } from '@slotwise/shared/contract/bookings.contract';
import { locationLabels } from '@slotwise/shared/contract/event-types.contract';
import { Link as RouterLink, useParams } from '@slotwise/shared/router';
import {
  Alert,
  Badge,
  Box,
  Button,
  Center,
  Field,
  Heading,
  HStack,
  Spinner,
  Stack,
  Text,
  Textarea,
} from '@slotwise/shared/ui/chakra';
import { NotFoundPage } from '@slotwise/shared/ui/not-found-page';
import { CalendarDays, Clock, Globe, MapPin, UserRound } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useBookingsMessages } from '../../app/bookings-catalogue';
import { HostAvatar, hostName } from './event-summary';
import { useCancelPublicBookingMutation, useGetPublicBookingQuery } from './public-booking.api';
import { publicBookingTexts as t } from './public-booking.texts';
import { formatLongDateIn, formatTimeRangeIn, preferredClock } from './zoned-time';

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <HStack as="li" align="start" gap="3">
      <Box as="span" color="fg.muted" mt="0.5" aria-hidden flexShrink="0">
        {icon}
      </Box>
      <Text as="span" minW="0" overflowWrap="anywhere">
        <VisuallyHiddenLabel>{label}: </VisuallyHiddenLabel>
        {children}
      </Text>
    </HStack>
  );
}

function VisuallyHiddenLabel({ children }: { children: ReactNode }) {
  return (
    <Box as="span" srOnly>
      {children}
    </Box>
  );
}

const statusLabels = {
  get pending() {
    return t.statusPending;
  },
  get confirmed() {
    return t.statusConfirmed;
  },
  get cancelled() {
    return t.statusCancelled;
  },
};
const statusColors = { pending: 'orange', confirmed: 'green', cancelled: 'red' } as const;

/** The booking being cancelled, in its own zone; the attendee's own name only (decisions §6). */
function BookingSummary({ booking }: { booking: PublicBooking }) {
  const zone = booking.timezone;
  return (
    <Stack gap="4">
      <HStack gap="3">
        <HostAvatar host={booking.host} size="md" />
        <Stack gap="0" minW="0">
          <Text fontSize="sm" color="fg.muted">
            {t.host}
          </Text>
          <Text fontWeight="semibold">{hostName(booking.host)}</Text>
        </Stack>
        <Badge ms="auto" colorPalette={statusColors[booking.status]} variant="subtle">
          {statusLabels[booking.status]}
        </Badge>
      </HStack>
      <Heading as="h2" size="lg" overflowWrap="anywhere">
        {booking.event_type.title}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="2.5" color="fg.muted" fontWeight="medium">
        <Row icon={<CalendarDays size={18} />} label={t.date}>
          {formatLongDateIn(booking.start_time, zone)}
        </Row>
        <Row icon={<Clock size={18} />} label={t.time}>
          {formatTimeRangeIn(booking.start_time, booking.end_time, zone, preferredClock())} (
          {t.durationMinutes(booking.event_type.duration)})
        </Row>
        <Row icon={<Globe size={18} />} label={t.timeZone}>
          {zone.replaceAll('_', ' ')}
        </Row>
        <Row icon={<MapPin size={18} />} label={t.location}>
          {locationLabels[booking.event_type.location]}
        </Row>
        <Row icon={<UserRound size={18} />} label={t.bookedBy}>
          {booking.attendee_name}
        </Row>
      </Stack>
    </Stack>
  );
}

/** The cancel page `/cancel/{bookingId}`: the link in the attendee's e-mail (decisions §6). */
export function CancelBookingPage() {
  useBookingsMessages();
  const { bookingId = '' } = useParams();
  const { data: booking, error, isLoading, refetch } = useGetPublicBookingQuery(bookingId);
  const [cancelBooking, cancellation] = useCancelPublicBookingMutation();
  const [reason, setReason] = useState('');
  const [cancelledNow, setCancelledNow] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (isLoading) {
    return (
      <Center minH="60vh" role="status" aria-label={t.loading}>
        <Spinner size="lg" color="brand.solid" />
      </Center>
    );
  }
  if (!booking) {
    if (!error || (isApiError(error) && (error.status === 404 || error.status === 422)))
      return <NotFoundPage />;
    return (
      <Center minH="60vh" px="4">
        <Stack gap="4" align="center" textAlign="center">
          <Text role="alert">{t.loadFailed}</Text>
          <Button colorPalette="brand" onClick={() => refetch()}>
            {t.tryAgain}
          </Button>
        </Stack>
      </Center>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await cancelBooking({ id: booking.id, cancellation_reason: reason.trim() || null }).unwrap();
      setCancelledNow(true);
    } catch (cause) {
      // 409: cancelled or past meanwhile; the reloaded booking then says which.
      setFailure(apiErrorMessage(cause, t.cancelFailed));
    }
  };

  const cancelled = booking.status === 'cancelled';
  const past = !cancelled && !booking.cancellable;

  return (
    <Box
      minH="100dvh"
      bg={{ base: 'bg', md: 'bg.subtle' }}
      py={{ base: '0', md: '12' }}
      px={{ base: '0', md: '4' }}
    >
      <Stack
        as="main"
        maxW="560px"
        mx="auto"
        bg="bg"
        rounded={{ base: 'none', md: '2xl' }}
        shadow={{ base: 'none', md: 'md' }}
        borderWidth={{ base: '0', md: '1px' }}
        p={{ base: '5', md: '8' }}
        gap="6"
      >
        <Heading as="h1" size="2xl">
          {t.cancelHeading}
        </Heading>
        {cancelledNow ? (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>{t.cancelledNow}</Alert.Title>
          </Alert.Root>
        ) : cancelled ? (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t.alreadyCancelled}</Alert.Title>
              {booking.cancellation_reason ? (
                <Alert.Description whiteSpace="pre-wrap" overflowWrap="anywhere">
                  {t.reason}: {booking.cancellation_reason}
                </Alert.Description>
              ) : null}
            </Alert.Content>
          </Alert.Root>
        ) : past ? (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>{t.alreadyPast}</Alert.Title>
          </Alert.Root>
        ) : null}
        {failure && !cancelledNow ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Box borderWidth="1px" rounded="xl" p="5">
          <BookingSummary booking={booking} />
        </Box>
        {!cancelled && !past && !cancelledNow ? (
          <form onSubmit={submit}>
            <Stack gap="4">
              <Text>{t.cancelIntro}</Text>
              <Field.Root>
                <Field.Label>{t.reasonLabel}</Field.Label>
                <Textarea
                  rows={3}
                  maxLength={1000}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                />
              </Field.Root>
              <Button
                type="submit"
                colorPalette="red"
                alignSelf={{ base: 'stretch', sm: 'start' }}
                loading={cancellation.isLoading}
                loadingText={t.cancelling}
              >
                {t.cancelButton}
              </Button>
            </Stack>
          </form>
        ) : (
          <Button asChild variant="outline" alignSelf={{ base: 'stretch', sm: 'start' }}>
            <RouterLink
              to={`/${encodeURIComponent(booking.host.username)}/${encodeURIComponent(booking.event_type.slug)}`}
            >
              {t.bookAgain}
            </RouterLink>
          </Button>
        )}
      </Stack>
    </Box>
  );
}
