/**
 * The route table of the tenancy matrix: every route that names a workspace
 * resource (by id in the path, by `workspace_id` in a create body or a list
 * query), the fixture it runs against and the owner's view of that fixture.
 */
import {
  type Brand,
  type BrandId,
  Brands,
  type BusinessOperator,
  BusinessOperators,
  type Format,
  type Label,
  Labels,
  type MarketingQrCode,
  MarketingQrCodes,
  type Media,
  MediaInspector,
  Medias,
  type PublishRequest,
  PublishRequests,
  UserId,
  type Workspace,
  WorkspaceId
} from "@elabel/domain"
import {
  createBrand,
  createCompleteLabel,
  createQrCode,
  seedWorkspace,
  users,
  validBrandCreate,
  validChildren,
  validFormatCreate,
  validLabelCreate,
  validQrCodeCreate,
  validTranslationPut
} from "@elabel/testkit"
import { Effect, Exit, Stream } from "effect"
import { TestClock } from "effect/testing"
import sharp from "sharp"
import { sharpInspector } from "../../src/media/SharpInspector.ts"
import { call } from "./wire.ts"

/** A small PNG: the fixture's media and the upload row's body. */
const png = new Uint8Array(
  await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 90, g: 20, b: 40 } } })
    .png()
    .toBuffer()
)

/** Callers besides the testkit's: an owner of another workspace, and a user who belongs nowhere. */
export const outsiders = {
  foreignMember: UserId.make("test-foreign-member"),
  nobody: UserId.make("test-nobody")
} as const

/** What the matrix runs against: workspace A (full cast of members) with one of each resource, and workspace B. */
export interface TenancyFixture {
  readonly workspace: Workspace.Workspace
  readonly foreignWorkspace: Workspace.Workspace
  readonly foreignBrandId: BrandId
  readonly primaryBrandId: BrandId
  readonly brand: Brand.Brand
  readonly publishedBrand: Brand.Brand
  readonly label: Label.Label
  readonly publishedLabel: Label.Label
  readonly format: Format.Format
  readonly qr: MarketingQrCode.MarketingQrCode
  readonly publishedQr: MarketingQrCode.MarketingQrCode
  /** A complete draft label with a pending publish request, filed by the editor. */
  readonly requestedLabel: Label.Label
  readonly publishRequest: PublishRequest.PublishRequest
  /** A picture nothing names (so an editor may delete it). */
  readonly media: Media.Media
  /** A business operator no label names (so an editor may delete it). */
  readonly operator: BusinessOperator.BusinessOperator
}

/**
 * Seeds the fixture through the domain, then moves the clock one minute on,
 * so any write that slips through stamps a new `updated_at` and shows in a snapshot.
 */
export const seedTenancy = Effect.gen(function* () {
  const { brandId, workspace } = yield* seedWorkspace({ plan: "premium" })
  const foreign = yield* seedWorkspace({ name: "Foreign", owner: outsiders.foreignMember, members: [] })
  const owner = users.owner
  const brand = yield* createBrand(owner, workspace.id)
  const publishedBrand = yield* createBrand(owner, workspace.id, { name: "Published Brand" })
  yield* (yield* Brands).publish(owner, publishedBrand.id)
  // Both complete: the draft is published by the matrix's publish row, the other here.
  const label = yield* createCompleteLabel(owner, workspace.id, brandId, { quantity: 750 })
  const published = yield* createCompleteLabel(owner, workspace.id, brandId, { name: "Published" })
  yield* (yield* Labels).publish(owner, published.id)
  const qr = yield* createQrCode(owner, workspace.id)
  const publishedQr = yield* createQrCode(owner, workspace.id, { name: "Live campaign" })
  yield* (yield* MarketingQrCodes).publish(owner, publishedQr.id)
  const requestedLabel = yield* createCompleteLabel(owner, workspace.id, brandId, { name: "Requested" })
  const publishRequest = yield* (yield* PublishRequests).request(users.editor, requestedLabel.id)
  const media = yield* Medias.use((medias) =>
    medias.upload(owner, workspace.id, { declared: "image/png", filename: "bottle.png", body: Stream.make(png) })
  ).pipe(Effect.provideService(MediaInspector, sharpInspector), Effect.orDie)
  const operator = yield* BusinessOperators.use((operators) =>
    operators.create(owner, { workspace_id: workspace.id, name: "Kellerei Beispiel eG", city: "Deidesheim" })
  )
  const format = label.formats[0]
  if (format === undefined) return yield* Effect.die(new Error("the fixture label has no default format"))
  yield* TestClock.adjust("1 minute")
  return {
    workspace,
    foreignWorkspace: foreign.workspace,
    foreignBrandId: foreign.brandId,
    primaryBrandId: brandId,
    brand,
    publishedBrand,
    label,
    publishedLabel: published,
    format,
    qr,
    publishedQr,
    requestedLabel,
    publishRequest,
    media,
    operator
  } satisfies TenancyFixture
})

