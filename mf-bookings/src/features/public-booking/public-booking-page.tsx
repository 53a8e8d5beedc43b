import { isApiError } from '@slotwise/shared/api/api-error';
import { prefetchedHydration } from '@slotwise/shared/api/prefetched-responses';
import type { FreeTime, PublicBooking } from '@slotwise/shared/contract/bookings.contract';
import {
  isRedirectUrl,
  offeredDurationsOf,
  redirectAddress,
} from '@slotwise/shared/contract/redirect-address.contract';
import { activeLocaleTag } from '@slotwise/shared/datetime/date-locale';
import type { AttendeePageProps } from '@slotwise/shared/remote/attendee-module';
import {
  type ComponentType,
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useAttendeeMessages } from '../../app/attendee-catalogue';
import { AfterBookingRedirect } from './after-booking-redirect';
import { Alert, Loading, ServerRenderContext } from './attendee-ui';
import { AwayNotice } from './away-notice';
import { ChangePolicyNote, SingleUseLinkGone, useNoindex } from './change-policy-note';
import { addressNames, initialDuration, showDurationInAddress } from './chosen-duration';
import { drawnRenderStateOf } from './drawn-first-render';
import { DurationPicker } from './duration-picker';
import { embedBookingOf, isEmbedded, postToParent } from './embed-bridge';
import { EventSummary, organiserName } from './event-summary';
import { EventUnavailable } from './event-unavailable';
import { FreeTimePicker, showsTimes, useMonthPicker } from './free-time-picker';
import { LoadFailedFrame } from './load-failed-frame';
import { dayOfInstant, pageAddressOf, serverDefaultZone, useNoScriptForm } from './page-address';
import { PageFrame } from './page-frame';
import { usePageQuery } from './page-query';
import {
  type BookableEventType,
  type EventTypeLink,
  isInactiveEventType,
  singleUseLinkGone,
  useBookingByLink,
  useFreeTimes,
  usePublicEventType,
} from './public-booking.api';
import styles from './public-booking.module.css';
import { browserTimeZone } from './time-zones';
import { type ClockFormat, formatLongDateIn, formatTimeRangeIn, preferredClock } from './zoned-time';

/**
 * A part of the page whose code loads when shown (the form and the confirmation load once a day
 * is picked: the first view stays light). Once loaded, the part itself: a page drawn at it
 * hydrates in its first render (preloadBookingParts), where a lazy one would suspend.
 */
