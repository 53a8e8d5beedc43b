import type { Booking } from '@slotwise/shared/contract/bookings.contract';
import { maxBookingsPerPage } from '@slotwise/shared/contract/bookings.contract';
import { formatLocalized } from '@slotwise/shared/datetime/date-locale';
import { addMonthsToKey, monthGrid, monthOfDay } from '@slotwise/shared/datetime/month-grid';
import {
  addDaysToKey,
  type DayKey,
  dateFormats,
  dayKeyIn,
  formatDayKey,
  startOfDayIn,
} from '@slotwise/shared/datetime/zoned-format';
import {
  Alert,
  Box,
  Button,
  Card,
  chakra,
  Flex,
  Grid,
  Heading,
  HStack,
  IconButton,
  Spinner,
  Stack,
  Text,
} from '@slotwise/shared/ui/chakra';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useMemo, useRef, useState } from 'react';
import { useBookingsMessages } from '../../app/bookings-catalogue';
import { useGetBookingsQuery } from './bookings.api';

// A Monday (2024-01-01) and the six days after it: weekday names come from the date locale.
const week = Array.from({ length: 7 }, (_, index) => new Date(2024, 0, 1 + index));
const DayButton = chakra('button');
const arrowSteps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

interface BookingsCalendarViewProps {
  timeZone: string;
  renderCard: (booking: Booking) => ReactNode;
  /** Injected for tests; defaults to the current time. */
  now?: Date;
}

/**
 * The Calendar view (docs/product.md#bookings-screen): 42 days Monday first, in the host's zone,
 * a dot on days with bookings, past days disabled, and the picked day's bookings beside it.
 */
