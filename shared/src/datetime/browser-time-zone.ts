/** The IANA zone the browser reports, or undefined when it reports none (or Intl fails). */
export function detectedTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** The browser's IANA zone, 'UTC' when it reports none. */
export function browserTimeZone(): string {
  return detectedTimeZone() ?? 'UTC';
}
