/**
 * The one place where domain errors become problems (RFC 9457). Handlers
 * pipe every use case through `mapDomainErrors`; nothing else decides a
 * status. A `detail` names only what the caller sent (an id, a locale) or a
 * domain reason written for users: never storage errors or other tenants' data.
 */
import type {
  ApprovalRequired,
  Conflict,
  DomainError,
  IdempotencyKeyReused,
  InvalidInput,
  LabelChanged,
  LabelIncomplete,
  MediaTooLarge,
  NotAMember,
  NotAnAdmin,
  NotFound,
  NotWritable,
  OwnRequest,
  PersistenceUnavailable,
  PlanLimit,
  PreconditionFailed,
  ResourceKind,
  UnknownLocale,
  UnsupportedMedia
} from "@elabel/domain"
import { Effect } from "effect"
import {
  AdminOnlyProblem,
  ApprovalRequiredProblem,
  ConflictProblem,
  IdempotencyKeyReusedProblem,
  InternalProblem,
  InvalidBodyProblem,
  LabelChangedProblem,
  LabelIncompleteProblem,
  NotAMemberProblem,
  NotFoundProblem,
  NotWritableProblem,
  OwnPublishRequestProblem,
  PayloadTooLargeProblem,
  PlanLimitProblem,
  PreconditionFailedProblem,
  UnknownLocaleProblem,
  UnsupportedMediaTypeProblem,
  UpstreamUnavailableProblem
} from "../api/Problems.ts"

/** How a detail names each kind of resource. */
const nouns: Record<ResourceKind, string> = {
  workspace: "workspace",
  brand: "brand",
  label: "label",
  format: "label format",
  marketing_qr_code: "marketing QR code",
  translation: "translation",
  label_version: "label version",
  webhook: "webhook",
  webhook_delivery: "webhook delivery",
  media: "media",
  api_key: "API key",
  publish_request: "publish request",
  business_operator: "business operator"
}

/**
 * The 404 of a resource id. Unknown ids and other tenants' ids get this very
 * body (the id is the one the caller sent), so the answer is no existence oracle.
 */
export const notFoundProblem = (resource: ResourceKind, id: string): NotFoundProblem =>
  new NotFoundProblem({ detail: `No ${nouns[resource]} with id ${id}.` })

/** The 503 of an unreachable or slow database; the server adds `Retry-After`. */
export const upstreamUnavailableProblem = (): UpstreamUnavailableProblem =>
  new UpstreamUnavailableProblem({ detail: "The database is unavailable. Retry later." })

/** The problem answering each domain error type. */
export type ProblemFor<E> = E extends NotFound
  ? NotFoundProblem
  : E extends NotWritable
    ? NotWritableProblem
    : E extends NotAMember
      ? NotAMemberProblem
      : E extends NotAnAdmin
        ? AdminOnlyProblem
        : E extends PlanLimit
          ? PlanLimitProblem
          : E extends Conflict
            ? ConflictProblem
            : E extends InvalidInput
              ? InvalidBodyProblem
              : E extends UnknownLocale
                ? UnknownLocaleProblem
                : E extends PreconditionFailed
                  ? PreconditionFailedProblem
                  : E extends IdempotencyKeyReused
                    ? IdempotencyKeyReusedProblem
                    : E extends LabelIncomplete
                      ? LabelIncompleteProblem
                      : E extends PersistenceUnavailable
                        ? UpstreamUnavailableProblem
                        : E extends UnsupportedMedia
                          ? UnsupportedMediaTypeProblem
                          : E extends MediaTooLarge
                            ? PayloadTooLargeProblem
                            : E extends ApprovalRequired
                              ? ApprovalRequiredProblem
                              : E extends OwnRequest
                                ? OwnPublishRequestProblem
                                : E extends LabelChanged
                                  ? LabelChangedProblem
                                  : never

const issueCount = (n: number): string => (n === 1 ? "1 field is invalid." : `${n} fields are invalid.`)

