/**
 * The one place the editable label becomes the published record. A
 * snapshot keeps, of the label (its formats and translations embedded), its
 * child lists, its brand and the catalogue entries its pages name, exactly
 * the fields the current document format names (`VersionDocumentV3.ts`):
 * they are cut through that format's Schema (`projection`), which drops the rest
 * (bookkeeping such as `version` and `updated_at`, and any field added to
 * `Label` later). A new field reaches stored pages only through a new
 * format (ADR 0036); until then it is not recorded and changes no page.
 */
import type { Media } from "../media/Media.ts"
import { ELabelSnapshot, type SnapshotCatalog } from "../published/ELabelSnapshot.ts"
import { projection } from "../shared/schemaProjection.ts"
import type { Brand } from "./Brand.ts"
import { type BusinessOperator, LABEL_OPERATOR_FIELDS } from "./BusinessOperator.ts"
import type { Label } from "./Label.ts"
import type { LabelChildren } from "./LabelChildren.ts"

// The parts are typed as the format's encoded side: a `Label` that stops holding what the format names fails
// to compile. Projected, not decoded: what `Schema.decodeSync` answers for values of these types, in canonical
// order, at a fraction of its CPU on every versioned write (`snapshotProjection.test.ts` compares the two).
// The catalogue's entries are projected once per catalogue read, and their texts written once (`canonicalParts.ts`).
const recorded = projection(ELabelSnapshot, {
  shared: [
    "ingredients",
    "ingredientCategories",
    "materials",
    "certifications",
    "countries",
    "productionMethods",
    "grapeVarieties"
  ].map((list) => `$.catalog.${list}[]`)
})

/** A snapshot of the current state of a label: what its version records. */
export const makeSnapshot = (parts: {
  readonly label: Label
  readonly children: LabelChildren
  readonly brand: Brand | null
  /** The catalogue entries the pages name, as the catalogue holds them (`CatalogRepository.entriesFor`). */
  readonly catalog: SnapshotCatalog
  /** The files the pages show (`pageMediaIds`), as the media rows hold them. */
  readonly media: ReadonlyArray<Media>
  /** The business operators the label names (`pageOperatorIds`), as their records hold them. */
  readonly operators: ReadonlyArray<BusinessOperator>
}): ELabelSnapshot => recorded(parts)

/** The business operators the label names (bottler, distributor, importer, manufacturer), each once. */
export const pageOperatorIds = (label: Label): ReadonlyArray<string> => {
  const ids = Object.keys(LABEL_OPERATOR_FIELDS).map((key) => label[key as keyof typeof LABEL_OPERATOR_FIELDS])
  return [...new Set(ids.filter((id): id is string => id !== null))]
}

/**
 * The media the pages of a label show: the bottle (each format's picture, else the label's), the brand's
 * logo and the data sheet.
 */
export const pageMediaIds = (parts: { readonly label: Label; readonly brand: Brand | null }): ReadonlyArray<string> => {
  const { label, brand } = parts
  const ids = [
    label.image_id,
    ...label.formats.map((format) => format.image_id),
    brand?.logo_id ?? null,
    label.data_sheet_file_id
  ]
  return [...new Set(ids.filter((id): id is string => id !== null))]
}
