/**
 * Decompressing GS1 Digital Link URIs, on published vectors (each pair is
 * a compressed URI and the uncompressed URI its source gives):
 * - GS1's `gs1/digital-link.js`, `tests/index.js` (commit 0a39ac768fec4de119a1256e08d0542616f6772f);
 * - Solidsoft Reply's port of GS1's prototype, `Solidsoft-Reply/Gs1DigitalLinkLib`,
 *   `Tests/Features/DecompressGs1DigitalLink.feature` (commit 88631c3bfab8f43d7b2606109088529a50d16f7f)
 *   and `Tests/Features/AdditionalUriContent.feature`;
 * - Trust Codes' implementation, to which the prototype's README points,
 *   `Trust-Codes-Ltd/gs1-compression`, `tests/decompress/test_central_functions.py`
 *   (commit 0a2511bed06a118446f36509d76442cffdb707c2).
 * What no vector covers (hexadecimal text, leading zeros, malformed data)
 * is spelled out bit by bit below. Partially compressed links
 * (`/01/{gtin}/{compressed}`) have vectors only in Solidsoft Reply's port
 * (`AdditionalUriContent.feature`, same commit); the first is rebuilt bit by
 * bit as the prototype's encoder writes it (`compressGS1AIarrayToBinary`).
 */
import { assert, describe, it } from "@effect/vitest"
import { decompressDigitalLink } from "../src/gs1/CompressedDigitalLink.ts"
import { formattedAis } from "../src/gs1/CompressedDigitalLinkTables.ts"
import { dataAttributeProblem } from "../src/gs1/Gs1DataAttributes.ts"
import { decompressPartialDigitalLink } from "../src/gs1/PartiallyCompressedDigitalLink.ts"
import { uncompressedTarget } from "../src/gs1/UncompressedDigitalLink.ts"

const uncompressed = (segment: string): string => {
  const result = decompressDigitalLink(segment)
  assert.strictEqual(result._tag, "Decompressed", segment)
  return result._tag === "Decompressed" ? uncompressedTarget(result, "") : ""
}

const malformed = (segment: string): string => {
  const result = decompressDigitalLink(segment)
  assert.strictEqual(result._tag, "Malformed", segment)
  return result._tag === "Malformed" ? result.reason : ""
}

/** Bits as a compressed path segment: 6 to a base64url character, zero-padded. */
const segmentOf = (...fields: ReadonlyArray<string>): string =>
  (fields.join("").match(/.{1,6}/g) ?? [])
    .map(
      (six) =>
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"[Number.parseInt(six.padEnd(6, "0"), 2)]
    )
    .join("")
const bits = (value: number | bigint, width: number) => value.toString(2).padStart(width, "0")
/** The 47 bits of GTIN 05412345000013 after a header byte. */
const GTIN = bits(5412345000013n, 47)

