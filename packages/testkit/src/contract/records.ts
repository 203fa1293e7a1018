/**
 * Builders of valid stored records for the repository contract: every field
 * set (text with non-ASCII, numbers with fractions and zero, both booleans,
 * timestamps), fresh lowercase UUIDs and refs on every call, so tests sharing
 * one store never collide. Timestamps are ISO 8601 UTC with milliseconds, the
 * form the domain stamps and SQL `timestamptz` gives back.
 */
import {
  Brand,
  BrandId,
  ChildRowId,
  type Format,
  FormatId,
  Label,
  type LabelAggregate,
  type LabelChildren,
  LabelId,
  MarketingQrCode,
  QrCodeId,
  Translation,
  type Workspace,
  WorkspaceId
} from "@elabel/domain"
import { catalogIds } from "../catalogFixture.ts"

/** A fresh lowercase v4 UUID. */
export const uuid = (): string => crypto.randomUUID()

/** The id of a workspace no other test uses, so tests on one shared store never see each other's rows. */
export const freshWorkspace = (): WorkspaceId => WorkspaceId.make(uuid())

/** A fresh public ref (`[A-Za-z0-9_-]`, never a UUID). */
export const freshRef = (prefix = "r"): string => `${prefix}${uuid().replaceAll("-", "").slice(0, 14)}`

const BASE = Date.UTC(2026, 2, 1, 8, 0, 0, 123)

/** The instant `minutes` after a fixed base, as the domain stamps it (`YYYY-MM-DDTHH:mm:ss.sssZ`). */
export const at = (minutes: number): string => new Date(BASE + minutes * 60_000).toISOString()

/** The shape every stored timestamp must read back in. */
export const ISO_MILLIS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

/** The base URL of the short links in these records. */
export const BASE_URL = "https://elabel.example"

const fill = <const K extends string, V>(keys: ReadonlyArray<K>, value: (key: K, i: number) => V): Record<K, V> =>
  Object.fromEntries(keys.map((key, i) => [key, value(key, i)])) as Record<K, V>

/** A workspace on a paid plan with settings of every kind (booleans, a count, a timestamp, nulls). */
export const workspaceRecord = (overrides: Partial<Workspace.WorkspaceRecord> = {}): Workspace.WorkspaceRecord => ({
  id: WorkspaceId.make(uuid()),
  ref: freshRef("w"),
  name: "Weingut Müller-Thurgau & Söhne",
  owned_by: "owner-1",
  billing_type: "pro",
  is_standard: false,
  is_pro: true,
  is_premium: false,
  can_publish: true,
  publish_approval: false,
  feature_labels: true,
  feature_events: false,
  feature_marketing: true,
  feature_analytics: true,
  feature_media_kit: false,
  feature_packaging_units: true,
  included_marketing_qr_codes: 10,
  atlas_listing_enabled: true,
  enable_allergen_text: false,
  enable_ppwr_operator_info: null,
  report_email_opt_in: true,
  onboarding_completed: null,
  premium_started_at: null,
  pro_started_at: at(0),
  default_label_design: "classic",
  ...overrides
})

/** A brand of `workspace` with every field set. */
export const brandRecord = (workspace: WorkspaceId, overrides: Partial<Brand.Brand> = {}): Brand.Brand => {
  const id = BrandId.make(uuid())
  return {
    id,
    workspace_id: workspace,
    name: "Château Élan",
    slug: "chateau-elan",
    short_url: `${BASE_URL}/b/${id}`,
    ...fill(Brand.brandTextKeys, (key) => `${key}: Straße 1 ✓`),
    locale: "de",
    ...fill(Brand.brandUrlKeys, (key) => `https://wine.example/${key}`),
    is_primary_brand: false,
    is_published: true,
    ...fill(Brand.brandRefKeys, uuid),
    version: 1,
    ...overrides
  }
}

/** A label row of `workspace` with every field set: texts, links, both flags, integers, fractions, zero, uuids. */
export const labelRecord = (workspace: WorkspaceId, overrides: Partial<Label.LabelRecord> = {}): Label.LabelRecord => {
  const ref = freshRef("l")
  return {
    id: LabelId.make(uuid()),
    workspace_id: workspace,
    brand_id: BrandId.make(uuid()),
    name: "Spätburgunder Kabinett trocken",
    is_non_vintage: false,
    is_published: true,
    is_archived: false,
    locale: "de",
    ref,
    published_at: at(2),
    short_url: Label.labelShortUrl(BASE_URL, ref),
    short_url_marketing: `${BASE_URL}/m/${ref}`,
    created_at: at(0),
    updated_at: at(3),
    ...fill(Label.labelTextKeys, (key) => `${key}: Lösslehm 🍷`),
    ...fill(Label.labelUrlKeys, (key) => `https://wine.example/${key}`),
    ...fill(Label.labelFlagKeys, (_, i) => i % 2 === 0),
    quantity: 750,
    alcohol: 12.5,
    alcohol_label: 13,
    ...fill(Label.labelAmountKeys, (_, i) => i * 1.25),
    sugar: 0.1,
    salt: 1 / 3,
    ...fill(Label.labelRefKeys, uuid),
    version: 1,
    ...overrides
  }
}

