/**
 * Telling a compressed GS1 Digital Link for a GTIN from any other path
 * segment, on the vectors of GS1's compression prototype (uncompressed form
 * beside each).
 */
import { assert, describe, it } from "@effect/vitest"
import { compressedGtin } from "../src/CompressedDigitalLink.ts"

describe("compressedGtin", () => {
  it("reads the GTIN of compressed links whose AIs start with (01), whatever follows", () => {
    assert.strictEqual(compressedGtin("AQnYUc1gmg"), "05412345000013") // /01/05412345000013
    assert.strictEqual(compressedGtin("AQnYUc1gmiCNV4JG"), "05412345000013") // …/10/ABC123
    assert.strictEqual(compressedGtin("AQnYUc1gmiCNV4JGRNoBLG-nvPe2p_Ho"), "05412345000013") // …/22/…/10/ABC123
    assert.strictEqual(compressedGtin("ARHKVAdpQgTBWQ8"), "09780345418913")
  })

  it("refuses other keys, words of the alphabet, bad check digits and impossible lengths", () => {
    assert.isNull(compressedGtin("AN2yxDhfaiaw")) // /00/998440410914660971: an SSCC, not a GTIN
    assert.isNull(compressedGtin("EEarwSOABgwEj9s0bAmQ")) // starts with AI (10): an ITIP, not a GTIN
    for (const word of ["HelloWorld12", "favicon_icon", "AAAAAAAAAAAA", "AQnYUd1gmg", "AQnYUc1gm", "AQnYUc1gmgAAA"]) {
      assert.isNull(compressedGtin(word), word)
    }
  })
})
