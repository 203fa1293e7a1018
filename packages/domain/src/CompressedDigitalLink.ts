/**
 * Recognising a compressed GS1 Digital Link URI for a GTIN (GS1 Digital Link
 * compression, as in GS1's compression prototype `gs1/GS1DigitalLinkToolkit.js`
 * and its test vectors: `/AQnYUc1gmg` is `/01/05412345000013`). The path is
 * one base64url segment of a bit string that starts with a header byte: the
 * AI in hexadecimal nibbles (`0x01` for AI 01), or an optimisation code for a
 * sequence of AIs (`0A`-`0F`, `1A`-`1F`, `2A`-`2F`, `3A`-`3F` all start with
 * AI 01). A GTIN follows as a 47-bit number. This resolver does not
 * decompress (ADR 0017); it only tells such a link from any other segment.
 */
import { checkDigit, type Gtin14 } from "./Gs1.ts"

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

/** The shortest compressed GTIN link: the header byte and 47 bits, in base64url. */
const MIN_LENGTH = 10

/** A header byte whose AI sequence starts with AI (01). */
const startsWithGtin = (header: number): boolean => header === 0x01 || (header >> 4 <= 3 && (header & 0x0f) >= 0x0a)

/** The bits of a base64url string, or null when it is not one (a length of 4n+1 cannot be). */
const bitsOf = (segment: string): string | null => {
  if (segment.length % 4 === 1) return null
  let bits = ""
  for (const char of segment) {
    const value = ALPHABET.indexOf(char)
    if (value === -1) return null
    bits += value.toString(2).padStart(6, "0")
  }
  return bits
}

/**
 * The GTIN of a compressed GS1 Digital Link for AI (01), when `segment` is
 * one (header, then a 14-digit number with a valid check digit), else null.
 */
export const compressedGtin = (segment: string): Gtin14 | null => {
  if (segment.length < MIN_LENGTH) return null
  const bits = bitsOf(segment)
  if (bits === null || !startsWithGtin(Number.parseInt(bits.slice(0, 8), 2))) return null
  const value = BigInt(`0b${bits.slice(8, 55)}`)
  if (value >= 10n ** 14n) return null
  const gtin = value.toString().padStart(14, "0")
  return checkDigit(gtin.slice(0, 13)) === Number(gtin[13]) ? (gtin as Gtin14) : null
}
