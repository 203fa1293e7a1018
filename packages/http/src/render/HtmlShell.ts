/**
 * The one HTML shell of the small public pages a visitor sees instead of an
 * e-label or a redirect (not found, withdrawn, unavailable, …), and the
 * headers every public page carries. One layout, the page stylesheet inline,
 * no script, nothing loaded, no cookie.
 */
import { HttpServerResponse } from "effect/http"
import { pageStyles } from "./ELabelStyles.ts"

/**
 * The Content-Security-Policy of every public page: nothing may load but the
 * inline style and images (`data:`, and the files of `/m/` on this origin), no base, no form target, no framing.
 */
export const PUBLIC_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

/** Headers every public page carries, whatever its status. */
export const publicPageHeaders = {
  "content-security-policy": PUBLIC_PAGE_CSP,
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff"
} as const

/**
 * The CORS header of e-label pages and their notices: they are public, so
 * any origin may read them (a browser app following a Digital Link redirect
 * reads the page it lands on).
 */
export const anyOrigin = { "access-control-allow-origin": "*" } as const

/** An HTML response with the public page headers. */
export const htmlResponse = (status: number, body: string, headers: Record<string, string> = {}) =>
  HttpServerResponse.text(body, {
    status,
    contentType: "text/html; charset=utf-8",
    headers: { ...publicPageHeaders, ...headers }
  })

/** A page of a title and a body (HTML, already escaped) in the language `lang`, kept out of search engines. */
export const shell = (title: string, body: string, lang = "en"): string => `<!doctype html>
<html lang="${lang}">
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
${body}
</main>
</body>
</html>
`

/**
 * A notice page in the shell, never cached (a label or link published a
 * moment later must show at once, and a short link's scan must reach us).
 */
export const noticePage = (
  status: number,
  title: string,
  text: string,
  headers: Record<string, string> = {},
  lang = "en"
) => htmlResponse(status, noticeHtml(title, text, lang), { "cache-control": "no-store", ...headers })

/** The HTML of a notice page (title and text already escaped) in the language `lang`. */
export const noticeHtml = (title: string, text: string, lang = "en"): string => shell(title, `<p>${text}</p>`, lang)
