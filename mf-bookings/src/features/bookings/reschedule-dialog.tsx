import { apiErrorMessage } from '@slotwise/shared/api/api-error';
import type { Booking } from '@slotwise/shared/contract/bookings.contract';
import {
  dateFormats,
  dayKeyIn,
  formatDayKey,
  formatIn,
  formatTimeRangeIn,
} from '@slotwise/shared/datetime/zoned-format';
import {
  Alert,
  Button,
  Dialog,
  Field,
  Input,
  Portal,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@slotwise/shared/ui/chakra';
import { useEffect, useState } from 'react';
import { useBookingsMessages } from '../../app/bookings-catalogue';
import { useGetRescheduleFreeTimesQuery, useRescheduleBookingMutation } from './bookings.api';
import { notify } from './use-booking-actions';

interface RescheduleDialogProps {
  booking: Booking | null;
  timeZone: string;
  onClose: () => void;
  /** Injected for tests; defaults to the current time. */
  now?: Date;
}

/**
 * Moves a booking to another free time of its event type (issue #5): the host picks a day and
 * one of its free times, read in the host's zone; the booking keeps its id.
 */
export function RescheduleDialog({ booking, timeZone, onClose, now }: RescheduleDialogProps) {
  const t = useBookingsMessages();
  const today = dayKeyIn(now ?? new Date(), timeZone);
  const [day, setDay] = useState('');
  const [start, setStart] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [reschedule, { isLoading }] = useRescheduleBookingMutation();

  const bookingId = booking?.id;
  useEffect(() => {
    if (!bookingId) return;
    setDay('');
    setStart(null);
    setFailure(null);
  }, [bookingId]);

  const validDay = /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= today;
  const freeTimes = useGetRescheduleFreeTimesQuery(
    { id: booking?.id ?? '', start: day, end: day, time_zone: timeZone },
    { skip: !booking || !validDay },
  );
  const times = freeTimes.data?.days.find((entry) => entry.date === day)?.times ?? [];

  const submit = async () => {
    if (!booking || !start) return;
    setFailure(null);
    try {
      await reschedule({ id: booking.id, start_time: start }).unwrap();
      notify('success', t('bookings.rescheduled'));
      onClose();
    } catch (error) {
      // A lost race (409) names itself; the free times reload, so the host picks again.
      setStart(null);
      setFailure(apiErrorMessage(error, t('bookings.rescheduleFailed')));
    }
  };

  return (
    <Dialog.Root
      open={booking !== null}
      onOpenChange={(details) => {
        if (!details.open && !isLoading) onClose();
      }}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content w="92%" maxW="lg">
            <Dialog.Header>
              <Dialog.Title>{t('bookings.rescheduleTitle')}</Dialog.Title>
            </Dialog.Header>
            {booking ? (
              <Dialog.Body>
                <Stack gap="4">
                  <Text>
                    {t('bookings.rescheduleIntro', {
                      title: booking.event_type.title,
                      attendee: booking.attendee_name,
                    })}
                  </Text>
                  <Text fontSize="sm">
                    <Text as="span" fontWeight="semibold">
                      {t('bookings.currentTime')}:
                    </Text>{' '}
                    {formatIn(booking.start_time, timeZone, dateFormats.long)},{' '}
                    {formatTimeRangeIn(booking.start_time, booking.end_time, timeZone)}
                  </Text>
                  <Field.Root>
                    <Field.Label>{t('bookings.newDate')}</Field.Label>
                    <Input
                      type="date"
                      min={today}
                      value={day}
                      onChange={(event) => {
                        setDay(event.target.value);
                        setStart(null);
                        setFailure(null);
                      }}
                    />
                    <Field.HelperText>{t('bookings.timeZoneNote', { zone: timeZone })}</Field.HelperText>
                  </Field.Root>
                  {failure ? (
                    <Alert.Root status="error" role="alert" size="sm">
                      <Alert.Indicator />
                      <Alert.Title>{failure}</Alert.Title>
                    </Alert.Root>
                  ) : null}
                  {validDay ? (
                    freeTimes.isFetching ? (
                      <Spinner role="status" aria-label={t('bookings.loadingTimes')} />
                    ) : freeTimes.isError ? (
                      <Text color="fg.error">
                        {apiErrorMessage(freeTimes.error, t('bookings.timesFailed'))}
                      </Text>
                    ) : times.length === 0 ? (
                      <Text color="fg.muted">{t('bookings.noTimesOnDay')}</Text>
                    ) : (
                      <SimpleGrid
                        as="ul"
                        listStyleType="none"
                        columns={{ base: 2, sm: 3 }}
                        gap="2"
                        aria-label={t('bookings.freeTimesOn', { day: formatDayKey(day) })}
                      >
                        {times.map((time) => (
                          <li key={time.start}>
                            <Button
                              w="full"
                              size="sm"
                              variant={start === time.start ? 'solid' : 'outline'}
                              colorPalette="brand"
                              aria-pressed={start === time.start}
                              onClick={() => setStart(time.start)}
                            >
                              {formatIn(time.start, timeZone, dateFormats.time)}
                            </Button>
                          </li>
                        ))}
                      </SimpleGrid>
                    )
                  ) : null}
                </Stack>
              </Dialog.Body>
            ) : null}
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" onClick={onClose} disabled={isLoading}>
                {t('bookings.rescheduleDismiss')}
              </Button>
              <Button colorPalette="brand" disabled={!start} loading={isLoading} onClick={submit}>
                {t('bookings.rescheduleSubmit')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
