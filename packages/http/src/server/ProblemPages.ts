/**
 * `GET /problems/<slug>`: the page every problem's `type` points at, with
 * `GET /docs`, the interactive API reference (`DocsPage.ts`), and `/robots.txt`.
 */
import { Effect, Layer } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import { type ProblemType, problemTypes } from "../api/Problems.ts"
import { problemResponse } from "../protocol/ProblemResponses.ts"
import type { RouteEntry } from "../protocol/RouteTable.ts"
import { DocsLive, docsRoutes } from "./DocsPage.ts"
import { FaviconLive, RobotsTxtLive, robotsRoutes } from "./RobotsTxt.ts"

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char
  )

/** Escapes, then renders the `code` spans of a description (the only markup it uses). */
const renderDescription = (text: string): string => escapeHtml(text).replace(/`([^`]+)`/g, "<code>$1</code>")

/** The explanation page of one problem type: self-contained, no scripts, no external requests. */
export const problemPage = (slug: string, problem: ProblemType): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(problem.title)} (${problem.status})</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5}code{background:#f3f3f3;padding:0 .2em}</style>
</head>
<body>
<h1>${escapeHtml(problem.title)}</h1>
<p>HTTP status <strong>${problem.status}</strong> &middot; type <code>/problems/${escapeHtml(slug)}</code></p>
<p>${renderDescription(problem.description)}</p>
<p>Every error of this API is <code>application/problem+json</code> (RFC 9457) with <code>type</code>, <code>title</code>, <code>status</code> and, where useful, <code>detail</code>.</p>
</body>
</html>
`

const isKnownSlug = (slug: string): slug is keyof typeof problemTypes => Object.hasOwn(problemTypes, slug)

/** `GET /problems/:slug`; an unknown slug is a 404 problem. */
export const ProblemPagesLive: Layer.Layer<never, never, HttpRouter.HttpRouter> = HttpRouter.add(
  "GET",
  "/problems/:slug",
  Effect.map(HttpRouter.params, ({ slug }) =>
    slug !== undefined && isKnownSlug(slug)
      ? HttpServerResponse.html(problemPage(slug, problemTypes[slug]))
      : problemResponse("not-found", { detail: "No such problem type." })
  )
)

/** The routes served beside the Api (for the `405` table); they take any query (a browser's cache-buster). */
export const pageRoutes: ReadonlyArray<RouteEntry> = [
  { method: "GET", path: "/problems/:slug" },
  ...docsRoutes,
  { method: "GET", path: "/openapi.json" },
  ...robotsRoutes
]

/** Problem pages, docs and `/robots.txt` together. */
export const PagesLive: Layer.Layer<never, never, HttpRouter.HttpRouter> = Layer.mergeAll(
  ProblemPagesLive,
  DocsLive,
  RobotsTxtLive,
  FaviconLive
)
