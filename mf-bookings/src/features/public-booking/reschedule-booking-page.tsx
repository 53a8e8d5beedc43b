import { apiErrorMessage, isApiError } from '@slotwise/shared/api/api-error';
import type { FreeTime, PublicBooking } from '@slotwise/shared/contract/bookings.contract';
import { activeLocaleTag } from '@slotwise/shared/datetime/date-locale';
import type { AttendeePageProps } from '@slotwise/shared/remote/attendee-module';
import { formTokenField } from '@slotwise/shared/remote/attendee-preview';
import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useAttendeeMessages } from '../../app/attendee-catalogue';
import type { AttendeeKey } from '../../app/locales/attendee.en';
import en from '../../app/locales/attendee.en';
import { attendeeApiText } from './attendee-api-text';
import { bookAgainPath, cancelPath, reschedulePath } from './attendee-page-paths';
import { Alert, cx, Loading, ServerRenderContext, Spinner } from './attendee-ui';
import { BookingSummary } from './booking-summary';
import { PolicyRefusal } from './change-policy-note';
import { FreeTimePicker, showsTimes, useMonthPicker } from './free-time-picker';
import { LoadFailedFrame } from './load-failed-frame';
import {
  dayOfInstant,
  pageAddressOf,
  serverDefaultZone,
  timesAddress,
  useNoScriptForm,
} from './page-address';
import { PageFrame } from './page-frame';
import { usePageQuery } from './page-query';
import { useBookingByLink, useRescheduleFreeTimes } from './public-booking.api';
import styles from './public-booking.module.css';
import { useRescheduleBooking } from './public-booking-mutations.api';
import { browserTimeZone } from './time-zones';
import { type ClockFormat, formatLongDateIn, formatTimeRangeIn, preferredClock } from './zoned-time';

// A full day or week of the limits (docs/product.md#booking-limits-and-start-times): pick another time.
const limitRefusals: AttendeeKey[] = [
  'limitTypeDayFull',
  'limitTypeWeekFull',
  'limitTypeMonthFull',
  'limitTypeYearFull',
  'limitHostDayFull',
  'limitHostWeekFull',
];
// The API's refusals (English, as bookingMessages words them) in the page's language.
const refusalKeys: AttendeeKey[] = [
  'slotTaken',
  'slotUnavailable',
  'slotNoLongerFree',
  'tooManyAttendees',
  'alreadyPast',
  'rescheduleCancelled',
  'rescheduleTooLate',
  'rescheduleSameTime',
  ...limitRefusals,
];
const keyOfRefusal = new Map<string, AttendeeKey>(refusalKeys.map((key) => [en[key], key]));
// A lost time: back to the calendar, whose times reload.
const pickAgain = new Set<AttendeeKey>([
  'slotTaken',
  'slotUnavailable',
  'slotNoLongerFree',
  'tooManyAttendees',
  ...limitRefusals,
]);

/** Why a booking cannot be moved any more (the API's own reasons). */
function refusalOf(booking: PublicBooking): AttendeeKey {
  if (booking.status === 'cancelled') return 'rescheduleCancelled';
  if (!booking.cancellable) return 'alreadyPast';
  return 'rescheduleTooLate';
}

/**
 * The reschedule page `/reschedule/{bookingId}` (docs/product.md#reschedule-page): the link beside
 * Cancel in the attendee's e-mails, invite, confirmation and cancel page. It shows the current
 * time and the booking page's calendar for the same event type; the booking keeps its id.
 */
export function RescheduleBookingPage({ params, NotFound }: AttendeePageProps) {
  // The link's secret, not the booking's id (docs/product.md#attendee-link-secrets).
  const bookingId = params.bookingId ?? '';
  const { data: booking, error, isLoading, reload } = useBookingByLink(bookingId);
  // ?moved: the page a reschedule posted without JavaScript leads to (attendee-form.ts).
  const movedByAddress = new URLSearchParams(usePageQuery()).has('moved');
  const [moved, setMoved] = useState<PublicBooking | null>(null);

  if (isLoading) return <Loading />;
  if (!booking) {
    if (!error || isApiError(error, 404) || isApiError(error, 422)) return <NotFound />;
    return <LoadFailedFrame onRetry={reload} />;
  }
  if (moved) return <Rescheduled booking={moved} link={bookingId} />;
  if (movedByAddress && booking.status !== 'cancelled')
    return <Rescheduled booking={booking} link={bookingId} />;
  if (!booking.reschedulable || refusedByPolicy(booking))
    return <NotReschedulable booking={booking} link={bookingId} />;
  return <RescheduleFlow key={booking.id} booking={booking} link={bookingId} onMoved={setMoved} />;
}

