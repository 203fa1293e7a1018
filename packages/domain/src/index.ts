/**
 * @elabel/domain: the e-label domain. Schemas of every resource, typed
 * errors, storage ports and the use-case services. Imports only `effect`.
 */
export * as Brand from "./Brand.ts"
export * as Catalog from "./Catalog.ts"
export * from "./errors.ts"
export * as Format from "./Format.ts"
export * from "./ids.ts"
export * as Label from "./Label.ts"
export * as LabelChildren from "./LabelChildren.ts"
export * as Locale from "./Locale.ts"
export * as MarketingQrCode from "./MarketingQrCode.ts"
export * as Paging from "./Paging.ts"
export * from "./ports/index.ts"
export * as Primitives from "./primitives.ts"
export * from "./services/index.ts"
export * as Translation from "./Translation.ts"
export * as Workspace from "./Workspace.ts"
