/**
 * Decompressing a GS1 Digital Link URI for a GTIN (GS1 Digital Link
 * compression; GS1-Conformant Resolver 1.2 §2.3: a resolver SHALL
 * decompress). The path is one base64url segment of a bit string: a run of
 * AIs, each an 8-bit header (the AI's digits in 4-bit nibbles, or an
 * optimisation code for a sequence of AIs) then its value, and at the end
 * any non-GS1 `key=value` pairs (`F` nibble). Algorithm and tables of GS1's
 * reference implementation (`CompressedDigitalLinkTables.ts`, source there),
 * with one correction: a number of a known length keeps its leading zeros
 * (the prototype drops them from variable-length numbers and all-digit
 * text when it decodes, although its encoder wrote them).
 *
 * A segment is a compressed link for a GTIN when its first AI is (01) and
 * that GTIN has a valid check digit: that is what tells it from any word of
 * the base64url alphabet (`/favicon`, `/HelloWorld12`). What follows must
 * then decode to the end, or the link is malformed.
 *
 * The segment of a partially compressed link (`/01/{gtin}/{compressed}`,
 * `PartiallyCompressedDigitalLink.ts`) is read the same way, the GTIN given:
 * it is what a fully compressed one holds after its (01) header and value.
 */

import { checkDigit, type Gtin14 } from "../shared/Gs1.ts"
import { AI_LENGTH, type Component, formatOf, HEX, OPTIMISATIONS, SAFE_BASE64 } from "./CompressedDigitalLinkTables.ts"
import { type UncompressedForm, uncompressedForm } from "./UncompressedDigitalLink.ts"

/** What a path segment is as a compressed Digital Link. */
export type Decompression =
  /** Not a compressed Digital Link for a GTIN: another word, or a link of another key (an SSCC). */
  | { readonly _tag: "NotCompressed" }
  /** A compressed link for a GTIN that does not decode: a syntax error. */
  | { readonly _tag: "Malformed"; readonly reason: string }
  /** The uncompressed path (`/01/{gtin}[/22/…][/10/…][/21/…]` or `…/235/…`) and query string (without `?`). */
  | ({ readonly _tag: "Decompressed" } & UncompressedForm)

/** Why decoding stopped; caught at the edge of this module. */
class Stop extends Error {}

const fail = (reason: string): never => {
  throw new Stop(reason)
}

/** The bits of the segment and how many of them are read. */
interface Reader {
  readonly bits: string
  at: number
}

const take = (reader: Reader, n: number): string => {
  if (reader.at + n > reader.bits.length) fail("the compressed data ends in the middle of a value")
  reader.at += n
  return reader.bits.slice(reader.at - n, reader.at)
}

const int = (reader: Reader, n: number): number => Number.parseInt(take(reader, n), 2)

/** Bits of a number of `digits` decimal digits, and of a length up to `max` (the prototype's formulas). */
const valueBits = (digits: number) => Math.ceil((digits * Math.log(10)) / Math.log(2) + 0.01)
const lengthBits = (max: number) => Math.ceil(Math.log(max) / Math.log(2) + 0.01)

const digits = (reader: Reader, n: number): string => {
  const value = BigInt(`0b${take(reader, valueBits(n))}`).toString()
  if (n === 0) return "" // an empty value still takes one bit in the prototype
  return value.length > n ? fail(`a number has more than its ${n} digits`) : value.padStart(n, "0")
}

/** `n` characters of `width` bits: indexes into `alphabet`, or ASCII codes without one. */
const characters = (reader: Reader, n: number, width: number, alphabet?: string): string => {
  let text = ""
  for (let i = 0; i < n; i++) {
    const code = int(reader, width)
    text += alphabet === undefined ? String.fromCharCode(code) : alphabet[code]
  }
  return text
}

/** A value of `n` characters in `encoding`: digits, hexadecimal (lower, upper), base64url, 7-bit ASCII. */
const encoded = (reader: Reader, encoding: number, n: number): string => {
  if (encoding === 0) return digits(reader, n)
  if (encoding === 1) return characters(reader, n, 4, HEX).toLowerCase()
  if (encoding === 2) return characters(reader, n, 4, HEX)
  if (encoding === 3) return characters(reader, n, 6, SAFE_BASE64)
  if (encoding === 4) return characters(reader, n, 7)
  return fail(`a value has the unknown encoding ${encoding}`)
}

/** A variable length: at most `max`. */
const count = (reader: Reader, max: number): number => {
  const n = int(reader, lengthBits(max))
  return n > max ? fail(`a value is longer than its ${max} characters`) : n
}

