// The attendee pages inside another site's iframe (shell/public/embed.js): they post typed
// events to that page, grow the iframe to their height (no inner scrollbar), take the embed's
// theme colour and prefill the attendee's name and e-mail from the address.
import type { PublicBooking } from '@slotwise/shared/contract/bookings.contract';

export type EmbedEvent =
  | { type: 'slotwise:height'; data: number }
  | { type: 'slotwise:date-selected'; data: { date: string } }
  | { type: 'slotwise:booking-successful'; data: EmbedBooking };

/** What the embedding page learns of a booking: what the attendee's confirmation shows. */
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

/** Sent to any origin: the parent is whichever site embeds the page; the data is public. */
export function postToParent(event: EmbedEvent): void {
  if (isEmbedded()) window.parent.postMessage(event, '*');
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
