/**
 * Partially compressed GS1 Digital Links for a GTIN: `/01/{gtin}/{compressed}`.
 * GS1's reference implementation (`gs1/GS1DigitalLinkCompressionPrototype`,
 * `src/GS1DigitalLinkToolkit.js`, commit
 * `01ec8fd431eb99476825bf1fdb28a431e70741ca`) writes them with its
 * `uncompressedPrimary` option: the primary key uncompressed in the path,
 * every other AI (key qualifiers too) compressed into one segment after it
 * (`separateIDnonID`). Its `analyseURI` knows the form by exactly these three
 * path segments, and `extractFromCompressedGS1digitalLink` decodes the
 * segment as a fully compressed one, the key taken from the path. A path
 * with a qualifier before the segment is not such a link.
 */
import { Result } from "effect"
import { parseGtin } from "../shared/Gs1.ts"
import { type Decompression, decompressDigitalLink } from "./CompressedDigitalLink.ts"

/** `/01/{gtin}/{segment}`, one trailing slash tolerated. */
const PARTIAL = /^\/01\/(\d+)\/([A-Za-z0-9_-]+)\/?$/

/**
 * Decompresses a request path (without query string) `/01/{gtin}/{compressed}`
 * whose GTIN (8, 12, 13 or 14 digits) has a valid check digit; any other path
 * is `NotCompressed`. The uncompressed form names the GTIN in 14 digits.
 */
export const decompressPartialDigitalLink = (path: string): Decompression => {
  const [, digits = "", segment = ""] = PARTIAL.exec(path) ?? []
  const gtin = parseGtin(digits)
  return Result.isSuccess(gtin) ? decompressDigitalLink(segment, gtin.success) : { _tag: "NotCompressed" }
}
