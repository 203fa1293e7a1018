/**
 * The GS1 resolver's routes as OpenAPI path items: every form of
 * `/01/{gtin}[/22/{cpv}][/10/{lot}][/21/{serial}]` the resolver answers
 * (OpenAPI has no optional path segment, so each form is a path of its own),
 * the partially compressed `/01/{gtin}/{compressed}`, the compressed
 * `/{compressed}` and the resolver description, each with `GET`, `HEAD` and
 * the CORS preflight `OPTIONS` (`public/DigitalLinkRoutes.ts`).
 */
import { type Json, param, withHeadAndPreflight } from "./OpenApiRouteParts.ts"

const gtin = param("gtin", "GTIN-8, -12, -13 or -14 of the bottle (the GS1 Application Identifier 01).")

/** The key qualifiers of a GTIN in the order a Digital Link takes them (GS1 Digital Link 1.2). */
const qualifiers = [
  { ai: "22", name: "cpv", label: "Cpv", description: "Consumer product variant (AI 22): one format of the label." },
  { ai: "10", name: "lot", label: "Lot", description: "Lot (batch) number, GS1 Application Identifier 10." },
  { ai: "21", name: "serial", label: "Serial", description: "Serial number (AI 21); answered as its lot or GTIN." }
] as const

/** A refusal: a page for browsers, a problem (`PublicProblem`) for a client that asks for JSON. */
const problemOrPage = (description: string): Json => ({
  description,
  content: {
    "text/html": { schema: { type: "string" } },
    "application/problem+json": { schema: { $ref: "#/components/schemas/PublicProblem" } }
  }
})

/** The problem of a public route: the JSON form of its error pages. */
export const publicProblem: Json = {
  type: "object",
  description: "An error of a public route for a client that asks for JSON (RFC 9457).",
  required: ["type", "title", "status"],
  properties: {
    type: {
      type: "string",
      enum: ["invalid-digital-link", "not-found", "link-type-not-found", "label-withdrawn", "internal"].map(
        (s) => `/problems/${s}`
      ),
      description: "The problem type: a page at this path explains it."
    },
    title: { type: "string", description: "Short, fixed summary of the problem type." },
    status: { type: "integer", description: "The HTTP status." },
    detail: { type: "string", description: "What exactly is wrong with this request." }
  }
}

const linkset = {
  description:
    "The product's linkset (RFC 9264), for `?linkType=linkset` or `Accept: application/linkset+json`; a page " +
    "listing the links for a browser",
  content: {
    "application/linkset+json": { schema: { type: "object" } },
    "application/ld+json": { schema: { type: "object" } },
    "application/json": { schema: { type: "object" } },
    "text/html": { schema: { type: "string" } }
  }
}

const location = { location: { description: "Where to go", schema: { type: "string" } } }

const responses = (compressed: boolean): Json => ({
  "200": linkset,
  "300": { description: "Several links match: the linkset (a page for browsers)" },
  "307": {
    description: compressed
      ? 'To the chosen link; `Link` names the uncompressed form (`rel="owl:sameAs"`)'
      : "To the chosen link (default: the e-label page of the format the link names)",
    headers: location
  },
  "400": problemOrPage("Malformed Digital Link (page for browsers, problem for JSON clients)"),
  "404": problemOrPage("Nothing published matches (page for browsers, problem for JSON clients)"),
  "410": problemOrPage("The label was withdrawn (page for browsers, problem for JSON clients)"),
  "503": { description: "The store is unavailable; try again later" }
})

const DESCRIPTION =
  "The GS1 resolver (GS1-Conformant Resolver 1.2) for labels with `use_gs1_digital_link`: 307 to the link of " +
  "`linkType` (default: the e-label page of the format the link names: by AI 22, else by lot, else the label's), " +
  "300 with the linkset when several languages match, the linkset itself (RFC 9264) for `?linkType=linkset` or " +
  "`Accept: application/linkset+json` (JSON-LD with the GS1 `@context` for `Accept: application/ld+json`). A " +
  "serial number is answered as its lot (or GTIN): the resolver has nothing per bottle. 400 for a malformed link, " +
  "404 for an unknown product, a draft, or a link type it lacks, 410 for a withdrawn label. The rules, clause by " +
  "clause: docs/gs1-conformance.md."

