/**
 * The HttpApi contract of the e-label service: groups, endpoints, problem
 * types and bearer security. No server code: a typed client can import it.
 */
export * from "./Authorization.ts"
export * from "./BrandsApi.ts"
export * from "./BusinessOperatorsApi.ts"
export * from "./CatalogApi.ts"
export * from "./ElabelApi.ts"
export * from "./ImportsApi.ts"
export * from "./LabelFormatsApi.ts"
export * from "./LabelsApi.ts"
export * from "./MarketingQrCodesApi.ts"
export * from "./PrintKitsApi.ts"
export * from "./Problems.ts"
export * from "./QrImagesApi.ts"
export * as QueryParams from "./QueryParams.ts"
export * from "./RequestValidation.ts"
export * from "./SystemApi.ts"
export * from "./WorkspacesApi.ts"
