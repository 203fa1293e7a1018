/**
 * Picks the languages of the consumer e-label page. The page language, in
 * which every fixed word and legal term is printed, is any language the page
 * has words in (the 24 official EU languages); the text locale, in which the
 * label's own free texts are shown, is one of the label's locales. Both
 * follow `?lang=`, then `Accept-Language` (RFC 9110 §12.5.4 q-values, `de-AT`
 * falling back to `de`), then the label's own locale.
 */
import type { Label } from "../label/Label.ts"

/** One language range of an `Accept-Language` header with its weight. */
export interface LanguageRange {
  readonly range: string
  readonly q: number
}

/** What the page can be shown in and what the visitor asked for. */
export interface LocaleRequest {
  /** The label's locale and its translation locales. */
  readonly available: ReadonlyArray<string>
  /** The `?lang=` query parameter. */
  readonly lang?: string | null | undefined
  /** The `Accept-Language` request header. */
  readonly acceptLanguage?: string | null | undefined
  /** The label's own locale, the fallback when nothing asked for matches. */
  readonly labelLocale?: string | null | undefined
}

// A header is read only this far: more ranges than this are not a browser's.
const MAX_RANGES = 32
const RANGE = /^(\*|[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*)$/
const QVALUE = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/

/**
 * The ranges of an `Accept-Language` header, best first (ties keep header
 * order). Ranges with q=0, a malformed q or a malformed tag are dropped.
 */
export const parseAcceptLanguage = (header: string): ReadonlyArray<LanguageRange> => {
  const ranges: Array<LanguageRange> = []
  for (const part of header.split(",").slice(0, MAX_RANGES)) {
    const [tag = "", ...params] = part.split(";").map((s) => s.trim())
    if (!RANGE.test(tag)) continue
    const qParam = params.find((p) => /^q\s*=/i.test(p))
    const qText = qParam === undefined ? "1" : qParam.replace(/^q\s*=\s*/i, "")
    if (!QVALUE.test(qText)) continue
    const q = Number(qText)
    if (q > 0) ranges.push({ range: tag.toLowerCase(), q })
  }
  return ranges.sort((a, b) => b.q - a.q)
}

const primary = (tag: string): string => tag.toLowerCase().split("-")[0] ?? ""

/**
 * The available locale a language range or `?lang=` value names: the exact
 * tag, else its primary language (`de-AT` -> `de`), else a regional variant
 * of it (`pt` -> `pt-BR`). Case-insensitive; answers the available spelling.
 */
export const matchLocale = (available: ReadonlyArray<string>, wanted: string): string | undefined => {
  const tag = wanted.trim().toLowerCase()
  if (tag === "" || tag === "*") return undefined
  return (
    available.find((a) => a.toLowerCase() === tag) ??
    available.find((a) => a.toLowerCase() === primary(tag)) ??
    available.find((a) => primary(a) === primary(tag))
  )
}

/** The page language for a request; always answers a locale. */
export const negotiateLocale = (request: LocaleRequest): string => {
  const { available } = request
  const fromQuery = request.lang == null ? undefined : matchLocale(available, request.lang)
  if (fromQuery !== undefined) return fromQuery
  for (const { range } of parseAcceptLanguage(request.acceptLanguage ?? "")) {
    const match = matchLocale(available, range)
    if (match !== undefined) return match
  }
  if (request.labelLocale != null && request.labelLocale !== "") return request.labelLocale
  return available.find((a) => a.toLowerCase() === "en") ?? available[0] ?? "en"
}

/** The locales a label can be shown in: its own locale first, then its translations. */
export const availableLocales = (label: Pick<Label, "locale" | "translations">): ReadonlyArray<string> => {
  const locales = [...(label.locale === null ? [] : [label.locale]), ...label.translations.map((t) => t.locale)]
  return [...new Set(locales)]
}

/** The two languages of a page: its fixed words and the label's free texts. */
export interface PageLanguages {
  /** The language of the page's fixed words and legal terms (its `lang`). */
  readonly page: string
  /** The label locale whose translation supplies the free texts. */
  readonly text: string
}

/**
 * The page language among `pageLanguages` and the text locale among the
 * label's. The page language is `?lang=`, else the first `Accept-Language`
 * range it has words for, else the label's own locale, else English. The text
 * locale is `?lang=` when the label has it, else the page language when the
 * label has it, else what `negotiateLocale` picks.
 */
export const negotiateLanguages = (
  request: LocaleRequest & { readonly pageLanguages: ReadonlyArray<string> }
): PageLanguages => {
  const { pageLanguages, available } = request
  const wanted = [
    ...(request.lang == null ? [] : [request.lang]),
    ...parseAcceptLanguage(request.acceptLanguage ?? "").map(({ range }) => range),
    ...(request.labelLocale == null ? [] : [request.labelLocale])
  ]
  const page = wanted.reduce<string | undefined>((found, tag) => found ?? matchLocale(pageLanguages, tag), undefined)
  const pageLanguage = page ?? "en"
  const text =
    (request.lang == null ? undefined : matchLocale(available, request.lang)) ??
    matchLocale(available, pageLanguage) ??
    negotiateLocale(request)
  return { page: pageLanguage, text }
}
