import { isApiError } from '@slotwise/shared/api/api-error';
import type { FreeTime, PublicBooking, PublicEventType } from '@slotwise/shared/contract/bookings.contract';
import { useParams } from '@slotwise/shared/router';
import {
  Alert,
  Box,
  Button,
  Center,
  Grid,
  Heading,
  HStack,
  SegmentGroup,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
} from '@slotwise/shared/ui/chakra';
import { NotFoundPage } from '@slotwise/shared/ui/not-found-page';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useBookingsMessages } from '../../app/bookings-catalogue';
import { addMonths, type DayKey, monthGrid, type MonthKey, monthOfDay } from './calendar-month';
import { EventSummary, hostName } from './event-summary';
import { FreeTimeList } from './free-time-list';
import { MonthCalendar } from './month-calendar';
import { type EventTypeLink, useGetFreeTimesQuery, useGetPublicEventTypeQuery } from './public-booking.api';
import { publicBookingTexts as t } from './public-booking.texts';
import { TimeZonePicker } from './time-zone-picker';
import { browserTimeZone } from './time-zones';
import {
  type ClockFormat,
  formatDay,
  formatLongDateIn,
  formatTimeRangeIn,
  preferredClock,
  todayIn,
} from './zoned-time';

// The form and the confirmation load once a day is picked: the first view stays light.
const loadBookingForm = () => import('./booking-form');
const loadConfirmation = () => import('./booking-confirmation');
const BookingForm = lazy(() => loadBookingForm().then((module) => ({ default: module.BookingForm })));
const BookingConfirmation = lazy(() =>
  loadConfirmation().then((module) => ({ default: module.BookingConfirmation })),
);

type Step = 'pick' | 'form' | 'done';

function PageFrame({ children, wide }: { children: ReactNode; wide?: boolean }) {
  return (
    <Box
      minH="100dvh"
      bg={{ base: 'bg', md: 'bg.subtle' }}
      py={{ base: '0', md: '10' }}
      px={{ base: '0', md: '4' }}
    >
      <Box
        as="main"
        maxW={wide ? '1060px' : '860px'}
        mx="auto"
        bg="bg"
        rounded={{ base: 'none', md: '2xl' }}
        shadow={{ base: 'none', md: 'md' }}
        borderWidth={{ base: '0', md: '1px' }}
        overflow="hidden"
        transition="max-width 0.2s"
      >
        {children}
      </Box>
      <Text textAlign="center" fontSize="xs" color="fg.muted" py="4">
        {t.poweredBy}
      </Text>
    </Box>
  );
}

function Loading() {
  return (
    <Center minH="60vh" role="status" aria-label={t.loading}>
      <Spinner size="lg" color="brand.solid" />
    </Center>
  );
}

/** The public booking page `/{username}/{slug}` (decisions §5). */
export function PublicBookingPage() {
  useBookingsMessages();
  const { username = '', slug = '' } = useParams();
  const link = useMemo(() => ({ username, slug }), [username, slug]);
  const { data: eventType, error, isLoading, refetch } = useGetPublicEventTypeQuery(link);

  useEffect(() => {
    if (!eventType) return;
    const previous = document.title;
    document.title = `${eventType.title} | ${hostName(eventType.host)}`;
    return () => {
      document.title = previous;
    };
  }, [eventType]);

  if (isLoading) return <Loading />;
  if (!eventType) {
    // Unknown user or slug, or an inactive type: the spec's not-found page.
    if (!error || (isApiError(error) && error.status === 404)) return <NotFoundPage />;
    return (
      <PageFrame>
        <Stack p="8" gap="4" align="center" textAlign="center">
          <Text role="alert">{t.loadFailed}</Text>
          <Button colorPalette="brand" onClick={() => refetch()}>
            {t.tryAgain}
          </Button>
        </Stack>
      </PageFrame>
    );
  }
  return <BookingFlow key={eventType.id} eventType={eventType} link={link} />;
}

