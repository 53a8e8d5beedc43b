// The locale a host's e-mails are dated in: what the `locale` field of sign-up and settings may hold.

/**
 * A BCP 47 tag of `language` in its canonical form (en-gb -> en-GB), else null: the full locale
 * a host's e-mails are dated in (docs/product.md#language), kept only when it is of the language.
 */
export function localeOfLanguage(
  tag: string | null | undefined,
  language: string | undefined,
): string | null {
  if (!tag) return null;
  try {
    const [canonical] = Intl.getCanonicalLocales(tag.trim().replaceAll('_', '-'));
    return canonical && canonical.split('-')[0]?.toLowerCase() === (language ?? 'en') ? canonical : null;
  } catch {
    return null;
  }
}
