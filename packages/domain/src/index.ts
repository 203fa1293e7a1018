/**
 * @elabel/domain: the e-label domain. Schemas of every resource, typed
 * errors, storage ports and the use-case services. Imports only `effect`.
 *
 * One folder per part of the domain, each holding its model, its storage
 * ports and its use cases; `shared/` holds what every part uses.
 */

// approval: publication by request, approved by another owner or admin
export * as PublishRequest from "./approval/PublishRequest.ts"
export * from "./approval/PublishRequestRepository.ts"
export * from "./approval/PublishRequests.ts"
// catalog: the reference catalogues labels point at
export * as Catalog from "./catalog/Catalog.ts"
export * from "./catalog/CatalogRepository.ts"
export * from "./catalog/Catalogs.ts"
// compliance: what a label needs before it is published
export * as Compliance from "./compliance/Compliance.ts"
export { LabelIncomplete } from "./compliance/ComplianceIssue.ts"
export type { DomainError } from "./DomainError.ts"
// the composition of every use case onto the ports
export * from "./DomainServices.ts"
// gs1: the GS1 Digital Link resolver, over the published record and the live GTIN index
export * from "./gs1/Gs1Index.ts"
export type { Gs1Level, Gs1Link, Gs1Resolution } from "./gs1/Gs1Links.ts"
export * from "./gs1/Gs1Resolutions.ts"
export * as Gs1Resolver from "./gs1/Gs1Resolver.ts"
// idempotency: safe retries of writes
export * from "./idempotency/Idempotency.ts"
export * from "./idempotency/IdempotencyStore.ts"
// brand
export * as Brand from "./label/Brand.ts"
export * from "./label/BrandRepository.ts"
export * from "./label/Brands.ts"
export * as BusinessOperator from "./label/BusinessOperator.ts"
export * from "./label/BusinessOperatorRepository.ts"
export * from "./label/BusinessOperators.ts"
// label: the editable label, its formats, translations and child lists
export * as Format from "./label/Format.ts"
export * from "./label/FormatRepository.ts"
export * from "./label/Formats.ts"
export * as Label from "./label/Label.ts"
export * as LabelChildren from "./label/LabelChildren.ts"
export * from "./label/LabelHistory.ts"
export * as LabelParts from "./label/LabelParts.ts"
export * from "./label/LabelPublishState.ts"
export * from "./label/LabelRepository.ts"
export * from "./label/Labels.ts"
export { LabelWrite } from "./label/LabelWrite.ts"
export * from "./label/LabelWrites.ts"
export { labelGs1Index } from "./label/labelGs1Index.ts"
export * as Translation from "./label/Translation.ts"
export * as MarketingQrCode from "./marketing/MarketingQrCode.ts"
export * from "./marketing/MarketingQrCodeRepository.ts"
export * from "./marketing/MarketingQrCodes.ts"
export * as Redirect from "./marketing/Redirect.ts"
export * from "./marketing/Redirects.ts"
// marketing: marketing QR codes and their redirects
// media: pictures and documents of a workspace, their bytes stored once by SHA-256
export * as Media from "./media/Media.ts"
export * from "./media/MediaInspector.ts"
export * from "./media/MediaLimits.ts"
export * from "./media/MediaRepository.ts"
export * from "./media/MediaStore.ts"
export * from "./media/Medias.ts"
export * from "./media/mediaReferences.ts"
export * from "./operator/WorkspaceAdmin.ts"
// print: the back label's print kit and the bottle's numbers as data
export * as PrintKit from "./print/index.ts"
export * from "./print/PrintKits.ts"
// published: the frozen record of what a published label shows, and the consumer page built from it
export * as ELabelPage from "./published/ELabelPage.ts"
export * from "./published/ELabelSnapshot.ts"
export * as Energy from "./published/Energy.ts"
export * as LabelVersion from "./published/LabelVersion.ts"
export * from "./published/LabelVersionRepository.ts"
export * from "./published/PublicPages.ts"
export * as ELabelStrings from "./published/strings/index.ts"
export * from "./published/VersionComparison.ts"
export * as VersionDocument from "./published/VersionDocument.ts"
// qr: what a QR code encodes
export * as QrTarget from "./qr/QrTarget.ts"
export * from "./qr/QrTargets.ts"
// console sign-in: links and sessions
export * from "./session/SignInStore.ts"
// shared: ids, errors, field schemas, paging, locales, conditional writes, the generic ports
export * from "./shared/BoundedCache.ts"
export * from "./shared/CanonicalJson.ts"
export * as CodedValues from "./shared/CodedValues.ts"
export { described, fieldDescriptions } from "./shared/descriptions/index.ts"
export * from "./shared/errors.ts"
// gs1: GTINs and the GS1 Digital Link resolver
export * as Gs1 from "./shared/Gs1.ts"
export * from "./shared/IdGenerator.ts"
export * from "./shared/ids.ts"
export * from "./shared/LinkChangeNotifier.ts"
export * as Locale from "./shared/Locale.ts"
export * as Paging from "./shared/Paging.ts"
export * from "./shared/PublicBaseUrl.ts"
export * from "./shared/PublicRefRepository.ts"
export * as Primitives from "./shared/primitives.ts"
export * from "./shared/RefGenerator.ts"
export * from "./shared/SchemaIssues.ts"
export { plainEncoder } from "./shared/schemaProjection.ts"
export * from "./shared/Transactor.ts"
export * from "./shared/WriteCondition.ts"
// statistics: daily counters of scans and page views
export * as Stats from "./statistics/DailyCounts.ts"
export * from "./statistics/PageViewRepository.ts"
export * from "./statistics/ScanRepository.ts"
export * from "./statistics/Statistics.ts"
// transfer: bulk import and export
export * as LabelDocument from "./transfer/LabelDocument.ts"
export * as LabelImport from "./transfer/LabelImport.ts"
export * from "./transfer/LabelTransfer.ts"
// webhooks: endpoints, events and their deliveries
export * from "./webhooks/EventOutbox.ts"
export * as Webhook from "./webhooks/Webhook.ts"
export * as WebhookAddress from "./webhooks/WebhookAddress.ts"
export * from "./webhooks/WebhookDeliveries.ts"
export * as WebhookDelivery from "./webhooks/WebhookDelivery.ts"
export * from "./webhooks/WebhookRepository.ts"
export * from "./webhooks/Webhooks.ts"
export * from "./webhooks/WebhookUrlGuard.ts"
// workspace: workspaces, members, who may do what, API keys for machines and the audit log of every write
export * from "./workspace/Access.ts"
export * as ApiKey from "./workspace/ApiKey.ts"
export * from "./workspace/ApiKeyRepository.ts"
export * as ApiKeySecret from "./workspace/ApiKeySecret.ts"
export * from "./workspace/ApiKeys.ts"
export * as Audit from "./workspace/AuditEvent.ts"
export * from "./workspace/AuditLog.ts"
export * from "./workspace/Audits.ts"
export { type AuditEntry, makeAuditTrail, OPERATOR } from "./workspace/auditTrail.ts"
export * as Workspace from "./workspace/Workspace.ts"
export * from "./workspace/WorkspaceRepository.ts"
export * from "./workspace/Workspaces.ts"
