import { assert, describe, it } from "@effect/vitest"
import { Result } from "effect"
import {
  checkDigit,
  digitalLinkUri,
  encodableQualifier,
  type Gtin14,
  isQualifierValue,
  parseGtin
} from "../src/shared/Gs1.ts"

const gtin = (s: string): Gtin14 => Result.getOrThrow(parseGtin(s))

describe("GTIN", () => {
  it("accepts a valid EAN-13 and pads it to 14 digits", () => {
    // 4006381333931: data digits 4 0 0 6 3 8 1 3 3 3 9 3, weights 1 3 1 3 … from the left
    // (3 on the rightmost data digit): 4+0+0+18+3+24+1+9+3+9+9+9 = 89 -> check digit 10 - 9 = 1
    assert.strictEqual(checkDigit("400638133393"), 1)
    assert.deepStrictEqual(parseGtin("4006381333931"), Result.succeed(gtin("04006381333931")))
  })

  it("accepts GTIN-12 (UPC-A), GTIN-8 and GTIN-14", () => {
    // UPC-A 036000291452: odd positions 0+6+0+2+1+5 = 14 × 3 = 42, even 3+0+0+9+4 = 16; 58 -> 2
    assert.strictEqual(Result.getOrThrow(parseGtin("036000291452")), "00036000291452")
    // EAN-8 96385074: 9×3 + 6 + 3×3 + 8 + 5×3 + 0 + 7×3 = 86 -> 4
    assert.strictEqual(Result.getOrThrow(parseGtin("96385074")), "00000096385074")
    // GTIN-14 of the GS1 Digital Link standard, 09506000134352:
    // 0×3+9+5×3+0+6×3+0+0×3+0+1×3+3+4×3+3+5×3 = 78 -> 2
    assert.strictEqual(Result.getOrThrow(parseGtin(" 09506000134352 ")), "09506000134352")
  })

  it("refuses a wrong check digit, a wrong length and non-digits, saying why", () => {
    assert.deepStrictEqual(parseGtin("4006381333932"), Result.fail("bad-check-digit"))
    assert.deepStrictEqual(parseGtin("09506000134353"), Result.fail("bad-check-digit"))
    assert.deepStrictEqual(parseGtin("40063813339"), Result.fail("wrong-length"))
    assert.deepStrictEqual(parseGtin("400638133393100"), Result.fail("wrong-length"))
    assert.deepStrictEqual(parseGtin("4006-381333931"), Result.fail("not-digits"))
    assert.deepStrictEqual(parseGtin(""), Result.fail("not-digits"))
  })

  it("every 13 data digits with their computed check digit parse, every other check digit fails", () => {
    for (let seed = 1; seed <= 50; seed++) {
      const data = String(seed * 7_919_173_433 + 1_234_567)
        .padStart(13, "0")
        .slice(-13)
      const check = checkDigit(data)
      assert.isTrue(Result.isSuccess(parseGtin(`${data}${check}`)))
      assert.isTrue(Result.isFailure(parseGtin(`${data}${(check + 1) % 10}`)))
    }
  })
})

describe("GS1 Digital Link", () => {
  const product = gtin("09506000134352")

  it("builds /01/{gtin14}, /22/{cpv} and /10/{lot}, percent-encoded, in path order", () => {
    assert.strictEqual(digitalLinkUri("https://e.example", product), "https://e.example/01/09506000134352")
    assert.strictEqual(
      digitalLinkUri("https://e.example/", product, { lot: "L 23/1" }),
      "https://e.example/01/09506000134352/10/L%2023%2F1"
    )
    assert.strictEqual(
      digitalLinkUri("https://e.example", product, { lot: "L1", cpv: "MAGNUM" }),
      "https://e.example/01/09506000134352/22/MAGNUM/10/L1"
    )
    assert.strictEqual(digitalLinkUri("https://e.example", product, { lot: "" }), "https://e.example/01/09506000134352")
    // Found by a property test: "." and ".." are dot-segments URL parsers remove, even as %2E.
    assert.strictEqual(
      digitalLinkUri("https://e.example", product, { lot: ".." }),
      "https://e.example/01/09506000134352"
    )
    assert.strictEqual(
      digitalLinkUri("https://e.example", product, { cpv: "." }),
      "https://e.example/01/09506000134352"
    )
  })

  it("a QR code carries a lot or variant only when it is a valid AI (10)/(22) value: X..20 of set 82", () => {
    assert.strictEqual(encodableQualifier("L23-01"), "L23-01")
    assert.strictEqual(encodableQualifier("A".repeat(20)), "A".repeat(20))
    for (const value of ["A".repeat(21), "L\t1", "L\n1", "L 23", "Cuvée", "", "..", null, undefined]) {
      assert.isNull(encodableQualifier(value), String(value))
    }
    assert.isFalse(isQualifierValue("L 23"))
  })
})
