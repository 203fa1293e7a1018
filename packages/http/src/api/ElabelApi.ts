/**
 * The whole HTTP API: every group, strict bodies, request validation as
 * problems, OpenAPI metadata. Import it to serve (`HttpApiBuilder.layer`) or
 * to call (`HttpApiClient.make`); it holds no server code.
 */

import { Primitives } from "@elabel/domain"
import { HttpApi, OpenApi } from "effect/http-api"
import { ApiKeysApi } from "./ApiKeysApi.ts"
import { AuditApi } from "./AuditApi.ts"
import { BrandsApi } from "./BrandsApi.ts"
import { BusinessOperatorsApi } from "./BusinessOperatorsApi.ts"
import { CatalogApi } from "./CatalogApi.ts"
import { ImportsApi } from "./ImportsApi.ts"
import { LabelFormatsApi } from "./LabelFormatsApi.ts"
import { LabelsApi } from "./LabelsApi.ts"
import { LabelVersionsApi } from "./LabelVersionsApi.ts"
import { MarketingQrCodesApi } from "./MarketingQrCodesApi.ts"
import { MediaApi } from "./MediaApi.ts"
import { completeOpenApi } from "./OpenApiDocument.ts"
import { queryValueTypes } from "./OpenApiQueryTypes.ts"
import { PrintKitsApi } from "./PrintKitsApi.ts"
import { PublishRequestsApi } from "./PublishRequestsApi.ts"
import { QrImagesApi } from "./QrImagesApi.ts"
import { RequestValidation } from "./RequestValidation.ts"
import { StatisticsApi } from "./StatisticsApi.ts"
import { SystemApi } from "./SystemApi.ts"
import { WebhooksApi } from "./WebhooksApi.ts"
import { WorkspacesApi } from "./WorkspacesApi.ts"

/** Version of the API contract, shown in the OpenAPI document. */
export const API_VERSION = "1.0.0"

/** The groups and parse options, before the OpenAPI metadata (whose transform reads their query Schemas). */
const api = HttpApi.make("elabel")
  .add(
    WorkspacesApi,
    BrandsApi,
    BusinessOperatorsApi,
    LabelsApi,
    LabelVersionsApi,
    LabelFormatsApi,
    MarketingQrCodesApi,
    QrImagesApi,
    PrintKitsApi,
    ImportsApi,
    CatalogApi,
    WebhooksApi,
    ApiKeysApi,
    AuditApi,
    PublishRequestsApi,
    StatisticsApi,
    SystemApi,
    MediaApi
  )
  .middleware(RequestValidation)
  .annotate(HttpApi.PayloadParseOptions, Primitives.strictParseOptions)
  .annotate(HttpApi.QueryParseOptions, { errors: "all" })

/**
 * The e-label API. Bodies are strict: every issue is reported and an
 * unknown or output-only key is a 400 `invalid-body` (Schema ignores excess
 * keys by default). Query strings report every issue; a parameter the
 * endpoint does not take is refused before decoding, by the server's global
 * middleware (`server/RouteTable.ts`), on endpoints without a query too.
 */
export class ElabelApi extends api.annotateMerge(
  OpenApi.annotations({
    title: "E-label API",
    version: API_VERSION,
    description:
      "Electronic labels for wine, their brands and formats, and marketing QR codes. Every /v1 endpoint needs " +
      "`Authorization: Bearer <token>`; every error is `application/problem+json` with a `type` of `/problems/<slug>`.",
    transform: (document) => completeOpenApi(document, queryValueTypes(api))
  })
) {}
