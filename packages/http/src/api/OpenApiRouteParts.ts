/**
 * Pieces of the path items written by hand for the routes served beside the
 * HttpApi (`OpenApiPublicRoutes.ts`, `OpenApiDigitalLinkRoutes.ts`): a path
 * parameter, an HTML answer, and the `HEAD` (every `GET` route answers it:
 * the router serves `HEAD` with the `GET` route, without the body) and CORS
 * preflight `OPTIONS` operations that go with a `GET`.
 */
export type Json = Record<string, unknown>

/** A required string path parameter. */
export const param = (name: string, description: string): Json => ({
  name,
  in: "path",
  required: true,
  description,
  schema: { type: "string" }
})

/** An HTML answer. */
export const html = (description: string): Json => ({
  description,
  content: { "text/html": { schema: { type: "string" } } }
})

const withoutBodies = (responses: Json): Json =>
  Object.fromEntries(
    Object.entries(responses).map(([status, response]) => {
      const { content: _content, ...rest } = response as Json
      return [status, rest]
    })
  )

/** The `HEAD` twin of a `GET` operation: the same answers, headers only. */
export const headOf = (get: Json): Json => ({
  ...get,
  operationId: `${String(get.operationId)}Head`,
  summary: `${String(get.summary)} (headers only)`,
  description: `${String(get.summary)}, as \`GET\` answers it without the body: the same status and headers.`,
  responses: withoutBodies(get.responses as Json)
})

/** The CORS preflight of a route any origin may read (`public/DigitalLinkResponses.ts`). */
export const preflightOf = (get: Json, refusals: Json = {}): Json => ({
  operationId: `${String(get.operationId)}Preflight`,
  tags: get.tags,
  summary: `CORS preflight: ${String(get.summary).charAt(0).toLowerCase()}${String(get.summary).slice(1)}`,
  description:
    `The CORS preflight of "${String(get.summary)}": any origin may \`GET\` or \`HEAD\` it with \`Accept\` and ` +
    "`Accept-Language`, and read `Link`, `Location`, `Content-Language` and `Vary`; browsers keep the answer a day.",
  security: [],
  parameters: get.parameters,
  responses: {
    ...refusals,
    "204": {
      description: "The CORS permissions",
      headers: Object.fromEntries(
        ["access-control-allow-origin", "access-control-allow-methods", "access-control-allow-headers", "allow"].map(
          (name) => [name, { schema: { type: "string" }, required: true }]
        )
      )
    }
  }
})

/** A path item of a `GET` route with its `HEAD`. */
export const withHead = (get: Json): Json => ({ get, head: headOf(get) })

/** A path item of a `GET` route with its `HEAD` and its CORS preflight (and what else the preflight answers). */
export const withHeadAndPreflight = (get: Json, preflightRefusals: Json = {}): Json => ({
  get,
  head: headOf(get),
  options: preflightOf(get, preflightRefusals)
})
