/**
 * What a GS1-Conformant resolver answers to one request (GS1-Conformant
 * Resolver 1.2, §2.6 and §2.9-2.12), decided from the resolution of the
 * Digital Link and the request alone: no storage, no HTTP.
 * - `linkType=linkset` (or `all`), or, without `linkType`, a request that
 *   accepts `application/linkset+json` (or JSON rather than HTML): the linkset;
 * - no `linkType`, or `gs1:defaultLink`: the default link of the most
 *   specific level (§2.6.1, "redirect to the default link");
 * - a served `linkType`: its links at the most specific level that has it
 *   (walking up, §2.5.9), narrowed by `Accept-Language` (§2.6.3); one left
 *   is a redirect, several are a choice (300);
 * - a type not served anywhere up the tree: not found (§2.6.2).
 */

import { matchLocale, parseAcceptLanguage } from "../published/LocaleNegotiation.ts"
import type { Gs1Link, Gs1Resolution } from "./Gs1Links.ts"
import { readLinkType } from "./Gs1LinkTypes.ts"

/** The answer to a Digital Link request. */
export type Gs1Answer =
  | { readonly _tag: "Redirect"; readonly link: Gs1Link }
  | { readonly _tag: "Choices"; readonly links: ReadonlyArray<Gs1Link> }
  | { readonly _tag: "Linkset" }
  | { readonly _tag: "NoSuchLinkType"; readonly linkType: string }

/** The parts of a request the answer depends on. */
export interface Gs1Question {
  readonly linkType: string | null
  /** The request's own `lang` parameter: it wins over `Accept-Language` (and reaches the page as sent). */
  readonly lang?: string | null | undefined
  readonly accept?: string | undefined
  readonly acceptLanguage?: string | undefined
}

/** The media ranges of an `Accept` header with q > 0, lower-cased. */
const acceptedTypes = (accept: string): ReadonlyArray<string> =>
  accept
    .toLowerCase()
    .split(",")
    .map((part) => part.split(";"))
    .filter(([, ...params]) => !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p)))
    .map(([range]) => (range ?? "").trim())

/**
 * Whether a request asks for the linkset by content negotiation: it accepts
 * `application/linkset+json`, or it accepts `application/ld+json` or
 * `application/json` and not `text/html` (Resolver §2.10: JSON-LD for the
 * former, the same answer for JSON).
 */
export const wantsLinkset = (accept: string | undefined): boolean => {
  if (accept === undefined) return false
  const types = acceptedTypes(accept)
  if (types.includes("application/linkset+json")) return true
  return (types.includes("application/json") || types.includes("application/ld+json")) && !types.includes("text/html")
}

/**
 * The media type a linkset is answered in, among those `accept` takes with
 * q > 0: the linkset type, else JSON-LD, else plain JSON (Resolver §2.10),
 * and the linkset type when it names none of them.
 */
export const linksetMediaType = (
  accept: string | undefined
): "application/linkset+json" | "application/ld+json" | "application/json" => {
  const types = accept === undefined ? [] : acceptedTypes(accept)
  if (types.includes("application/linkset+json")) return "application/linkset+json"
  if (types.includes("application/ld+json")) return "application/ld+json"
  if (types.includes("application/json")) return "application/json"
  return "application/linkset+json"
}

/** Links of `candidates` in the first `Accept-Language` range that any of them has. */
const byLanguage = (candidates: ReadonlyArray<Gs1Link>, acceptLanguage: string): ReadonlyArray<Gs1Link> => {
  for (const { range } of parseAcceptLanguage(acceptLanguage)) {
    const languages = candidates.flatMap((link) => link.hreflang)
    const match = matchLocale(languages, range)
    if (match !== undefined) return candidates.filter((link) => link.hreflang.includes(match))
  }
  return []
}

/** Decides the answer (see the module comment). */
export const answerGs1 = (resolution: Gs1Resolution, question: Gs1Question): Gs1Answer => {
  const requested = question.linkType === null ? null : readLinkType(question.linkType)
  // An explicit linkType wins over the Accept header; without one, JSON clients get the linkset.
  if (requested?._tag === "Linkset" || (requested === null && wantsLinkset(question.accept))) {
    return { _tag: "Linkset" }
  }
  const [first] = resolution.levels
  if (first === undefined) return { _tag: "NoSuchLinkType", linkType: question.linkType ?? "gs1:defaultLink" }
  if (requested === null || (requested._tag === "Type" && requested.type === "gs1:defaultLink")) {
    return { _tag: "Redirect", link: first.defaultLink }
  }
  if (requested._tag === "Unknown") return { _tag: "NoSuchLinkType", linkType: requested.value }
  const level = resolution.levels.find((candidate) => candidate.links.some((link) => link.type === requested.type))
  const candidates = level?.links.filter((link) => link.type === requested.type) ?? []
  if (candidates.length === 0) return { _tag: "NoSuchLinkType", linkType: requested.type }
  const languages = candidates.filter((link) => link.hreflang.length > 0)
  const neutral = candidates.find((link) => link.hreflang.length === 0)
  if (languages.length <= 1) return { _tag: "Redirect", link: (languages[0] ?? neutral) as Gs1Link }
  const acceptLanguage = (question.lang ?? question.acceptLanguage)?.trim() ?? ""
  if (acceptLanguage === "") return { _tag: "Choices", links: candidates }
  const chosen = byLanguage(languages, acceptLanguage)
  if (chosen.length === 1) return { _tag: "Redirect", link: chosen[0] as Gs1Link }
  // Languages asked for that the label does not have: the link without a language, whose page negotiates.
  if (chosen.length === 0 && neutral !== undefined) return { _tag: "Redirect", link: neutral }
  return { _tag: "Choices", links: chosen.length === 0 ? candidates : chosen }
}

/** A character outside printable ASCII cannot go into a `Location` header: percent-encoded (a lone surrogate dropped). */
const headerSafe = (query: string): string =>
  query.replace(/[^\x21-\x7e]/gu, (char) => {
    try {
      return encodeURIComponent(char)
    } catch {
      return ""
    }
  })

/** Whether a query string names the parameter `name`. */
const hasParameter = (query: string, name: string): boolean =>
  query.split("&").some((part) => part === name || part.startsWith(`${name}=`))

/** `base` (a URL without fragment) without its query parameter `name`. */
const withoutParameter = (base: string, name: string): string => {
  const mark = base.indexOf("?")
  if (mark === -1) return base
  const kept = base
    .slice(mark + 1)
    .split("&")
    .filter((part) => part !== name && !part.startsWith(`${name}=`))
  return kept.length === 0 ? base.slice(0, mark) : `${base.slice(0, mark)}?${kept.join("&")}`
}

/**
 * The target of a redirect: the link with the request's query string
 * passed on whole (Resolver §2.12), before the link's fragment. A `lang` the
 * request names wins: the link's own is left out, so the page gets one.
 */
export const redirectTarget = (link: Gs1Link, rawQuery: string): string => {
  const query = headerSafe(rawQuery)
  if (query === "") return link.href
  const hash = link.href.indexOf("#")
  const href = hash === -1 ? link.href : link.href.slice(0, hash)
  const base = hasParameter(query, "lang") ? withoutParameter(href, "lang") : href
  const fragment = hash === -1 ? "" : link.href.slice(hash)
  return `${base}${base.includes("?") ? "&" : "?"}${query}${fragment}`
}
