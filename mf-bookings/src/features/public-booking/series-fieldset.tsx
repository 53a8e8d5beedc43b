import type { PublicRecurrence } from '@slotwise/shared/contract/recurring.contract';
import { seriesStarts } from '@slotwise/shared/contract/series-rule.contract';
import { dateFormats, formatIn } from '@slotwise/shared/datetime/zoned-format';
import type { Translate } from '@slotwise/shared/i18n/i18n';
import { useId } from 'react';
import { useAttendeeMessages } from '../../app/attendee-catalogue';
import type { AttendeeKey } from '../../app/locales/attendee.en';
import { Alert, cx } from './attendee-ui';
import { seriesActionField, seriesBookOthersField } from './posted-booking-form';
import styles from './public-booking.module.css';

const nthKeys = ['seriesNth1', 'seriesNth2', 'seriesNth3', 'seriesNth4'] as const;

/**
 * "Every Tuesday, 6 times, from Mar 3, 2026" in the page's language and the attendee's zone
 * (docs/product.md#recurring-series).
 */
export function describeSeries(
  recurrence: PublicRecurrence,
  first: string,
  count: number,
  timeZone: string,
  t: Translate<AttendeeKey>,
): string {
  const weekday = formatIn(first, timeZone, 'EEEE');
  const day = Number(formatIn(first, recurrence.time_zone, 'd'));
  const nth = Math.ceil(day / 7);
  const rule =
    recurrence.frequency === 'weekly'
      ? t('seriesWeekly', { weekday })
      : recurrence.frequency === 'biweekly'
        ? t('seriesBiweekly', { weekday })
        : recurrence.frequency === 'monthly_weekday'
          ? t('seriesMonthlyWeekday', { nth: t(nth >= 5 ? 'seriesNthLast' : nthKeys[nth - 1]), weekday })
          : t('seriesMonthlyDate', { day });
  return t('seriesLine', { rule, count, date: formatIn(first, timeZone, dateFormats.short) });
}

interface SeriesFieldsetProps {
  recurrence: PublicRecurrence;
  /** The chosen start (ISO instant): the series' first meeting. */
  start: string;
  timeZone: string;
  count: number;
  onCount: (count: number) => void;
  /** Starts the API found busy (409), and those the attendee agreed to leave out. */
  busy: string[];
  skip: string[];
  onBookOthers: () => void;
  onPickAnother: () => void;
  /** The day's times, where "Pick another time" leads without JavaScript. */
  pickAnotherAddress: string;
}

/** How many meetings to book, the dates they fall on, and what to do when some are not free. */
export function SeriesFieldset({
  recurrence,
  start,
  timeZone,
  count,
  onCount,
  busy,
  skip,
  onBookOthers,
  onPickAnother,
  pickAnotherAddress,
}: SeriesFieldsetProps) {
  const t = useAttendeeMessages();
  const id = useId();
  const starts =
    count >= 2
      ? seriesStarts(new Date(start), recurrence.frequency, count, recurrence.time_zone).map((one) =>
          one.toISOString(),
        )
      : [];
  const when = (iso: string) =>
    `${formatIn(iso, timeZone, dateFormats.long)}, ${formatIn(iso, timeZone, dateFormats.time)}`;
  const busyLeft = busy.filter((iso) => !skip.includes(iso) && starts.includes(iso));
  const booked = starts.length - skip.filter((iso) => starts.includes(iso)).length;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('seriesHeading')}</legend>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={id}>
          {t('seriesCount')}
        </label>
        <select
          id={id}
          name="series_count"
          className={styles.input}
          value={count}
          onChange={(event) => onCount(Number(event.target.value))}
        >
          <option value={1}>{t('seriesJustOne')}</option>
          {Array.from({ length: recurrence.max_count - 1 }, (_, index) => index + 2).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        {/* Without JavaScript the dates below follow the count once the form is drawn again
            (attendee-form.ts; with scripts they follow at once and this is not rendered). */}
        <noscript>
          <button
            type="submit"
            name={seriesActionField}
            value="show"
            formNoValidate
            data-choice=""
            className={cx(styles.button, styles.outline, styles.stretchOnPhone)}
          >
            {t('seriesShow')}
          </button>
        </noscript>
      </div>
      {starts.length > 0 ? (
        <>
          <p className={styles.semibold}>{describeSeries(recurrence, start, booked, timeZone, t)}</p>
          <ol className={cx(styles.small, styles.stackTight)}>
            {starts.map((iso) => (
              <li key={iso}>
                {when(iso)}
                {skip.includes(iso)
                  ? ` (${t('seriesLeftOut')})`
                  : busy.includes(iso)
                    ? ` (${t('seriesNotFree')})`
                    : ''}
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {busyLeft.length > 0 ? (
        <Alert
          status="warning"
          role="alert"
          title={t('seriesBusy', { dates: busyLeft.map(when).join('; ') })}
          action={
            <div className={cx(styles.row, styles.wrap)}>
              {/* Without JavaScript: a submit that posts the busy ones left out (attendee-form.ts),
                  and a link to the day's times; with it, the presses are handled here. */}
              <button
                type="submit"
                name={seriesBookOthersField}
                value="1"
                className={cx(styles.button, styles.solid, styles.pill)}
                onClick={(event) => {
                  event.preventDefault();
                  onBookOthers();
                }}
              >
                {t('seriesBookOthers')}
              </button>
              <a
                href={pickAnotherAddress}
                className={cx(styles.button, styles.outline, styles.pill)}
                onClick={(event) => {
                  event.preventDefault();
                  onPickAnother();
                }}
              >
                {t('seriesPickAnother')}
              </a>
            </div>
          }
        />
      ) : null}
    </fieldset>
  );
}
