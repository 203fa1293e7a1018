/**
 * Brand: belongs to a workspace; a label belongs to a brand. One brand per
 * workspace is the primary brand.
 */
import { Schema } from "effect"
import { described } from "../shared/descriptions/index.ts"
import { BrandId, Uuid, WorkspaceId } from "../shared/ids.ts"
import { fieldsOf, HttpUrl, Name, ResourceVersion, Text } from "../shared/primitives.ts"

/** Free-text brand fields: string or null, at most 2000 characters. */
export const brandTextKeys = [
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
  "label_bg_hero_color"
] as const

/** Brand links: absolute http(s) URLs or null. */
export const brandUrlKeys = [
  "website",
  "webshop",
  "imprint_href",
  "privacy_href",
  "facebook",
  "instagram",
  "youtube",
  "tiktok",
  "linkedin"
] as const

/** Brand references to other records: uuid or null. */
export const brandRefKeys = [
  "country_id",
  "logo_id",
  "primary_brand_asset_id",
  "default_bottler_id",
  "default_distributor_id",
  "ppwr_importer_id",
  "ppwr_manufacturer_id"
] as const

/** The Brand resource of the spec, field for field. */
export const Brand = Schema.Struct(
  described({
    id: BrandId,
    workspace_id: WorkspaceId,
    name: Name,
    slug: Schema.NullOr(Text),
    short_url: Schema.NullOr(Text),
    ...fieldsOf(brandTextKeys, Schema.NullOr(Text)),
    ...fieldsOf(brandUrlKeys, Schema.NullOr(Text)),
    is_primary_brand: Schema.Boolean,
    is_published: Schema.Boolean,
    ...fieldsOf(brandRefKeys, Schema.NullOr(Uuid)),
    version: ResourceVersion
  })
).annotate({ identifier: "Brand" })
export type Brand = typeof Brand.Type

const writableFields = {
  is_primary_brand: Schema.optionalKey(Schema.Boolean),
  ...fieldsOf(brandTextKeys, Schema.optionalKey(Schema.NullOr(Text))),
  ...fieldsOf(brandUrlKeys, Schema.optionalKey(Schema.NullOr(HttpUrl))),
  ...fieldsOf(brandRefKeys, Schema.optionalKey(Schema.NullOr(Uuid)))
}

/** Body of `PATCH /v1/brands/{id}`: omitted untouched, null clears, name never null. */
export const BrandPatch = Schema.Struct(described({ name: Schema.optionalKey(Name), ...writableFields })).annotate({
  identifier: "BrandPatch"
})
export type BrandPatch = typeof BrandPatch.Type

/** Body of `POST /v1/brands`: workspace and name required, any writable field. */
export const BrandCreate = Schema.Struct(
  described({ workspace_id: WorkspaceId, name: Name, ...writableFields })
).annotate({
  identifier: "BrandCreate"
})
export type BrandCreate = typeof BrandCreate.Type

/** A URL-safe slug of a name: lower case ASCII words joined by `-`. */
export const slugify = (name: string): string =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120) || "brand"

/** A new brand with every optional field null. */
export const newBrand = (id: BrandId, input: BrandCreate, options: { readonly isPrimary: boolean }): Brand => {
  const { workspace_id, name, ...fields } = input
  const empty = Object.fromEntries(
    [...brandTextKeys, ...brandUrlKeys, ...brandRefKeys].map((key) => [key, null])
  ) as Pick<Brand, (typeof brandTextKeys)[number] | (typeof brandUrlKeys)[number] | (typeof brandRefKeys)[number]>
  return {
    id,
    workspace_id,
    name,
    slug: slugify(name),
    short_url: null,
    ...empty,
    is_primary_brand: options.isPrimary,
    is_published: false,
    ...fields,
    version: 1
  }
}
