// The attendee pages inside another site's iframe (shell/public/embed.js): they post typed
// events to that page, grow the iframe to their height (no inner scrollbar), take the embed's
// theme colour and prefill the attendee's name and e-mail from the address.
import type { PublicBooking } from '@slotwise/shared/contract/bookings.contract';

export type EmbedEvent =
  | { type: 'slotwise:height'; data: number }
  | { type: 'slotwise:date-selected'; data: { date: string } }
  | { type: 'slotwise:booking-successful'; data: EmbedBooking };

/**
 * What the embedding page learns of a booking: what it needs to react (when, what), never who
 * booked (name, e-mail, answers) nor the secret of the attendee's links. The id is no capability
 * (docs/product.md#attendee-link-secrets).
 */
export interface EmbedBooking {
  id: string;
  status: PublicBooking['status'];
  start_time: string;
  end_time: string;
  timezone: string;
  event_type: { title: string; slug: string; duration: number };
}

export function isEmbedded(): boolean {
  return typeof window !== 'undefined' && window.parent !== window;
}

/** Where the embedding page's origin is kept while the frame moves between attendee pages. */
const originKey = 'slotwise:embed-origin';

/** `https://site.example`, exactly an http(s) origin, or null for anything else. */
function originOf(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.origin === value ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The embedding page's origin, which /embed.js puts in the frame's address (`embed_origin`) and
 * which is kept for the next pages of the frame. Null when unknown or when the browser names
 * another parent (location.ancestorOrigins, where it exists): then nothing is posted.
 */
export function parentOrigin(
  search = globalThis.location?.search ?? '',
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = sessionStorageOrUndefined(),
  ancestors: ArrayLike<string> | undefined = globalThis.location?.ancestorOrigins,
): string | null {
  const given = originOf(new URLSearchParams(search).get('embed_origin'));
  if (given) storage?.setItem(originKey, given);
  const origin = given ?? originOf(storage?.getItem(originKey));
  if (!origin) return null;
  if (ancestors && ancestors.length > 0 && ancestors[0] !== origin) return null;
  return origin;
}

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    // Storage refused (third-party frame with storage blocked): the address alone decides.
    return undefined;
  }
}

/**
 * Sent to the embedding page's origin only, never to '*': a page that frames the booking page
 * under another site's name receives nothing (the browser drops a message for another origin).
 */
export function postToParent(event: EmbedEvent, target = parentOrigin()): void {
  if (isEmbedded() && target) window.parent.postMessage(event, target);
}

export function embedBookingOf(booking: PublicBooking): EmbedBooking {
  const { id, status, start_time, end_time, timezone, event_type } = booking;
  return {
    id,
    status,
    start_time,
    end_time,
    timezone,
    event_type: { title: event_type.title, slug: event_type.slug, duration: event_type.duration },
  };
}

/** The `name` and `email` the embed put in the page's address (only when embedded or linked). */
export function prefillFromAddress(search = globalThis.location?.search ?? ''): {
  name: string;
  email: string;
} {
  const params = new URLSearchParams(search);
  return { name: params.get('name')?.slice(0, 200) ?? '', email: params.get('email')?.slice(0, 320) ?? '' };
}

/** `#0f766e` or `0f766e`: the embed's theme colour, or null for anything else. */
export function themeColourOf(search = globalThis.location?.search ?? ''): string | null {
  const value = new URLSearchParams(search).get('theme')?.trim() ?? '';
  return /^#?[0-9a-f]{6}$/i.test(value) ? `#${value.replace('#', '')}` : null;
}

/**
 * Started once by the attendee module: inside a frame, the page is as tall as its content
 * (no 100dvh minimum), posts its height whenever it changes, and uses the theme colour.
 */
export function startEmbedBridge(pageClass: string): void {
  if (!isEmbedded() || typeof document === 'undefined') return;
  const root = document.documentElement;
  root.setAttribute('data-slotwise-embed', '');
  const theme = themeColourOf();
  const style = document.createElement('style');
  style.textContent = `.${pageClass}{min-height:0}${
    theme ? `.${pageClass}{--brand-solid:${theme};--brand-fg:${theme};--brand-focus:${theme}}` : ''
  }`;
  document.head.append(style);
  let last = 0;
  const report = () => {
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height !== last) {
      last = height;
      postToParent({ type: 'slotwise:height', data: height });
    }
  };
  if (typeof ResizeObserver !== 'undefined') new ResizeObserver(report).observe(document.body);
  report();
}
