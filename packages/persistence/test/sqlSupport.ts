/**
 * Fixtures of the SQL adapter tests: deterministic ids, a label aggregate
 * that sets every kind of column, a small catalogue, and the storage layers
 * under test (in-memory PGlite always; a fresh PostgreSQL database when
 * `DATABASE_URL` is set).
 */

import {
  BrandId,
  CertificationId,
  ChildRowId,
  ClosureTypeId,
  CountryId,
  Format,
  FormatId,
  GrapeVarietyId,
  GrapeVarietySynonymId,
  IngredientCategoryId,
  IngredientId,
  Label,
  type LabelAggregate,
  LabelId,
  MarketingQrCode,
  MaterialId,
  type PersistenceUnavailable,
  ProductionMethodId,
  QrCodeId,
  type StoragePorts,
  Translation,
  Workspace,
  WorkspaceId
} from "@elabel/domain"
import { type CatalogSeed, layerEmbedded, layerPostgres } from "@elabel/persistence"
import { freshDatabase } from "@elabel/testkit/postgres"
import { Effect, Layer } from "effect"
import type { SqlClient } from "effect/sql"

export const BASE_URL = "http://localhost:3000"
export const T1 = "2026-11-21T10:00:00.000Z"
export const T2 = "2026-11-21T10:05:30.123Z"

let counter = 0
/** A UUID not used before in this test file. */
export const nextId = (): string => `00000000-0000-4000-8000-${(++counter).toString(16).padStart(12, "0")}`
/** A ref not used before in this test file. */
export const nextRef = (prefix: string): string => `${prefix}${++counter}`

/** A workspace record on the pro plan (10 marketing codes). */
export const workspaceRecord = (id: WorkspaceId): Workspace.WorkspaceRecord => ({
  id,
  ref: null,
  name: "Weingut Müller",
  owned_by: "demo",
  is_standard: false,
  is_pro: false,
  is_premium: false,
  can_publish: false,
  billing_type: null,
  feature_labels: true,
  feature_events: false,
  feature_marketing: false,
  feature_analytics: false,
  feature_media_kit: false,
  feature_packaging_units: true,
  included_marketing_qr_codes: null,
  atlas_listing_enabled: null,
  enable_allergen_text: true,
  enable_ppwr_operator_info: null,
  report_email_opt_in: false,
  onboarding_completed: null,
  premium_started_at: null,
  pro_started_at: null,
  default_label_design: null,
  ...Workspace.planSettings("pro", T1)
})

/** A label aggregate with text, numbers, flags, timestamps, two formats, two translations and every child list. */
export const richAggregate = (workspace: WorkspaceId): LabelAggregate => {
  const id = LabelId.make(nextId())
  const record = Label.newLabelRecord({
    id,
    ref: nextRef("label"),
    now: T1,
    input: {
      workspace_id: workspace,
      brand_id: BrandId.make(nextId()),
      name: "Spätburgunder Kabinett",
      internal_name: "SB-23 🍷",
      vintage: "2023",
      quantity: 750,
      locale: "de"
    }
  })
  const format = (ref: string, now: string, input: Omit<Format.FormatCreate, "ref">) =>
    Format.newFormat({ id: FormatId.make(nextId()), label_id: id, ref, now }, BASE_URL, input)
  return {
    label: {
      ...record,
      alcohol: 12.5,
      residual_sugar: 3.25,
      energy_kcal: 80,
      energy_kj: 335,
      hide_producer: true,
      show_quantity: false,
      is_published: true,
      published_at: T2,
      updated_at: T2,
      short_url: Label.labelShortUrl(BASE_URL, record.ref ?? ""),
      country_of_origin_id: nextId()
    },
    formats: [
      format(nextRef("fmt"), T2, { quantity: 1500, lot: "L-2" }),
      format(nextRef("fmt"), T1, {
        quantity: 750,
        gtin: "04012345678901",
        available_from: "2026-03-01",
        shop_url: "https://shop.example/sb"
      })
    ],
    translations: [
      Translation.toTranslation("fr", { description: "Vin rouge", aroma: "cerise" }),
      Translation.toTranslation("de", { description: "Rotwein", soil: "Löss" })
    ],
    children: {
      grape_varieties: [
        {
          id: ChildRowId.make(nextId()),
          grape_variety_id: GrapeVarietyId.make(nextId()),
          grape_variety_synonym_id: GrapeVarietySynonymId.make(nextId()),
          percentage: 60.5
        },
        {
          id: ChildRowId.make(nextId()),
          grape_variety_id: GrapeVarietyId.make(nextId()),
          grape_variety_synonym_id: null,
          percentage: 39.5
        }
      ],
      ingredients: [
        { id: ChildRowId.make(nextId()), ingredient_id: IngredientId.make(nextId()), is_organic: true, order: 2 },
        { id: ChildRowId.make(nextId()), ingredient_id: IngredientId.make(nextId()), is_organic: null, order: null }
      ],
      packagings: [
        {
          id: ChildRowId.make(nextId()),
          packaging_type: "bottle",
          collection: "glass",
          material_id: MaterialId.make(nextId())
        }
      ],
      certifications: [{ id: ChildRowId.make(nextId()), certification_id: CertificationId.make(nextId()) }]
    }
  }
}

