// Zod-free helpers of several durations and the page after booking, for the attendee pages
// (which load no zod: docs/attendee-pages.md#two-surfaces) as for the API.

export const maxRedirectUrlLength = 2000;

/**
 * An https address without credentials (user:password@), at most 2,000 characters; '' and null
 * mean none. `javascript:`, `data:`, `http:` and anything else are refused: the attendee's
 * browser is sent there.
 */
export function isRedirectUrl(value: string): boolean {
  if (value.length > maxRedirectUrlLength || !value.startsWith('https://')) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** The offered durations of a type, sorted; the default alone when it offers no list. */
export function offeredDurationsOf(type: {
  duration: number;
  durations?: readonly number[] | null;
}): number[] {
  const list = type.durations && type.durations.length > 0 ? [...type.durations] : [type.duration];
  return list.sort((a, b) => a - b);
}

/** What the page after booking receives, and nothing else (docs/product.md#after-booking). */
export interface RedirectBooking {
  id: string;
  status: string;
  start_time: string;
  end_time: string;
  timezone: string;
  attendee_name: string;
  attendee_email: string;
  event_type: { slug: string; title: string; duration?: number };
  duration?: number;
}

/**
 * The redirect address with the booking's public fields as query parameters (existing
 * parameters of the host's address are kept; ours win on a clash). Never the attendee link's
 * secret, the answers or the phone number.
 */
export function redirectAddress(redirectUrl: string, booking: RedirectBooking): string {
  const url = new URL(redirectUrl);
  const minutes =
    booking.duration ?? Math.round((Date.parse(booking.end_time) - Date.parse(booking.start_time)) / 60_000);
  const fields: [string, string][] = [
    ['booking_id', booking.id],
    ['status', booking.status],
    ['event_type', booking.event_type.slug],
    ['event_title', booking.event_type.title],
    ['start_time', booking.start_time],
    ['end_time', booking.end_time],
    ['duration', String(minutes)],
    ['timezone', booking.timezone],
    ['attendee_name', booking.attendee_name],
    ['attendee_email', booking.attendee_email],
  ];
  for (const [key, value] of fields) url.searchParams.set(key, value);
  return url.toString();
}
