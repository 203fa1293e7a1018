/**
 * The routes served beside the HttpApi (raw router routes: HTML pages,
 * redirects, text), as OpenAPI path items, so the document lists every
 * route of the server. No token; never rate limited.
 */
type Json = Record<string, unknown>

const html = (description: string): Json => ({ description, content: { "text/html": { schema: { type: "string" } } } })
const param = (name: string, description: string): Json => ({
  name,
  in: "path",
  required: true,
  description,
  schema: { type: "string" }
})
const ref = param("ref", "The short-link reference printed in the QR code.")
const gtin = param("gtin", "GTIN-8, -12, -13 or -14 of the bottle (the GS1 Application Identifier 01).")
const redirect = (status: string, description: string): Json => ({
  [status]: { description, headers: { location: { description: "Where to go", schema: { type: "string" } } } }
})

const get = (operationId: string, summary: string, description: string, responses: Json, parameters: Json[] = []) => ({
  get: { operationId, tags: ["Public"], summary, description, security: [], parameters, responses }
})

const digitalLink = (lot: boolean) =>
  get(
    lot ? "public.digitalLinkLot" : "public.digitalLink",
    lot ? "Resolve a GS1 Digital Link with a lot" : "Resolve a GS1 Digital Link",
    "The GS1 resolver (GS1-Conformant Resolver 1.2) for labels with `use_gs1_digital_link`" +
      (lot ? ", for the format of that lot" : "") +
      ": 307 to the link of `linkType` (default: the e-label page), 300 with the linkset when several languages " +
      "match, the linkset itself (RFC 9264) for `?linkType=linkset` or `Accept: application/linkset+json` (JSON-LD " +
      "with the GS1 `@context` for `Accept: application/ld+json`). A compressed Digital Link (`/{compressed}`, " +
      "`/01/{gtin}/{compressed}`) answers as its uncompressed form, with a `Link` rel `owl:sameAs` to it. 400 for " +
      "a malformed link, 404 for an unknown product, a draft, or a link type it lacks, 410 for a withdrawn label. " +
      "Further " +
      "qualifiers (`/22/{cpv}`, `/21/{serial}`) and the rules, clause by clause: docs/gs1-conformance.md.",
    {
      "200": {
        description: "The product's linkset (RFC 9264), for `?linkType=linkset` or `Accept: application/linkset+json`",
        content: {
          "application/linkset+json": { schema: { type: "object" } },
          "application/ld+json": { schema: { type: "object" } },
          "application/json": { schema: { type: "object" } }
        }
      },
      ...redirect("307", "To the chosen link"),
      "300": { description: "Several links match: the linkset (a page for browsers)" },
      "400": { description: "Malformed Digital Link (page for browsers, problem for JSON clients)" },
      "404": { description: "Nothing published matches (page for browsers, problem for JSON clients)" },
      "410": { description: "The label was withdrawn (page for browsers, problem for JSON clients)" }
    },
    lot ? [gtin, param("lot", "Lot (batch) number, GS1 Application Identifier 10.")] : [gtin]
  )

/** `/l`, `/01`, `/q`, `/problems`, `/robots.txt`: path and item. */
export const publicPaths: Readonly<Record<string, Json>> = {
  "/l/{ref}": get(
    "public.elabel",
    "The consumer e-label page",
    "The page behind a label's or format's QR code: ingredients, allergens, nutrition declaration, packaging and " +
      "operators in the visitor's language (`?lang=`, else `Accept-Language`). 404 page while never published, 410 " +
      "once withdrawn. Cacheable for 60 s by a CDN, `ETag` per language and coding; brotli or gzip on request.",
    {
      "200": html("The e-label page"),
      "304": { description: "Not modified: `If-None-Match` names the page's current `ETag`" },
      "404": html("No published label has this ref"),
      "410": html("Withdrawn")
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
  ),
  "/01/{gtin}": digitalLink(false),
  "/01/{gtin}/10/{lot}": digitalLink(true),
  "/.well-known/gs1resolver": get(
    "public.gs1Resolver",
    "The GS1 resolver description",
    "The resolver description file of GS1-Conformant Resolver 1.2: what this resolver serves.",
    { "200": { description: "The description", content: { "application/json": { schema: { type: "object" } } } } }
  ),
  "/q/{ref}": get(
    "public.shortLink",
    "Follow a marketing short link",
    "Redirects (302) a scan to the code's target for the device (iOS, Android, other) with its UTM fields, and " +
      "counts it. A draft answers a 404 page saying the code is not active yet, an unknown ref a 404 page, a " +
      "withdrawn or expired code without `expired_url` a 410 page. Never cached.",
    {
      ...redirect("302", "To the code's target"),
      "404": html("Unknown ref, or a draft (not active yet)"),
      "410": html("Withdrawn or expired")
    },
    [ref]
  ),
  "/problems/{slug}": get(
    "public.problem",
    "Explain a problem type",
    "The page every problem's `type` points at: what the problem means and what to do.",
    { "200": html("The explanation"), "404": { description: "No such problem type" } },
    [param("slug", "The problem type, e.g. `invalid-body`.")]
  ),
  "/robots.txt": get(
    "public.robots",
    "What crawlers may index",
    "Crawlers may index the e-label pages (`/l/`) and nothing else.",
    { "200": { description: "robots.txt", content: { "text/plain": { schema: { type: "string" } } } } }
  ),
  "/openapi.json": get(
    "public.openapi",
    "This document",
    "The OpenAPI 3.1 document of the API, for client generators.",
    { "200": { description: "The document", content: { "application/json": { schema: { type: "object" } } } } }
  ),
  "/docs": get(
    "public.docs",
    "The interactive reference",
    "This reference as a page (Scalar, self-contained: no third-party requests).",
    { "200": html("The reference") }
  )
}
