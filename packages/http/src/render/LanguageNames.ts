/**
 * The names the language switcher of the e-label page shows: each language
 * in its own words ("Deutsch", "Polski", "Ελληνικά").
 */

/**
 * A language's own name for the switcher, from the runtime's CLDR data; the
 * code itself when the runtime does not know it.
 */
export const languageName = (locale: string): string => {
  try {
    const name = new Intl.DisplayNames([locale], { type: "language" }).of(locale) ?? locale
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1)
  } catch {
    return locale
  }
}
