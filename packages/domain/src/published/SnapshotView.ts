/**
 * What consumers see of a snapshot (ADR 0053): the snapshot less what no
 * public page, GS1 answer or page view reads. The pages of a version are a
 * pure function of its snapshot, so two snapshots with the same view show
 * the same pages; a write whose view equals the latest version's records
 * nothing. The view is the snapshot itself, projected, not its rendered
 * pages: a write compares the hash of its view's canonical text with the
 * latest version's (ADR 0072), never a rendering of every page.
 *
 * What is left out is named here, per part, and each name is checked by
 * `snapshotView.test.ts`: changing it in every stored shape of version
 * changes no page of any ref (in the label's languages and two others).
 * Everything else counts, so a field a page starts to read is already part
 * of the view.
 */

import type { Effect } from "effect"
import { canonicalSha256, sameJson } from "../shared/CanonicalJson.ts"
import type { ELabelSnapshot, SnapshotBrand, SnapshotFormat, SnapshotLabel } from "./VersionDocument.ts"

/** The label's fields no page shows: internal names and notes, links and files of the back office. */
export const LABEL_UNSHOWN = [
  "created_at",
  "internal_name",
  "internal_reference",
  "notes",
  "is_archived",
  "label_design",
  "image_orientation",
  "inspection_report_id",
  "short_url_marketing",
  "marketing_link_type",
  "marketing_link_href",
  "outside_eu_forward_href",
  "scan_with_service_href",
  "scan_with_service_forward_href"
] as const satisfies ReadonlyArray<keyof SnapshotLabel>

/** A format's fields no page shows. */
export const FORMAT_UNSHOWN = [
  "label_id",
  "created_at",
  "internal_reference",
  "shop_url",
  "available_from"
] as const satisfies ReadonlyArray<keyof SnapshotFormat>

/** The brand's fields no page shows (the page prints its name, address and producer number). */
export const BRAND_UNSHOWN = [
  "workspace_id",
  "is_primary_brand",
  "is_published",
  "slug",
  "short_url",
  "locale",
  "email",
  "phone",
  "managing_director_under_commercial_law",
  "vat",
  "company_registration_number",
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
  "linkedin",
  "default_bottler_id",
  "default_distributor_id",
  "ppwr_importer_id",
  "ppwr_manufacturer_id"
] as const satisfies ReadonlyArray<keyof SnapshotBrand>

const labelUnshown: ReadonlySet<string> = new Set(LABEL_UNSHOWN)
const formatUnshown: ReadonlySet<string> = new Set(FORMAT_UNSHOWN)
const brandUnshown: ReadonlySet<string> = new Set(BRAND_UNSHOWN)

const without = (record: object, unshown: ReadonlySet<string>): Record<string, unknown> => {
  const kept: Record<string, unknown> = {}
  for (const key in record) if (!unshown.has(key)) kept[key] = (record as Record<string, unknown>)[key]
  return kept
}

/** Child rows less their ids: a list's rows get fresh ids on every write of it. */
const rowsOf = (rows: ReadonlyArray<{ readonly id: string }>) => rows.map(({ id: _id, ...row }) => row)

/** Catalogue entries by id: the pages look them up, so the order storage hands them in is not shown. */
const byId = <A extends { readonly id: string }>(entries: ReadonlyArray<A>): ReadonlyArray<A> => {
  for (let i = 1; i < entries.length; i++) {
    if (entries[i - 1]!.id > entries[i]!.id) return [...entries].sort((a, b) => (a.id < b.id ? -1 : 1))
  }
  return entries
}

/** What a snapshot shows, as JSON data (`snapshotView`). */
export type SnapshotView = Readonly<Record<string, unknown>>

/** The view of a snapshot: what its pages, its GS1 answers and its page views read. */
export const snapshotView = (snapshot: ELabelSnapshot): SnapshotView => {
  const { label, children, brand, catalog } = snapshot
  return {
    label: {
      ...without(label, labelUnshown),
      formats: label.formats.map((format) => without(format, formatUnshown))
    },
    children: {
      grape_varieties: rowsOf(children.grape_varieties),
      ingredients: rowsOf(children.ingredients),
      packagings: rowsOf(children.packagings),
      certifications: rowsOf(children.certifications)
    },
    brand: brand === null ? null : without(brand, brandUnshown),
    catalog: {
      ingredients: byId(catalog.ingredients),
      ingredientCategories: byId(catalog.ingredientCategories),
      materials: byId(catalog.materials),
      certifications: byId(catalog.certifications),
      countries: byId(catalog.countries),
      productionMethods: byId(catalog.productionMethods),
      // The documents of b8d2e73 hold none: the pages showed them as no grape variety.
      grapeVarieties: byId(catalog.grapeVarieties ?? [])
    },
    // The files the pages show (format 2, ADR 0049); absent when none, so a format 1 version's view is unchanged.
    ...(snapshot.media.length === 0 ? {} : { media: byId(snapshot.media) }),
    // The operators the label names (format 3, ADR 0064); absent when none, so an older version's view is unchanged.
    ...(snapshot.operators.length === 0 ? {} : { operators: byId(snapshot.operators) })
  }
}

/** Whether two views are the same: stops at the first difference. */
export const sameView = (a: SnapshotView, b: SnapshotView): boolean => sameJson(a, b)

/** The view hash a version records: the SHA-256 of the canonical JSON of its snapshot's view. */
export const hashOfView = (view: SnapshotView): Effect.Effect<string> => canonicalSha256(view)

/** `hashOfView` of a snapshot's view. */
export const viewHash = (snapshot: ELabelSnapshot): Effect.Effect<string> => hashOfView(snapshotView(snapshot))
