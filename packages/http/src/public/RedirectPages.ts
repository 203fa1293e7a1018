/**
 * The pages a person scanning a short link may see instead of a redirect:
 * not found (404), gone (410) and briefly unavailable (503). Small,
 * self-contained HTML: inline style, no script, no external request, no
 * cookie. Built once: they never vary.
 */
import { HttpServerResponse } from "effect/http"

/** Headers of every short-link answer: never cached (each scan must reach us to count) and no referrer passed on. */
export const shortLinkHeaders = {
  "cache-control": "no-store",
  "referrer-policy": "no-referrer"
} as const

const pageHeaders = {
  ...shortLinkHeaders,
  // The page loads nothing: its style is inline and it has no script.
  "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
  "x-content-type-options": "nosniff"
} as const

const page = (title: string, text: string): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1.25rem;line-height:1.5;color:#222}h1{font-size:1.5rem}</style>
</head>
<body>
<h1>${title}</h1>
<p>${text}</p>
</body>
</html>
`

const htmlResponse = (status: number, body: string, headers: Record<string, string> = {}) =>
  HttpServerResponse.text(body, {
    status,
    contentType: "text/html; charset=utf-8",
    headers: { ...pageHeaders, ...headers }
  })

/** 404: no such link, or one that was never published. */
export const notFoundPage = htmlResponse(
  404,
  page("Link not found", "This QR code does not lead anywhere. Please check that it was scanned completely.")
)

/** 410: the link was withdrawn or has expired. */
export const gonePage = htmlResponse(
  410,
  page("Link no longer active", "This QR code has been switched off by its owner or has expired.")
)

/** 503: storage is unreachable for a moment. */
export const unavailablePage = htmlResponse(
  503,
  page("Please try again", "This link cannot be opened right now. Please scan the code again in a moment."),
  { "retry-after": "5" }
)
