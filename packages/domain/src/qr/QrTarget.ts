/**
 * What a QR code encodes. A label's or format's code carries the GS1 Digital
 * Link URI when the label asks for it and that link opens the code's own
 * page, otherwise the short link `{base}/l/{ref}`: every code leads to its
 * own page. A marketing code always carries `{base}/q/{ref}`, a draft's too
 * (its ref exists from creation, so a proof can be printed).
 */
import { Option } from "effect"
import { formatCode, keyOf, pageOfKey, type QrFormat, type QrLabel } from "../gs1/DigitalLinkCodes.ts"
import { formatShortUrl } from "../label/Format.ts"
import { labelShortUrl } from "../label/Label.ts"
import { qrShortUrl } from "../marketing/MarketingQrCode.ts"
import { digitalLinkUri } from "../shared/Gs1.ts"

export {
  type DigitalLinkKey,
  digitalLinkKeys,
  type FormatCode,
  formatCode,
  type QrFormat,
  type QrLabel
} from "../gs1/DigitalLinkCodes.ts"

/** A stored ref, or none for a record without one (every stored label, format and code has one). */
const withRef = (ref: string | null, link: (ref: string) => string): Option.Option<string> =>
  ref === null ? Option.none() : Option.some(link(ref))

/**
 * What the label's QR code encodes: the Digital Link of its default format
 * (its GTIN, else the label's, with its variant and lot) when that link
 * opens the label's page or its default format's, else `{base}/l/{label.ref}`.
 */
export const labelQrTarget = (label: QrLabel, baseUrl: string): Option.Option<string> => {
  const defaultFormat = label.formats.find((format) => format.id === label.default_format_id)
  const key =
    label.use_gs1_digital_link === true ? keyOf(defaultFormat?.gtin ?? label.gtin, defaultFormat) : Option.none()
  const own = Option.filter(key, (found) => {
    const page = pageOfKey(label, found)
    return page !== null && (page === label.ref || page === defaultFormat?.ref)
  })
  return Option.orElse(
    Option.map(own, ({ gtin14, qualifiers }) => digitalLinkUri(baseUrl, gtin14, qualifiers)),
    () => withRef(label.ref, (ref) => labelShortUrl(baseUrl, ref))
  )
}

/** What a format's QR code encodes (`formatCode`): its Digital Link, else `{base}/l/{format.ref}`. */
export const formatQrTarget = (label: QrLabel, format: QrFormat, baseUrl: string): Option.Option<string> => {
  const code = formatCode(label, format)
  return code._tag === "DigitalLink"
    ? Option.some(digitalLinkUri(baseUrl, code.key.gtin14, code.key.qualifiers))
    : withRef(format.ref, (ref) => formatShortUrl(baseUrl, ref))
}

/** What a marketing code encodes: `{base}/q/{ref}`, published or not. */
export const qrCodeTarget = (code: { readonly ref: string }, baseUrl: string): string => qrShortUrl(baseUrl, code.ref)
