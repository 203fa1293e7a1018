/**
 * The small HTML pages a visitor sees instead of an e-label: not found
 * (404), withdrawn (410), a Digital Link with an invalid GTIN (400) and
 * briefly unavailable (503), in the shell of `HtmlShell.ts`. Built once:
 * they never vary, and any origin may read them, as the pages they stand
 * for (`anyOrigin`). (The `/q/` short links have their own words, about
 * marketing codes, in `RedirectPages.ts`.)
 */
import { anyOrigin, noticeHtml, noticePage } from "./HtmlShell.ts"

/** 404: no such label, or one that was never published. */
export const labelNotFoundPage = noticePage(
  404,
  "Label not found",
  "There is no published product information at this address. Please check that the code was scanned completely.",
  anyOrigin
)

const GONE = [
  "Label no longer available",
  "The producer has withdrawn the product information published at this address."
] as const

/** 410: the label was published once and has been withdrawn by its producer. */
export const labelGonePage = noticePage(410, ...GONE, anyOrigin)

/** The HTML of `labelGonePage`: what a withdrawal version of a label showed. */
export const labelGoneHtml = noticeHtml(...GONE)

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
