/**
 * The server side of `RequestValidation`: a request that fails its Schema is
 * answered with a problem instead of the framework's empty 400. Paths use the
 * spelling of the domain's `InvalidInput`: keys joined with `.`, array
 * indices in brackets (`name`, `formats[0].quantity`, `[3].ingredient_id`);
 * an issue with the whole body has the path `""`.
 */
import { fieldIssues, type ResourceKind } from "@elabel/domain"
import { Effect } from "effect"
import { HttpRouter, HttpServerRespondable, type HttpServerResponse } from "effect/http"
import { type HttpApiError, HttpApiMiddleware } from "effect/http-api"
import { InvalidBodyProblem, InvalidQueryProblem } from "../api/Problems.ts"
import { RequestValidation } from "../api/RequestValidation.ts"
import { internalProblem, notFoundProblem } from "./problemMapping.ts"

/** The resource addressed by `:id` in each group's paths. */
const resourceOfGroup: Record<string, ResourceKind> = {
  workspaces: "workspace",
  brands: "brand",
  labels: "label",
  labelFormats: "format",
  marketingQrCodes: "marketing_qr_code",
  webhooks: "webhook"
}

/** The resource addressed by `:id` after each collection: for groups spanning several (the QR images). */
const resourceOfCollection: Record<string, ResourceKind> = {
  labels: "label",
  "label-formats": "format",
  "marketing-qr-codes": "marketing_qr_code"
}

const resourceOf = (groupIdentifier: string, endpointPath: string): ResourceKind | undefined =>
  resourceOfGroup[groupIdentifier] ?? resourceOfCollection[/^\/v1\/([^/]+)\/:id/.exec(endpointPath)?.[1] ?? ""]

const count = (n: number, what: string): string => (n === 1 ? `1 ${what} is invalid.` : `${n} ${what}s are invalid.`)

/**
 * A path parameter that is not even a well-formed id names nothing: the same
 * 404 as an unknown id, echoing the id as sent.
 */
const paramsNotFound = (groupIdentifier: string, endpointPath: string) =>
  Effect.map(HttpRouter.params, (params) =>
    // Only groups with an `:id` have params that can fail; the fallback is never reached.
    notFoundProblem(resourceOf(groupIdentifier, endpointPath) ?? "label", params.id ?? "")
  )

/** The response of one schema failure in an endpoint (at `endpointPath`) of the group `groupIdentifier`. */
export const schemaErrorResponse = (
  error: HttpApiError.HttpApiSchemaError,
  groupIdentifier: string,
  endpointPath = ""
): Effect.Effect<HttpServerResponse.HttpServerResponse, never, HttpRouter.RouteContext> => {
  switch (error.kind) {
    case "Payload": {
      const errors = fieldIssues(error.cause)
      return HttpServerRespondable.toResponse(new InvalidBodyProblem({ detail: count(errors.length, "field"), errors }))
    }
    case "Query": {
      const errors = fieldIssues(error.cause)
      return HttpServerRespondable.toResponse(
        new InvalidQueryProblem({ detail: count(errors.length, "query parameter"), errors })
      )
    }
    case "Params":
      return Effect.flatMap(paramsNotFound(groupIdentifier, endpointPath), HttpServerRespondable.toResponse)
    default:
      // A response that fails its own Schema (or an undeclared header slot): our bug, not the caller's.
      return Effect.flatMap(
        internalProblem(`${error.kind} schema failure`, error.cause),
        HttpServerRespondable.toResponse
      )
  }
}

/** `RequestValidation` answering request decoding failures with problems. */
export const RequestValidationLive = HttpApiMiddleware.layerSchemaErrorTransform(
  RequestValidation,
  (error, { group, endpoint }) => schemaErrorResponse(error, group.identifier, endpoint.path)
)
