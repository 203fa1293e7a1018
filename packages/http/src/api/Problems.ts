/**
 * The problem types of the API (RFC 9457). Every error answers
 * `application/problem+json` with `type` (`/problems/<slug>`), `title`,
 * `status` and an optional `detail`. Declaring these classes as endpoint
 * errors gives the status, the media type and the OpenAPI entries.
 */
import { Compliance, FieldIssue, LabelImport } from "@elabel/domain"
import { Schema } from "effect"
import { HttpApiError } from "effect/http-api"

/** What the page `GET /problems/<slug>` explains about one problem type. */
export interface ProblemType {
  readonly status: number
  readonly title: string
  readonly description: string
}

/** Every problem type by slug: the source of the classes below and of the `/problems/<slug>` pages. */
export const problemTypes = {
  "invalid-body": {
    status: 400,
    title: "Invalid request body",
    description:
      "The body is not valid JSON for this operation: a field has the wrong type or length, a required field is " +
      "missing, or a key is unknown or output-only. `errors` names each failing path."
  },
  "invalid-query": {
    status: 400,
    title: "Invalid query parameters",
    description:
      "A query parameter is unknown to the route, malformed or out of range (for example `limit` above its " +
      "maximum). `errors` names each one."
  },
  "unknown-locale": {
    status: 400,
    title: "Unknown locale",
    description: "The locale is not one of the supported two-letter language codes."
  },
  unauthorized: {
    status: 401,
    title: "Missing or invalid bearer token",
    description: "Send `Authorization: Bearer <token>` with a valid, unexpired access token."
  },
  "not-a-member": {
    status: 403,
    title: "Not a member of the workspace",
    description: "The caller is not a member of the workspace it tried to create something in."
  },
  "admin-only": {
    status: 403,
    title: "Owners and admins only",
    description:
      "The caller is a member of the workspace, but the operation (its API keys, its audit log, its settings, " +
      "deciding a publish request) is for its owners and admins. An API key never has that role."
  },
  "approval-required": {
    status: 403,
    title: "Publishing needs approval",
    description:
      "The workspace has `publish_approval` on: its editors and API keys do not publish labels themselves. " +
      "Request publication with `POST /v1/labels/{id}/publish-requests`; an owner or admin approves it."
  },
  "own-publish-request": {
    status: 403,
    title: "Own publish request",
    description:
      "The caller made this publish request: another owner or admin of the workspace approves it (four eyes). " +
      "The requester may still reject it, if an owner or admin."
  },
  "not-writable": {
    status: 403,
    title: "Not writable",
    description: "The caller can see the resource, but its role in the workspace may only read."
  },
  "plan-limit": {
    status: 403,
    title: "Not allowed by the plan",
    description:
      "The workspace's plan does not allow the operation: publishing is off, the marketing feature is off, or the QR code quota is used up."
  },
  "invalid-digital-link": {
    status: 400,
    title: "Invalid GS1 Digital Link",
    description:
      "The path is not a GS1 Digital Link this resolver reads: `/01/{gtin}` (8, 12, 13 or 14 digits with a valid " +
      "check digit), then optionally `/22/{cpv}`, `/10/{lot}`, `/21/{serial}` in that order (or `/235/{tpx}`), and " +
      "AI data attributes in the query string; or a compressed GS1 Digital Link of a GTIN that does not decompress " +
      "to one. `detail` says what is wrong."
  },
  "link-type-not-found": {
    status: 404,
    title: "Link type not available",
    description:
      "The product is known, but has no link of the requested `linkType`. Ask with `linkType=linkset` for the links it has."
  },
  "label-withdrawn": {
    status: 410,
    title: "Withdrawn",
    description:
      "The producer published the product information of this GTIN once and has withdrawn it; its e-label page answers 410 too."
  },
  "not-found": {
    status: 404,
    title: "Not found",
    description: "The resource does not exist or the caller may not see it. Both cases answer the same on purpose."
  },
  conflict: {
    status: 409,
    title: "Conflict",
    description:
      "The operation conflicts with the current state: a chosen ref is already taken, the label is archived, the resource is published, or a request with the same `Idempotency-Key` is still running (retry it later)."
  },
  "label-changed": {
    status: 409,
    title: "Label changed since the request",
    description:
      "What the label's page would show is not what the publish request froze (its `content_hash`): someone " +
      "changed the label, its child lists, its brand or the catalogue entries it prints. Nothing was published. " +
      "`changes` names each part that differs (`label.alcohol_content`, `children.ingredients`, `brand.name`, …). " +
      "Reject the request and request publication again."
  },
  "invalid-idempotency-key": {
    status: 400,
    title: "Invalid Idempotency-Key",
    description:
      'The `Idempotency-Key` header is not a key: send a quoted string (`"4f1c…"`) or a bare token of 1 to 255 visible ASCII characters.'
  },
  "idempotency-key-reused": {
    status: 422,
    title: "Idempotency key reused",
    description:
      "The `Idempotency-Key` was already used with another request (another operation or another body). Use a new key for a new request."
  },
  "import-rejected": {
    status: 422,
    title: "Import rejected",
    description:
      "At least one row of the import failed, so none was applied (an import is all or nothing). `rows` says, for " +
      "every row, what it would have done or, for a failing row, each failing `field` with a `message`."
  },
  "print-kit-does-not-fit": {
    status: 422,
    title: "Print kit does not fit",
    description:
      "The print kit's options cannot give a block at the legal sizes: text at an x-height of at least 1.2 mm " +
      "(0.9 mm with `small_pack=true`, Reg. (EU) No 1169/2011 Art. 13) and QR modules of at least 0.25 mm. " +
      "`errors` names each option to change and to what, e.g. `size_mm` or `text_width_mm`. No smaller kit is made."
  },
  "label-incomplete": {
    status: 422,
    title: "Label incomplete",
    description:
      "A mandatory particular of a wine e-label (Reg. (EU) No 1308/2013 Art. 119 as amended by Reg. (EU) " +
      "2021/2117: the nutrition declaration of energy, fat, saturates, carbohydrate, sugars, protein and salt, or " +
      "the list of ingredients) is missing or wrong. Two writes answer it. `POST /v1/labels/{id}/publish`: the " +
      "label lacks it, so it was not published. A PATCH of a published label or a PUT of one of its child lists: " +
      "the change would take the particular from the page that is online, so nothing was changed and the page " +
      "stays as it was. `errors` lists each as `{ code, field, message }`; `GET /v1/labels/{id}/compliance` gives " +
      "the errors of the label as it is, and the warnings."
  },
  "method-not-allowed": {
    status: 405,
    title: "Method not allowed",
    description: "The path exists, but not with this method. `Allow` lists the methods it answers."
  },
  "precondition-failed": {
    status: 412,
    title: "Precondition failed",
    description: "The `If-Match` header does not match the current `ETag`: someone changed the resource. Read it again."
  },
  "payload-too-large": {
    status: 413,
    title: "Payload too large",
    description:
      "The request body is larger than 1 MiB (an import: 32 MiB), or an import has more than 5,000 rows or " +
      "documents, or an uploaded file is over its limit (bytes per file, pixels per picture: the detail says which)."
  },
  "unsupported-media-type": {
    status: 415,
    title: "Unsupported media type",
    description:
      "The request body must be `application/json` (an import also takes `text/csv`). A media upload takes a " +
      "JPEG, PNG, WebP or AVIF picture or a PDF, decided from its bytes: the detail names what the bytes were."
  },
  "rate-limited": {
    status: 429,
    title: "Too many requests",
    description:
      "The caller (the subject of its token) has sent more `/v1` requests in the current window than its quota " +
      "allows: `RateLimit-Policy` gives the quota. Retry after the seconds given in `Retry-After`."
  },
  "request-header-fields-too-large": {
    status: 431,
    title: "Request header fields too large",
    description:
      "The request line and headers together are larger than the server reads (a very long URL, cookie or token). " +
      "Nothing was processed; the connection is closed."
  },
  "upstream-unavailable": {
    status: 503,
    title: "Upstream unavailable",
    description: "The database is unreachable or timed out. Retry after the seconds given in `Retry-After`."
  },
  internal: {
    status: 500,
    title: "Internal error",
    description:
      "Something unexpected failed. Quote `instance`, the correlation id of the logged error, when reporting it."
  }
} as const satisfies Record<string, ProblemType>