/** A live booking the type's policy keeps the attendee from changing now (docs/product.md#cancel-and-reschedule-policy). */
function refusedByPolicy(booking: PublicBooking): boolean {
  return (
    booking.status !== 'cancelled' && booking.cancellable && booking.change_policy?.allowed_now === false
  );
}

function NotReschedulable({ booking, link }: { booking: PublicBooking; link: string }) {
  const t = useAttendeeMessages();
  if (refusedByPolicy(booking)) {
    return (
      <div className={cx(styles.page, styles.cancelPage)}>
        <main className={styles.cancelMain}>
          <h1 className={styles.heading1}>{t('rescheduleHeading')}</h1>
          <PolicyRefusal booking={booking} action="reschedule" />
          <div className={styles.card}>
            <BookingSummary booking={booking} />
          </div>
        </main>
      </div>
    );
  }
  return (
    <div className={cx(styles.page, styles.cancelPage)}>
      <main className={styles.cancelMain}>
        <h1 className={styles.heading1}>{t('rescheduleHeading')}</h1>
        <Alert
          status="info"
          title={t(refusalOf(booking))}
          description={
            booking.status === 'cancelled' && booking.cancellation_reason
              ? `${t('reason')}: ${booking.cancellation_reason}`
              : null
          }
        />
        <div className={styles.card}>
          <BookingSummary booking={booking} />
        </div>
        {booking.cancellable ? (
          <a className={cx(styles.button, styles.outline, styles.stretchOnPhone)} href={cancelPath(link)}>
            {t('cancelLink')}
          </a>
        ) : (
          <a
            className={cx(styles.button, styles.outline, styles.stretchOnPhone)}
            href={bookAgainPath(booking)}
          >
            {t('bookAgain')}
          </a>
        )}
      </main>
    </div>
  );
}

function Rescheduled({ booking, link }: { booking: PublicBooking; link: string }) {
  const t = useAttendeeMessages();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The picker is gone: the outcome takes the focus.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className={cx(styles.page, styles.cancelPage)}>
      <main className={styles.cancelMain}>
        <h1 ref={headingRef} tabIndex={-1} className={styles.heading1}>
          {t('rescheduleHeading')}
        </h1>
        <Alert
          status="success"
          role="status"
          title={booking.status === 'pending' ? t('rescheduledPending') : t('rescheduledNow')}
          description={t('rescheduledInvite')}
        />
        <div className={styles.card}>
          <BookingSummary booking={booking} />
        </div>
        <p className={cx(styles.small, styles.muted)}>
          {t('cancelLinkIntro')}{' '}
          <a className={styles.link} href={reschedulePath(link)}>
            {t('rescheduleLink')}
          </a>
          {' · '}
          <a className={styles.link} href={cancelPath(link)}>
            {t('cancelLink')}
          </a>
        </p>
      </main>
    </div>
  );
}

