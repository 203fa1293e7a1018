/**
 * The security headers of the public e-label pages and the small HTML pages
 * a visitor sees instead of one: not found (404), withdrawn (410), a Digital
 * Link with an invalid GTIN (400) and briefly unavailable (503). One layout,
 * the page stylesheet inline, no script, nothing loaded, no cookie. Built
 * once: they never vary. (The `/q/` short links keep their own pages, whose
 * words speak of marketing codes.)
 */
import { HttpServerResponse } from "effect/http"
import { pageStyles } from "./ELabelStyles.ts"

/**
 * The Content-Security-Policy of every public page: nothing may load but the
 * inline style (and `data:` images), no base, no form target, no framing.
 */
export const PUBLIC_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

/** Headers every public page carries, whatever its status. */
export const publicPageHeaders = {
  "content-security-policy": PUBLIC_PAGE_CSP,
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff"
} as const

/** An HTML response with the public page headers. */
export const htmlResponse = (status: number, body: string, headers: Record<string, string> = {}) =>
  HttpServerResponse.text(body, {
    status,
    contentType: "text/html; charset=utf-8",
    headers: { ...publicPageHeaders, ...headers }
  })

const layout = (title: string, text: string): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${pageStyles}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${text}</p>
</main>
</body>
</html>
`

// Errors are not cached: a label published a moment later must show at once.
const errorPage = (status: number, title: string, text: string, headers: Record<string, string> = {}) =>
  htmlResponse(status, layout(title, text), { "cache-control": "no-store", ...headers })

/** 404: no such label, or one that was never published. */
export const labelNotFoundPage = errorPage(
  404,
  "Label not found",
  "There is no published product information at this address. Please check that the code was scanned completely."
)

/** 410: the label was published once and has been withdrawn by its producer. */
export const labelGonePage = errorPage(
  410,
  "Label no longer available",
  "The producer has withdrawn the product information published at this address."
)

/** 400: a GS1 Digital Link whose GTIN is not a valid GTIN-8, -12, -13 or -14. */
export const invalidGtinPage = errorPage(
  400,
  "Invalid product code",
  "This link does not contain a valid GTIN (8, 12, 13 or 14 digits with a correct check digit)."
)

/** 503: storage is unreachable for a moment. */
export const labelUnavailablePage = errorPage(
  503,
  "Please try again",
  "The product information cannot be shown right now. Please try again in a moment.",
  { "retry-after": "5" }
)