/** The slug of a problem type: the last segment of its `type`. */
export type ProblemSlug = keyof typeof problemTypes

/** The `type` member of a problem: a relative URI the server answers with an explanation page. */
export const problemTypeUri = <S extends ProblemSlug>(slug: S): `/problems/${S}` => `/problems/${slug}`

const declaration = <S extends ProblemSlug>(slug: S) => ({
  type: problemTypeUri(slug),
  status: problemTypes[slug].status,
  title: problemTypes[slug].title
})

/** The `errors` extension of the 400 problems: one `{ path, message }` per failing input. */
const errors = Schema.Array(FieldIssue)

/** 400: the body failed validation; `errors` lists every failing path. */
export class InvalidBodyProblem extends HttpApiError.Problem<InvalidBodyProblem>()(
  "InvalidBodyProblem",
  declaration("invalid-body"),
  { errors }
) {}

/** 400: a query parameter failed validation; `errors` lists every failing one. */
export class InvalidQueryProblem extends HttpApiError.Problem<InvalidQueryProblem>()(
  "InvalidQueryProblem",
  declaration("invalid-query"),
  { errors }
) {}

/** 400: the path locale is outside the supported set. */
export class UnknownLocaleProblem extends HttpApiError.Problem<UnknownLocaleProblem>()(
  "UnknownLocaleProblem",
  declaration("unknown-locale")
) {}

