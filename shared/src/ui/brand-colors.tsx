/**
 * The product's palette, a calm indigo: the one source of the brand color values. Plain
 * constants (no UI library), read by the Chakra theme (system.tsx) and by the shell server's
 * booking preview CSS; the attendee pages' CSS module repeats the shades it uses as custom
 * properties, and a test in mf-bookings keeps them equal.
 */
export const brandColors = {
  50: '#eef2ff',
  100: '#e0e7ff',
  200: '#c7d2fe',
  300: '#a5b4fc',
  400: '#818cf8',
  500: '#6366f1',
  600: '#4f46e5',
  700: '#4338ca',
  800: '#3730a3',
  900: '#312e81',
  950: '#1e1b4b',
} as const;
