/**
 * The few words of the e-label page's frame that the domain's page strings
 * do not hold: the language switcher's name, the organic footnote, the lot
 * and the inspection number. Same languages as the page strings; others
 * fall back to English.
 */

/** The frame words in one language. */
export interface PageWords {
  /** Accessible name of the language switcher. */
  readonly language: string
  /** The footnote of ingredients marked `*` as organic (Reg. (EU) 2018/848 Art. 30). */
  readonly organic: string
  readonly lot: string
  readonly inspectionNumber: string
}

const words: Readonly<Record<string, PageWords>> = {
  en: {
    language: "Language",
    organic: "from organic farming",
    lot: "Lot",
    inspectionNumber: "Inspection number"
  },
  de: {
    language: "Sprache",
    organic: "aus ökologischer Landwirtschaft",
    lot: "Los",
    inspectionNumber: "Amtliche Prüfungsnummer"
  },
  fr: {
    language: "Langue",
    organic: "issu de l'agriculture biologique",
    lot: "Lot",
    inspectionNumber: "Numéro de contrôle"
  },
  it: {
    language: "Lingua",
    organic: "da agricoltura biologica",
    lot: "Lotto",
    inspectionNumber: "Numero di controllo"
  },
  es: {
    language: "Idioma",
    organic: "procedente de la agricultura ecológica",
    lot: "Lote",
    inspectionNumber: "Número de control"
  },
  pt: {
    language: "Idioma",
    organic: "proveniente da agricultura biológica",
    lot: "Lote",
    inspectionNumber: "Número de controlo"
  },
  nl: {
    language: "Taal",
    organic: "van biologische landbouw",
    lot: "Partij",
    inspectionNumber: "Controlenummer"
  }
}

const primary = (locale: string): string => locale.toLowerCase().split("-")[0] ?? ""

/** The frame words of a locale (`de-AT` uses `de`), else English. */
export const wordsFor = (locale: string): PageWords => words[primary(locale)] ?? (words.en as PageWords)

/**
 * A language's own name for the switcher ("Deutsch", "Français"), from the
 * runtime's CLDR data; the code itself when the runtime does not know it.
 */
export const languageName = (locale: string): string => {
  try {
    const name = new Intl.DisplayNames([locale], { type: "language" }).of(locale) ?? locale
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1)
  } catch {
    return locale
  }
}