export function BookingsCalendarView({ timeZone, renderCard, now }: BookingsCalendarViewProps) {
  const t = useBookingsMessages();
  const today = dayKeyIn(now ?? new Date(), timeZone);
  const [month, setMonth] = useState(monthOfDay(today));
  const [selectedDay, setSelectedDay] = useState<DayKey | null>(null);
  const days = useMemo(() => monthGrid(month), [month]);
  const gridRef = useRef<HTMLDivElement>(null);

  const { data, isFetching, isError, refetch } = useGetBookingsQuery({
    from: startOfDayIn(days[0], timeZone).toISOString(),
    to: startOfDayIn(addDaysToKey(days[days.length - 1], 1), timeZone).toISOString(),
    per_page: maxBookingsPerPage,
  });
  const byDay = useMemo(() => {
    const groups = new Map<DayKey, Booking[]>();
    for (const booking of data?.data ?? []) {
      const day = dayKeyIn(booking.start_time, timeZone);
      groups.set(day, [...(groups.get(day) ?? []), booking]);
    }
    for (const list of groups.values()) list.sort((a, b) => a.start_time.localeCompare(b.start_time));
    return groups;
  }, [data, timeZone]);

  const title = formatDayKey(`${month}-01`, dateFormats.monthTitle);
  const isPast = (day: DayKey) => day < today;
  const focusable =
    selectedDay && days.includes(selectedDay)
      ? selectedDay
      : days.includes(today)
        ? today
        : days.find((day) => !isPast(day));
  const selectedBookings = selectedDay ? (byDay.get(selectedDay) ?? []) : [];

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = arrowSteps[event.key];
    if (!step) return;
    event.preventDefault();
    const buttons = gridRef.current?.querySelectorAll<HTMLButtonElement>('button[data-day]');
    if (!buttons) return;
    for (let next = index + step; next >= 0 && next < buttons.length; next += step) {
      if (!buttons[next].disabled) {
        buttons[next].focus();
        return;
      }
    }
  };

  return (
    <Flex direction={{ base: 'column', lg: 'row' }} gap="6" align="start">
      <Card.Root w={{ base: 'full', lg: 'md' }} flexShrink={0} size="sm">
        <Card.Body>
          <HStack justify="space-between" mb="3">
            <Heading as="h2" size="md" aria-live="polite">
              {title}
            </Heading>
            <HStack gap="1">
              {isFetching ? <Spinner role="status" size="sm" aria-label={t('bookings.loading')} /> : null}
              <IconButton
                aria-label={t('bookings.previousMonth')}
                variant="ghost"
                size="sm"
                onClick={() => setMonth(addMonthsToKey(month, -1))}
              >
                <ChevronLeft />
              </IconButton>
              <IconButton
                aria-label={t('bookings.nextMonth')}
                variant="ghost"
                size="sm"
                onClick={() => setMonth(addMonthsToKey(month, 1))}
              >
                <ChevronRight />
              </IconButton>
            </HStack>
          </HStack>
          {isError ? (
            <Alert.Root status="error" role="alert" mb="3" size="sm">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Description>{t('bookings.calendarFailed')}</Alert.Description>
              </Alert.Content>
              <Button size="xs" variant="outline" onClick={() => refetch()}>
                {t('bookings.tryAgain')}
              </Button>
            </Alert.Root>
          ) : null}
          <Grid templateColumns="repeat(7, 1fr)" gap="1" aria-hidden mb="1">
            {week
              .map((day) => formatLocalized(day, 'EEE'))
              .map((weekday) => (
                <Text
                  key={weekday}
                  textAlign="center"
                  fontSize="xs"
                  fontWeight="semibold"
                  color="fg.muted"
                  py="1"
                >
                  {weekday}
                </Text>
              ))}
          </Grid>
          <Grid
            ref={gridRef}
            role="group"
            aria-label={title}
            templateColumns="repeat(7, 1fr)"
            gap="1"
            data-testid="calendar-grid"
          >
            {days.map((day, index) => {
              const past = isPast(day);
              const selected = day === selectedDay;
              const hasBookings = byDay.has(day);
              const outside = monthOfDay(day) !== month;
              const name = formatDayKey(day);
              const label = [
                name,
                day === today ? t('bookings.today') : null,
                hasBookings ? t('bookings.hasBookingsSuffix') : null,
              ]
                .filter(Boolean)
                .join(', ');
              return (
                <DayButton
                  key={day}
                  type="button"
                  data-day={day}
                  aria-label={label}
                  aria-pressed={selected}
                  aria-current={day === today ? 'date' : undefined}
                  disabled={past}
                  tabIndex={day === focusable ? 0 : -1}
                  onClick={() => setSelectedDay(day)}
                  onKeyDown={(event) => moveFocus(event, index)}
                  position="relative"
                  aspectRatio="1"
                  w="full"
                  maxW="12"
                  mx="auto"
                  rounded="full"
                  fontSize="sm"
                  fontWeight={day === today ? 'bold' : 'normal'}
                  color={selected ? 'brand.contrast' : past ? 'fg.subtle' : outside ? 'fg.muted' : 'fg'}
                  bg={selected ? 'brand.solid' : 'transparent'}
                  cursor={past ? 'default' : 'pointer'}
                  opacity={past ? 0.5 : 1}
                  _hover={!past && !selected ? { bg: 'bg.muted' } : undefined}
                  _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
                >
                  {Number(day.slice(8))}
                  {hasBookings ? (
                    <Box
                      as="span"
                      aria-hidden
                      data-testid="booking-dot"
                      position="absolute"
                      bottom="1"
                      left="50%"
                      transform="translateX(-50%)"
                      boxSize="1.5"
                      rounded="full"
                      bg={selected ? 'brand.contrast' : 'brand.solid'}
                    />
                  ) : null}
                </DayButton>
              );
            })}
          </Grid>
          <HStack
            as="ul"
            aria-label={t('bookings.legend')}
            listStyleType="none"
            gap="4"
            mt="4"
            fontSize="xs"
            color="fg.muted"
          >
            <HStack as="li" gap="1.5">
              <Box boxSize="2" rounded="full" bg="brand.solid" aria-hidden />
              {t('bookings.hasBookings')}
            </HStack>
            <HStack as="li" gap="1.5">
              <Box boxSize="3" rounded="full" bg="brand.solid" borderWidth="1px" aria-hidden />
              {t('bookings.selected')}
            </HStack>
          </HStack>
        </Card.Body>
      </Card.Root>

      <Stack as="section" aria-labelledby="day-panel-heading" flex="1" minW="0" w="full" gap="3">
        {selectedDay ? (
          <>
            <Heading as="h2" size="md" id="day-panel-heading">
              {formatDayKey(selectedDay)}
            </Heading>
            <Text color="fg.muted" aria-live="polite">
              {selectedBookings.length > 0
                ? t('bookings.bookingCount', { count: selectedBookings.length })
                : t('bookings.noBookingsOnDate')}
            </Text>
            <Stack as="ul" gap="3" listStyleType="none">
              {selectedBookings.map((booking) => (
                <li key={booking.id}>{renderCard(booking)}</li>
              ))}
            </Stack>
          </>
        ) : (
          <>
            <Heading as="h2" size="md" id="day-panel-heading">
              {t('bookings.selectADate')}
            </Heading>
            <Text color="fg.muted">{t('bookings.selectADateHint')}</Text>
          </>
        )}
      </Stack>
    </Flex>
  );
}