/** A format of `label` with every field set. */
export const formatRecord = (label: LabelId, overrides: Partial<Format.Format> = {}): Format.Format => {
  const ref = freshRef("f")
  return {
    id: FormatId.make(uuid()),
    label_id: label,
    ref,
    gtin: "04012345678901",
    consumer_product_variant: "Magnum",
    lot: "L-2026/07",
    internal_reference: "SB-K-150",
    shop_url: "https://shop.example/sb-magnum",
    short_url: `${BASE_URL}/l/${ref}`,
    available_from: "2026-05-01",
    created_at: at(1),
    updated_at: at(4),
    quantity: 1500,
    image_id: uuid(),
    version: 1,
    ...overrides
  }
}

/** A translation in `locale` with every text set. */
export const translationRecord = (locale: string, overrides: Partial<Translation.Translation> = {}) =>
  ({
    locale,
    ...fill(Translation.translationKeys, (key) => `${key} (${locale}): Kirsche, Brombeere`),
    ...overrides
  }) satisfies Translation.Translation

/** Child lists naming fixture catalogue entries, with nulls, fractions and both flags. */
export const childrenRecord = (): LabelChildren.LabelChildren => {
  const row = () => ChildRowId.make(uuid())
  const { grapeVarieties: gv, grapeVarietySynonyms: syn, ingredients, materials, certifications } = catalogIds
  return {
    grape_varieties: [
      { id: row(), grape_variety_id: gv.pinotNoir, grape_variety_synonym_id: syn.spaetburgunder, percentage: 85.5 },
      { id: row(), grape_variety_id: gv.riesling, grape_variety_synonym_id: null, percentage: 14.5 },
      { id: row(), grape_variety_id: null, grape_variety_synonym_id: null, percentage: null }
    ],
    ingredients: [
      { id: row(), ingredient_id: ingredients.grapes, is_organic: true, order: 1 },
      { id: row(), ingredient_id: ingredients.sulphites, is_organic: false, order: 0 },
      { id: row(), ingredient_id: ingredients.tartaricAcid, is_organic: null, order: null }
    ],
    packagings: [
      { id: row(), packaging_type: "bottle", collection: "glass", material_id: materials.glass },
      { id: row(), packaging_type: "closure", collection: null, material_id: null }
    ],
    certifications: [
      { id: row(), certification_id: certifications.vegan },
      { id: row(), certification_id: certifications.euOrganic }
    ]
  }
}

/** A whole label: every field, two formats (the later one first), two translations, every child list. */
export const labelAggregate = (
  workspace: WorkspaceId,
  overrides: Partial<Label.LabelRecord> = {},
  parts: Partial<Omit<LabelAggregate, "label">> = {}
): LabelAggregate => {
  const label = labelRecord(workspace, overrides)
  return {
    label,
    formats: [formatRecord(label.id, { created_at: at(5) }), formatRecord(label.id, { created_at: at(1) })],
    translations: [translationRecord("fr"), translationRecord("de")],
    children: childrenRecord(),
    ...parts
  }
}

/** A draft marketing QR code of `workspace` with every field set. */
export const qrCodeRecord = (
  workspace: WorkspaceId,
  overrides: Partial<MarketingQrCode.MarketingQrCodeRecord> = {}
): MarketingQrCode.MarketingQrCodeRecord => ({
  id: QrCodeId.make(uuid()),
  workspace_id: workspace,
  ref: freshRef("q"),
  url: "https://wine.example/spring",
  short_url: null,
  published_at: null,
  expires_at: "2027-01-01T00:00:00+02:00",
  name: "Frühlingsaktion",
  notes: "Messe 🍇",
  ...fill(["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"], (key) => `${key}-x`),
  expired_url: "https://wine.example/expired",
  ios_url: "https://apps.example/ios",
  android_url: "https://apps.example/android",
  created_at: at(0),
  updated_at: at(1),
  is_published: false,
  geo_count: 0,
  version: 1,
  ...overrides
})

/** `code` published at `now`, as the domain publishes it. */
export const published = (code: MarketingQrCode.MarketingQrCodeRecord, now = at(10)) =>
  MarketingQrCode.publish(code, now, BASE_URL)