const component = (reader: Reader, { kind, fixed, length }: Component): string => {
  if (kind === "N") return digits(reader, fixed ? length : count(reader, length))
  const encoding = int(reader, 3)
  return encoded(reader, encoding, fixed ? length : count(reader, length))
}

const valueOf = (reader: Reader, ai: string): string => {
  const format = formatOf(ai) ?? fail(`AI (${ai}) is not one a Digital Link for a GTIN carries here`)
  return format.map((part) => component(reader, part)).join("")
}

/** What a header opens: the AIs whose values follow, or a non-GS1 `key=value` pair, read whole. */
type Header = { readonly ais: ReadonlyArray<string> } | { readonly pair: readonly [string, string] }

const header = (reader: Reader): Header => {
  const [high, low] = [int(reader, 4), int(reader, 4)]
  if (high <= 9 && low <= 9) {
    const prefix = `${high}${low}`
    const length = AI_LENGTH[prefix] ?? fail(`no AI starts with ${prefix}`)
    let ai = prefix
    while (ai.length < length) {
      const digit = int(reader, 4)
      ai += digit <= 9 ? digit : fail(`AI ${ai}… goes on with a nibble that is not a digit`)
    }
    return { ais: [ai] }
  }
  const code = `${HEX[high]}${HEX[low]}`
  const sequence = OPTIMISATIONS[code]
  if (sequence !== undefined) return { ais: sequence }
  if (high !== 15) return fail(`no optimisation has the code ${code}`)
  const keyLength = (low << 3) | int(reader, 3)
  if (keyLength === 0) fail("a non-GS1 key is empty")
  const key = characters(reader, keyLength, 6, SAFE_BASE64)
  const encoding = int(reader, 3)
  return { pair: [key, encoded(reader, encoding, int(reader, 7))] }
}

type Pairs = Array<readonly [string, string]>

/** The GTIN a link starts with and the AIs its first header names after (01). */
interface Start {
  readonly gtin: string
  readonly following: ReadonlyArray<string>
}

/** The AIs (the first header's, then each header's) and non-GS1 pairs, to the padding: fewer than 6 zero bits. */
const elementsAndPairs = (reader: Reader, start: Start) => {
  const elements: Pairs = [["01", start.gtin]]
  const pairs: Pairs = []
  const add = (ai: string) => {
    if (elements.some(([key]) => key === ai)) fail(`AI (${ai}) appears twice`)
    elements.push([ai, valueOf(reader, ai)])
  }
  start.following.forEach(add)
  // The prototype reads on while more than 8 bits are left.
  while (reader.bits.length - reader.at > 8) {
    const next = header(reader)
    if ("pair" in next) pairs.push(next.pair)
    else next.ais.forEach(add)
  }
  if (/1/.test(reader.bits.slice(reader.at)) || reader.bits.length - reader.at >= 6) {
    fail("the compressed data has bits left over after its last value")
  }
  return { elements, pairs }
}

/** The GTIN a reader starts with, when its first header names (01) and the check digit holds. */
const firstGtin = (reader: Reader): Start | undefined => {
  try {
    const first = header(reader)
    if (!("ais" in first) || first.ais[0] !== "01") return undefined
    const gtin = valueOf(reader, "01")
    return checkDigit(gtin.slice(0, 13)) === Number(gtin[13]) ? { gtin, following: first.ais.slice(1) } : undefined
  } catch (error) {
    if (error instanceof Stop) return undefined
    throw error
  }
}

const NOT_COMPRESSED: Decompression = { _tag: "NotCompressed" }

/**
 * Decompresses one path segment (without `/`) as a GS1 Digital Link for a
 * GTIN; given `gtin`, as the segment of a partially compressed link for that
 * GTIN (its AIs after the GTIN, any but a second (01)).
 */
export const decompressDigitalLink = (segment: string, gtin?: Gtin14): Decompression => {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) return NOT_COMPRESSED
  const bits = [...segment].map((c) => SAFE_BASE64.indexOf(c).toString(2).padStart(6, "0")).join("")
  const reader: Reader = { bits, at: 0 }
  const start = gtin === undefined ? firstGtin(reader) : { gtin, following: [] }
  if (start === undefined) return NOT_COMPRESSED
  try {
    const { elements, pairs } = elementsAndPairs(reader, start)
    return { _tag: "Decompressed", ...uncompressedForm(elements, pairs) }
  } catch (error) {
    if (error instanceof Stop) return { _tag: "Malformed", reason: error.message }
    throw error
  }
}
