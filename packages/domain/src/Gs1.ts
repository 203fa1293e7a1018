/**
 * GS1 identifiers on the e-label: GTINs (GS1 General Specifications §7.9,
 * check digit by the standard mod-10 algorithm) and the GS1 Digital Link URI
 * `/01/{gtin}[/10/{lot}]` a QR code on the bottle carries (read back by
 * `DigitalLinkPath.ts`).
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

/**
 * The lot a Digital Link can carry: none for an empty lot, and none for "."
 * or "..", which URL parsers remove as dot-segments even percent-encoded
 * (RFC 3986 §5.2.4, WHATWG URL): such a URI names the GTIN only.
 */
export const encodableLot = (lot: string | null | undefined): string | null =>
  lot === undefined || lot === null || lot === "" || lot === "." || lot === ".." ? null : lot

/**
 * The GS1 Digital Link URI of a product: `{baseUrl}/01/{gtin14}`, and
 * `/10/{lot}` (percent-encoded) when a batch/lot is given that a URI path can
 * carry (see `encodableLot`).
 */
export const digitalLinkUri = (baseUrl: string, gtin: Gtin14, lot?: string | null): string => {
  const base = `${baseUrl.replace(/\/+$/, "")}/01/${gtin}`
  return encodableLot(lot) === null ? base : `${base}/10/${encodeURIComponent(lot as string)}`
}
