import type { EventType, EventTypeInput } from '@slotwise/shared/contract/event-types.contract';

/** The dialog's fields of docs/product.md#booking-limits-and-start-times; numbers stay text until sent. */
export interface BookingLimitsDraft {
  limit_per_day: string;
  limit_per_week: string;
  limit_per_month: string;
  limit_per_year: string;
  /** '' : the duration, at most 30 minutes (as before). */
  slot_interval: string;
  booking_window_kind: 'rolling' | 'range';
  booking_window_start: string;
  booking_window_end: string;
}

export const limitPeriodFields = [
  'limit_per_day',
  'limit_per_week',
  'limit_per_month',
  'limit_per_year',
] as const;
const limitsFields: readonly (keyof BookingLimitsDraft)[] = [
  ...limitPeriodFields,
  'slot_interval',
  'booking_window_kind',
  'booking_window_start',
  'booking_window_end',
];

export function emptyLimitsDraft(): BookingLimitsDraft {
  return {
    limit_per_day: '',
    limit_per_week: '',
    limit_per_month: '',
    limit_per_year: '',
    slot_interval: '',
    booking_window_kind: 'rolling',
    booking_window_start: '',
    booking_window_end: '',
  };
}

const text = (value: number | null | undefined) => (value == null ? '' : String(value));

export function limitsDraftOf(eventType: EventType): BookingLimitsDraft {
  const limits = eventType.booking_limits;
  const range = eventType.booking_window_range;
  return {
    limit_per_day: text(limits?.per_day),
    limit_per_week: text(limits?.per_week),
    limit_per_month: text(limits?.per_month),
    limit_per_year: text(limits?.per_year),
    slot_interval: text(eventType.slot_interval),
    booking_window_kind: range ? 'range' : 'rolling',
    booking_window_start: range?.start ?? '',
    booking_window_end: range?.end ?? '',
  };
}

/** Blank: no limit (null); anything but a whole number is sent as NaN for the contract to refuse. */
function optionalNumber(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return Number.isInteger(number) ? number : Number.NaN;
}

export function limitsPayload(
  values: BookingLimitsDraft,
): Pick<EventTypeInput, 'booking_limits' | 'slot_interval' | 'booking_window_range'> {
  return {
    booking_limits: {
      per_day: optionalNumber(values.limit_per_day),
      per_week: optionalNumber(values.limit_per_week),
      per_month: optionalNumber(values.limit_per_month),
      per_year: optionalNumber(values.limit_per_year),
    },
    slot_interval: values.slot_interval === '' ? null : Number(values.slot_interval),
    booking_window_range:
      values.booking_window_kind === 'range'
        ? { start: values.booking_window_start, end: values.booking_window_end }
        : null,
  };
}

const issueFields: Record<string, keyof BookingLimitsDraft> = {
  'booking_limits.per_day': 'limit_per_day',
  'booking_limits.per_week': 'limit_per_week',
  'booking_limits.per_month': 'limit_per_month',
  'booking_limits.per_year': 'limit_per_year',
  slot_interval: 'slot_interval',
  'booking_window_range.start': 'booking_window_start',
  'booking_window_range.end': 'booking_window_end',
  booking_window_range: 'booking_window_start',
};

/** The dialog field of a contract issue path or a server error key ('booking_limits.per_day'). */
export function limitsFieldOf(path: string | readonly PropertyKey[]): keyof BookingLimitsDraft | null {
  const key = typeof path === 'string' ? path : path.map(String).join('.');
  return issueFields[key] ?? null;
}

export function isLimitsField(field: string): field is keyof BookingLimitsDraft {
  return (limitsFields as readonly string[]).includes(field);
}
