/**
 * The endpoints with a JSON body, as targets of the bounds tests: how to send
 * a body built around one field under test, and what the owner sees of the
 * resource the request would change, so a refusal can be shown to change nothing.
 */
import type { LabelChildren } from "@elabel/domain"
import { type Label, Labels, type UserId } from "@elabel/domain"
import {
  catalogIds,
  createBrand,
  createLabel,
  createQrCode,
  seedWorkspace,
  users,
  validBrandCreate,
  validFormatCreate,
  validLabelCreate,
  validQrCodeCreate,
  validTranslationPut
} from "@elabel/testkit"
import { Effect } from "effect"
import { call, type Wire, type WireResponse } from "./wire.ts"

/** One workspace (plan premium) with a brand, a label with its default format, and a draft QR code. */
export const seedBounds = Effect.gen(function* () {
  const { brandId, workspace } = yield* seedWorkspace({ plan: "premium" })
  const brand = yield* createBrand(users.owner, workspace.id)
  const label = yield* createLabel(users.owner, workspace.id, brandId, { quantity: 750 })
  const qr = yield* createQrCode(users.owner, workspace.id)
  const format = label.formats[0]
  if (format === undefined) return yield* Effect.die(new Error("the fixture label has no default format"))
  return { workspace, brandId, brand, label, format, qr }
})

/** What `seedBounds` made. */
export type BoundsFixture = Effect.Success<typeof seedBounds>

type Fields = Readonly<Record<string, unknown>>

/** An endpoint with a body. `body` merges the fields under test into a valid body; `state` is what must not move. */
export interface BodyTarget {
  readonly name: string
  readonly method: "POST" | "PATCH" | "PUT"
  readonly path: (f: BoundsFixture) => string
  readonly body: (f: BoundsFixture, fields: Fields) => unknown
  readonly state: (f: BoundsFixture) => Effect.Effect<unknown, never, Wire | Labels>
  /** The stored object holding the fields, read back after an accepted request. */
  readonly stored: (f: BoundsFixture, response: WireResponse) => Effect.Effect<Fields, never, Wire | Labels>
}

const owner: { readonly as: UserId } = { as: users.owner }

/** The owner's GET of a path: status and JSON. */
export const view = (path: string) =>
  Effect.map(call("GET", path, owner), (response) => ({ status: response.status, json: response.json as Fields }))

/** Sends the target's body with `fields` as the owner. */
export const sendTo = (target: BodyTarget, f: BoundsFixture, fields: Fields) =>
  call(target.method, target.path(f), { ...owner, body: target.body(f, fields) })

const labelPath = (f: BoundsFixture) => `/v1/labels/${f.label.id}`
const brandPath = (f: BoundsFixture) => `/v1/brands/${f.brand.id}`
const qrPath = (f: BoundsFixture) => `/v1/marketing-qr-codes/${f.qr.id}`
const formatPath = (f: BoundsFixture) => `/v1/label-formats/${f.format.id}`
const list = (resource: string) => (f: BoundsFixture) =>
  view(`/v1/${resource}?workspace_id=${f.workspace.id}&limit=100`)
const fromPath = (path: (f: BoundsFixture) => string) => (f: BoundsFixture) => Effect.map(view(path(f)), (v) => v.json)
const fromLocation = (_f: BoundsFixture, response: WireResponse) =>
  Effect.map(view(response.headers.get("location") ?? "/missing-location"), (v) => v.json)

const patch = (name: string, path: (f: BoundsFixture) => string, change: Fields): BodyTarget => ({
  name: `PATCH ${name}`,
  method: "PATCH",
  path,
  body: (_f, fields) => ({ ...change, ...fields }),
  state: (f) => view(path(f)),
  stored: fromPath(path)
})

/** PATCH targets; each body also carries a valid change, so a partly applied refusal would show. */
export const labelPatch = patch("/v1/labels/:id", labelPath, { name: "Changed" })
export const brandPatch = patch("/v1/brands/:id", brandPath, { name: "Changed" })
export const qrPatch = patch("/v1/marketing-qr-codes/:id", qrPath, { name: "Changed" })
export const formatPatch = patch("/v1/label-formats/:id", formatPath, { lot: "L-2" })

const create = (
  path: string,
  base: (f: BoundsFixture) => Fields,
  state: BodyTarget["state"],
  at: (f: BoundsFixture) => string = () => path
): BodyTarget => ({
  name: `POST ${path}`,
  method: "POST",
  path: at,
  body: (f, fields) => ({ ...base(f), ...fields }),
  state,
  stored: fromLocation
})

