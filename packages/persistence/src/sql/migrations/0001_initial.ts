/**
 * The first schema: workspaces, brands, labels with their formats,
 * translations and child lists, marketing QR codes, the public ref
 * namespace, and the reference catalogues.
 *
 * Every table but the catalogues carries `workspace_id`, so the schema can be
 * distributed by workspace later. Columns are named after the domain fields.
 * Timestamps the service takes from its clock are `timestamptz`; values that
 * echo caller input (`expires_at`, `available_from`) stay text, so they come
 * back exactly as given. Floats are `double precision` (numeric would come
 * back as strings). Child lists keep their body order in `position`.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

const columns = (names: ReadonlyArray<string>, type: string): string =>
  names.map((name) => `${name} ${type}`).join(",\n")

const labelTextColumns = [
  "internal_name",
  "name_line_2",
  "name_line_3",
  "vintage",
  "gtin",
  "consumer_product_variant",
  "lot",
  "internal_reference",
  "label_design",
  "color",
  "product_type",
  "sweetness",
  "packaging_gas",
  "inspection_number",
  "organic_certificate_number",
  "minimum_durability_date",
  "dealcoholisation_status",
  "marketing_link_type",
  "scan_with_service_href",
  "scan_with_service_forward_href",
  "image_orientation",
  "notes",
  "marketing_link_href",
  "outside_eu_forward_href"
]

const labelFlagColumns = [
  "name_line_2_small",
  "name_line_3_small",
  "producer_number_only",
  "bottler_number_only",
  "distributor_number_only",
  "hide_producer",
  "hide_bottler",
  "hide_distributor",
  "hide_ppwr_importer",
  "hide_ppwr_manufacturer",
  "hide_conformity_declaration",
  "fat_negligible",
  "carbohydrates_negligible",
  "protein_negligible",
  "salt_negligible",
  "calculate_manually",
  "summarize_small_amounts",
  "use_gs1_digital_link",
  "use_recycling_regulations",
  "show_allergen_text",
  "show_inspection_number",
  "show_product_type",
  "show_quantity",
  "show_sweetness",
  "dealcoholisation_applied"
]

const labelNumberColumns = [
  "alcohol",
  "alcohol_label",
  "residual_sugar",
  "sugar",
  "acidity",
  "glycerin",
  "energy_kcal",
  "energy_kj",
  "fat",
  "saturated_fat",
  "carbohydrates",
  "protein",
  "salt",
  "portion_size"
]

const labelUuidColumns = [
  "country_of_origin_id",
  "single_vineyard_id",
  "production_method_id",
  "bottler_id",
  "distributor_id",
  "ppwr_importer_id",
  "ppwr_manufacturer_id",
  "image_id",
  "original_image_id",
  "data_sheet_file_id",
  "inspection_report_id",
  "primary_brand_asset_id",
  "default_format_id"
]

const brandTextColumns = [
  "slug",
  "short_url",
  "city",
  "street",
  "zipcode",
  "locale",
  "email",
  "phone",
  "managing_director_under_commercial_law",
  "vat",
  "company_registration_number",
  "producer_identification_number",
  "organic_certification_number",
  "commercial_court",
  "imprint",
  "label_bg_hero_color",
  "website",
  "webshop",
  "imprint_href",
  "privacy_href",
  "facebook",
  "instagram",
  "youtube",
  "tiktok",
  "linkedin"
]

const brandUuidColumns = [
  "country_id",
  "logo_id",
  "primary_brand_asset_id",
  "default_bottler_id",
  "default_distributor_id",
  "ppwr_importer_id",
  "ppwr_manufacturer_id"
]

const translationColumns = [
  "description",
  "description_full",
  "designation_of_origin",
  "origin",
  "region",
  "quality",
  "sensory_description",
  "aroma",
  "serving_temperature",
  "harvest_date",
  "age_of_the_vines",
  "soil",
  "yield_per_hectare",
  "maturation",
  "aging_potential",
  "single_vineyard",
  "allergen_text",
  "custom_ingredients",
  "message_certifications",
  "message_food_pairing",
  "message_geographical",
  "message_organic",
  "message_production_method",
  "message_recycling",
  "message_responsible_consumption",
  "message_sustainability"
]

const qrTextColumns = [
  "url",
  "short_url",
  "expires_at",
  "name",
  "notes",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "expired_url",
  "ios_url",
  "android_url"
]

/** A child list of a label: one row per entry, in body order. */
const childTable = (table: string, body: string): string => `CREATE TABLE ${table} (
  label_id uuid NOT NULL REFERENCES labels (id) ON DELETE CASCADE,
  workspace_id uuid NOT NULL,
  position integer NOT NULL,
  id uuid NOT NULL,
  ${body},
  PRIMARY KEY (label_id, position)
)`

/** A catalogue of named entries with names per locale. */
const namedCatalog = (table: string, extra = ""): string => `CREATE TABLE ${table} (
  id uuid PRIMARY KEY,
  name text,
  names jsonb NOT NULL DEFAULT '{}'${extra}
)`