/** The problem of one domain error. */
export const toProblem = <E extends DomainError>(error: E): ProblemFor<E> => {
  const problem = (() => {
    switch (error._tag) {
      case "NotFound":
        return notFoundProblem(error.resource, error.id)
      case "NotWritable":
        return new NotWritableProblem({
          detail: `Your role in the workspace of this ${nouns[error.resource]} may only read it.`
        })
      case "NotAnAdmin":
        return new AdminOnlyProblem({
          detail: `Only the owners and admins of workspace ${error.workspace_id} may do this.`
        })
      case "NotAMember":
        return new NotAMemberProblem({ detail: `You are not a member of workspace ${error.workspace_id}.` })
      case "PlanLimit":
        return new PlanLimitProblem({ detail: error.reason })
      case "Conflict":
        return new ConflictProblem({ detail: error.reason })
      case "InvalidInput":
        return new InvalidBodyProblem({ detail: issueCount(error.errors.length), errors: error.errors })
      case "UnknownLocale":
        return new UnknownLocaleProblem({ detail: `"${error.locale}" is not a supported locale.` })
      case "PreconditionFailed":
        return new PreconditionFailedProblem({
          detail: `The ${nouns[error.resource]} changed since the version If-Match names; read it again.`
        })
      case "IdempotencyKeyReused":
        return new IdempotencyKeyReusedProblem({
          detail: "This Idempotency-Key was used with another request before; use a new key for a new request."
        })
      case "LabelIncomplete":
        return new LabelIncompleteProblem({ detail: labelIncompleteDetail(error), errors: error.errors })
      case "PersistenceUnavailable":
        // The reason stays in the logs of the adapter: it may name hosts or SQL.
        return upstreamUnavailableProblem()
      case "UnsupportedMedia":
        return new UnsupportedMediaTypeProblem({
          detail:
            `The body was sent as ${error.declared} but is ${error.found}. Send a JPEG, PNG, WebP or AVIF picture, ` +
            "or a PDF document, with the Content-Type of its bytes."
        })
      case "MediaTooLarge":
        return new PayloadTooLargeProblem({ detail: error.reason })
      case "ApprovalRequired":
        return new ApprovalRequiredProblem({
          detail:
            "This workspace publishes only what an owner or admin approved. Request publication with " +
            `POST /v1/labels/${error.label_id}/publish-requests.`
        })
      case "OwnRequest":
        return new OwnPublishRequestProblem({
          detail: `You made publish request ${error.id}: another owner or admin of the workspace approves it.`
        })
      case "LabelChanged":
        return new LabelChangedProblem({
          detail:
            `The label changed since publish request ${error.id} was made (${error.changes.join(", ")}): nothing ` +
            "was published. Reject the request and request publication again.",
          changes: error.changes
        })
    }
  })()
  return problem as ProblemFor<E>
}

/** The detail of a 422 `label-incomplete`: a refused publish, or a refused change of a published label. */
const labelIncompleteDetail = (error: LabelIncomplete): string => {
  const count = error.errors.length === 1 ? "1 mandatory particular" : `${error.errors.length} mandatory particulars`
  if (error.write === "request") return `${count} missing or wrong (see errors): no publish request was made.`
  if (error.write === "print")
    return `${count} missing (see errors): the label has nothing to print beside its code yet.`
  return error.write === "publish"
    ? `${count} missing or wrong (see errors): the label was not published.`
    : `This change would leave the published page with ${count} missing or wrong (see errors): nothing was ` +
        "changed, the page stays as it was."
}

/** Turns the domain errors of a use case into the problems its endpoint declares. */
export const mapDomainErrors = <A, E extends DomainError, R>(
  effect: Effect.Effect<A, E, R>
): Effect.Effect<A, ProblemFor<E>, R> => Effect.mapError(effect, toProblem)

/**
 * A 500 `internal` problem for something unexpected, logged with the same
 * correlation id the body carries as `instance`, so a report can be matched
 * to its log line. `cause` goes only to the log.
 */
export const internalProblem = (message: string, cause: unknown): Effect.Effect<InternalProblem> =>
  Effect.suspend(() => {
    const instance = `urn:uuid:${crypto.randomUUID()}`
    return Effect.logError(`${message} [instance ${instance}]`, cause).pipe(
      Effect.annotateLogs({ instance, status: 500 }),
      Effect.as(new InternalProblem({ instance }))
    )
  })