/** 401: missing or invalid bearer token. The server adds `WWW-Authenticate: Bearer` (RFC 6750). */
export class UnauthorizedProblem extends HttpApiError.Problem<UnauthorizedProblem>()(
  "UnauthorizedProblem",
  declaration("unauthorized")
) {}

/** 403: creating in a workspace the caller does not belong to. */
export class NotAMemberProblem extends HttpApiError.Problem<NotAMemberProblem>()(
  "NotAMemberProblem",
  declaration("not-a-member")
) {}

/** 403: the caller is a member, but the operation is for the workspace's owners and admins. */
export class AdminOnlyProblem extends HttpApiError.Problem<AdminOnlyProblem>()(
  "AdminOnlyProblem",
  declaration("admin-only")
) {}

/** 403: the workspace wants publications approved: the caller requests instead. */
export class ApprovalRequiredProblem extends HttpApiError.Problem<ApprovalRequiredProblem>()(
  "ApprovalRequiredProblem",
  declaration("approval-required")
) {}

/** 403: the requester approving their own publish request. */
export class OwnPublishRequestProblem extends HttpApiError.Problem<OwnPublishRequestProblem>()(
  "OwnPublishRequestProblem",
  declaration("own-publish-request")
) {}

/** 409: the label shows something else than its publish request froze; `changes` names what. */
export class LabelChangedProblem extends HttpApiError.Problem<LabelChangedProblem>()(
  "LabelChangedProblem",
  declaration("label-changed"),
  {
    changes: Schema.Array(Schema.String).annotate({
      description: "each part of the page that differs: `label.<field>`, `children.<list>`, `brand.<field>`, …"
    })
  }
) {}

/** 403: the caller sees the resource but may only read it. */
export class NotWritableProblem extends HttpApiError.Problem<NotWritableProblem>()(
  "NotWritableProblem",
  declaration("not-writable")
) {}

/** 403: the workspace's plan does not allow the operation. */
export class PlanLimitProblem extends HttpApiError.Problem<PlanLimitProblem>()(
  "PlanLimitProblem",
  declaration("plan-limit")
) {}

/** 404: unknown, or another tenant's (deliberately indistinguishable). */
export class NotFoundProblem extends HttpApiError.Problem<NotFoundProblem>()(
  "NotFoundProblem",
  declaration("not-found")
) {}

/** 409: conflicts with the current state (taken ref, archived or published resource). */
export class ConflictProblem extends HttpApiError.Problem<ConflictProblem>()(
  "ConflictProblem",
  declaration("conflict")
) {}

/** 400: the `Idempotency-Key` header is malformed. */
export class InvalidIdempotencyKeyProblem extends HttpApiError.Problem<InvalidIdempotencyKeyProblem>()(
  "InvalidIdempotencyKeyProblem",
  declaration("invalid-idempotency-key")
) {}

/** 422: the `Idempotency-Key` came with another request before. */
export class IdempotencyKeyReusedProblem extends HttpApiError.Problem<IdempotencyKeyReusedProblem>()(
  "IdempotencyKeyReusedProblem",
  declaration("idempotency-key-reused")
) {}

/** 422: an import with a failing row applied nothing; `rows` reports every row. */
export class ImportRejectedProblem extends HttpApiError.Problem<ImportRejectedProblem>()(
  "ImportRejectedProblem",
  declaration("import-rejected"),
  { summary: LabelImport.ImportResult.fields.summary, rows: LabelImport.ImportResult.fields.rows }
) {}

/**
 * 422: publishing a label that lacks a mandatory particular, or changing a published label so that its page
 * would lose one; `errors` lists them (the compliance report's errors).
 */
export class LabelIncompleteProblem extends HttpApiError.Problem<LabelIncompleteProblem>()(
  "LabelIncompleteProblem",
  declaration("label-incomplete"),
  { errors: Schema.Array(Compliance.ComplianceIssue) }
) {}