const statements: ReadonlyArray<string> = [
  `CREATE TABLE workspaces (
  id uuid PRIMARY KEY,
  ref text,
  name text NOT NULL,
  owned_by text,
  billing_type text,
  ${columns(
    [
      "is_standard",
      "is_pro",
      "is_premium",
      "can_publish",
      "feature_labels",
      "feature_events",
      "feature_marketing",
      "feature_analytics",
      "feature_media_kit",
      "feature_packaging_units"
    ],
    "boolean NOT NULL"
  )},
  included_marketing_qr_codes integer,
  ${columns(
    [
      "atlas_listing_enabled",
      "enable_allergen_text",
      "enable_ppwr_operator_info",
      "report_email_opt_in",
      "onboarding_completed"
    ],
    "boolean"
  )},
  premium_started_at timestamptz,
  pro_started_at timestamptz,
  default_label_design text,
  created_at timestamptz NOT NULL
)`,
  "CREATE INDEX workspaces_created_idx ON workspaces (created_at, id)",
  `CREATE TABLE workspace_members (
  workspace_id uuid NOT NULL,
  user_id text NOT NULL,
  role text NOT NULL CHECK (role IN ('owner', 'admin', 'editor', 'viewer')),
  PRIMARY KEY (workspace_id, user_id)
)`,
  "CREATE INDEX workspace_members_user_idx ON workspace_members (user_id)",
  `CREATE TABLE brands (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL,
  name text NOT NULL,
  ${columns(brandTextColumns, "text")},
  is_primary_brand boolean NOT NULL,
  is_published boolean NOT NULL,
  ${columns(brandUuidColumns, "uuid")},
  created_at timestamptz NOT NULL
)`,
  "CREATE INDEX brands_workspace_idx ON brands (workspace_id, created_at, id)",
  `CREATE TABLE labels (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL,
  brand_id uuid,
  name text NOT NULL,
  is_non_vintage boolean NOT NULL,
  is_published boolean NOT NULL,
  is_archived boolean NOT NULL,
  locale text,
  ref text,
  published_at timestamptz,
  short_url text,
  short_url_marketing text,
  created_at timestamptz,
  updated_at timestamptz,
  ${columns(labelTextColumns, "text")},
  ${columns(labelFlagColumns, "boolean")},
  quantity integer,
  ${columns(labelNumberColumns, "double precision")},
  ${columns(labelUuidColumns, "uuid")}
)`,
  "CREATE INDEX labels_workspace_idx ON labels (workspace_id, created_at, id)",
  "CREATE INDEX labels_brand_idx ON labels (brand_id)",
  `CREATE TABLE label_formats (
  id uuid PRIMARY KEY,
  label_id uuid NOT NULL REFERENCES labels (id) ON DELETE CASCADE,
  workspace_id uuid NOT NULL,
  ref text,
  ${columns(
    ["gtin", "consumer_product_variant", "lot", "internal_reference", "shop_url", "short_url", "available_from"],
    "text"
  )},
  created_at timestamptz,
  updated_at timestamptz,
  quantity integer,
  image_id uuid
)`,
  "CREATE INDEX label_formats_label_idx ON label_formats (label_id, created_at, id)",
  `CREATE TABLE label_translations (
  label_id uuid NOT NULL REFERENCES labels (id) ON DELETE CASCADE,
  workspace_id uuid NOT NULL,
  locale text NOT NULL,
  ${columns(translationColumns, "text")},
  PRIMARY KEY (label_id, locale)
)`,
  childTable(
    "label_grape_varieties",
    "grape_variety_id uuid, grape_variety_synonym_id uuid, percentage double precision"
  ),
  childTable("label_ingredients", `ingredient_id uuid NOT NULL, is_organic boolean, "order" integer`),
  childTable("label_packagings", "packaging_type text, collection text, material_id uuid"),
  childTable("label_certifications", "certification_id uuid NOT NULL"),
  `CREATE TABLE marketing_qr_codes (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL,
  ref text NOT NULL,
  ${columns(qrTextColumns, "text")},
  published_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  is_published boolean,
  geo_count integer
)`,
  "CREATE INDEX marketing_qr_codes_workspace_idx ON marketing_qr_codes (workspace_id, created_at, id)",
  "CREATE INDEX marketing_qr_codes_published_idx ON marketing_qr_codes (workspace_id) WHERE is_published",
  `CREATE TABLE public_refs (
  ref text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('label', 'format', 'marketing_qr_code')),
  owner_id uuid NOT NULL,
  workspace_id uuid NOT NULL,
  CONSTRAINT public_refs_pkey PRIMARY KEY (ref)
)`,
  "CREATE INDEX public_refs_owner_idx ON public_refs (owner_id)",
  namedCatalog("catalog_ingredient_categories"),
  `CREATE TABLE catalog_ingredients (
  id uuid PRIMARY KEY,
  name text,
  organic_name text,
  names jsonb NOT NULL DEFAULT '{}',
  organic_names jsonb NOT NULL DEFAULT '{}',
  is_allergen boolean,
  "order" integer,
  ingredient_category_id uuid
)`,
  namedCatalog("catalog_materials"),
  namedCatalog(
    "catalog_closure_types",
    ",\n  weight double precision,\n  material_id uuid NOT NULL REFERENCES catalog_materials (id)"
  ),
  // search_text: the name folded by the domain's foldForSearch, so search needs no unaccent extension.
  namedCatalog("catalog_grape_varieties", ",\n  search_text text"),
  `CREATE TABLE catalog_grape_variety_synonyms (
  id uuid PRIMARY KEY,
  grape_variety_id uuid NOT NULL REFERENCES catalog_grape_varieties (id) ON DELETE CASCADE,
  position integer NOT NULL,
  name text,
  search_text text
)`,
  "CREATE INDEX catalog_grape_variety_synonyms_variety_idx ON catalog_grape_variety_synonyms (grape_variety_id, position)",
  namedCatalog("catalog_certifications"),
  namedCatalog("catalog_countries"),
  namedCatalog("catalog_production_methods")
]

/** Creates every table of the first schema, one statement at a time (the extended protocol runs one per message). */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const statement of statements) yield* sql.unsafe(statement)
})
