/**
 * The supported locales: ISO 639-1 codes of the 24 official EU languages plus
 * the languages of the main export markets.
 */
import { Schema } from "effect"

/**
 * The 24 official languages of the EU (Regulation No 1 of 1958 as amended):
 * the page's legal terms exist in every one, as Reg. (EU) No 1169/2011
 * Art. 15 wants the consumer's language.
 */
// biome-ignore format: one line of codes
export const OFFICIAL_EU_LANGUAGES = ["bg", "cs", "da", "de", "el", "en", "es", "et", "fi", "fr", "ga", "hr", "hu", "it", "lt", "lv", "mt", "nl", "pl", "pt", "ro", "sk", "sl", "sv"] as const
export type OfficialEuLanguage = (typeof OFFICIAL_EU_LANGUAGES)[number]

export const LOCALES = [
  ...OFFICIAL_EU_LANGUAGES,
  "no",
  "is",
  "ca",
  "eu",
  "gl",
  "tr",
  "uk",
  "ru",
  "zh",
  "ja",
  "ko"
] as const

export const Locale = Schema.Literals(LOCALES)
export type Locale = typeof Locale.Type

const supported: ReadonlySet<string> = new Set(LOCALES)

/** Whether a string is a supported locale code. */
export const isLocale = (s: string): s is Locale => supported.has(s)
