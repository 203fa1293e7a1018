/**
 * Which GS1 Digital Link a label's and a format's QR codes carry: the rule
 * the codes are made by (`qr/QrTarget.ts`) and the compliance report checks
 * them with (`compliance/DigitalLinkWarnings.ts`), over the resolver's own
 * choice of a page (`labelPageOf`), so the three agree.
 */
import { Option } from "effect"
import { type DigitalLinkQualifiers, digitalLinkUri, encodableQualifier, type Gtin14, toGtin14 } from "../shared/Gs1.ts"
import { labelPageOf } from "./Gs1Levels.ts"

/** The format fields that decide what its code encodes. */
export interface QrFormat {
  readonly id: string
  readonly ref: string | null
  readonly gtin: string | null
  readonly consumer_product_variant: string | null
  readonly lot: string | null
}

/** The label fields that decide what its codes encode (a label, or a version's snapshot of one). */
export interface QrLabel {
  readonly ref: string | null
  readonly gtin: string | null
  readonly use_gs1_digital_link: boolean | null
  readonly default_format_id: string | null
  readonly formats: ReadonlyArray<QrFormat>
}

/**
 * The GTIN and qualifiers the Digital Link of a label's code carries: the
 * format's GTIN, or for the label's own code its default format's, else the
 * label's; the format's variant (`/22/`) and lot (`/10/`) when they are
 * valid values of AI (22) and (10) (`encodableQualifier`: a value the
 * resolver would refuse is left out).
 */
export const keyOf = (gtin: string | null, format: QrFormat | undefined): Option.Option<DigitalLinkKey> =>
  gtin === null
    ? Option.none()
    : Option.map(toGtin14(gtin), (gtin14) => ({
        gtin14,
        qualifiers: {
          cpv: encodableQualifier(format?.consumer_product_variant),
          lot: encodableQualifier(format?.lot)
        }
      }))

/** The page a Digital Link of the label opens (`labelPageOf`: the resolver's choice among the label's pages). */
export const pageOfKey = (label: QrLabel, { gtin14, qualifiers }: DigitalLinkKey): string | null =>
  labelPageOf(label, gtin14, { cpv: qualifiers.cpv ?? null, lot: qualifiers.lot ?? null })

/** What a format's QR code carries, and why it is not the Digital Link when it is not. */
export type FormatCode =
  | { readonly _tag: "DigitalLink"; readonly key: DigitalLinkKey }
  | { readonly _tag: "ShortLink"; readonly reason: "not-digital-link" | "no-gtin" | "invalid-gtin" }
  | {
      readonly _tag: "ShortLink"
      readonly reason: "another-page"
      readonly key: DigitalLinkKey
      /** The ref of the page that Digital Link opens instead. */
      readonly page: string | null
    }

/**
 * What a format's code carries. Its Digital Link only when that link opens
 * the format's own page: the label uses Digital Links, the format has a
 * valid GTIN of its own (the label's GTIN names the label's page or another
 * format's: a 375 ml bottle without a GTIN must not open the 750 ml page),
 * and no other format of the label with that GTIN takes the link first
 * (same GTIN, variant and lot, or a variant or lot the link cannot carry).
 * Otherwise its short link, which always opens its own page; the compliance
 * report says why (`DigitalLinkWarnings.ts`).
 */
export const formatCode = (label: QrLabel, format: QrFormat): FormatCode => {
  if (label.use_gs1_digital_link !== true) return { _tag: "ShortLink", reason: "not-digital-link" }
  if (format.gtin === null) return { _tag: "ShortLink", reason: "no-gtin" }
  const key = keyOf(format.gtin, format)
  if (Option.isNone(key)) return { _tag: "ShortLink", reason: "invalid-gtin" }
  const page = pageOfKey(label, key.value)
  return page !== null && page === format.ref
    ? { _tag: "DigitalLink", key: key.value }
    : { _tag: "ShortLink", reason: "another-page", key: key.value, page }
}

/** The GTIN and key qualifiers a Digital Link carries. */
export interface DigitalLinkKey {
  readonly gtin14: Gtin14
  readonly qualifiers: DigitalLinkQualifiers
}

/**
 * Every GTIN and qualifiers the codes of the label and its formats encode as
 * Digital Links now or did before (a format without a GTIN of its own
 * carried the label's until its code became its short link), each of their
 * GTINs alone (what a scanner that drops the qualifiers asks), and a
 * format's lot alone as codes printed before variants were carried had it:
 * the links a static copy of the resolver must answer. None when the label
 * does not use Digital Links.
 */
export const digitalLinkKeys = (label: QrLabel): ReadonlyArray<DigitalLinkKey> => {
  if (label.use_gs1_digital_link !== true) return []
  const defaultFormat = label.formats.find((format) => format.id === label.default_format_id)
  const keys = new Map<string, DigitalLinkKey>()
  for (const format of [defaultFormat, ...label.formats]) {
    for (const { gtin14, qualifiers } of Option.toArray(keyOf(format?.gtin ?? label.gtin, format))) {
      const lotAlone = format?.lot === null || format?.lot === undefined ? [] : [{ lot: format.lot }]
      for (const carried of [{}, qualifiers, ...lotAlone]) {
        keys.set(digitalLinkUri("", gtin14, carried), { gtin14, qualifiers: carried })
      }
    }
  }
  return [...keys.values()]
}
