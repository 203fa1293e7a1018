/**
 * The supported locales: ISO 639-1 codes of the 24 official EU languages plus
 * the languages of the main export markets.
 */
import { Schema } from "effect"

export const LOCALES = [
  "bg",
  "cs",
  "da",
  "de",
  "el",
  "en",
  "es",
  "et",
  "fi",
  "fr",
  "ga",
  "hr",
  "hu",
  "it",
  "lt",
  "lv",
  "mt",
  "nl",
  "pl",
  "pt",
  "ro",
  "sk",
  "sl",
  "sv",
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