export const labelCreate = create("/v1/labels", (f) => validLabelCreate(f.workspace.id, f.brandId), list("labels"))
export const brandCreate = create("/v1/brands", (f) => validBrandCreate(f.workspace.id), list("brands"))
export const qrCreate = create(
  "/v1/marketing-qr-codes",
  (f) => validQrCodeCreate(f.workspace.id),
  list("marketing-qr-codes")
)
export const formatCreate = create(
  "/v1/labels/:id/formats",
  () => validFormatCreate(),
  (f) => view(labelPath(f)),
  (f) => `${labelPath(f)}/formats`
)
export const duplicate = create(
  "/v1/labels/:id/duplicate",
  () => ({}),
  list("labels"),
  (f) => `${labelPath(f)}/duplicate`
)

/** `PUT /v1/labels/{id}/translations/de`; the stored translation is read back from the label. */
export const translationPut: BodyTarget = {
  name: "PUT /v1/labels/:id/translations/:locale",
  method: "PUT",
  path: (f) => `${labelPath(f)}/translations/de`,
  body: (_f, fields) => ({ ...validTranslationPut(), ...fields }),
  state: (f) => view(labelPath(f)),
  stored: (f) =>
    Effect.map(view(labelPath(f)), (v) => (v.json as Label.Label).translations.find((t) => t.locale === "de") ?? {})
}

/** The four child lists of the fixture label, read through the domain (the Label resource does not embed them). */
export const childrenOf = (f: BoundsFixture) =>
  Effect.orDie(Labels.use((labels) => labels.children(users.owner, f.label.id)))

/** A child-list PUT whose body is `count` copies of `row`. */
export interface ChildListCase {
  readonly list: LabelChildren.ChildList
  readonly path: string
  readonly row: Fields
}

/** One valid row per child list, naming fixture catalogue ids. */
export const childLists: ReadonlyArray<ChildListCase> = [
  {
    list: "grape_varieties",
    path: "grape-varieties",
    row: { grape_variety_id: catalogIds.grapeVarieties.riesling, percentage: 0.5 }
  },
  { list: "ingredients", path: "ingredients", row: { ingredient_id: catalogIds.ingredients.grapes } },
  { list: "packagings", path: "packagings", row: { packaging_type: "bottle", collection: "glass" } },
  { list: "certifications", path: "certifications", row: { certification_id: catalogIds.certifications.euOrganic } }
]

/** The child-list PUT of one list as a target; `fields` replace the keys of the first row. */
export const childListPut = (c: ChildListCase, count = 1): BodyTarget => ({
  name: `PUT /v1/labels/:id/${c.path}`,
  method: "PUT",
  path: (f) => `${labelPath(f)}/${c.path}`,
  body: (_f, fields) => Array.from({ length: count }, (_, i) => (i === 0 ? { ...c.row, ...fields } : c.row)),
  state: childrenOf,
  stored: (f) => Effect.map(childrenOf(f), (children) => (children[c.list][0] ?? {}) as Fields)
})

/** The output-only keys of api-decisions, with a plausible value each. */
export const outputOnlyKeys: Readonly<Record<string, unknown>> = {
  id: "0f0f0f0f-0000-4000-8000-000000000000",
  workspace_id: "0f0f0f0f-0000-4000-8000-000000000001",
  ref: "my-own-ref",
  is_published: true,
  published_at: "2026-01-01T00:00:00.000Z",
  short_url: "https://evil.example/l/x",
  short_url_marketing: "https://evil.example/m/x",
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
  slug: "my-slug"
}

/** Each body endpoint with the output-only keys it must refuse (creates take `workspace_id`; refs may only be chosen on create). */
export const strictTargets: ReadonlyArray<readonly [BodyTarget, ReadonlyArray<string>]> = [
  [labelPatch, Object.keys(outputOnlyKeys)],
  [brandPatch, Object.keys(outputOnlyKeys)],
  [qrPatch, Object.keys(outputOnlyKeys)],
  [formatPatch, Object.keys(outputOnlyKeys)],
  [labelCreate, Object.keys(outputOnlyKeys).filter((key) => key !== "ref" && key !== "workspace_id")],
  [brandCreate, Object.keys(outputOnlyKeys).filter((key) => key !== "workspace_id")],
  [qrCreate, Object.keys(outputOnlyKeys).filter((key) => key !== "workspace_id")],
  [formatCreate, Object.keys(outputOnlyKeys).filter((key) => key !== "ref")],
  [duplicate, Object.keys(outputOnlyKeys)],
  [translationPut, ["locale", ...Object.keys(outputOnlyKeys)]]
]
