/**
 * The console's languages: a language is one file of messages (typed as
 * `en.ts`'s, so a missing key does not compile) and one line here.
 */
import { signal } from "../signal.ts"
import { de } from "./de.ts"
import { en, type MessageKey, type Messages } from "./en.ts"

export const languages: Readonly<Record<string, { readonly name: string; readonly messages: Messages }>> = {
  en: { name: "English", messages: en },
  de: { name: "Deutsch", messages: de }
}

const STORAGE_KEY = "elabel-console-language"

const initial = (): string => {
  const saved = globalThis.localStorage?.getItem(STORAGE_KEY)
  if (saved !== null && saved !== undefined && saved in languages) return saved
  const browser = (globalThis.navigator?.language ?? "en").slice(0, 2)
  return browser in languages ? browser : "en"
}

/** The language shown now; setting it re-renders every view that reads it. */
export const language = signal(initial())

export const setLanguage = (code: string) => {
  language.set(code)
  globalThis.localStorage?.setItem(STORAGE_KEY, code)
  document.documentElement.lang = code
}

/** The message `key` in the current language, `{name}` placeholders filled from `params`. */
export const t = (key: MessageKey, params: Readonly<Record<string, string | number>> = {}): string =>
  (languages[language.get()]?.messages ?? en)[key].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(params[name] ?? `{${name}}`)
  )
