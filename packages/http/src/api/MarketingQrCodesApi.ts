/**
 * Marketing QR codes: redirecting short links, drafts until published.
 * List, delete, publish and unpublish are decisions beyond the spec
 * (api-decisions: "Lists and deletes", "Publishing").
 */
import { MarketingQrCode, Paging, QrCodeId, WorkspaceId } from "@elabel/domain"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api"
import { Authorization } from "./Authorization.ts"
import { Idempotency, withIdempotencyKey } from "./Idempotency.ts"
import {
  alwaysProblems,
  bodyProblems,
  ConflictProblem,
  InvalidQueryProblem,
  NotAMemberProblem,
  NotFoundProblem,
  NotWritableProblem,
  PlanLimitProblem,
  PreconditionFailedProblem,
  writeProblems
} from "./Problems.ts"
import { resourcePage } from "./QueryParams.ts"

const params = { id: QrCodeId }
const Code = MarketingQrCode.MarketingQrCode

/** QR code list, create, get, update, delete, publish and unpublish. */
export class MarketingQrCodesApi extends HttpApiGroup.make("marketingQrCodes")
  .add(
    HttpApiEndpoint.get("list", "/v1/marketing-qr-codes", {
      query: { workspace_id: Schema.optionalKey(WorkspaceId), ...resourcePage },
      success: Paging.Paged(Code),
      error: [InvalidQueryProblem, NotFoundProblem, ...alwaysProblems]
    }).annotate(OpenApi.Summary, "List QR codes of one or all of the caller's workspaces"),
    HttpApiEndpoint.post("create", "/v1/marketing-qr-codes", {
      payload: MarketingQrCode.QrCodeCreate,
      success: Code.pipe(HttpApiSchema.status(201)),
      error: [...bodyProblems, NotAMemberProblem, NotWritableProblem, ...alwaysProblems]
    })
      .annotate(OpenApi.Summary, "Create a draft QR code")
      .middleware(Idempotency)
      .annotate(OpenApi.Transform, withIdempotencyKey),
    HttpApiEndpoint.get("get", "/v1/marketing-qr-codes/:id", {
      params,
      success: Code,
      error: [NotFoundProblem, ...alwaysProblems]
    }).annotate(OpenApi.Summary, "Get a QR code"),
    HttpApiEndpoint.patch("patch", "/v1/marketing-qr-codes/:id", {
      params,
      payload: MarketingQrCode.QrCodePatch,
      success: Code,
      error: [...bodyProblems, PreconditionFailedProblem, ...writeProblems]
    }).annotate(OpenApi.Summary, "Update a QR code: omitted keys untouched, null clears"),
    HttpApiEndpoint.delete("delete", "/v1/marketing-qr-codes/:id", {
      params,
      success: HttpApiSchema.NoContent,
      error: [ConflictProblem, ...writeProblems]
    }).annotate(OpenApi.Summary, "Delete a draft QR code"),
    HttpApiEndpoint.post("publish", "/v1/marketing-qr-codes/:id/publish", {
      params,
      success: Code,
      error: [PlanLimitProblem, ...writeProblems]
    })
      .annotate(OpenApi.Summary, "Publish a QR code: assigns its short link and takes a quota slot (idempotent)")
      .middleware(Idempotency)
      .annotate(OpenApi.Transform, withIdempotencyKey),
    HttpApiEndpoint.post("unpublish", "/v1/marketing-qr-codes/:id/unpublish", {
      params,
      success: Code,
      error: writeProblems
    })
      .annotate(OpenApi.Summary, "Back to draft: the link answers 410 and the quota slot is freed")
      .middleware(Idempotency)
      .annotate(OpenApi.Transform, withIdempotencyKey)
  )
  .middleware(Authorization)
  .annotateMerge(OpenApi.annotations({ title: "Marketing QR codes", description: "Redirecting short links." })) {}
