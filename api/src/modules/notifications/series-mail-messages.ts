import type { LanguageCode } from '@slotwise/shared/contract/limits.contract';

/** Texts of recurring series in the mails (docs/product.md#recurring-series), one per language. */
export interface SeriesMailMessages {
  /** Fact label of the series line. */
  series: string;
  /** "Every Tuesday": the weekday in the language's own words, from date-fns. */
  weekly: (weekday: string) => string;
  biweekly: (weekday: string) => string;
  /** "Monthly on the 3rd Tuesday" / "the last Tuesday". */
  monthlyWeekday: (nth: number, weekday: string) => string;
  monthlyDate: (day: number) => string;
  /** "Every Tuesday, 6 times, from 3 March 2026" */
  line: (rule: string, count: number, from: string) => string;
  /** The skipped dates the series leaves out. */
  skipped: string;
  /** Cancelled with the ones after it. */
  cancelledFollowing: (count: number) => string;
}

const englishOrdinal = (n: number) => (n >= 5 ? 'last' : ['1st', '2nd', '3rd', '4th'][n - 1]);

export const seriesMailMessages: Record<LanguageCode, SeriesMailMessages> = {
  en: {
    series: 'Series',
    weekly: (weekday) => `Every ${weekday}`,
    biweekly: (weekday) => `Every other ${weekday}`,
    monthlyWeekday: (nth, weekday) => `Monthly on the ${englishOrdinal(nth)} ${weekday}`,
    monthlyDate: (day) => `Monthly on day ${day}`,
    line: (rule, count, from) => `${rule}, ${count} times, from ${from}`,
    skipped: 'Left out',
    cancelledFollowing: (count) => `This meeting and the ${count - 1} after it are cancelled.`,
  },
  fr: {
    series: 'Série',
    weekly: (weekday) => `Chaque ${weekday}`,
    biweekly: (weekday) => `Un ${weekday} sur deux`,
    monthlyWeekday: (nth, weekday) =>
      `Chaque mois, le ${nth >= 5 ? 'dernier' : ['premier', 'deuxième', 'troisième', 'quatrième'][nth - 1]} ${weekday}`,
    monthlyDate: (day) => `Chaque mois, le ${day}`,
    line: (rule, count, from) => `${rule}, ${count} fois, à partir du ${from}`,
    skipped: 'Dates exclues',
    cancelledFollowing: (count) => `Cette réunion et les ${count - 1} suivantes sont annulées.`,
  },
  es: {
    series: 'Serie',
    weekly: (weekday) => `Cada ${weekday}`,
    biweekly: (weekday) => `Cada dos semanas, el ${weekday}`,
    monthlyWeekday: (nth, weekday) =>
      `Cada mes, el ${nth >= 5 ? 'último' : ['primer', 'segundo', 'tercer', 'cuarto'][nth - 1]} ${weekday}`,
    monthlyDate: (day) => `Cada mes, el día ${day}`,
    line: (rule, count, from) => `${rule}, ${count} veces, desde el ${from}`,
    skipped: 'Fechas omitidas',
    cancelledFollowing: (count) => `Esta reunión y las ${count - 1} siguientes están canceladas.`,
  },
  de: {
    series: 'Serie',
    weekly: (weekday) => `Jeden ${weekday}`,
    biweekly: (weekday) => `Jeden zweiten ${weekday}`,
    monthlyWeekday: (nth, weekday) =>
      `Monatlich am ${nth >= 5 ? 'letzten' : ['ersten', 'zweiten', 'dritten', 'vierten'][nth - 1]} ${weekday}`,
    monthlyDate: (day) => `Monatlich am ${day}.`,
    line: (rule, count, from) => `${rule}, ${count}-mal, ab ${from}`,
    skipped: 'Ausgelassen',
    cancelledFollowing: (count) => `Dieser Termin und die ${count - 1} folgenden sind abgesagt.`,
  },
  zh: {
    series: '系列',
    weekly: (weekday) => `每${weekday}`,
    biweekly: (weekday) => `每隔一周的${weekday}`,
    monthlyWeekday: (nth, weekday) => `每月${nth >= 5 ? '最后一个' : `第${nth}个`}${weekday}`,
    monthlyDate: (day) => `每月${day}日`,
    line: (rule, count, from) => `${rule}，共 ${count} 次，从 ${from} 开始`,
    skipped: '跳过的日期',
    cancelledFollowing: (count) => `此会议及其后的 ${count - 1} 次会议已取消。`,
  },
};
