/**
 * What a QR code encodes. A label's or format's code carries the GS1 Digital
 * Link URI when the label asks for it and a valid GTIN is known, otherwise the
 * short link `{base}/l/{ref}`; a marketing code always carries `{base}/q/{ref}`,
 * a draft's too (its ref exists from creation, so a proof can be printed).
 */
import { Option } from "effect"
import { type Format, formatShortUrl } from "../label/Format.ts"
import { type Label, labelShortUrl } from "../label/Label.ts"
import { qrShortUrl } from "../marketing/MarketingQrCode.ts"
import { type DigitalLinkQualifiers, digitalLinkUri, encodableQualifier, type Gtin14, toGtin14 } from "../shared/Gs1.ts"

/** The label fields that decide what its codes encode. */
export type QrLabel = Pick<Label, "ref" | "gtin" | "use_gs1_digital_link" | "default_format_id" | "formats">

/** The format fields that decide what its code encodes. */
export type QrFormat = Pick<Format, "ref" | "gtin" | "consumer_product_variant" | "lot">

/**
 * The Digital Link URI of a format of the label, when the label uses Digital
 * Links. The GTIN is the format's when it has one, else the label's: a
 * format's own but invalid GTIN does not fall back to the label's, which may
 * name another variant (a magnum is not the 0.75 l bottle). The consumer
 * product variant (`/22/`) and the lot (`/10/`) are the format's, when they
 * are valid values of AI (22) and (10) (`encodableQualifier`): a value the
 * resolver would refuse is left out, so every code resolves (the compliance
 * report warns, `gs1-qualifier-invalid`).
 */
const digitalLinkKey = (label: QrLabel, format: QrFormat | undefined): Option.Option<DigitalLinkKey> => {
  if (label.use_gs1_digital_link !== true) return Option.none()
  const gtin = format?.gtin ?? label.gtin
  if (gtin === null) return Option.none()
  return Option.map(toGtin14(gtin), (gtin14) => ({
    gtin14,
    qualifiers: {
      cpv: encodableQualifier(format?.consumer_product_variant),
      lot: encodableQualifier(format?.lot)
    }
  }))
}

const digitalLink = (label: QrLabel, format: QrFormat | undefined, baseUrl: string): Option.Option<string> =>
  Option.map(digitalLinkKey(label, format), ({ gtin14, qualifiers }) => digitalLinkUri(baseUrl, gtin14, qualifiers))

/** The GTIN and key qualifiers a Digital Link carries. */
export interface DigitalLinkKey {
  readonly gtin14: Gtin14
  readonly qualifiers: DigitalLinkQualifiers
}

/**
 * Every GTIN and qualifiers the codes of the label and its formats encode as
 * Digital Links, each of their GTINs alone (what a scanner that drops the
 * qualifiers asks), and a format's lot alone as codes printed before variants
 * were carried had it: the links a static copy of the resolver must answer.
 * None when the label does not use Digital Links.
 */
export const digitalLinkKeys = (label: QrLabel): ReadonlyArray<DigitalLinkKey> => {
  const defaultFormat = label.formats.find((format) => format.id === label.default_format_id)
  const keys = new Map<string, DigitalLinkKey>()
  for (const format of [defaultFormat, ...label.formats]) {
    for (const { gtin14, qualifiers } of Option.toArray(digitalLinkKey(label, format))) {
      const lotAlone = format?.lot === null || format?.lot === undefined ? [] : [{ lot: format.lot }]
      for (const carried of [{}, qualifiers, ...lotAlone]) {
        keys.set(digitalLinkUri("", gtin14, carried), { gtin14, qualifiers: carried })
      }
    }
  }
  return [...keys.values()]
}

/** A stored ref, or none for a record without one (every stored label, format and code has one). */
const withRef = (ref: string | null, link: (ref: string) => string): Option.Option<string> =>
  ref === null ? Option.none() : Option.some(link(ref))

/**
 * What the label's QR code encodes: the Digital Link of its default format
 * (GTIN and lot), else `{base}/l/{label.ref}`.
 */
export const labelQrTarget = (label: QrLabel, baseUrl: string): Option.Option<string> => {
  const defaultFormat = label.formats.find((format) => format.id === label.default_format_id)
  return Option.orElse(digitalLink(label, defaultFormat, baseUrl), () =>
    withRef(label.ref, (ref) => labelShortUrl(baseUrl, ref))
  )
}

/** What a format's QR code encodes: its Digital Link, else `{base}/l/{format.ref}`. */
export const formatQrTarget = (label: QrLabel, format: QrFormat, baseUrl: string): Option.Option<string> =>
  Option.orElse(digitalLink(label, format, baseUrl), () => withRef(format.ref, (ref) => formatShortUrl(baseUrl, ref)))

/** What a marketing code encodes: `{base}/q/{ref}`, published or not. */
export const qrCodeTarget = (code: { readonly ref: string }, baseUrl: string): string => qrShortUrl(baseUrl, code.ref)