function BookingFlow({ eventType, link }: { eventType: PublicEventType; link: EventTypeLink }) {
  const browserZone = useMemo(browserTimeZone, []);
  const [timeZone, setTimeZone] = useState(browserZone);
  const [clock, setClock] = useState<ClockFormat>(() => preferredClock(globalThis.navigator?.language));
  const today = todayIn(timeZone);
  const currentMonth = monthOfDay(today);
  const [month, setMonth] = useState<MonthKey>(currentMonth);
  const [selectedDay, setSelectedDay] = useState<DayKey | null>(null);
  const [selectedTime, setSelectedTime] = useState<FreeTime | null>(null);
  const [step, setStep] = useState<Step>('pick');
  const [booked, setBooked] = useState<{ booking: PublicBooking; email: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const timesRef = useRef<HTMLDivElement>(null);

  // A zone change can move "today" into the next month: never show a month before it.
  const shownMonth = month < currentMonth ? currentMonth : month;
  const days = useMemo(() => monthGrid(shownMonth), [shownMonth]);
  const freeTimes = useGetFreeTimesQuery(
    { ...link, start: days[0], end: days[days.length - 1], time_zone: timeZone },
    { skip: step === 'done' },
  );
  // Only the answer for this month and zone: an older one would mark the wrong days.
  const timesByDay = useMemo(() => {
    const map = new Map<DayKey, FreeTime[]>();
    for (const day of freeTimes.currentData?.days ?? []) map.set(day.date, day.times);
    return map;
  }, [freeTimes.currentData]);
  const isBookable = (day: DayKey) => day >= today && (timesByDay.get(day)?.length ?? 0) > 0;
  const monthHasTimes =
    freeTimes.currentData !== undefined &&
    days.some((day) => monthOfDay(day) === shownMonth && isBookable(day));

  const dayTimes = selectedDay ? (timesByDay.get(selectedDay) ?? []) : [];
  const showTimes = selectedDay !== null && days.includes(selectedDay) && freeTimes.currentData !== undefined;
  const selectedDayLabel = selectedDay ? formatDay(selectedDay) : '';

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const selectDay = (day: DayKey) => {
    setSelectedDay(day);
    void loadBookingForm();
    // On a phone the times are below the calendar: bring them into view.
    requestAnimationFrame(() => timesRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' }));
  };

  const changeMonth = (step: -1 | 1) => {
    const next = addMonths(shownMonth, step);
    if (next < currentMonth) return;
    setMonth(next);
    if (selectedDay && !monthGrid(next).includes(selectedDay)) setSelectedDay(null);
  };

  const pickTime = (time: FreeTime) => {
    setSelectedTime(time);
    setNotice(null);
    setStep('form');
    void loadConfirmation();
  };

  if (step === 'done' && booked) {
    return (
      <PageFrame>
        <Box p={{ base: '5', md: '8' }}>
          <Suspense fallback={<Loading />}>
            <BookingConfirmation
              booking={booked.booking}
              timeZone={timeZone}
              clock={clock}
              attendeeEmail={booked.email}
            />
          </Suspense>
        </Box>
      </PageFrame>
    );
  }

  const picked =
    step === 'form' && selectedTime
      ? {
          date: formatLongDateIn(selectedTime.start, timeZone),
          timeRange: formatTimeRangeIn(
            selectedTime.start,
            new Date(new Date(selectedTime.start).getTime() + eventType.duration * 60_000).toISOString(),
            timeZone,
            clock,
          ),
          timeZone,
        }
      : null;

  return (
    <PageFrame wide={step === 'pick' && showTimes}>
      <Grid templateColumns={{ base: '1fr', md: '300px 1fr' }}>
        <Box
          p={{ base: '5', md: '7' }}
          borderBottomWidth={{ base: '1px', md: '0' }}
          borderEndWidth={{ base: '0', md: '1px' }}
        >
          <EventSummary eventType={eventType} picked={picked} />
        </Box>
        <Box p={{ base: '5', md: '7' }} minW="0">
          {step === 'form' && selectedTime ? (
            <Suspense fallback={<Loading />}>
              <BookingForm
                eventType={eventType}
                time={selectedTime}
                timeZone={timeZone}
                onBack={() => {
                  setSelectedTime(null);
                  setStep('pick');
                }}
                onSlotTaken={(message) => {
                  setSelectedTime(null);
                  setStep('pick');
                  setNotice(message);
                }}
                onBooked={(booking, email) => {
                  setBooked({ booking, email });
                  setStep('done');
                }}
              />
            </Suspense>
          ) : (
            <Stack gap="5">
              <Heading as="h2" size="lg">
                {t.pickHeading}
              </Heading>
              {notice ? (
                <Alert.Root status="warning" role="alert" ref={noticeRef} tabIndex={-1}>
                  <Alert.Indicator />
                  <Alert.Title>{notice}</Alert.Title>
                </Alert.Root>
              ) : null}
              <Grid templateColumns={{ base: '1fr', lg: showTimes ? 'minmax(0, 1fr) 220px' : '1fr' }} gap="8">
                <Stack gap="5" minW="0">
                  <MonthCalendar
                    month={shownMonth}
                    days={days}
                    today={today}
                    selectedDay={selectedDay}
                    isBookable={isBookable}
                    onSelectDay={selectDay}
                    canGoBack={shownMonth > currentMonth}
                    onMonthChange={changeMonth}
                    busy={freeTimes.isFetching}
                  />
                  {freeTimes.isFetching ? (
                    <HStack gap="2" color="fg.muted" fontSize="sm" role="status">
                      <Spinner size="xs" />
                      <span>{t.loadingTimes}</span>
                    </HStack>
                  ) : null}
                  {freeTimes.isError && !freeTimes.isFetching ? (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Title>{t.timesFailed}</Alert.Title>
                      <Button size="xs" variant="outline" ms="auto" onClick={() => freeTimes.refetch()}>
                        {t.tryAgain}
                      </Button>
                    </Alert.Root>
                  ) : null}
                  {!freeTimes.isFetching && freeTimes.currentData && !monthHasTimes ? (
                    <HStack gap="3" wrap="wrap" fontSize="sm" color="fg.muted">
                      <span>{t.noTimesThisMonth}</span>
                      <Button size="xs" variant="subtle" colorPalette="brand" onClick={() => changeMonth(1)}>
                        {t.viewNextMonth}
                      </Button>
                    </HStack>
                  ) : null}
                  <Stack gap="4" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'end' }}>
                    <Box flex="1" minW="0">
                      <TimeZonePicker value={timeZone} browserZone={browserZone} onChange={setTimeZone} />
                    </Box>
                    <SegmentGroup.Root
                      size="sm"
                      value={clock}
                      onValueChange={(details) => details.value && setClock(details.value as ClockFormat)}
                      aria-label={t.clockFormat}
                      alignSelf={{ base: 'start', sm: 'end' }}
                    >
                      <SegmentGroup.Indicator />
                      <SegmentGroup.Items
                        items={[
                          { value: '12h', label: t.clock12h },
                          { value: '24h', label: t.clock24h },
                        ]}
                      />
                    </SegmentGroup.Root>
                  </Stack>
                </Stack>
                <Box ref={timesRef} minW="0" scrollMarginTop="4">
                  {showTimes && selectedDay ? (
                    <Stack gap="3">
                      <Heading as="h3" size="sm" color="fg.muted">
                        {formatDay(selectedDay, 'EEEE, MMMM d')}
                      </Heading>
                      <Box maxH={{ lg: '420px' }} overflowY={{ lg: 'auto' }} pe={{ lg: '1' }}>
                        <FreeTimeList
                          dayLabel={selectedDayLabel}
                          times={dayTimes}
                          timeZone={timeZone}
                          clock={clock}
                          showSeats={
                            eventType.event_type === 'group' || eventType.event_type === 'collective'
                          }
                          onPick={pickTime}
                        />
                      </Box>
                    </Stack>
                  ) : (
                    <Text color="fg.muted" fontSize="sm" hideFrom="lg" hidden={!freeTimes.currentData}>
                      {t.pickADay}
                    </Text>
                  )}
                </Box>
              </Grid>
              <VisuallyHidden aria-live="polite" aria-atomic="true">
                {showTimes ? t.timesAnnouncement(dayTimes.length, selectedDayLabel) : ''}
              </VisuallyHidden>
            </Stack>
          )}
        </Box>
      </Grid>
    </PageFrame>
  );
}
