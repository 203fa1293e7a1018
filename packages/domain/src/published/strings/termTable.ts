/**
 * Tables of coded terms: one string per official EU language, written as one
 * `|`-separated line in the order of `OFFICIAL_EU_LANGUAGES` (bg cs da de el
 * en es et fi fr ga hr hu it lt lv mt nl pl pt ro sk sl sv), so a row reads
 * like the language lists of the regulations.
 */
import { OFFICIAL_EU_LANGUAGES, type OfficialEuLanguage } from "../../shared/Locale.ts"

/** A term in each official language. */
export type Terms = Readonly<Record<OfficialEuLanguage, string>>

/** The terms of one `|`-separated row; a row without exactly 24 terms is a defect of the table. */
export const row = (line: string): Terms => {
  const terms = line.split("|")
  if (terms.length !== OFFICIAL_EU_LANGUAGES.length) throw new Error(`term row has ${terms.length} terms: ${line}`)
  return Object.fromEntries(OFFICIAL_EU_LANGUAGES.map((language, i) => [language, terms[i]])) as Record<
    OfficialEuLanguage,
    string
  >
}