/** A draft marketing code. */
export const draftCode = (workspace: WorkspaceId, ref = nextRef("qr")): MarketingQrCode.MarketingQrCodeRecord =>
  MarketingQrCode.newQrCode({
    id: QrCodeId.make(nextId()),
    ref,
    now: T1,
    input: { workspace_id: workspace, url: "https://example.com/promo", expires_at: "2027-01-01T00:00:00+02:00" }
  })

/** A fresh workspace id. */
export const newWorkspaceId = (): WorkspaceId => WorkspaceId.make(nextId())

const catalogId = (prefix: string, n: number): string =>
  `${prefix}000000-0000-4000-8000-${n.toString(16).padStart(12, "0")}`

/** A small catalogue with accents, nulls and synonyms. */
export const catalogSeed: CatalogSeed = {
  ingredients: [
    {
      id: IngredientId.make(catalogId("10", 2)),
      name: "Sulphites",
      organic_name: null,
      is_allergen: true,
      order: null,
      ingredient_category_id: null,
      names: { de: "Sulfite" },
      organic_names: {}
    },
    {
      id: IngredientId.make(catalogId("10", 1)),
      name: "Grapes",
      organic_name: "Organic grapes",
      is_allergen: false,
      order: 1,
      ingredient_category_id: null,
      names: { de: "Trauben", fr: "Raisins" },
      organic_names: { de: "Bio-Trauben" }
    }
  ],
  closureTypes: [
    {
      id: ClosureTypeId.make(catalogId("30", 2)),
      name: "Screw cap",
      weight: 4.5,
      material: { id: MaterialId.make(catalogId("31", 2)), name: "Aluminium" },
      names: { de: "Schraubverschluss" },
      material_names: { de: "Aluminium" }
    },
    {
      id: ClosureTypeId.make(catalogId("30", 1)),
      name: "Natural cork",
      weight: 3,
      material: { id: MaterialId.make(catalogId("31", 1)), name: "Cork" },
      names: { de: "Naturkorken" },
      material_names: { de: "Kork" }
    }
  ],
  grapeVarieties: [
    {
      id: GrapeVarietyId.make(catalogId("20", 1)),
      name: "Pinot Noir",
      synonyms: [
        { id: GrapeVarietySynonymId.make(catalogId("21", 1)), name: "Spätburgunder" },
        { id: GrapeVarietySynonymId.make(catalogId("21", 2)), name: "Blauburgunder" }
      ]
    },
    { id: GrapeVarietyId.make(catalogId("20", 2)), name: "Riesling", synonyms: [] },
    {
      id: GrapeVarietyId.make(catalogId("20", 3)),
      name: "Grüner Veltliner",
      synonyms: [{ id: GrapeVarietySynonymId.make(catalogId("21", 3)), name: "Weißgipfler" }]
    }
  ],
  ingredientCategories: [
    {
      id: IngredientCategoryId.make(catalogId("11", 2)),
      name: "Preservatives",
      order: 2,
      prints_name: true,
      names: {}
    },
    {
      id: IngredientCategoryId.make(catalogId("11", 1)),
      name: "Raw materials",
      order: 1,
      prints_name: false,
      names: { de: "Rohstoffe" }
    }
  ],
  materials: [
    {
      id: MaterialId.make(catalogId("31", 2)),
      name: "Aluminium",
      code: "ALU 41",
      abbreviation: "ALU",
      number: 41,
      names: { de: "Aluminium" }
    },
    {
      id: MaterialId.make(catalogId("31", 1)),
      name: "Cork",
      code: "FOR 51",
      abbreviation: "FOR",
      number: 51,
      names: { de: "Kork" }
    },
    {
      id: MaterialId.make(catalogId("31", 3)),
      name: "Green glass",
      code: "GL 71",
      abbreviation: "GL",
      number: 71,
      names: { de: "Grünes Glas" }
    }
  ],
  countries: [
    { id: CountryId.make(catalogId("50", 2)), code: "AT", name: "Austria", names: { de: "Österreich" } },
    { id: CountryId.make(catalogId("50", 1)), code: "AX", name: "Åland Islands", names: { de: "Ålandinseln" } }
  ],
  certifications: [{ id: CertificationId.make(catalogId("40", 1)), name: "Demeter", kind: "biodynamic", names: {} }],
  productionMethods: [
    { id: ProductionMethodId.make(catalogId("60", 2)), name: "Tank method", names: { de: "Tankgärung" } },
    { id: ProductionMethodId.make(catalogId("60", 1)), name: "Ice wine", names: { de: "Eiswein" } }
  ]
}

type Storage = Layer.Layer<StoragePorts | SqlClient.SqlClient, PersistenceUnavailable>

/**
 * Storage on a new database `elabel_test_<random>` of the server at
 * `adminUrl`, seeded with `catalog`, dropped when the layer is released.
 */
export const freshPostgres = (adminUrl: string, catalog: CatalogSeed = catalogSeed): Storage =>
  Layer.effectContext(
    Effect.gen(function* () {
      const { url } = yield* freshDatabase(adminUrl, "elabel_test")
      return yield* Layer.build(layerPostgres(url, { catalog }))
    }).pipe(Effect.orDie)
  )

/** The storages every SQL test runs on. */
export const backends: ReadonlyArray<readonly [name: string, layer: Storage]> = [
  ["embedded PGlite (in memory)", layerEmbedded(undefined, { catalog: catalogSeed })],
  ...(process.env.DATABASE_URL ? [["PostgreSQL", freshPostgres(process.env.DATABASE_URL)] as const] : [])
]
