/**
 * The e-label API served: every group's handlers, the bearer middleware and
 * request validation, registered on the `HttpRouter` together with
 * `/openapi.json`. The server shell adds global middleware and the socket.
 */

import type { DomainServices } from "@elabel/domain"
import { Layer } from "effect"
import type { FileSystem } from "effect/FileSystem"
import type { Etag, HttpPlatform, HttpRouter } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import type { Path } from "effect/Path"
import { ElabelApi } from "../api/ElabelApi.ts"
import type { TokenVerifier } from "../auth/TokenVerifier.ts"
import { ApiKeysHandlers } from "./ApiKeysHandlers.ts"
import { AuditHandlers } from "./AuditHandlers.ts"
import { AuthorizationLive } from "./AuthorizationLive.ts"
import { BrandsHandlers } from "./BrandsHandlers.ts"
import { BusinessOperatorsHandlers } from "./BusinessOperatorsHandlers.ts"
import { CatalogHandlers } from "./CatalogHandlers.ts"
import { IdempotencyLive } from "./IdempotencyLive.ts"
import { ImportsHandlers } from "./ImportsHandlers.ts"
import { LabelFormatsHandlers } from "./LabelFormatsHandlers.ts"
import { LabelsHandlers } from "./LabelsHandlers.ts"
import { LabelVersionsHandlers } from "./LabelVersionsHandlers.ts"
import { MarketingQrCodesHandlers } from "./MarketingQrCodesHandlers.ts"
import { MediaHandlers } from "./MediaHandlers.ts"
import { PrintKitsHandlers } from "./PrintKitsHandlers.ts"
import { PublishRequestsHandlers } from "./PublishRequestsHandlers.ts"
import { QrImagesHandlers } from "./QrImagesHandlers.ts"
import { rateLimited } from "./RateLimitedAuthorization.ts"
import { RequestValidationLive } from "./RequestValidationLive.ts"
import { StatisticsHandlers } from "./StatisticsHandlers.ts"
import { SystemHandlers } from "./SystemHandlers.ts"
import { WebhooksHandlers } from "./WebhooksHandlers.ts"
import { WorkspacesHandlers } from "./WorkspacesHandlers.ts"

export { fieldIssues, formatPath } from "@elabel/domain"
export { AuthorizationLive, challengeFor, REALM } from "./AuthorizationLive.ts"
export {
  internalProblem,
  mapDomainErrors,
  notFoundProblem,
  toProblem,
  upstreamUnavailableProblem
} from "./problemMapping.ts"
export { RequestValidationLive, schemaErrorResponse } from "./RequestValidationLive.ts"

/**
 * What serving the routes needs from the platform: the router they are added
 * to (`HttpRouter.serve` or `HttpRouter.toWebHandler` provide it) and the
 * services `HttpServer.layerServices` or the Node server layer provide.
 */
export type PlatformServices = HttpRouter.HttpRouter | Etag.Generator | FileSystem | HttpPlatform.HttpPlatform | Path

/** Every group of the API with its middleware (the bearer middleware under the per-caller quota). */
const GroupsLive = Layer.mergeAll(
  WorkspacesHandlers,
  BrandsHandlers,
  BusinessOperatorsHandlers,
  LabelsHandlers,
  LabelVersionsHandlers,
  LabelFormatsHandlers,
  MarketingQrCodesHandlers,
  QrImagesHandlers,
  PrintKitsHandlers,
  ImportsHandlers,
  CatalogHandlers,
  WebhooksHandlers,
  ApiKeysHandlers,
  AuditHandlers,
  PublishRequestsHandlers,
  StatisticsHandlers,
  SystemHandlers,
  MediaHandlers
).pipe(Layer.provide([rateLimited(AuthorizationLive), RequestValidationLive, IdempotencyLive]))

/** The API's routes on the domain services and the token verifier. */
export const ApiLive: Layer.Layer<never, never, DomainServices | TokenVerifier | PlatformServices> =
  HttpApiBuilder.layer(ElabelApi, { openapiPath: "/openapi.json" }).pipe(Layer.provide(GroupsLive))
