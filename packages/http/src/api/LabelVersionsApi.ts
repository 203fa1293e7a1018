/**
 * The history of a label's public pages (api-decisions, "Added after the
 * spec"): its immutable, hash-chained versions, each version's document and
 * the page it showed. Tenancy as every label route: another workspace's
 * label answers 404.
 */
import { LabelId, LabelVersion, Paging } from "@elabel/domain"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api"
import { Authorization } from "./Authorization.ts"
import { alwaysProblems, InvalidQueryProblem, NotFoundProblem } from "./Problems.ts"
import { intParam, resourcePage } from "./QueryParams.ts"

const params = { id: LabelId }
const versionParams = { id: LabelId, version: intParam(1) }
const errors = [InvalidQueryProblem, NotFoundProblem, ...alwaysProblems] as const
const langParam = Schema.optionalKey(Schema.String.check(Schema.isPattern(/^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/)))

/** A version's consumer page, byte for byte as consumers were served it. */
export const VersionPage = Schema.String.pipe(HttpApiSchema.asText({ contentType: "text/html; charset=utf-8" }))

const HASHING =
  "`content_hash` is the SHA-256 (hex) of the canonical JSON of `document` (RFC 8785: keys sorted, no white " +
  "space); `previous_hash` is the hash of the version before. `npm run cli -- verify-history` checks every chain."

/** The history endpoints and the preview of what the label would show now. */
export class LabelVersionsApi extends HttpApiGroup.make("labelVersions")
  .add(
    HttpApiEndpoint.get("list", "/v1/labels/:id/versions", {
      params,
      query: resourcePage,
      success: Paging.Paged(LabelVersion.LabelVersionSummary),
      error: errors
    })
      .annotate(OpenApi.Summary, "List the versions of a label's public pages, newest first")
      .annotate(OpenApi.Description, HASHING),
    HttpApiEndpoint.get("get", "/v1/labels/:id/versions/:version", {
      params: versionParams,
      success: LabelVersion.LabelVersionDetail,
      error: errors
    })
      .annotate(OpenApi.Summary, "One version with its hashed document (the snapshot the pages were built from)")
      .annotate(OpenApi.Description, HASHING),
    HttpApiEndpoint.get("page", "/v1/labels/:id/versions/:version/page", {
      params: versionParams,
      query: {
        lang: langParam,
        ref: Schema.optionalKey(
          Schema.String.check(Schema.isPattern(/^[A-Za-z0-9_-]{1,64}$/)).annotate({
            description: "the short-link ref whose page to show: the label's own (default) or one of its formats'"
          })
        )
      },
      success: VersionPage,
      error: errors
    })
      .annotate(OpenApi.Summary, "The consumer page of the label as that version showed it, as HTML")
      .annotate(
        OpenApi.Description,
        "The page of the label's own ref, or of a format's (`ref`), in the language `lang` or `Accept-Language` " +
          "negotiates, as `/l/{ref}` served it while the version was the latest. A withdrawal version gives the " +
          "notice consumers got then (with status 410 on `/l/{ref}`). A ref that version does not have is 404."
      ),
    HttpApiEndpoint.get("preview", "/v1/labels/:id/preview", {
      params,
      query: { lang: langParam },
      success: VersionPage,
      error: errors
    })
      .annotate(OpenApi.Summary, "The consumer page the label would show now, published or not, as HTML")
      .annotate(
        OpenApi.Description,
        "The e-label page of the label as it is stored now (saved changes, published or not), in the " +
          "language `lang` or `Accept-Language` negotiates, rendered by the same code as `/l/{ref}`: the console's " +
          "live preview. Nothing is published or recorded."
      )
  )
  .middleware(Authorization)
  .annotateMerge(
    OpenApi.annotations({
      title: "Label versions",
      description: "The immutable, hash-chained record of what each published label's e-label page showed."
    })
  ) {}
