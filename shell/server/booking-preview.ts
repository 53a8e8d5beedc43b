// The public booking page /{username}/{slug} drawn by the shell's server before any JavaScript
// runs: the event summary an attendee sees first (host, title, duration, description) from the
// API's public call, and that call's answer handed to the app so it does not ask again. The
// React page replaces the preview as soon as it shows (shell/src/app/server-preview.ts). Under
// mobile throttling the bundles take seconds; this is what paints meanwhile.
import { createHash } from 'node:crypto';
import { brandColors } from '@slotwise/shared/ui/brand-colors';

// Two-segment paths the shell routes elsewhere (route-table.ts): never a booking link.
const reservedFirstSegments = new Set(['dashboard', 'cancel', 'reschedule', 'auth', 'api', 'static', 'team']);

export interface BookingLink {
  username: string;
  slug: string;
}

/** The public event type as the API answers it (the fields the preview draws). */
export interface PublicEventTypeAnswer {
  data: {
    title: string;
    description: string | null;
    duration: number;
    host: { name: string; surname: string | null; avatar: string | null };
  };
}

/** The username and slug of a booking-page path (`url`: path and query), or null. */
export function bookingLinkOf(url: string): BookingLink | null {
  const path = url.split(/[?#]/)[0];
  const match = /^\/([^/.]+)\/([^/.]+)\/?$/.exec(path);
  if (!match || reservedFirstSegments.has(match[1])) return null;
  try {
    return { username: decodeURIComponent(match[1]), slug: decodeURIComponent(match[2]) };
  } catch {
    return null;
  }
}

/** The path the app's endpoint requests (public-booking.api.ts encodes the same way). */
export function publicEventTypePath({ username, slug }: BookingLink): string {
  return `/api/public/event-types/${encodeURIComponent(username)}/${encodeURIComponent(slug)}`;
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Attendee-visible texts are the host's input: always escaped, never markup. */
export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (char) => htmlEscapes[char]);
}

function initialsOf(host: { name: string; surname: string | null }): string {
  return [host.name, host.surname]
    .filter(Boolean)
    .join(' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

// lucide-react's Clock, as the page draws it.
const clockIcon =
  '<svg xmlns="http://www.w3.org/2000/svg" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><circle cx="12" cy="12" r="10"/><path d="M12 6v6l4 2"/></svg>';

/**
 * The preview's styles: the same sizes, colors and layout as the page's Chakra styles
 * (event-summary.tsx inside PageFrame), so that the page replaces it without moving.
 */
export const bookingPreviewCss = `
#server-preview{font-family:Inter,-apple-system,BlinkMacSystemFont,"Segoe UI",Helvetica,Arial,sans-serif;color:#09090b;line-height:1.5;-webkit-font-smoothing:antialiased}
body{margin:0}
#server-preview *{box-sizing:border-box;margin:0;padding:0}
#server-preview .sp-frame{min-height:100dvh;background:#fff}
#server-preview .sp-main{max-width:860px;margin:0 auto;background:#fff;overflow:hidden}
#server-preview .sp-summary{padding:20px;border-bottom:1px solid #e4e4e7;display:flex;flex-direction:column;gap:16px}
#server-preview .sp-who{display:flex;flex-direction:column;gap:8px}
#server-preview .sp-avatar{width:44px;height:44px;border-radius:9999px;background:${brandColors[100]};color:${brandColors[700]};font-weight:500;display:flex;align-items:center;justify-content:center;overflow:hidden}
#server-preview .sp-avatar img{width:100%;height:100%;object-fit:cover}
#server-preview .sp-host{color:#52525b;font-weight:600}
#server-preview h1{font-size:24px;line-height:33px;font-weight:600;overflow-wrap:anywhere}
#server-preview ul{list-style:none;display:flex;flex-direction:column;gap:10px}
#server-preview li{display:flex;gap:10px;align-items:flex-start;color:#52525b;font-weight:500}
#server-preview li svg{margin-top:2px;flex-shrink:0}
#server-preview .sp-description{white-space:pre-wrap;overflow-wrap:anywhere;font-size:14px;line-height:21px}
@media (min-width:768px){
#server-preview .sp-frame{background:#fafafa;padding:40px 16px}
#server-preview .sp-main{border-radius:16px;border:1px solid #e4e4e7;box-shadow:0 4px 8px rgba(24,24,27,.1),0 0 1px rgba(24,24,27,.3)}
#server-preview .sp-grid{display:grid;grid-template-columns:300px 1fr}
#server-preview .sp-summary{padding:28px;border-bottom:0;border-right:1px solid #e4e4e7}
}`;

/** The event summary as HTML; every text escaped. */
export function renderBookingPreview(eventType: PublicEventTypeAnswer['data']): string {
  const host = eventType.host;
  const hostName = [host.name, host.surname].filter(Boolean).join(' ');
  const avatar =
    typeof host.avatar === 'string' && /^(\/|https:\/\/)/.test(host.avatar)
      ? `<img src="${escapeHtml(host.avatar)}" alt="">`
      : escapeHtml(initialsOf(host));
  const description = eventType.description
    ? `<p class="sp-description">${escapeHtml(eventType.description)}</p>`
    : '';
  return [
    '<div id="server-preview"><div class="sp-frame"><div class="sp-main"><div class="sp-grid">',
    '<div class="sp-summary"><div class="sp-who">',
    `<div class="sp-avatar" aria-hidden="true">${avatar}</div>`,
    `<p class="sp-host">${escapeHtml(hostName)}</p>`,
    `<h1>${escapeHtml(eventType.title)}</h1>`,
    '</div>',
    `<ul><li>${clockIcon}<span>${escapeHtml(`${Number(eventType.duration)} min`)}</span></li></ul>`,
    description,
    '</div><div></div></div></div></div></div>',
  ].join('');
}

/**
 * Starts, in the browser, the first month's free-times call exactly as the page will make it
 * (the 42-day grid, Monday first, of the current month in the visitor's zone), so that its
 * answer is on its way while the bundles download. The shell hands it to the app
 * (@slotwise/shared/api/prefetched-responses); if anything differs, the page simply asks itself.
 * (Starting the bookings remote's manifest the same way, or with <link rel=preload>, was
 * tried: Playwright then never sees the network go idle, which the journeys and bench need.)
 */
export const freeTimesPrefetchScript = `(function(){try{
var d=document.getElementById('prefetched-api');var base=d&&JSON.parse(d.textContent||'{}').freeTimesBase;if(!base)return;
var zone=Intl.DateTimeFormat().resolvedOptions().timeZone;if(!zone)return;
var p=new Intl.DateTimeFormat('en-CA',{timeZone:zone,year:'numeric',month:'2-digit',day:'2-digit'}).formatToParts(new Date());
var v={};p.forEach(function(x){v[x.type]=x.value});
var first=new Date(Date.UTC(+v.year,+v.month-1,1));var back=(first.getUTCDay()+6)%7;
var start=new Date(first.getTime()-back*864e5);var end=new Date(start.getTime()+41*864e5);
var key=function(t){return t.toISOString().slice(0,10)};
var url=base+'/free-times?start='+key(start)+'&end='+key(end)+'&time_zone='+encodeURIComponent(zone);
var r={};r[url]=fetch(url,{headers:{Accept:'application/json'},credentials:'same-origin'}).then(function(res){return res.ok?res.json():null}).catch(function(){return null});
window.__slotwisePrefetched=r;
}catch(e){}})();`;

/** The CSP source that allows exactly the script above. */
export const freeTimesPrefetchScriptHash = `'sha256-${createHash('sha256').update(freeTimesPrefetchScript).digest('base64')}'`;

/**
 * The public event type from the API, or null (unknown, inactive, API slow or down: the app
 * then decides, e.g. the not-found page). Never waits long: the HTML must not be late.
 */
export async function fetchPublicEventType(
  apiOrigin: string,
  link: BookingLink,
  timeoutMs = 800,
): Promise<PublicEventTypeAnswer | null> {
  try {
    const response = await fetch(`${apiOrigin}${publicEventTypePath(link)}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as Partial<PublicEventTypeAnswer> | null;
    return body && typeof body === 'object' && body.data && typeof body.data.title === 'string'
      ? (body as PublicEventTypeAnswer)
      : null;
  } catch {
    return null;
  }
}
