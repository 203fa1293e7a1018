/**
 * Which formats a Digital Link resolves to, level by level of the GS1 key
 * hierarchy (`/01` > `/22` > `/10`; a serial has no level of its own), among
 * the formats sharing its GTIN, in creation order (GS1-Conformant Resolver
 * 1.2, §2.5.9: the linkset has the links of every level up to the GTIN).
 */
import type { Format } from "../label/Format.ts"
import type { DigitalLinkQualifiers } from "../shared/Gs1.ts"

/** One level: the format whose page answers there, and the qualifiers of its canonical URI. */
export interface FormatLevel {
  readonly format: Format
  readonly qualifiers: DigitalLinkQualifiers
}

const isEmpty = (value: string | null) => value === null || value === ""

/** The first of `formats` without a lot, else the first. */
const firstWithoutLot = (formats: ReadonlyArray<Format>): Format | undefined =>
  formats.find((format) => isEmpty(format.lot)) ?? formats[0]

/**
 * The format of the GTIN itself: the first with neither lot nor variant,
 * else the first without a lot, else the first one.
 */
export const gtinFormat = (formats: ReadonlyArray<Format>): Format | undefined =>
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
export const qualifierLevels = (
  formats: ReadonlyArray<Format>,
  request: { readonly cpv: string | null; readonly lot: string | null }
): ReadonlyArray<FormatLevel> => {
  const { cpv, lot } = request
  const variant = cpv === null || cpv === "" ? [] : formats.filter((format) => format.consumer_product_variant === cpv)
  const levels: Array<FormatLevel> = []
  const byLot = (candidates: ReadonlyArray<Format>) =>
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
