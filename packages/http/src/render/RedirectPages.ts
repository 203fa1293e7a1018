/**
 * The pages a person scanning a short link may see instead of a redirect:
 * not found (404), gone (410) and briefly unavailable (503), in the shell of
 * `HtmlShell.ts`. Built once: they never vary.
 */
import { noticePage } from "./HtmlShell.ts"

/** Headers of every short-link answer: never cached (each scan must reach us to count) and no referrer passed on. */
export const shortLinkHeaders = {
  "cache-control": "no-store",
  "referrer-policy": "no-referrer"
} as const

/** 404: no such link, or one that was never published. */
export const notFoundPage = noticePage(
  404,
  "Link not found",
  "This QR code does not lead anywhere. Please check that it was scanned completely."
)

/**
 * 404 with the truth: the code of a draft is real and was read completely,
 * but its owner has not published it yet (ADR 0022). A producer checking a
 * print proof learns the print is fine; a consumer, that it is not broken.
 */
export const notYetActivePage = noticePage(
  404,
  "Link not active yet",
  "This QR code was read correctly, but its owner has not activated it yet. Please try again later."
)

/** 410: the link was withdrawn or has expired. */
export const gonePage = noticePage(
  410,
  "Link no longer active",
  "This QR code has been switched off by its owner or has expired."
)

/** 503: storage is unreachable for a moment. */
export const unavailablePage = noticePage(
  503,
  "Please try again",
  "This link cannot be opened right now. Please scan the code again in a moment.",
  { "retry-after": "5" }
)
