/**
 * The routes served beside the HttpApi (raw router routes: HTML pages,
 * redirects, text, the reference's scripts), as OpenAPI path items, so the
 * document lists every route of the server; a test checks every answer the
 * wire tests get against it. No token; never rate limited.
 */
import { digitalLinkPaths } from "./OpenApiDigitalLinkRoutes.ts"
import { html, type Json, param, withHead, withHeadAndPreflight } from "./OpenApiRouteParts.ts"

const ref = param("ref", "The short-link reference printed in the QR code.")

const get = (operationId: string, summary: string, description: string, responses: Json, parameters: Json[] = []) => ({
  operationId,
  tags: ["Public"],
  summary,
  description,
  security: [],
  parameters,
  responses
})

const unavailable = { "503": html("The store is unavailable; try again later") }

const script = { "200": { description: "The script", content: { "text/javascript": { schema: { type: "string" } } } } }

const asset = (operationId: string, summary: string, what: string, file: Json): Json =>
  withHead(
    get(
      operationId,
      summary,
      `${what} of the reference's script (Scalar's ES module build), cached for a year: its path names the version.`,
      { ...script, "404": { description: "No such file, or another version" } },
      [param("version", "The version of the reference's script, as `/docs` names it."), file]
    )
  )

/** `/l`, `/01`, `/q`, `/problems`, `/robots.txt`, `/openapi.json`, `/docs`: path and item. */
export const publicPaths: Readonly<Record<string, Json>> = {
  "/l/{ref}": withHeadAndPreflight(
    get(
      "public.elabel",
      "The consumer e-label page",
      "The page behind a label's or format's QR code: ingredients, allergens, nutrition declaration, packaging and " +
        "operators in the visitor's language (`?lang=`, else `Accept-Language`). 404 page while never published, " +
        "410 once withdrawn. Cacheable for 60 s by a CDN, `ETag` per language and coding; brotli or gzip on request.",
      {
        "200": html("The e-label page"),
        "304": {
          description:
            "Not modified: `If-None-Match` is `*` or lists the current `ETag` of the page in this coding (weak comparison)"
        },
        "404": html("No published label has this ref"),
        "410": html("Withdrawn"),
        "500": {
          description:
            "The published version's stored document does not decode (edited outside the service, or a format " +
            "this server does not know): an `internal` problem naming the log line by its `instance`, never a page " +
            "with facts missing",
          content: { "application/problem+json": { schema: { $ref: "#/components/schemas/PublicProblem" } } }
        },
        ...unavailable
      },
      [
        ref,
        {
          name: "lang",
          in: "query",
          required: false,
          description: "Language of the page (a language code such as `it`); omitted: the `Accept-Language` header's.",
          schema: { type: "string" }
        }
      ]
    )
  ),
  ...digitalLinkPaths,
  "/m/{sha256}/{variant}": {
    get: get(
      "public.mediaVariant",
      "A picture or document of a published page",
      "The files consumer pages show, by the SHA-256 of the uploaded file: pictures as `avif-320`, `avif-640`, " +
        "`avif-960`, `webp-…` and `jpeg-…` variants (made once with libvips: upright, sRGB, no EXIF, GPS nor maker " +
        "notes, never enlarged), a PDF document as `document.pdf`. Public only while the latest version of a label is " +
        "published and shows the file: drafts' and withdrawn labels' files answer 404. Strong `ETag`, " +
        "`Cache-Control: public, max-age=31536000, immutable`.",
      {
        "200": {
          description: "The variant",
          content: {
            "image/avif": { schema: { type: "string", format: "binary" } },
            "image/webp": { schema: { type: "string", format: "binary" } },
            "image/jpeg": { schema: { type: "string", format: "binary" } },
            "application/pdf": { schema: { type: "string", format: "binary" } }
          }
        },
        "304": { description: "Not modified: `If-None-Match` names the variant's `ETag`" },
        "404": {
          description: "No published page shows this file, or no such variant",
          content: { "application/problem+json": { schema: { $ref: "#/components/schemas/PublicProblem" } } }
        },
        "503": {
          description: "The store is unavailable; try again later",
          content: { "application/problem+json": { schema: { $ref: "#/components/schemas/PublicProblem" } } }
        }
      },
      [
        param("sha256", "SHA-256 of the uploaded file, in hex (the media's `sha256`)."),
        param("variant", "`avif-320`, `avif-640`, `avif-960`, `webp-…`, `jpeg-…` (same widths) or `document.pdf`.")
      ]
    )
  },
  "/q/{ref}": withHead(
    get(
      "public.shortLink",
      "Follow a marketing short link",
      "Redirects (302) a scan to the code's target for the device (iOS, Android, other) with its UTM fields, and " +
        "counts it (a `HEAD` is not counted). A draft answers a 404 page saying the code is not active yet, an " +
        "unknown ref a 404 page, a withdrawn or expired code without `expired_url` a 410 page. Never cached.",
      {
        "302": { description: "To the code's target", headers: { location: { schema: { type: "string" } } } },
        "404": html("Unknown ref, or a draft (not active yet)"),
        "410": html("Withdrawn or expired"),
        ...unavailable
      },
      [ref]
    )
  ),
  "/problems/{slug}": {
    get: get(
      "public.problem",
      "Explain a problem type",
      "The page every problem's `type` points at: what the problem means and what to do.",
      { "200": html("The explanation"), "404": { description: "No such problem type" } },
      [param("slug", "The problem type, e.g. `invalid-body`.")]
    )
  },
  "/robots.txt": {
    get: get(
      "public.robots",
      "What crawlers may index",
      "Crawlers may index the e-label pages (`/l/`) and nothing else.",
      {
        "200": { description: "robots.txt", content: { "text/plain": { schema: { type: "string" } } } }
      }
    )
  },
  "/favicon.ico": {
    get: get(
      "public.favicon",
      "The site icon",
      "No icon: an empty answer, so browsers that ask for one get no error. Cacheable for a week.",
      { "204": { description: "No icon" } }
    )
  },
  "/openapi.json": {
    get: get("public.openapi", "This document", "The OpenAPI 3.1 document of the API, for client generators.", {
      "200": { description: "The document", content: { "application/json": { schema: { type: "object" } } } }
    })
  },
  "/docs": {
    get: get(
      "public.docs",
      "The interactive reference",
      "This reference as a page (Scalar, served from this server: no third-party request), with a client that " +
        "calls this server with your bearer token.",
      { "200": html("The reference") }
    )
  },
  "/docs/scalar/{version}/{file}": asset(
    "public.docsScript",
    "The reference's script",
    "The entry module",
    param("file", "The file name: `standalone.esm.js`.")
  ),
  "/docs/scalar/{version}/chunks/{file}": asset(
    "public.docsScriptChunk",
    "A part of the reference's script, loaded when needed",
    "A module the entry module imports when it needs it",
    param("file", "The file name the entry module asks for.")
  )
}