const ownerView = (path: string, as: string = users.owner) =>
  Effect.map(call("GET", path, { as }), (response) => ({ status: response.status, body: response.json }))

/** The four child lists of a label, or `"gone"` once it is deleted. */
const childrenOf = (id: Label.Label["id"]) =>
  Labels.use((labels) =>
    Effect.map(Effect.exit(labels.children(users.owner, id)), (exit) => (Exit.isSuccess(exit) ? exit.value : "gone"))
  )

/**
 * Everything a refused request could have changed, as the owners see it: each
 * fixture resource by GET, the child lists of both labels (not part of the
 * Label resource, so read through the domain), and the lists of both workspaces.
 */
export const snapshot = (f: TenancyFixture) =>
  Effect.all({
    workspace: ownerView(`/v1/workspaces/${f.workspace.id}`),
    label: ownerView(`/v1/labels/${f.label.id}`),
    labelChildren: childrenOf(f.label.id),
    publishedLabel: ownerView(`/v1/labels/${f.publishedLabel.id}`),
    publishedLabelChildren: childrenOf(f.publishedLabel.id),
    format: ownerView(`/v1/label-formats/${f.format.id}`),
    brand: ownerView(`/v1/brands/${f.brand.id}`),
    publishedBrand: ownerView(`/v1/brands/${f.publishedBrand.id}`),
    qr: ownerView(`/v1/marketing-qr-codes/${f.qr.id}`),
    publishedQr: ownerView(`/v1/marketing-qr-codes/${f.publishedQr.id}`),
    media: ownerView(`/v1/media/${f.media.id}`),
    operator: ownerView(`/v1/business-operators/${f.operator.id}`),
    operators: ownerView(`/v1/business-operators?workspace_id=${f.workspace.id}&limit=100`),
    foreignOperators: ownerView("/v1/business-operators?limit=100", outsiders.foreignMember),
    mediaList: ownerView(`/v1/workspaces/${f.workspace.id}/media?limit=100`),
    labels: ownerView(`/v1/labels?workspace_id=${f.workspace.id}&limit=100`),
    brands: ownerView(`/v1/brands?workspace_id=${f.workspace.id}&limit=100`),
    qrCodes: ownerView(`/v1/marketing-qr-codes?workspace_id=${f.workspace.id}&limit=100`),
    publishRequests: ownerView(`/v1/workspaces/${f.workspace.id}/publish-requests?limit=100`),
    foreignLabels: ownerView("/v1/labels?limit=100", outsiders.foreignMember),
    foreignBrands: ownerView("/v1/brands?limit=100", outsiders.foreignMember),
    foreignQrCodes: ownerView("/v1/marketing-qr-codes?limit=100", outsiders.foreignMember)
  })

/**
 * One route of the matrix. `read` and `write` address a resource (in the path,
 * or `workspace_id` in the query of a list); `create` names the workspace in
 * its body. `path(id)` builds the request for the fixture's id or any other.
 */
export interface RouteCase {
  readonly name: string
  readonly kind: "read" | "write" | "create"
  readonly method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE"
  readonly target: (f: TenancyFixture) => string
  readonly path: (id: string) => string
  /** The body; a create puts `id` (the workspace) in it. */
  readonly body?: (f: TenancyFixture, id: string) => unknown
  /** A raw body instead (an upload): its bytes and their type. */
  readonly raw?: { readonly bytes: Uint8Array<ArrayBuffer>; readonly type: string }
  /** The status an editor gets. */
  readonly ok: number
}

const read = (name: string, target: RouteCase["target"], path: RouteCase["path"]): RouteCase => ({
  name: `GET ${name}`,
  kind: "read",
  method: "GET",
  target,
  path,
  ok: 200
})

const write = (
  method: RouteCase["method"],
  name: string,
  target: RouteCase["target"],
  path: RouteCase["path"],
  ok: number,
  body?: RouteCase["body"]
): RouteCase => ({ name: `${method} ${name}`, kind: "write", method, target, path, ok, ...(body ? { body } : {}) })