describe("decompressDigitalLink", () => {
  it("decodes GS1's vectors: optimisation codes, numeric and base64url text, a non-GS1 pair", () => {
    assert.strictEqual(
      uncompressed("HxHKVAdpQhCTxbrOF_yEFcx_4a2GeAh1mFOZkChg6Z8pgcEMEWpMganmIQ"),
      "/01/09780345418913/10/38737643/21/58943?15=230911&thngId=U5mQKGDpnymBwQwRakyBqeYh"
    )
    assert.strictEqual(uncompressed("HxHKVAdpQgZzjr-hCDKigI"), "/01/09780345418913/10/231/21/345345?15=120820")
    assert.strictEqual(uncompressed("DBHKVAdpQgqrCvBv0UMG21W"), "/01/09780345418913/21/43786?foo=bar")
    assert.strictEqual(uncompressed("ARHKVAdpQkIKqwo"), "/01/09780345418913/21/43786") // the request keeps ?foo=bar
    assert.strictEqual(uncompressed("ARHKVAdpQg"), "/01/09780345418913") // also Trust Codes'
  })

  it("decodes the port's vectors for every key qualifier, 7-bit ASCII and compressed non-GS1 pairs", () => {
    for (const [compressed, expected] of [
      ["AQnYUc1gmg", "/01/05412345000013"],
      ["AQnYUc1gmiCNV4JG", "/01/05412345000013/10/ABC123"],
      ["AQnYUc1gmiCNV4JGQhcNT6K6c", "/01/05412345000013/10/ABC123/21/72292641703"],
      ["AQnYUc1gmiCNV4JGQhcNT6K6cibQCWN9Pee9tT-PQ", "/01/05412345000013/22/AJY3095721P49/10/ABC123/21/72292641703"],
      ["AQnYUc1gmiCNV4JGRNoBLG-nvPe2p_Ho", "/01/05412345000013/22/AJY3095721P49/10/ABC123"],
      ["AQnYUc1gmkax7ipGrOHDPC5YNI8hMz", "/01/05412345000013/235/8TFV883a904GH%263"],
      ["AQnYUc1gmkIXDU-iun", "/01/05412345000013/21/72292641703"],
      ["AQnYUc1gmkIXDU-iunIm0AljfT3nvbU_j0", "/01/05412345000013/22/AJY3095721P49/21/72292641703"],
      ["AQnYUc1gmkTaASxvp7z3tqfx6", "/01/05412345000013/22/AJY3095721P49"],
      ["AQnYUc1gmiCNV4JGLo3DY", "/01/05412345000013/10/ABC123?17=290331"],
      ["AQnYUc1gmiCNV4JGLo3Dfg2q72Etrue8K7RPRWwjc0D4", "/01/05412345000013/10/ABC123?17=290331&arv=true&donor=bmgf"]
    ]) {
      assert.strictEqual(uncompressed(compressed ?? ""), expected)
    }
  })

  it("is not a compressed link for a GTIN when it names another key or is a word of the alphabet", () => {
    for (const segment of [
      "AN2yxDhfaiaw", // /00/998440410914660971 (the port), an SSCC
      "ABeRcNWtKMPA", // /00/106141412345678908 (Trust Codes)
      "QUCO_anbfA", // /414/0614141123452 (Trust Codes), a GLN
      "EEarwSOABgwEj9s0bAmQ", // /8006/054123450000130201/10/ABC123 (the port), an ITIP
      "JTLIetaiHYA", // /253/3060077601309 (the port), a GDTI
      "AQnYUd1gmg", // a GTIN with a wrong check digit cannot be told from a word
      "HelloWorld12",
      "favicon",
      "apple-touch-icon",
      "robots.txt",
      ""
    ]) {
      assert.strictEqual(decompressDigitalLink(segment)._tag, "NotCompressed", segment)
    }
  })

  it("restores leading zeros, decodes lower-case hexadecimal text and an empty non-GS1 value", () => {
    // 0F: (01) then (30), N..8: 4 length bits, 4 digits in 14 bits.
    assert.strictEqual(
      uncompressed(segmentOf("00001111", GTIN, bits(4, 4), bits(12, 14))),
      "/01/05412345000013?30=0012"
    )
    // 0B: (01) then (10), X..20: encoding 1 (hex, lower case), 5 length bits, 4 bits a character.
    const hex = [..."abc123"].map((c) => bits(Number.parseInt(c, 16), 4)).join("")
    assert.strictEqual(
      uncompressed(segmentOf("00001011", GTIN, "001", bits(6, 5), hex)),
      "/01/05412345000013/10/abc123"
    )
    // F: a non-GS1 key of 1 base64url character ("x", 49), encoding 4 (ASCII), 7 length bits: none.
    const empty = segmentOf("00000001", GTIN, "1111", "0000", "001", bits(49, 6), "100", bits(0, 7))
    assert.strictEqual(uncompressed(empty), "/01/05412345000013?x=")
    // (01), then (3103) in four nibbles, N6 in 20 bits.
    assert.strictEqual(
      uncompressed(segmentOf("00000001", GTIN, "0011000100000011", bits(750, 20))),
      "/01/05412345000013?3103=000750"
    )
  })

  it("calls a compressed GTIN link that does not decode to its end malformed", () => {
    assert.include(malformed("AQnYUc1gmiCNV4J"), "ends in the middle of a value")
    assert.include(malformed("AQnYUc1gmh"), "bits left over")
    assert.include(malformed(segmentOf("00000001", GTIN, "00000010", bits(0, 47))), "AI (02)")
    assert.include(
      malformed(segmentOf("00001011", GTIN, "011", bits(1, 5), "000000", "00010000", "011", bits(1, 5), "000000")),
      "AI (10) appears twice"
    )
    assert.include(malformed(segmentOf("00001011", GTIN, "111", bits(1, 5), "0000000")), "unknown encoding 7")
    assert.include(malformed(segmentOf("00001011", GTIN, "011", bits(21, 5))), "longer than its 20")
    assert.include(malformed(segmentOf("00000001", GTIN, "11110000", "000")), "non-GS1 key is empty")
    assert.include(malformed(segmentOf("00000001", GTIN, "10111011")), "no optimisation has the code BB")
  })

  it("decodes a partially compressed link: the GTIN in the path, the rest in one segment after it", () => {
    const partial = (path: string) => {
      const result = decompressPartialDigitalLink(path)
      assert.strictEqual(result._tag, "Decompressed", path)
      return result._tag === "Decompressed" ? uncompressedTarget(result, "") : ""
    }
    // (10) ABC123: its header, encoding 2 (upper-case hexadecimal), 5 length bits, 4 bits a character.
    const abc123 = [..."ABC123"].map((c) => bits(Number.parseInt(c, 16), 4)).join("")
    assert.strictEqual(segmentOf("00010000", "010", bits(6, 5), abc123), "EEarwSM")
    for (const [path, expected] of [
      ["/01/05412345000013/EEarwSM", "/01/05412345000013/10/ABC123"],
      ["/01/05412345000013/EEarwSMXRuGw", "/01/05412345000013/10/ABC123?17=290331"],
      ["/01/5412345000013/EEarwSMXRuGw", "/01/05412345000013/10/ABC123?17=290331"], // a GTIN-13
      [
        "/01/05412345000013/EEarwSMXRuG_BtV3sJbXc94V2ieithG5oHw",
        "/01/05412345000013/10/ABC123?17=290331&arv=true&donor=bmgf"
      ],
      ["/01/05412345000013/EEarwSM/", "/01/05412345000013/10/ABC123"]
    ]) {
      assert.strictEqual(partial(path ?? ""), expected)
    }
    for (const path of [
      "/01/05412345000012/EEarwSM", // a wrong check digit
      "/01/05412345000013/10/ABC123/EEarwSM", // a qualifier before the segment: not the prototype's form
      "/01/05412345000013/a.b",
      "/8006/054123450000130201/EEarwSM",
      "/01/05412345000013"
    ]) {
      assert.strictEqual(decompressPartialDigitalLink(path)._tag, "NotCompressed", path)
    }
    const malformed = (path: string) => {
      const result = decompressPartialDigitalLink(path)
      return result._tag === "Malformed" ? result.reason : `${result._tag} ${path}`
    }
    assert.include(malformed("/01/05412345000013/foo"), "no optimisation has the code 7E")
    assert.include(malformed("/01/05412345000013/ARHKVAdpQg"), "AI (01) appears twice")
  })

  it("appends the request's own query string to the decompressed one", () => {
    const form = { path: "/01/05412345000013/10/ABC123", query: "17=290331" }
    assert.strictEqual(uncompressedTarget(form, "linkType=gs1:pip"), `${form.path}?17=290331&linkType=gs1:pip`)
    assert.strictEqual(uncompressedTarget({ ...form, query: "" }, "x=1"), `${form.path}?x=1`)
    assert.strictEqual(uncompressedTarget({ ...form, query: "" }, ""), form.path)
  })

  it("decodes only AIs the resolver takes as key, key qualifier or data attribute", () => {
    for (const ai of formattedAis.filter((ai) => !["01", "10", "21", "22", "235"].includes(ai))) {
      assert.notInclude(dataAttributeProblem(ai, "") ?? "", "not a data attribute", ai)
    }
  })
})
