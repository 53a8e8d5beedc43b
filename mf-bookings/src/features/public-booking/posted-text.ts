// A posted field as text, in a module of its own: the cancel page reads its posted reason with it,
// and importing it from posted-booking-form.ts pulled the booking form's checks, and through
// them the shell's app contracts and zod (about 38 KB compressed), into that page.

/** Posted fields by name; a name posted several times (checkboxes) is a list. */
export type PostedFields = Readonly<Record<string, string | readonly string[]>>;

/** The field as text (the first value of a repeated one), at most `max` characters. */
export function postedText(fields: PostedFields, name: string, max = 5000): string {
  const value = fields[name];
  const text = typeof value === 'string' ? value : (value?.[0] ?? '');
  return text.slice(0, max);
}