/** Every subset of the qualifiers, in their order: `[]`, `[22]`, `[10]`, `[22, 10]`, … */
const qualifierForms: Array<Array<(typeof qualifiers)[number]>> = [[]]
for (const qualifier of qualifiers) {
  for (const form of [...qualifierForms]) qualifierForms.push([...form, qualifier])
}

const digitalLinkPath = (form: ReadonlyArray<(typeof qualifiers)[number]>): readonly [string, Json] => {
  const path = `/01/{gtin}${form.map((q) => `/${q.ai}/{${q.name}}`).join("")}`
  return [
    path,
    withHeadAndPreflight({
      operationId: `public.digitalLink${form.map((q) => q.label).join("")}`,
      tags: ["Public"],
      summary:
        form.length === 0
          ? "Resolve a GS1 Digital Link"
          : `Resolve a GS1 Digital Link with ${form.map((q) => q.name).join(", ")}`,
      description: `Resolves \`${path}\`. ${DESCRIPTION}`,
      security: [],
      parameters: [gtin, ...form.map((q) => param(q.name, q.description))],
      responses: responses(false)
    })
  ]
}

const compressedLink = (operationId: string, summary: string, path: string, parameters: Array<Json>): Json =>
  withHeadAndPreflight(
    {
      operationId,
      tags: ["Public"],
      summary,
      description:
        `\`${path}\`: a compressed GS1 Digital Link (GS1 Digital Link 1.2, compression) is answered exactly as its uncompressed ` +
        '`/01/…` form, with a `Link` to that form (`rel="owl:sameAs"`); a segment that is no compressed GTIN link ' +
        "is the 404 of an unknown path, one that does not decompress a 400.",
      security: [],
      parameters,
      responses: responses(true)
    },
    { "404": { description: "Not a compressed GTIN link: no such route" } }
  )

/** The resolver's path items. */
export const digitalLinkPaths: Readonly<Record<string, Json>> = {
  ...Object.fromEntries(qualifierForms.map(digitalLinkPath)),
  // A third-party controlled product variant (AI 235) stands alone after the GTIN.
  "/01/{gtin}/235/{tpx}": withHeadAndPreflight({
    ...(digitalLinkPath([])[1] as { get: Json }).get,
    operationId: "public.digitalLinkTpx",
    summary: "Resolve a GS1 Digital Link with a third-party controlled product variant",
    description: `Resolves \`/01/{gtin}/235/{tpx}\` (AI 235 stands alone after the GTIN). ${DESCRIPTION}`,
    parameters: [gtin, param("tpx", "Third-party controlled, serialised extension of the GTIN (AI 235).")]
  }),
  "/01/{gtin}/{compressed}": compressedLink(
    "public.partiallyCompressedDigitalLink",
    "Resolve a partially compressed GS1 Digital Link",
    "/01/{gtin}/{compressed}",
    [gtin, param("compressed", "The compressed qualifiers and data attributes of the link.")]
  ),
  "/{compressed}": compressedLink(
    "public.compressedDigitalLink",
    "Resolve a compressed GS1 Digital Link",
    "/{compressed}",
    [param("compressed", "The compressed Digital Link: its GTIN, qualifiers and data attributes.")]
  ),
  "/.well-known/gs1resolver": withHeadAndPreflight({
    operationId: "public.gs1Resolver",
    tags: ["Public"],
    summary: "The GS1 resolver description",
    description: "The resolver description file of GS1-Conformant Resolver 1.2: what this resolver serves.",
    security: [],
    parameters: [],
    responses: {
      "200": { description: "The description", content: { "application/json": { schema: { type: "object" } } } }
    }
  })
}
