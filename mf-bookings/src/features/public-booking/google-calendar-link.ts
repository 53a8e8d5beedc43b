/** An instant as Google Calendar's 'YYYYMMDDTHHMMSSZ'. */
export function googleCalendarStamp(instant: string): string {
  return new Date(instant)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** Google Calendar's "add event" link, pre-filled with the booking (docs/product.md#public-booking-page). */
export function googleCalendarUrl(event: {
  title: string;
  start: string;
  end: string;
  details: string;
  location: string;
}): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${googleCalendarStamp(event.start)}/${googleCalendarStamp(event.end)}`,
    details: event.details,
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
