import { TZDate } from '@date-fns/tz';
import { patternForLocale } from '@slotwise/shared/contract/date-patterns.contract';
import type { RecurringFrequency } from '@slotwise/shared/contract/series-rule.contract';
import { format } from 'date-fns';
import type { BookingDetails } from '../../db/schema/bookings.schema';
import { mailLocale, mailMessages } from './mail-messages';
import { seriesMailMessages } from './series-mail-messages';

/**
 * "Every Tuesday, 6 times, from 3 March 2026" in the reader's language and zone
 * (docs/product.md#recurring-series); the weekday of the rule is the host zone's.
 */
export function describeSeries(
  series: NonNullable<BookingDetails['series']>['series'],
  zone: string,
  locale: string,
): string {
  const { language, tag } = mailLocale(locale);
  const { dateLocale } = mailMessages[language];
  const s = seriesMailMessages[language];
  const inHostZone = new TZDate(series.firstStart.getTime(), series.timeZone);
  const weekday = format(inHostZone, 'EEEE', { locale: dateLocale });
  const frequency = series.frequency as RecurringFrequency;
  const rule =
    frequency === 'weekly'
      ? s.weekly(weekday)
      : frequency === 'biweekly'
        ? s.biweekly(weekday)
        : frequency === 'monthly_weekday'
          ? s.monthlyWeekday(Math.ceil(inHostZone.getDate() / 7), weekday)
          : s.monthlyDate(inHostZone.getDate());
  const from = format(
    new TZDate(series.firstStart.getTime(), zone),
    patternForLocale('MMM d, yyyy', language, tag),
    { locale: dateLocale },
  );
  return s.line(rule, series.count - series.skipped.length, from);
}

/** The series' facts of a booking mail: the rule line and the dates left out. */
export function seriesFacts(details: BookingDetails, zone: string, locale: string): [string, string][] {
  if (!details.series) return [];
  const { language, tag } = mailLocale(locale);
  const { dateLocale } = mailMessages[language];
  const s = seriesMailMessages[language];
  const { series } = details.series;
  const cancelling = details.series.cancelling ?? [];
  if (cancelling.length > 1) return [[s.series, s.cancelledFollowing(cancelling.length)]];
  const facts: [string, string][] = [[s.series, describeSeries(series, zone, locale)]];
  if (series.skipped.length > 0) {
    const pattern = patternForLocale('MMM d, yyyy', language, tag);
    const dates = series.skipped.map((iso) => format(new TZDate(iso, zone), pattern, { locale: dateLocale }));
    facts.push([s.skipped, dates.join(', ')]);
  }
  return facts;
}
