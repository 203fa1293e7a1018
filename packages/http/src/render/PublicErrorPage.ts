/**
 * The small HTML pages a visitor sees instead of an e-label: not found
 * (404), withdrawn (410), a Digital Link with an invalid GTIN (400) and
 * briefly unavailable (503), in the shell of `HtmlShell.ts`. Built once, and
 * any origin may read them, as the pages they stand for (`anyOrigin`). The
 * 404 and 410 exist in the 24 page languages (the service's own words,
 * `serviceWords.ts` of the domain's string tables) and follow the page's
 * language negotiation; the others are in English. (The `/q/` short links
 * have their own words, about marketing codes, in `RedirectPages.ts`.)
 */
import { ELabelPage, ELabelStrings } from "@elabel/domain"
import type { HttpServerResponse } from "effect/http"
import { escapeHtml } from "./ELabelHtml.ts"
import { anyOrigin, noticeHtml, noticePage } from "./HtmlShell.ts"

type Kind = "notFound" | "gone"

/** The notice of `kind` with `status` in every page language, built once (the service's own words). */
const inEveryLanguage = (status: number, kind: Kind): Readonly<Record<string, HttpServerResponse.HttpServerResponse>> =>
  Object.fromEntries(
    ELabelPage.pageLanguages.map((lang) => {
      const { title, text } = ELabelStrings.serviceWordsFor(lang)[kind]
      const headers = { ...anyOrigin, "content-language": lang, vary: "Accept-Language" }
      return [lang, noticePage(status, escapeHtml(title), escapeHtml(text), headers, lang)]
    })
  )

const NOT_FOUND = inEveryLanguage(404, "notFound")
const GONE = inEveryLanguage(410, "gone")

/** What a notice's language is negotiated from, as an e-label page's: `?lang=`, then `Accept-Language`. */
export interface NoticeRequest {
  readonly lang?: string | undefined
  readonly acceptLanguage?: string | undefined
}

const inLanguageOf = (pages: Readonly<Record<string, HttpServerResponse.HttpServerResponse>>, request: NoticeRequest) =>
  pages[ELabelPage.noticeLanguage(request)] ?? (pages.en as HttpServerResponse.HttpServerResponse)

/** 404: no such label, or one that was never published, in the language the request negotiates. */
export const labelNotFoundPageFor = (request: NoticeRequest) => inLanguageOf(NOT_FOUND, request)

/** 410: the label was published once and has been withdrawn by its producer, in the request's language. */
export const labelGonePageFor = (request: NoticeRequest) => inLanguageOf(GONE, request)

/** The 404 in English, for answers that negotiate no language. */
export const labelNotFoundPage = labelNotFoundPageFor({})

const english = ELabelStrings.serviceWordsFor("en").gone

/** The HTML of the English 410: what a withdrawal version of a label showed. */
export const labelGoneHtml = noticeHtml(escapeHtml(english.title), escapeHtml(english.text))

/** 400: a GS1 Digital Link that is not valid, most often a GTIN with a wrong check digit. */
export const invalidGtinPage = noticePage(
  400,
  "Invalid product code",
  "This link does not contain a valid GTIN (8, 12, 13 or 14 digits with a correct check digit), or its batch, serial or variant is not written as GS1 Digital Link expects."
)

/** 404: the product is known but has no link of the type an app asked for. */
export const linkTypeNotFoundPage = noticePage(
  404,
  "Information not available",
  "The producer has not published this kind of information for this product."
)

/** 503: storage is unreachable for a moment. */
export const labelUnavailablePage = noticePage(
  503,
  "Please try again",
  "The product information cannot be shown right now. Please try again in a moment.",
  { ...anyOrigin, "retry-after": "5" }
)
