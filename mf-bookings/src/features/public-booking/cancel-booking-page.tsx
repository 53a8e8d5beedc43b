import { apiErrorMessage, isApiError } from '@slotwise/shared/api/api-error';
import type { AttendeePageProps } from '@slotwise/shared/remote/attendee-module';
import { formTokenField } from '@slotwise/shared/remote/attendee-preview';
import { type FormEvent, useId, useState } from 'react';
import { useAttendeeMessages } from '../../app/attendee-catalogue';
import { attendeeApiText } from './attendee-api-text';
import { bookAgainPath, reschedulePath } from './attendee-page-paths';
import { Alert, cx, Loading, Spinner } from './attendee-ui';
import { BookingSummary } from './booking-summary';
import { ChangePolicyNote, PolicyRefusal } from './change-policy-note';
import { LoadFailedFrame } from './load-failed-frame';
import { useNoScriptForm } from './page-address';
import { postedText } from './posted-text';
import { useBookingByLink } from './public-booking.api';
import styles from './public-booking.module.css';
import { useCancelBooking } from './public-booking-mutations.api';

/**
 * The cancel page `/cancel/{bookingId}`: the link in the attendee's e-mail (docs/product.md#cancel-page).
 * Like the booking page it shows the given `NotFound` for an unknown booking.
 */
export function CancelBookingPage({ params, NotFound }: AttendeePageProps) {
  const t = useAttendeeMessages();
  // The link's secret, not the booking's id (docs/product.md#attendee-link-secrets).
  const bookingId = params.bookingId ?? '';
  const { data: booking, error, isLoading, reload } = useBookingByLink(bookingId);
  const cancellation = useCancelBooking();
  // Drawn by the server after a post without JavaScript (docs/attendee-pages.md#without-javascript).
  const noScript = useNoScriptForm();
  const posted = noScript?.posted ?? null;
  const [reason, setReason] = useState(() =>
    posted ? postedText(posted.fields, 'cancellation_reason', 1000) : '',
  );
  // A meeting of a series (docs/product.md#recurring-series): only it, or it and the later ones.
  const [scope, setScope] = useState<'this' | 'this_and_following'>('this');
  const [cancelledNow, setCancelledNow] = useState(false);
  const [failure, setFailure] = useState<string | null>(posted?.formError ?? null);
  const reasonId = useId();

  if (isLoading) return <Loading />;
  if (!booking) {
    if (!error || isApiError(error, 404) || isApiError(error, 422)) return <NotFound />;
    return <LoadFailedFrame onRetry={reload} />;
  }

  const reasonRequired = booking.change_policy?.reason_required === true;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (cancellation.isMutating) return;
    setFailure(null);
    // docs/product.md#cancel-and-reschedule-policy: the API refuses it too.
    if (reasonRequired && reason.trim() === '') {
      setFailure(t('reasonRequired'));
      document.getElementById(reasonId)?.focus();
      return;
    }
    try {
      await cancellation.trigger({
        secret: bookingId,
        cancellation_reason: reason.trim() || null,
        ...(booking.series ? { series_scope: scope } : {}),
      });
      setCancelledNow(true);
    } catch (cause) {
      // 409: cancelled or past meanwhile; the reloaded booking then says which.
      setFailure(attendeeApiText(apiErrorMessage(cause, t('cancelFailed')), t));
    }
  };

  const cancelled = booking.status === 'cancelled';
  const past = !cancelled && !booking.cancellable;
  // Live and ahead, but the type's policy keeps the attendee from changing it now.
  const refused = !cancelled && !past && booking.change_policy?.allowed_now === false;

  return (
    <div className={cx(styles.page, styles.cancelPage)}>
      <main className={styles.cancelMain}>
        <h1 className={styles.heading1}>{t('cancelHeading')}</h1>
        {cancelledNow ? (
          <Alert status="success" role="status" title={t('cancelledNow')} />
        ) : cancelled ? (
          <Alert
            status="info"
            title={t('alreadyCancelled')}
            description={
              booking.cancellation_reason ? `${t('reason')}: ${booking.cancellation_reason}` : null
            }
          />
        ) : past ? (
          <Alert status="info" title={t('alreadyPast')} />
        ) : refused && !cancelledNow ? (
          <PolicyRefusal booking={booking} action="cancel" />
        ) : null}
        {failure && !cancelledNow ? <Alert status="error" role="alert" title={failure} /> : null}
        <div className={styles.card}>
          <BookingSummary booking={booking} />
        </div>
        {booking.reschedulable && !cancelledNow && !refused ? (
          <p className={cx(styles.small, styles.muted)}>
            {t('cancelLinkIntro')}{' '}
            <a className={styles.link} href={reschedulePath(bookingId)}>
              {t('rescheduleThis')}
            </a>
          </p>
        ) : null}
        {refused && !cancelledNow ? null : !cancelled && !past && !cancelledNow ? (
          <form method="post" onSubmit={submit} className={styles.stackTight} noValidate>
            {noScript ? <input type="hidden" name={formTokenField} value={noScript.token} /> : null}
            <p>{t('cancelIntro')}</p>
            <ChangePolicyNote policy={booking.change_policy} />
            {booking.series ? (
              <fieldset className={styles.fieldset}>
                <legend className={styles.legend}>
                  {t('seriesPosition', { position: booking.series.position, count: booking.series.count })}
                </legend>
                {(['this', 'this_and_following'] as const).map((value) => (
                  <label key={value} className={styles.row}>
                    <input
                      type="radio"
                      name="series_scope"
                      value={value}
                      checked={scope === value}
                      onChange={() => setScope(value)}
                    />
                    {t(value === 'this' ? 'seriesCancelThis' : 'seriesCancelFollowing')}
                  </label>
                ))}
              </fieldset>
            ) : null}
            <div className={styles.field}>
              <label className={styles.label} htmlFor={reasonId}>
                {reasonRequired ? t('reasonLabelRequired') : t('reasonLabel')}
              </label>
              <textarea
                id={reasonId}
                name="cancellation_reason"
                className={styles.input}
                rows={3}
                maxLength={1000}
                value={reason}
                required={reasonRequired}
                aria-required={reasonRequired || undefined}
                onChange={(e) => setReason(e.target.value)}
              />
            </div>
            <button
              type="submit"
              className={cx(styles.button, styles.danger, styles.stretchOnPhone)}
              aria-disabled={cancellation.isMutating || undefined}
            >
              {cancellation.isMutating ? (
                <>
                  <Spinner small /> {t('cancelling')}
                </>
              ) : (
                t('cancelButton')
              )}
            </button>
          </form>
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