/** 422: the print kit's options cannot give a block at the legal sizes; `errors` names each option to change. */
export class KitDoesNotFitProblem extends HttpApiError.Problem<KitDoesNotFitProblem>()(
  "KitDoesNotFitProblem",
  declaration("print-kit-does-not-fit"),
  { errors: Schema.Array(FieldIssue) }
) {}

/**
 * 405: the path exists, not with this method. Only the server shell answers
 * it (with `Allow`), so no endpoint declares it.
 */
export class MethodNotAllowedProblem extends HttpApiError.Problem<MethodNotAllowedProblem>()(
  "MethodNotAllowedProblem",
  declaration("method-not-allowed")
) {}

/**
 * 400, 404, 410 of the GS1 resolver (`/01/…` and compressed links): a
 * malformed Digital Link, a link type the product lacks, a withdrawn label.
 * The resolver routes answer them outside the Api, so no endpoint declares
 * them.
 */
export class InvalidDigitalLinkProblem extends HttpApiError.Problem<InvalidDigitalLinkProblem>()(
  "InvalidDigitalLinkProblem",
  declaration("invalid-digital-link")
) {}

/** 404: the product has no link of the requested `linkType` (see `InvalidDigitalLinkProblem`). */
export class LinkTypeNotFoundProblem extends HttpApiError.Problem<LinkTypeNotFoundProblem>()(
  "LinkTypeNotFoundProblem",
  declaration("link-type-not-found")
) {}

/** 410: the label of the GTIN was withdrawn (see `InvalidDigitalLinkProblem`). */
export class LabelWithdrawnProblem extends HttpApiError.Problem<LabelWithdrawnProblem>()(
  "LabelWithdrawnProblem",
  declaration("label-withdrawn")
) {}

/** 412: `If-Match` no longer matches the current `ETag`. */
export class PreconditionFailedProblem extends HttpApiError.Problem<PreconditionFailedProblem>()(
  "PreconditionFailedProblem",
  declaration("precondition-failed")
) {}

/** 413: the body is over 1 MiB. */
export class PayloadTooLargeProblem extends HttpApiError.Problem<PayloadTooLargeProblem>()(
  "PayloadTooLargeProblem",
  declaration("payload-too-large")
) {}

/** 415: the body is not `application/json`. */
export class UnsupportedMediaTypeProblem extends HttpApiError.Problem<UnsupportedMediaTypeProblem>()(
  "UnsupportedMediaTypeProblem",
  declaration("unsupported-media-type")
) {}

/** 429: too many requests. The server adds `Retry-After`. */
export class RateLimitedProblem extends HttpApiError.Problem<RateLimitedProblem>()(
  "RateLimitedProblem",
  declaration("rate-limited")
) {}

/**
 * 431: the request line and headers are too large. Node's HTTP parser
 * refuses them before any route runs and the server writes this problem on
 * the socket (`ClientErrors.ts`), so no endpoint declares it.
 */
export class RequestHeaderFieldsTooLargeProblem extends HttpApiError.Problem<RequestHeaderFieldsTooLargeProblem>()(
  "RequestHeaderFieldsTooLargeProblem",
  declaration("request-header-fields-too-large")
) {}

/** 503: the database is unreachable or timed out. The server adds `Retry-After`. */
export class UpstreamUnavailableProblem extends HttpApiError.Problem<UpstreamUnavailableProblem>()(
  "UpstreamUnavailableProblem",
  declaration("upstream-unavailable")
) {}

/** 500: anything unexpected; `instance` is the correlation id under which it was logged. */
export class InternalProblem extends HttpApiError.Problem<InternalProblem>()(
  "InternalProblem",
  declaration("internal"),
  {
    instance: Schema.String
  }
) {}

/** Problems every authenticated endpoint may answer besides its own (401 comes from `Authorization`). */
export const alwaysProblems = [UpstreamUnavailableProblem, InternalProblem] as const

/** Problems every endpoint with a JSON body may answer: the body is malformed, too large or not JSON. */
export const bodyProblems = [InvalidBodyProblem, PayloadTooLargeProblem, UnsupportedMediaTypeProblem] as const

/**
 * Problems of any write to a resource by id: unknown or invisible, visible but read-only, or changed
 * since the version its `If-Match` names.
 */
export const writeProblems = [
  NotFoundProblem,
  NotWritableProblem,
  PreconditionFailedProblem,
  ...alwaysProblems
] as const
