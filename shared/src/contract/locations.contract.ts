// Where a meeting happens. Kept apart from the event-type schemas (zod) so the attendee pages
// can name a location without loading the validation library.
export const eventLocations = ['google_meet', 'zoom', 'teams', 'in_person', 'phone'] as const;
export type EventLocation = (typeof eventLocations)[number];
export const locationLabels: Record<EventLocation, string> = {
  google_meet: 'Google Meet',
  zoom: 'Zoom',
  teams: 'Microsoft Teams',
  in_person: 'In person',
  phone: 'Phone call',
};
