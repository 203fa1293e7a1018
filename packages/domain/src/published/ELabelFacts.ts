/**
 * Product facts of the e-label page as printed (fill volume, alcoholic
 * strength, grape varieties), the operators it names and its packaging lines.
 */

import type { Label } from "../label/Label.ts"
import type { GrapeVarietyRow, PackagingRow } from "../label/LabelChildren.ts"
import { type NamedEntry, nameIn } from "./ELabelIngredients.ts"
import { roundTo } from "./Energy.ts"
import { type DisposalKey, type ELabelStrings, localizeDecimal, packagingTerm } from "./strings/index.ts"

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

/** A grape variety with its synonyms, as the catalogue holds it. */
export interface CatalogGrapeVariety {
  readonly id: string
  readonly name: string | null
  readonly synonyms: ReadonlyArray<{ readonly id: string; readonly name: string | null }>
}

/** A grape variety of the wine with its share, e.g. "Riesling", "85 %". */
export interface GrapeVarietyLine {
  readonly name: string
  /** The share as printed, or null when the label gives none. */
  readonly percentage: string | null
}

/** One packaging component and how to dispose of it. */
export interface PackagingLine {
  readonly packaging_type: string | null
  readonly material: string | null
  readonly code: string | null
  /** The producer's own collection note (free text of the label). */
  readonly collection: string | null
  /** Where the material goes, in the page language, from its code; null without a code. */
  readonly disposal: string | null
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

/**
 * The material group of an identification code of Decision 97/129/EC by its
 * number: 1-19 plastics, 20-39 paper and fibreboard, 40-49 metals, 50-59 wood
 * (cork is 51), 60-69 textiles, 70-79 glass, 80-99 composites.
 */
export const disposalKey = (code: string): Exclude<DisposalKey, "local"> | null => {
  const number = Number(/(\d+)\s*$/.exec(code)?.[1])
  if (!Number.isInteger(number) || number < 1 || number > 99) return null
  if (number < 20) return "plastic"
  if (number < 40) return "paper"
  if (number < 50) return "metal"
  if (number < 60) return "wood"
  if (number < 70) return "textile"
  if (number < 80) return "glass"
  return "composite"
}

/**
 * The label's packaging rows with their material's name, recycling code and
 * disposal, in the page language; coded types and collections translated.
 */
export const packagingLines = (
  rows: ReadonlyArray<PackagingRow>,
  materials: ReadonlyArray<CatalogMaterial>,
  strings: ELabelStrings,
  locale: string
): ReadonlyArray<PackagingLine> =>
  rows.map((row) => {
    const material = row.material_id === null ? undefined : materials.find((m) => m.id === row.material_id)
    const code = material?.code ?? null
    const key = code === null ? null : disposalKey(code)
    return {
      packaging_type: packagingTerm("packaging_type", row.packaging_type, locale),
      material: material === undefined ? null : nameIn(material, locale),
      code,
      collection: packagingTerm("collection", row.collection, locale),
      disposal: key === null ? null : strings.disposal[key]
    }
  })

/**
 * The label's grape varieties in its order: the synonym's name when the row
 * names one (the label prints the name it chose), else the variety's; the
 * share in the language's decimal notation. Rows naming no known variety are
 * left out.
 */
export const grapeVarietyLines = (
  rows: ReadonlyArray<GrapeVarietyRow>,
  varieties: ReadonlyArray<CatalogGrapeVariety>,
  strings: ELabelStrings
): ReadonlyArray<GrapeVarietyLine> =>
  rows.flatMap((row) => {
    const variety = varieties.find((entry) => entry.id === row.grape_variety_id)
    const synonym = variety?.synonyms.find((entry) => entry.id === row.grape_variety_synonym_id)
    const name = synonym?.name ?? variety?.name ?? null
    if (name === null) return []
    const percentage = row.percentage === null ? null : `${numberText(row.percentage, strings)}\u00a0%`
    return [{ name, percentage }]
  })
