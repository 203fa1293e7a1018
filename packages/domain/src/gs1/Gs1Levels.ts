/**
 * Which formats a Digital Link resolves to, level by level of the GS1 key
 * hierarchy (`/01` > `/22` > `/10`; a serial has no level of its own), among
 * the formats sharing its GTIN, in creation order (GS1-Conformant Resolver
 * 1.2, §2.5.9: the linkset has the links of every level up to the GTIN).
 */
import { Option } from "effect"
import { type DigitalLinkQualifiers, type Gtin14, toGtin14 } from "../shared/Gs1.ts"

/** What the choice of a level reads of a format: its variant and lot. */
export interface LeveledFormat {
  readonly consumer_product_variant: string | null
  readonly lot: string | null
}

/** One level: the format whose page answers there, and the qualifiers of its canonical URI. */
export interface FormatLevel<F extends LeveledFormat = LeveledFormat> {
  readonly format: F
  readonly qualifiers: DigitalLinkQualifiers
}

const isEmpty = (value: string | null) => value === null || value === ""

/** The first of `formats` without a lot, else the first. */
const firstWithoutLot = <F extends LeveledFormat>(formats: ReadonlyArray<F>): F | undefined =>
  formats.find((format) => isEmpty(format.lot)) ?? formats[0]

/**
 * The format of the GTIN itself: the first with neither lot nor variant,
 * else the first without a lot, else the first one.
 */
export const gtinFormat = <F extends LeveledFormat>(formats: ReadonlyArray<F>): F | undefined =>
  formats.find((format) => isEmpty(format.lot) && isEmpty(format.consumer_product_variant)) ?? firstWithoutLot(formats)

/**
 * The levels below the GTIN that a request's variant (`/22`) and lot (`/10`)
 * name, most specific first. A variant some format has: its lot's format
 * (`/22/V/10/L`, when one has both), then the variant's (the first of that
 * variant without a lot, else the first). A variant no format has is no
 * level (it walks up): then the lot's format (`/10/L`: the first of that lot
 * without a variant, else the first), as codes printed before variants were
 * encoded carry it.
 */
export const qualifierLevels = <F extends LeveledFormat>(
  formats: ReadonlyArray<F>,
  request: { readonly cpv: string | null; readonly lot: string | null }
): ReadonlyArray<FormatLevel<F>> => {
  const { cpv, lot } = request
  const variant = cpv === null || cpv === "" ? [] : formats.filter((format) => format.consumer_product_variant === cpv)
  const levels: Array<FormatLevel<F>> = []
  const byLot = (candidates: ReadonlyArray<F>) =>
    lot === null || lot === "" ? [] : candidates.filter((format) => format.lot === lot)
  if (variant.length > 0) {
    const both = byLot(variant)[0]
    if (both !== undefined) levels.push({ format: both, qualifiers: { cpv, lot } })
    const own = firstWithoutLot(variant)
    if (own !== undefined) levels.push({ format: own, qualifiers: { cpv } })
    return levels
  }
  const lots = byLot(formats)
  const lotFormat = lots.find((format) => isEmpty(format.consumer_product_variant)) ?? lots[0]
  return lotFormat === undefined ? [] : [{ format: lotFormat, qualifiers: { lot } }]
}

/** What the answer of a label's own Digital Link reads of the label. */
export interface LinkedLabel {
  readonly ref: string | null
  readonly gtin: string | null
  readonly formats: ReadonlyArray<LeveledFormat & { readonly ref: string | null; readonly gtin: string | null }>
}

/** Whether a stored GTIN is `gtin14` (as the resolver's GTIN index reads it: 8 to 14 digits, zero-padded). */
const isGtin = (stored: string | null, gtin14: Gtin14): boolean => {
  const found = stored === null ? Option.none() : toGtin14(stored.trim())
  return Option.isSome(found) && found.value === gtin14
}

/**
 * The ref of the page the resolver answers `/01/{gtin14}[/22/{cpv}][/10/{lot}]`
 * with, among the label's own pages: the most specific level of the formats
 * carrying that GTIN (`qualifierLevels`, then `gtinFormat`), else the
 * label's page when the GTIN is the label's own; `null` when neither. The
 * resolver looks at every published Digital Link label with that GTIN (in
 * creation order); within one label this is its choice.
 */
export const labelPageOf = (
  label: LinkedLabel,
  gtin14: Gtin14,
  qualifiers: { readonly cpv: string | null; readonly lot: string | null }
): string | null => {
  const carrying = label.formats.filter((format) => format.ref !== null && isGtin(format.gtin, gtin14))
  const format = qualifierLevels(carrying, qualifiers)[0]?.format ?? gtinFormat(carrying)
  if (format !== undefined) return format.ref
  return isGtin(label.gtin, gtin14) ? label.ref : null
}