function RescheduleFlow({
  booking,
  link,
  onMoved,
}: {
  booking: PublicBooking;
  /** The attendee's link (its secret): the page's calls go through it, never the booking id. */
  link: string;
  onMoved: (booking: PublicBooking) => void;
}) {
  const t = useAttendeeMessages();
  // The address's choices and what a post left (docs/attendee-pages.md#without-javascript).
  const search = usePageQuery();
  const address = pageAddressOf(search);
  const noScript = useNoScriptForm();
  const onServer = useContext(ServerRenderContext);
  const browserZone = useMemo(browserTimeZone, []);
  const [timeZone, setTimeZone] = useState(
    () => address.timeZone ?? (onServer ? serverDefaultZone : browserZone),
  );
  const [clock, setClock] = useState<ClockFormat>(
    () => address.clock ?? preferredClock(onServer ? activeLocaleTag() : globalThis.navigator?.language),
  );
  const picker = useMonthPicker(timeZone, null, {
    month: address.month,
    day: address.date ?? (address.time ? dayOfInstant(address.time, timeZone) : null),
  });
  const [pickedHere, setPicked] = useState<FreeTime | null>(null);
  const [dropAddressTime, setDropAddressTime] = useState(false);
  const [notice, setNotice] = useState<string | null>(noScript?.posted?.notice ?? null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const moving = useRescheduleBooking();
  const { days } = picker;
  const freeTimes = useRescheduleFreeTimes({
    secret: link,
    start: days[0],
    end: days[days.length - 1],
    time_zone: timeZone,
  });

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  // The time the address chose (?time=), while its day's free times still offer it.
  const addressTime = useMemo(() => {
    if (!address.time || dropAddressTime) return null;
    const start = Date.parse(address.time);
    for (const day of freeTimes.data?.days ?? [])
      for (const time of day.times) if (Date.parse(time.start) === start) return time;
    return null;
  }, [address.time, dropAddressTime, freeTimes.data]);
  const picked = pickedHere ?? addressTime;
  // Hydrating the server's markup (drawn-first-render.tsx): the first render was the server's,
  // then the browser's zone and clock, in place; a time drawn from the address is kept.
  const drawnFirst = useRef(onServer);
  useEffect(() => {
    if (!drawnFirst.current) return;
    drawnFirst.current = false;
    if (!address.timeZone) {
      if (addressTime) setPicked(addressTime);
      setTimeZone(browserZone);
    }
    if (!address.clock) setClock(preferredClock(globalThis.navigator?.language));
  }, [address.timeZone, address.clock, addressTime, browserZone]);

  // Every refusal the attendee pages know (rate limit included), in the page's language.
  const translate = (message: string) => attendeeApiText(message, t);

  const confirm = async () => {
    if (!picked || moving.isMutating) return;
    setNotice(null);
    try {
      onMoved(await moving.trigger({ secret: link, start_time: picked.start }));
    } catch (cause) {
      const message = apiErrorMessage(cause, t('rescheduleFailed'));
      const key = keyOfRefusal.get(message);
      if (key && pickAgain.has(key)) {
        setPicked(null);
        setDropAddressTime(true);
      }
      setNotice(translate(message));
    }
  };

  const end = (start: string) =>
    new Date(Date.parse(start) + booking.event_type.duration * 60_000).toISOString();

  return (
    <PageFrame wide={!picked && showsTimes(picker, freeTimes)}>
      <div className={styles.columns}>
        <div className={cx(styles.summaryPane, styles.stackTight)}>
          <h1 className={styles.heading1}>{t('rescheduleHeading')}</h1>
          <p className={cx(styles.small, styles.muted)}>{t('currentTime')}</p>
          <BookingSummary booking={booking} />
        </div>
        <div className={styles.contentPane}>
          <div className={styles.stack}>
            <h2 className={styles.heading2}>{picked ? t('newTime') : t('pickNewTime')}</h2>
            {notice ? (
              <Alert status="warning" role="alert" ref={noticeRef} tabIndex={-1} title={notice} />
            ) : null}
            {picked ? (
              <div className={styles.stackTight}>
                <div className={styles.card}>
                  <p className={styles.semibold}>{formatLongDateIn(picked.start, timeZone)}</p>
                  <p>
                    {formatTimeRangeIn(picked.start, end(picked.start), timeZone, clock)} (
                    {timeZone.replaceAll('_', ' ')})
                  </p>
                </div>
                {/* Without JavaScript this posts (attendee-form.ts); with it, confirm() sends it. */}
                <form
                  method="post"
                  className={styles.actions}
                  onSubmit={(event) => {
                    event.preventDefault();
                    void confirm();
                  }}
                >
                  {noScript ? (
                    <>
                      <input type="hidden" name={formTokenField} value={noScript.token} />
                      {/* One move per drawn form: a double submit is one attempt (attendee-form.ts). */}
                      <input type="hidden" name="idempotency_key" value={noScript.idempotencyKey} />
                    </>
                  ) : null}
                  <input type="hidden" name="start_time" value={picked.start} />
                  <input type="hidden" name="tz" value={timeZone} />
                  <button
                    type="submit"
                    className={cx(styles.button, styles.solid, styles.stretchOnPhone)}
                    aria-disabled={moving.isMutating || undefined}
                  >
                    {moving.isMutating ? (
                      <>
                        <Spinner small /> {t('rescheduling')}
                      </>
                    ) : (
                      t('confirmReschedule')
                    )}
                  </button>
                  {/* A link to the day's times: it works without JavaScript too. */}
                  <a
                    href={timesAddress(search, dayOfInstant(picked.start, timeZone), timeZone)}
                    className={cx(styles.button, styles.outline, styles.stretchOnPhone)}
                    onClick={(event) => {
                      event.preventDefault();
                      setPicked(null);
                      setDropAddressTime(true);
                      setNotice(null);
                    }}
                  >
                    {t('changeTime')}
                  </a>
                </form>
              </div>
            ) : (
              <FreeTimePicker
                picker={picker}
                freeTimes={freeTimes}
                timeZone={timeZone}
                browserZone={browserZone}
                onTimeZoneChange={setTimeZone}
                clock={clock}
                onClockChange={setClock}
                showSeats={booking.event_type.kind === 'group' || booking.event_type.kind === 'collective'}
                onPick={(time) => {
                  setPicked(time);
                  setNotice(null);
                }}
              />
            )}
            <p className={cx(styles.small, styles.muted)}>
              {t('cancelLinkIntro')}{' '}
              <a className={styles.link} href={cancelPath(link)}>
                {t('cancelLink')}
              </a>
            </p>
          </div>
        </div>
      </div>
    </PageFrame>
  );
}
