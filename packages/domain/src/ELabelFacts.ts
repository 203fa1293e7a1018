/**
 * Product facts of the e-label page as printed (fill volume, alcoholic
 * strength), the operators it names and its packaging lines.
 */
import { type NamedEntry, nameIn } from "./ELabelIngredients.ts"
import { type ELabelStrings, localizeDecimal } from "./ELabelStrings.ts"
import { roundTo } from "./Energy.ts"
import type { Label } from "./Label.ts"
import type { PackagingRow } from "./LabelChildren.ts"

/** A packaging material with its Decision 97/129/EC code, e.g. "GL 70". */
export interface CatalogMaterial extends NamedEntry {
  readonly code: string | null
}

/** A business operator shown on the page; names come from the brand and contact records later. */
export interface OperatorLine {
  readonly role: "producer" | "bottler" | "distributor" | "importer" | "manufacturer"
  readonly title: string
  readonly id: string | null
  /** Show only the operator's registration number, not its name and address. */
  readonly number_only: boolean
}

/** One packaging component and how to dispose of it. */
export interface PackagingLine {
  readonly packaging_type: string | null
  readonly material: string | null
  readonly code: string | null
  readonly collection: string | null
}

const numberText = (value: number, strings: ELabelStrings): string =>
  localizeDecimal(strings, String(roundTo(value, 3)))

/** A fill volume: "750 ml" below a litre, "1.5 l" from a litre up (decimal separator of the locale). */
export const formatVolume = (ml: number, strings: ELabelStrings): string =>
  ml < 1000 ? `${numberText(ml, strings)} ml` : `${numberText(ml / 1000, strings)} l`

/**
 * The alcoholic strength as labelled, "12.5 % vol": `alcohol_label`, else the
 * analysed `alcohol` rounded to half units (Reg. (EU) 2019/33 Art. 44).
 */
export const formatAlcohol = (
  label: Pick<Label, "alcohol" | "alcohol_label">,
  strings: ELabelStrings
): string | null => {
  const value = label.alcohol_label ?? (label.alcohol === null ? null : roundTo(label.alcohol * 2, 0) / 2)
  return value === null ? null : `${numberText(value, strings)} % vol`
}

/** The operators the label shows, in the order producer, bottler, distributor, importer, manufacturer. */
export const operatorLines = (label: Label, strings: ELabelStrings): ReadonlyArray<OperatorLine> => {
  const candidates: ReadonlyArray<OperatorLine & { readonly shown: boolean }> = [
    {
      role: "producer",
      title: strings.producer,
      id: null,
      number_only: label.producer_number_only === true,
      shown: label.hide_producer !== true
    },
    {
      role: "bottler",
      title: strings.bottler,
      id: label.bottler_id,
      number_only: label.bottler_number_only === true,
      shown: label.hide_bottler !== true
    },
    {
      role: "distributor",
      title: strings.distributor,
      id: label.distributor_id,
      number_only: label.distributor_number_only === true,
      shown: label.hide_distributor !== true
    },
    {
      role: "importer",
      title: strings.importer,
      id: label.ppwr_importer_id,
      number_only: false,
      shown: label.hide_ppwr_importer !== true
    },
    {
      role: "manufacturer",
      title: strings.manufacturer,
      id: label.ppwr_manufacturer_id,
      number_only: false,
      shown: label.hide_ppwr_manufacturer !== true
    }
  ]
  // The producer is the brand's owner and always exists; the others only when the label names them.
  return candidates
    .filter((c) => c.shown && (c.role === "producer" || c.id !== null))
    .map(({ shown: _shown, ...line }) => line)
}

/** The label's packaging rows with their material's localized name and recycling code. */
export const packagingLines = (
  rows: ReadonlyArray<PackagingRow>,
  materials: ReadonlyArray<CatalogMaterial>,
  locale: string
): ReadonlyArray<PackagingLine> =>
  rows.map((row) => {
    const material = row.material_id === null ? undefined : materials.find((m) => m.id === row.material_id)
    return {
      packaging_type: row.packaging_type,
      material: material === undefined ? null : nameIn(material, locale),
      code: material?.code ?? null,
      collection: row.collection
    }
  })
