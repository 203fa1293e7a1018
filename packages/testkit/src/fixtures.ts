/**
 * Builders of valid resources, driving the domain services the way a caller
 * would, and the constant users tests act as.
 */
import {
  type Brand,
  type BrandId,
  BrandRepository,
  Brands,
  type Format,
  type Label,
  type LabelChildren,
  Labels,
  type MarketingQrCode,
  MarketingQrCodes,
  type Translation,
  UserId,
  type Workspace,
  WorkspaceAdmin,
  type WorkspaceId
} from "@elabel/domain"
import { Effect } from "effect"
import { catalogIds } from "./catalogFixture.ts"

/** The users tests act as. `stranger` is a member of no fixture workspace. */
export const users = {
  owner: UserId.make("test-owner"),
  admin: UserId.make("test-admin"),
  editor: UserId.make("test-editor"),
  viewer: UserId.make("test-viewer"),
  stranger: UserId.make("test-stranger")
} as const

/** Members `seedWorkspace` adds besides the owner when none are given. */
const defaultMembers: ReadonlyArray<readonly [UserId, Workspace.Role]> = [
  [users.admin, "admin"],
  [users.editor, "editor"],
  [users.viewer, "viewer"]
]

/** A seeded workspace and the id of the primary brand created with it. */
export interface SeededWorkspace {
  readonly workspace: Workspace.Workspace
  readonly brandId: BrandId
}

/**
 * Creates a workspace through `WorkspaceAdmin` (owned by `users.owner`, so it
 * gets its primary brand) and adds `members`: by default `users.admin`,
 * `users.editor` and `users.viewer` with those roles. `plan` defaults to the
 * service's default plan.
 */
export const seedWorkspace = Effect.fn("testkit.seedWorkspace")(function* (
  options: {
    readonly name?: string
    readonly plan?: Workspace.Plan
    readonly owner?: UserId
    readonly members?: ReadonlyArray<readonly [UserId, Workspace.Role]>
  } = {}
) {
  const admin = yield* WorkspaceAdmin
  const workspace = yield* admin.create({
    name: options.name ?? "Weingut Test",
    owner: options.owner ?? users.owner,
    ...(options.plan === undefined ? {} : { plan: options.plan })
  })
  for (const [user, role] of options.members ?? defaultMembers) {
    yield* admin.addMember(workspace.id, user, role)
  }
  // Read through the repository: the primary brand exists whoever the members are.
  const brands = yield* (yield* BrandRepository).list([workspace.id], { limit: 1000, offset: 0 })
  const primary = brands.find((brand) => brand.is_primary_brand)
  if (primary === undefined) return yield* Effect.die(new Error(`workspace ${workspace.id} has no primary brand`))
  return { workspace, brandId: primary.id } satisfies SeededWorkspace
})

/** A valid `POST /v1/labels` body; `overrides` replace or add fields. */
export const validLabelCreate = (
  workspace: WorkspaceId,
  brand: BrandId,
  overrides: Partial<Label.LabelCreate> = {}
): Label.LabelCreate => ({
  workspace_id: workspace,
  brand_id: brand,
  name: "Riesling Kabinett",
  vintage: "2023",
  ...overrides
})

/** Creates a label through `Labels.create` as `actor`. */
export const createLabel = Effect.fn("testkit.createLabel")(function* (
  actor: UserId,
  workspace: WorkspaceId,
  brand: BrandId,
  overrides: Partial<Label.LabelCreate> = {}
) {
  return yield* (yield* Labels).create(actor, validLabelCreate(workspace, brand, overrides))
})

/** A valid `POST /v1/brands` body. */
export const validBrandCreate = (
  workspace: WorkspaceId,
  overrides: Partial<Brand.BrandCreate> = {}
): Brand.BrandCreate => ({ workspace_id: workspace, name: "Second Brand", ...overrides })

/** Creates a (non-primary unless asked) brand through `Brands.create` as `actor`. */
export const createBrand = Effect.fn("testkit.createBrand")(function* (
  actor: UserId,
  workspace: WorkspaceId,
  overrides: Partial<Brand.BrandCreate> = {}
) {
  return yield* (yield* Brands).create(actor, validBrandCreate(workspace, overrides))
})

/** A valid `POST /v1/marketing-qr-codes` body: a draft pointing at an https URL. */
export const validQrCodeCreate = (
  workspace: WorkspaceId,
  overrides: Partial<MarketingQrCode.QrCodeCreate> = {}
): MarketingQrCode.QrCodeCreate => ({
  workspace_id: workspace,
  url: "https://example.com/wine",
  name: "Spring campaign",
  ...overrides
})

/** Creates a draft marketing QR code through `MarketingQrCodes.create` as `actor`. */
export const createQrCode = Effect.fn("testkit.createQrCode")(function* (
  actor: UserId,
  workspace: WorkspaceId,
  overrides: Partial<MarketingQrCode.QrCodeCreate> = {}
) {
  return yield* (yield* MarketingQrCodes).create(actor, validQrCodeCreate(workspace, overrides))
})

/** A valid `POST /v1/labels/{id}/formats` body. */
export const validFormatCreate = (overrides: Partial<Format.FormatCreate> = {}): Format.FormatCreate => ({
  quantity: 750,
  gtin: "4012345678901",
  ...overrides
})

/** A valid `PUT /v1/labels/{id}/translations/{locale}` body. */
export const validTranslationPut = (
  overrides: Partial<Translation.TranslationPut> = {}
): Translation.TranslationPut => ({
  description: "Ein frischer Riesling",
  region: "Mosel",
  ...overrides
})

/** Input rows of the four child-list PUTs, by list name. */
export interface ChildInputs {
  readonly grape_varieties: ReadonlyArray<LabelChildren.GrapeVarietyInput>
  readonly ingredients: ReadonlyArray<LabelChildren.IngredientInput>
  readonly packagings: ReadonlyArray<LabelChildren.PackagingInput>
  readonly certifications: ReadonlyArray<LabelChildren.CertificationInput>
}

/** Valid bodies of the four child-list PUTs, each naming fixture catalogue ids. */
export const validChildren: ChildInputs = {
  grape_varieties: [
    {
      grape_variety_id: catalogIds.grapeVarieties.pinotNoir,
      grape_variety_synonym_id: catalogIds.grapeVarietySynonyms.spaetburgunder,
      percentage: 85
    },
    { grape_variety_id: catalogIds.grapeVarieties.riesling, percentage: 15 }
  ],
  ingredients: [
    { ingredient_id: catalogIds.ingredients.grapes, is_organic: true, order: 1 },
    { ingredient_id: catalogIds.ingredients.sulphites, order: 2 }
  ],
  packagings: [
    { packaging_type: "bottle", collection: "glass", material_id: catalogIds.materials.glass },
    { packaging_type: "closure", material_id: catalogIds.materials.cork }
  ],
  certifications: [{ certification_id: catalogIds.certifications.euOrganic }]
}