function partLoadedWhenShown<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | null = null;
  const preload = () =>
    load().then((part) => {
      loaded = part;
      return part;
    });
  const Lazy = lazy(() => preload().then((part) => ({ default: part })));
  function PartLoadedWhenShown(props: Props) {
    // Outside any Suspense boundary once loaded, as the server draws it: React hydrates a
    // boundary's content in a later pass. Chosen once: another type would remount the part
    // (and lose what was typed).
    const [Part] = useState(() => loaded);
    return Part ? (
      <Part {...props} />
    ) : (
      <Suspense fallback={<Loading />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { Part: PartLoadedWhenShown, preload };
}

const bookingForm = partLoadedWhenShown(() => import('./booking-form').then((part) => part.BookingForm));
const confirmation = partLoadedWhenShown(() =>
  import('./booking-confirmation').then((part) => part.BookingConfirmation),
);
const loadBookingForm = bookingForm.preload;
const loadConfirmation = confirmation.preload;
const LazyBookingForm = bookingForm.Part;
const LazyBookingConfirmation = confirmation.Part;

/**
 * The booking routes' preload (app/attendee-module.ts), awaited before the first render: the
 * parts the address shows (the form at ?time=, the confirmation at ?booked= or after a post that
 * booked), so the page drawn at them hydrates at once (docs/attendee-pages.md#hydration).
 */
export async function preloadBookingParts(): Promise<void> {
  const address = pageAddressOf(globalThis.location?.search ?? '');
  const posted = drawnRenderStateOf(prefetchedHydration()?.state)?.form?.posted;
  await Promise.all([
    address.time && !posted?.booked ? loadBookingForm() : null,
    address.booked || posted?.booked ? loadConfirmation() : null,
  ]);
}

/**
 * The server's render has no time to load a part (renderToString draws a Suspense's fallback): it
 * gives the components themselves (attendee-preview.tsx), so a page drawn at the form or the
 * confirmation (?time=, ?booked=, after a POST without JavaScript) shows them.
 */
export const EagerPartsContext = createContext<{
  BookingForm: typeof import('./booking-form').BookingForm;
  BookingConfirmation: typeof import('./booking-confirmation').BookingConfirmation;
} | null>(null);

type Step = 'pick' | 'form' | 'done';

/** The tab's title of a booking page (also its server-rendered HTML's). */
export function bookingPageTitle(eventType: Pick<BookableEventType, 'title' | 'host' | 'team'>): string {
  return `${eventType.title} | ${organiserName(eventType)}`;
}

/**
 * The public booking page `/{username}/{slug}`, and `/team/{teamSlug}/{slug}` for a team's type
 * (docs/product.md#public-booking-page, #team-pages). It needs no store,
 * router or UI library from around it (the shell's attendee surface renders it alone): its data comes through
 * the AttendeeDataProvider it is mounted in, and an unknown link shows the `NotFound` it is given.
 */
export function PublicBookingPage({ params, NotFound }: AttendeePageProps) {
  const { username = '', teamSlug, slug = '', linkSecret } = params;
  const link = useMemo<EventTypeLink>(
    () =>
      linkSecret !== undefined
        ? { linkSecret }
        : teamSlug !== undefined
          ? { teamSlug, slug }
          : { username, slug },
    [username, teamSlug, slug, linkSecret],
  );
  // A single-use link's confirmation (?booked=, after a POST without JavaScript): the link is
  // used up by then (410), so the page shows the booking alone.
  const search = usePageQuery();
  const bookedThroughLink = linkSecret !== undefined ? pageAddressOf(search).booked : null;
  const { data: eventType, error, isLoading, reload } = usePublicEventType(bookedThroughLink ? null : link);
  // A secret or single-use type's page stays out of search engines (docs/product.md#private-sharing).
  useNoindex(linkSecret !== undefined || eventType?.noindex === true);

  useEffect(() => {
    if (!eventType) return;
    const previous = document.title;
    document.title = bookingPageTitle(eventType);
    return () => {
      document.title = previous;
    };
  }, [eventType]);

  if (bookedThroughLink) return <BookedThroughLink secret={bookedThroughLink} NotFound={NotFound} />;
  if (isLoading) return <Loading />;
  if (!eventType) {
    // An inactive type says so and leads to the host's page; an unknown user or slug: not found.
    if (teamSlug === undefined && isInactiveEventType(error)) return <EventUnavailable username={username} />;
    // A used, expired or revoked single-use link says so.
    const gone = singleUseLinkGone(error);
    if (gone) return <SingleUseLinkGone reason={gone} />;
    if (!error || isApiError(error, 404)) return <NotFound />;
    return <LoadFailedFrame onRetry={reload} />;
  }
  return <BookingFlow key={eventType.id} eventType={eventType} link={link} />;
}

/** The confirmation of a booking made through a single-use link, from the booking alone. */
function BookedThroughLink({
  secret,
  NotFound,
}: {
  secret: string;
  NotFound: AttendeePageProps['NotFound'];
}) {
  const { data: booking, error, isLoading, reload } = useBookingByLink(secret);
  const address = pageAddressOf(usePageQuery());
  const onServer = useContext(ServerRenderContext);
  const { BookingConfirmation } = useContext(EagerPartsContext) ?? {
    BookingConfirmation: LazyBookingConfirmation,
  };
  if (isLoading) return <Loading />;
  if (!booking) {
    if (!error || isApiError(error, 404) || isApiError(error, 422)) return <NotFound />;
    return <LoadFailedFrame onRetry={reload} />;
  }
  return (
    <PageFrame>
      <div className={styles.confirmationPane}>
        <BookingConfirmation
          // The link's secret is the address's: the confirmation's cancel and reschedule links.
          booking={{ ...booking, link_secret: secret }}
          timeZone={address.timeZone ?? booking.timezone}
          clock={
            address.clock ?? preferredClock(onServer ? activeLocaleTag() : globalThis.navigator?.language)
          }
          attendeeEmail=""
        />
      </div>
    </PageFrame>
  );
}

function BookingFlow({
  eventType: offeredType,
  link,
}: {
  eventType: BookableEventType;
  link: EventTypeLink;
}) {
  const t = useAttendeeMessages();
  // Several durations (docs/product.md#several-durations): the chosen one is the type's duration
  // for everything below (summary, free times, form), and named in the address once chosen.
  const search = usePageQuery();
  const offered = useMemo(() => offeredDurationsOf(offeredType), [offeredType]);
  const [duration, setDuration] = useState(() => initialDuration(offeredType, search));
  const [durationNamed, setDurationNamed] = useState(() => addressNames(search, duration));
  const eventType = useMemo(() => ({ ...offeredType, duration }), [offeredType, duration]);
  const { BookingForm, BookingConfirmation } = useContext(EagerPartsContext) ?? {
    BookingForm: LazyBookingForm,
    BookingConfirmation: LazyBookingConfirmation,
  };
  // What the address chose (docs/attendee-pages.md#without-javascript): month, day, time, zone;
  // the server draws it so and the browser starts from it.
  const address = useMemo(() => pageAddressOf(search), [search]);
  const posted = useNoScriptForm()?.posted ?? null;
  const onServer = useContext(ServerRenderContext);
  const browserZone = useMemo(browserTimeZone, []);
  const [timeZone, setTimeZone] = useState(
    () => address.timeZone ?? (onServer ? serverDefaultZone : browserZone),
  );
  // The server knows the page's language, not the browser's locale: the clock of the language.
  const [clock, setClock] = useState<ClockFormat>(
    () => address.clock ?? preferredClock(onServer ? activeLocaleTag() : globalThis.navigator?.language),
  );
  const picker = useMonthPicker(timeZone, eventType.booking_window_range?.start, {
    month: address.month,
    day: address.date ?? (address.time ? dayOfInstant(address.time, timeZone) : null),
  });
  const [selectedTime, setSelectedTime] = useState<FreeTime | null>(null);
  const [step, setStep] = useState<Step>(() =>
    posted?.booked || address.booked ? 'done' : address.time ? 'form' : 'pick',
  );
  const [booked, setBooked] = useState<{
    booking: PublicBooking;
    email: string;
    redirect: string | null;
  } | null>(() => (posted?.booked ? { ...posted.booked, redirect: null } : null));
  const [notice, setNotice] = useState<string | null>(posted?.notice ?? null);
  const noticeRef = useRef<HTMLDivElement>(null);
  // The confirmation page a POST without JavaScript leads to (?booked=<the booking's link secret>).
  const bookedByAddress = useBookingByLink(step === 'done' && !booked ? address.booked : null);

  const { days } = picker;
  const confirmed = booked !== null || bookedByAddress.data !== undefined || bookedByAddress.isLoading;
  const freeTimes = useFreeTimes(
    step === 'done' && confirmed
      ? null
      : {
          ...link,
          start: days[0],
          end: days[days.length - 1],
          time_zone: timeZone,
          ...(durationNamed ? { duration } : {}),
        },
  );
  const showTimes = showsTimes(picker, freeTimes);
  // The time the address chose, once its day's free times say it is still free.
  const addressTime = useMemo(() => {
    if (!address.time || selectedTime) return null;
    const start = Date.parse(address.time);
    for (const day of freeTimes.data?.days ?? [])
      for (const time of day.times) if (Date.parse(time.start) === start) return time;
    return null;
  }, [address.time, selectedTime, freeTimes.data]);
  const chosenTime = selectedTime ?? addressTime;
  // Hydrating the server's markup, the first render was the server's (drawn-first-render.tsx):
  // then the browser's zone and clock, in place (an effect never runs on the server). A form
  // drawn at the address's time keeps it (in another zone its free times are asked again).
  const drawnFirst = useRef(onServer);
  useEffect(() => {
    if (!drawnFirst.current) return;
    drawnFirst.current = false;
    if (!address.timeZone) {
      if (addressTime) setSelectedTime(addressTime);
      setTimeZone(browserZone);
    }
    if (!address.clock) setClock(preferredClock(globalThis.navigator?.language));
  }, [address.timeZone, address.clock, addressTime, browserZone]);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const pickTime = (time: FreeTime) => {
    setSelectedTime(time);
    setNotice(null);
    setStep('form');
    void loadConfirmation();
  };

  const chooseDuration = (minutes: number) => {
    setDuration(minutes);
    setDurationNamed(true);
    setSelectedTime(null);
    showDurationInAddress(minutes);
  };

  const shownBooking =
    booked ??
    (bookedByAddress.data && address.booked
      ? {
          // The link's secret is the address's: the confirmation's cancel and reschedule links.
          booking: { ...bookedByAddress.data, link_secret: address.booked },
          // Not in the booking's public answer, nor put in an address: the line is left out.
          email: '',
          redirect: null,
        }
      : null);
  if (step === 'done' && !booked && bookedByAddress.isLoading) return <Loading />;
  if (step === 'done' && shownBooking) {
    return (
      <PageFrame>
        <div className={styles.confirmationPane}>
          {shownBooking.redirect ? (
            <AfterBookingRedirect address={shownBooking.redirect} embedded={isEmbedded()} />
          ) : null}
          <BookingConfirmation
            booking={shownBooking.booking}
            timeZone={timeZone}
            clock={clock}
            attendeeEmail={shownBooking.email}
          />
        </div>
      </PageFrame>
    );
  }

  const picked =
    step === 'form' && chosenTime
      ? {
          date: formatLongDateIn(chosenTime.start, timeZone),
          timeRange: formatTimeRangeIn(
            chosenTime.start,
            new Date(new Date(chosenTime.start).getTime() + eventType.duration * 60_000).toISOString(),
            timeZone,
            clock,
          ),
          timeZone,
        }
      : null;

  return (
    <PageFrame wide={step === 'pick' && showTimes}>
      <div className={styles.columns}>
        <div className={styles.summaryPane}>
          <EventSummary eventType={eventType} picked={picked} />
        </div>
        <div className={styles.contentPane}>
          {step === 'form' && chosenTime ? (
            <BookingForm
              eventType={eventType}
              time={chosenTime}
              timeZone={timeZone}
              singleUseLink={'linkSecret' in link ? link.linkSecret : undefined}
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
                // docs/product.md#after-booking: the booking's public fields, never its link's secret.
                const target = eventType.redirect_url;
                const redirect =
                  target && isRedirectUrl(target)
                    ? redirectAddress(target, { ...booking, attendee_email: email })
                    : null;
                setBooked({ booking, email, redirect });
                postToParent({ type: 'slotwise:booking-successful', data: embedBookingOf(booking) });
                setStep('done');
              }}
            />
          ) : (
            <div className={styles.stack}>
              <h2 className={styles.heading2}>{t('pickHeading')}</h2>
              {offered.length > 1 ? (
                <DurationPicker
                  durations={offered}
                  value={duration}
                  onChange={chooseDuration}
                  carry={{ tz: address.timeZone, month: address.month }}
                />
              ) : null}
              <ChangePolicyNote policy={eventType.change_policy} />
              {eventType.away ? <AwayNotice away={eventType.away} host={eventType.host} /> : null}
              {notice ? (
                <Alert status="warning" role="alert" ref={noticeRef} tabIndex={-1} title={notice} />
              ) : null}
              <FreeTimePicker
                picker={picker}
                freeTimes={freeTimes}
                timeZone={timeZone}
                browserZone={browserZone}
                onTimeZoneChange={setTimeZone}
                clock={clock}
                onClockChange={setClock}
                showSeats={eventType.event_type === 'group' || eventType.event_type === 'collective'}
                onPick={pickTime}
                onSelectDay={(day) => {
                  postToParent({ type: 'slotwise:date-selected', data: { date: day } });
                  void loadBookingForm();
                }}
              />
            </div>
          )}
        </div>
      </div>
    </PageFrame>
  );
}
