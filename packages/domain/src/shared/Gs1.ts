/**
 * GS1 identifiers on the e-label: GTINs (GS1 General Specifications §7.9,
 * check digit by the standard mod-10 algorithm), the values of the key
 * qualifiers AI (22) and (10), and the GS1 Digital Link URI
 * `/01/{gtin}[/22/{cpv}][/10/{lot}]` a QR code on the bottle carries (read
 * back by `DigitalLinkPath.ts`).
 */
import { type Option, Result, Schema } from "effect"

/** Why a string is not a GTIN. */
export type GtinProblem = "not-digits" | "wrong-length" | "bad-check-digit"

/**
 * The GS1 check digit for the data digits of a GTIN (all digits but the
 * last): weights 3 and 1 alternate from the rightmost data digit, and the
 * check digit brings the weighted sum up to a multiple of ten.
 */
export const checkDigit = (dataDigits: string): number => {
  let sum = 0
  for (let i = 0; i < dataDigits.length; i++) {
    const digit = dataDigits.charCodeAt(dataDigits.length - 1 - i) - 48
    sum += digit * (i % 2 === 0 ? 3 : 1)
  }
  return (10 - (sum % 10)) % 10
}

const hasValidCheckDigit = (digits: string): boolean =>
  checkDigit(digits.slice(0, -1)) === digits.charCodeAt(digits.length - 1) - 48

/** A GTIN as 14 digits with a valid check digit: shorter GTINs padded with leading zeros. */
export const Gtin14 = Schema.String.check(
  Schema.makeFilter<string>((s) => (/^\d{14}$/.test(s) && hasValidCheckDigit(s)) || "expected a valid GTIN-14", {
    expected: "a GTIN-14: 14 digits with a valid GS1 check digit"
  })
).pipe(Schema.brand("Gtin14"))
export type Gtin14 = typeof Gtin14.Type

const GTIN_LENGTHS: ReadonlySet<number> = new Set([8, 12, 13, 14])

/**
 * Reads a GTIN-8, -12, -13 or -14 (surrounding whitespace ignored) and
 * returns it as GTIN-14. Padding keeps the check digit valid, because
 * leading zeros add nothing to the weighted sum.
 */
export const parseGtin = (input: string): Result.Result<Gtin14, GtinProblem> => {
  const s = input.trim()
  if (!/^\d+$/.test(s)) return Result.fail("not-digits")
  if (!GTIN_LENGTHS.has(s.length)) return Result.fail("wrong-length")
  if (!hasValidCheckDigit(s)) return Result.fail("bad-check-digit")
  return Result.succeed(s.padStart(14, "0") as Gtin14)
}

/**
 * A GTIN as a label or format stores it: GTIN-8, -12, -13 or -14, digits
 * only, with a valid check digit, kept as sent (the number printed under the
 * bar code). The Digital Link lookup pads it to 14 digits (`/01/` accepts the
 * same four lengths), so both spellings of one GTIN find the same format.
 */
export const Gtin = Schema.String.check(
  Schema.makeFilter<string>(
    (s) =>
      (/^\d+$/.test(s) && GTIN_LENGTHS.has(s.length) && hasValidCheckDigit(s)) ||
      "expected a GTIN-8, -12, -13 or -14: digits only, with a valid GS1 check digit",
    { expected: "a GTIN-8, -12, -13 or -14 with a valid GS1 check digit" }
  )
).annotate({ identifier: "Gtin" })

/** The GTIN-14 of a string, when it is a valid GTIN. */
export const toGtin14 = (input: string): Option.Option<Gtin14> => Result.getSuccess(parseGtin(input))

/** GS1 AI encodable character set 82 (General Specifications Figure 7.11-1). */
export const CSET_82 = /^[!"%-?A-Z_a-z]+$/

/**
 * Whether `value` is a valid value of AI (10) batch/lot or AI (22) consumer
 * product variant: `X..20`, 1 to 20 characters of character set 82 (GS1
 * General Specifications §3.2). The write side takes any text; only such a
 * value goes into the Digital Link of a QR code.
 */
export const isQualifierValue = (value: string | null | undefined): value is string =>
  value !== null && value !== undefined && value.length <= 20 && CSET_82.test(value)

/** "." and "..": URL parsers remove such a path segment even percent-encoded (RFC 3986 §5.2.4, WHATWG URL). */
const isDotSegment = (value: string): boolean => value === "." || value === ".."

/**
 * The value of AI (10) or (22) a QR code's Digital Link can carry: a valid
 * AI value (`isQualifierValue`) that is not a dot-segment, else none (the
 * URI names the level above, which still resolves).
 */
export const encodableQualifier = (value: string | null | undefined): string | null =>
  isQualifierValue(value) && !isDotSegment(value) ? value : null

/** The key qualifiers of a Digital Link URI (path order `/22`, `/10`). */
export interface DigitalLinkQualifiers {
  readonly cpv?: string | null | undefined
  readonly lot?: string | null | undefined
}

/**
 * The GS1 Digital Link URI of a product: `{baseUrl}/01/{gtin14}`, then
 * `/22/{cpv}` and `/10/{lot}` (percent-encoded) for those given, in path
 * order. An empty value or a dot-segment is left out: a URI cannot carry it.
 */
export const digitalLinkUri = (baseUrl: string, gtin: Gtin14, qualifiers: DigitalLinkQualifiers = {}): string => {
  let uri = `${baseUrl.replace(/\/+$/, "")}/01/${gtin}`
  for (const [ai, value] of [
    ["22", qualifiers.cpv],
    ["10", qualifiers.lot]
  ] as const) {
    if (value !== null && value !== undefined && value !== "" && !isDotSegment(value)) {
      uri += `/${ai}/${encodeURIComponent(value)}`
    }
  }
  return uri
}