const create = (name: string, body: NonNullable<RouteCase["body"]>): RouteCase => ({
  name: `POST ${name}`,
  kind: "create",
  method: "POST",
  target: (f) => f.workspace.id,
  path: () => name,
  body,
  ok: 201
})

const labelPath = (suffix: string) => (id: string) => `/v1/labels/${id}${suffix}`
const brandPath = (suffix: string) => (id: string) => `/v1/brands/${id}${suffix}`
const qrPath = (suffix: string) => (id: string) => `/v1/marketing-qr-codes/${id}${suffix}`
const formatPath = (id: string) => `/v1/label-formats/${id}`
const label = (f: TenancyFixture) => f.label.id
const brand = (f: TenancyFixture) => f.brand.id
const qr = (f: TenancyFixture) => f.qr.id
const format = (f: TenancyFixture) => f.format.id
const renamed = () => ({ name: "Renamed" })
const mediaPath = (id: string) => `/v1/media/${id}`
const media = (f: TenancyFixture) => f.media.id
const workspaceMedia = (id: string) => `/v1/workspaces/${id}/media`
const operatorPath = (id: string) => `/v1/business-operators/${id}`
const operator = (f: TenancyFixture) => f.operator.id

/** Every route of the matrix, one row each. Writes target a resource the write would visibly change. */
export const tenancyRoutes: ReadonlyArray<RouteCase> = [
  read(
    "/v1/workspaces/:id",
    (f) => f.workspace.id,
    (id) => `/v1/workspaces/${id}`
  ),
  read(
    "/v1/workspaces/:id/export",
    (f) => f.workspace.id,
    (id) => `/v1/workspaces/${id}/export`
  ),
  write(
    "POST",
    "/v1/workspaces/:id/imports",
    (f) => f.workspace.id,
    (id) => `/v1/workspaces/${id}/imports`,
    200,
    () => [{ name: "Imported" }]
  ),
  read("/v1/media/:id", media, mediaPath),
  write("PATCH", "/v1/media/:id", media, mediaPath, 200, () => ({ alt: { de: "Die Flasche" } })),
  write("DELETE", "/v1/media/:id", media, mediaPath, 204),
  read("/v1/workspaces/:id/media", (f) => f.workspace.id, workspaceMedia),
  {
    ...write("POST", "/v1/workspaces/:id/media", (f) => f.workspace.id, workspaceMedia, 201),
    raw: { bytes: png, type: "image/png" }
  },
  read("/v1/business-operators/:id", operator, operatorPath),
  write("PATCH", "/v1/business-operators/:id", operator, operatorPath, 200, renamed),
  write("DELETE", "/v1/business-operators/:id", operator, operatorPath, 204),
  read("/v1/brands/:id", brand, brandPath("")),
  write("PATCH", "/v1/brands/:id", brand, brandPath(""), 200, renamed),
  write("POST", "/v1/brands/:id/publish", brand, brandPath("/publish"), 200),
  write("POST", "/v1/brands/:id/unpublish", (f) => f.publishedBrand.id, brandPath("/unpublish"), 200),
  read("/v1/labels/:id", label, labelPath("")),
  read("/v1/labels/:id/compliance", label, labelPath("/compliance")),
  write("PATCH", "/v1/labels/:id", label, labelPath(""), 200, renamed),
  write("DELETE", "/v1/labels/:id", label, labelPath(""), 204),
  write("POST", "/v1/labels/:id/duplicate", label, labelPath("/duplicate"), 201, () => ({ name: "Copy" })),
  write("POST", "/v1/labels/:id/publish", label, labelPath("/publish"), 200),
  write("POST", "/v1/labels/:id/unpublish", (f) => f.publishedLabel.id, labelPath("/unpublish"), 200),
  write("PUT", "/v1/labels/:id/translations/:locale", label, labelPath("/translations/de"), 200, () =>
    validTranslationPut()
  ),
  write("POST", "/v1/labels/:id/formats", label, labelPath("/formats"), 201, () => validFormatCreate()),
  ...["grape-varieties", "ingredients", "packagings", "certifications"].map((list) =>
    read(`/v1/labels/:id/${list}`, label, labelPath(`/${list}`))
  ),
  write("PUT", "/v1/labels/:id/grape-varieties", label, labelPath("/grape-varieties"), 200, () => [
    ...validChildren.grape_varieties
  ]),
  write("PUT", "/v1/labels/:id/ingredients", label, labelPath("/ingredients"), 200, () => [
    ...validChildren.ingredients
  ]),
  write("PUT", "/v1/labels/:id/packagings", label, labelPath("/packagings"), 200, () => [...validChildren.packagings]),
  write("PUT", "/v1/labels/:id/certifications", label, labelPath("/certifications"), 200, () => [
    ...validChildren.certifications
  ]),
  write("POST", "/v1/labels/:id/publish-requests", label, labelPath("/publish-requests"), 201),
  read("/v1/labels/:id/publish-requests", (f) => f.requestedLabel.id, labelPath("/publish-requests")),
  read(
    "/v1/workspaces/:id/publish-requests",
    (f) => f.workspace.id,
    (id) => `/v1/workspaces/${id}/publish-requests`
  ),
  read(
    "/v1/publish-requests/:id",
    (f) => f.publishRequest.id,
    (id) => `/v1/publish-requests/${id}`
  ),
  read("/v1/labels/:id/versions", (f) => f.publishedLabel.id, labelPath("/versions")),
  read("/v1/labels/:id/versions/:version", (f) => f.publishedLabel.id, labelPath("/versions/1")),
  read("/v1/labels/:id/versions/:version/page", (f) => f.publishedLabel.id, labelPath("/versions/1/page")),
  read("/v1/label-formats/:id", format, formatPath),
  write("PATCH", "/v1/label-formats/:id", format, formatPath, 200, () => ({ quantity: 1500 })),
  write("DELETE", "/v1/label-formats/:id", format, formatPath, 204),
  read("/v1/marketing-qr-codes/:id", qr, qrPath("")),
  write("PATCH", "/v1/marketing-qr-codes/:id", qr, qrPath(""), 200, renamed),
  write("DELETE", "/v1/marketing-qr-codes/:id", qr, qrPath(""), 204),
  write("POST", "/v1/marketing-qr-codes/:id/publish", qr, qrPath("/publish"), 200),
  write("POST", "/v1/marketing-qr-codes/:id/unpublish", (f) => f.publishedQr.id, qrPath("/unpublish"), 200),
  ...(["svg", "png"] as const).flatMap((ext) => [
    read(`/v1/labels/:id/qr.${ext}`, label, labelPath(`/qr.${ext}`)),
    read(`/v1/label-formats/:id/qr.${ext}`, format, (id) => `${formatPath(id)}/qr.${ext}`),
    read(`/v1/marketing-qr-codes/:id/qr.${ext}`, qr, qrPath(`/qr.${ext}`))
  ]),
  ...(["pdf", "svg"] as const).flatMap((ext) => [
    read(`/v1/labels/:id/print-kit.${ext}`, label, labelPath(`/print-kit.${ext}`)),
    read(`/v1/label-formats/:id/print-kit.${ext}`, format, (id) => `${formatPath(id)}/print-kit.${ext}`)
  ]),
  read("/v1/labels/:id/nutrition", label, labelPath("/nutrition")),
  read(
    "/v1/workspaces/:id/print-kits.zip",
    (f) => f.workspace.id,
    (id) => `/v1/workspaces/${id}/print-kits.zip`
  ),
  create("/v1/labels", (f, id) => validLabelCreate(WorkspaceId.make(id), f.primaryBrandId)),
  create("/v1/brands", (_f, id) => validBrandCreate(WorkspaceId.make(id))),
  create("/v1/marketing-qr-codes", (_f, id) => validQrCodeCreate(WorkspaceId.make(id))),
  create("/v1/business-operators", (_f, id) => ({ workspace_id: id, name: "Abfüllerei Muster GmbH" })),
  read(
    "/v1/labels?workspace_id=",
    (f) => f.workspace.id,
    (id) => `/v1/labels?workspace_id=${id}`
  ),
  read(
    "/v1/brands?workspace_id=",
    (f) => f.workspace.id,
    (id) => `/v1/brands?workspace_id=${id}`
  ),
  read(
    "/v1/business-operators?workspace_id=",
    (f) => f.workspace.id,
    (id) => `/v1/business-operators?workspace_id=${id}`
  ),
  read(
    "/v1/marketing-qr-codes?workspace_id=",
    (f) => f.workspace.id,
    (id) => `/v1/marketing-qr-codes?workspace_id=${id}`
  )
]
