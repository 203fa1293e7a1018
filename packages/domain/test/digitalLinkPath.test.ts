/**
 * Reading GS1 Digital Link request URIs. The fixed vectors are the GS1
 * Barcode Syntax Engine's own (gs1/gs1-syntax-engine, src/c-lib/dl.c,
 * `test_dl_parseDLuri` and `test_dl_testValidateDLpathAIseq`), restricted to
 * AI (01) and with the resolver's tolerance of a trailing slash; the
 * properties run on the testkit's arbitraries of GTINs and qualifiers.
 */
import { assert, describe, it } from "@effect/vitest"
import { gtin14, gtinQualifiers } from "@elabel/testkit"
import { Arbitrary, Effect, Option, Result, Schema } from "effect"
import { type DigitalLinkRequest, parseDigitalLinkRequest, qualifierOf } from "../src/gs1/DigitalLinkPath.ts"
import { formatQrTarget } from "../src/qr/QrTarget.ts"
import { digitalLinkUri, encodableQualifier } from "../src/shared/Gs1.ts"

const ok = (target: string): DigitalLinkRequest => {
  const parsed = parseDigitalLinkRequest(target)
  if (Result.isFailure(parsed)) assert.fail(`${target}: ${parsed.failure.reason}`)
  return parsed.success
}

const refused = (target: string) => assert.isTrue(Result.isFailure(parseDigitalLinkRequest(target)), target)

describe("syntax engine vectors (AI 01)", () => {
  it("accepts the engine's valid paths, with the qualifiers in path order", () => {
    const full = ok("/01/12312312312333/22/TEST/10/ABC/21/XYZ")
    assert.strictEqual(full.gtin, "12312312312333")
    assert.deepStrictEqual(full.qualifiers, [
      ["22", "TEST"],
      ["10", "ABC"],
      ["21", "XYZ"]
    ])
    assert.deepStrictEqual(ok("/01/12312312312333/235/TEST").qualifiers, [["235", "TEST"]])
    assert.strictEqual(qualifierOf(ok("/01/09520123456788/10/ABC123"), "10"), "ABC123")
    assert.strictEqual(qualifierOf(ok("/01/09520123456788/22/2A"), "22"), "2A")
    assert.strictEqual(qualifierOf(ok("/01/09520123456788/21/12345"), "21"), "12345")
  })

  it("expands GTIN-13, -12 and -8 to GTIN-14 (legacy forms, URI Syntax 4.1)", () => {
    assert.strictEqual(ok("/01/2112345678900").gtin, "02112345678900")
    assert.strictEqual(ok("/01/416000336108").gtin, "00416000336108")
    assert.strictEqual(ok("/01/02345673").gtin, "00000002345673")
  })

  it("every path AI sequence the engine validates for AI (01) is accepted", () => {
    const sequences = [
      [],
      ["21"],
      ["10"],
      ["10", "21"],
      ["22"],
      ["22", "21"],
      ["22", "10"],
      ["22", "10", "21"],
      ["235"]
    ]
    for (const sequence of sequences) ok(`/01/09520123456788${sequence.map((ai) => `/${ai}/X1`).join("")}`)
  })

  it("refuses qualifiers out of order, unknown AIs in the path and 235 with others", () => {
    refused("/01/09520123456788/21/S1/10/L1")
    refused("/01/09520123456788/10/L1/22/C1")
    refused("/01/09520123456788/89/ABC123")
    refused("/01/09520123456788/17/261231")
    refused("/01/09520123456788/235/T1/10/L1")
    refused("/01/09520123456788/10/L1/10/L2")
  })

  it("percent-decodes path values; + is itself in the path and a space in the query", () => {
    assert.strictEqual(qualifierOf(ok("/01/12312312312333/22/ABC%2d123"), "22"), "ABC-123")
    assert.strictEqual(qualifierOf(ok("/01/12312312312333/22/ABC+123"), "22"), "ABC+123")
    refused("/01/12312312312333/22/ABC%2d123?99=ABC&98=XYZ+987")
  })

  it("reads AI data attributes of the query string and skips other parameters", () => {
    const request = ok("/01/09520123456788?3103=000195&3922=0299&17=201225&singleton&unknown=666")
    assert.deepStrictEqual(request.attributes, [
      ["3103", "000195"],
      ["3922", "0299"],
      ["17", "201225"]
    ])
    assert.deepStrictEqual(ok("/01/12312312312333?&&&99=ABC&&&&&&98=XYZ&&&").attributes, [
      ["99", "ABC"],
      ["98", "XYZ"]
    ])
    assert.deepStrictEqual(ok("/01/12312312312333?").attributes, [])
  })

  it("refuses empty, duplicate and path-only AIs in the query string", () => {
    refused("/01/12312312312333?99=")
    refused("/01/09520123456788?10=ABC123")
    refused("/01/09520123456788/10/ABC123?99=XYZ789&01=09520123456788")
    refused("/01/09520123456788/10/ABC123?99=XYZ789&10=ABC123")
    refused("/01/09520123456788/10/ABC123?99=XYZ789&99=XYZ789")
  })

  it("checks data attributes by the General Specifications' AI table, an SSCC (00) by its check digit; refuses unknown AIs and other keys", () => {
    const G = "/01/09520123456788"
    for (const query of [
      "17=240229&11=260200",
      "3103=000195&3922=0299&20=01",
      "8008=26123123&7007=261001261015&7011=261001&7003=2610012359",
      "90=A&99=ABC-1&240=X%2F1&30=12345678",
      "00=106141412345678908"
    ]) {
      ok(`${G}?${query}`)
    }
    for (const query of [
      "17=ABCDEF",
      "17=261332",
      "17=250229",
      "15=2612",
      "3103=00019",
      "3106=000195",
      "20=1",
      "7003=2610012460",
      "8008=2612312",
      "99=A%20B",
      "9999999=1",
      "1=1",
      "00=106141412345678907",
      "00=10614141234567890",
      "00=10614141234567890A",
      "8006=054123450000130201",
      "422=276"
    ]) {
      refused(`${G}?${query}`)
    }
  })

  it("lets every other parameter through: utm_*, linkType, lang, context", () => {
    const request = ok("/01/09520123456788?utm_source=qr&utm_medium=label&linkType=gs1:pip&lang=de&context=x&17=261231")
    assert.deepStrictEqual(request.attributes, [["17", "261231"]])
    assert.strictEqual(request.lang, "de")
  })

  it("ignores a fragment; tolerates one trailing slash (Resolver 2.13) where the engine refuses it", () => {
    assert.deepStrictEqual(ok("/01/12312312312333/22/test/10/abc/21/xyz#fragment").qualifiers.length, 3)
    assert.strictEqual(ok("/01/12312312312333/").gtin, "12312312312333")
    refused("/01/12312312312333//")
  })

  it("refuses bad check digits, missing values, bad encodings and values out of character set 82", () => {
    refused("/01/12312312312334")
    refused("/01/12312312312333/10")
    refused("/01/12312312312333/10/")
    refused("/01/12312312312333/22/%E0%A4%A")
    refused("/01/12312312312333/21/A%20B")
    refused("/01/12312312312333/22/ABCDEFGHIJKLMNOPQRSTU")
    refused("/01/12312312312333/foo")
    refused("/02/12312312312333")
    refused("/01")
  })

  it("keeps lots elabel printed before it checked them (a space, an accent) readable (ADR 0017)", () => {
    assert.strictEqual(qualifierOf(ok("/01/09506000134352/10/L%2023%2F1"), "10"), "L 23/1")
    assert.strictEqual(qualifierOf(ok("/01/09506000134352/10/Cuv%C3%A9e%20%237"), "10"), "Cuvée #7")
    refused("/01/09506000134352/10/L%00T")
  })

  it("keeps the query string exactly as sent and reads linkType", () => {
    const request = ok("/01/09506000134352?linkType=gs1%3Apip&utm_source=qr;x")
    assert.strictEqual(request.query, "linkType=gs1%3Apip&utm_source=qr;x")
    assert.strictEqual(request.linkType, "gs1:pip")
  })
})

describe("properties", () => {
  const encode = encodeURIComponent

  it.effect.prop(
    "a path built from any GTIN and qualifiers reads back as them, with or without a trailing slash",
    { gtin: gtin14, qualifiers: gtinQualifiers, slash: Arbitrary.schema(Schema.Boolean) },
    ({ gtin, qualifiers, slash }) =>
      Effect.sync(() => {
        const { cpv, lot, serial } = qualifiers
        const path = [
          `/01/${gtin}`,
          cpv === null ? "" : `/22/${encode(cpv)}`,
          lot === null ? "" : `/10/${encode(lot)}`,
          serial === null ? "" : `/21/${encode(serial)}`,
          slash ? "/" : ""
        ].join("")
        const request = ok(`${path}?utm=1`)
        assert.strictEqual(request.gtin, gtin)
        assert.strictEqual(qualifierOf(request, "22"), cpv)
        assert.strictEqual(qualifierOf(request, "10"), lot)
        assert.strictEqual(qualifierOf(request, "21"), serial)
        assert.strictEqual(request.query, "utm=1")
      })
  )

  it.effect.prop(
    "the URI a QR code carries (digitalLinkUri) reads back as its GTIN, variant and lot",
    { gtin: gtin14, qualifiers: gtinQualifiers },
    ({ gtin, qualifiers }) =>
      Effect.sync(() => {
        const carried = { cpv: encodableQualifier(qualifiers.cpv), lot: encodableQualifier(qualifiers.lot) }
        const request = ok(new URL(digitalLinkUri("https://e.example", gtin, carried)).pathname)
        assert.strictEqual(request.gtin, gtin)
        assert.strictEqual(qualifierOf(request, "22"), carried.cpv)
        assert.strictEqual(qualifierOf(request, "10"), carried.lot)
      })
  )

  it.effect.prop(
    "the QR code of a format reads back whatever text its lot and variant hold (invalid ones left out)",
    { gtin: gtin14, lot: Arbitrary.schema(Schema.String), cpv: Arbitrary.schema(Schema.NullOr(Schema.String)) },
    ({ gtin, lot, cpv }) =>
      Effect.sync(() => {
        const label = { ref: "L", gtin, use_gs1_digital_link: true, default_format_id: null, formats: [] }
        const format = { ref: "F", gtin, consumer_product_variant: cpv, lot }
        const uri = Option.getOrThrow(formatQrTarget(label, format, "https://e.example"))
        const request = ok(new URL(uri).pathname)
        assert.strictEqual(qualifierOf(request, "10"), encodableQualifier(lot))
        assert.strictEqual(qualifierOf(request, "22"), encodableQualifier(cpv))
      })
  )

  it.effect.prop(
    "a GTIN-14 with leading zeros reads the same written short; any other check digit is refused",
    { gtin: gtin14 },
    ({ gtin }) =>
      Effect.sync(() => {
        for (const length of [13, 12, 8]) {
          if (/^0+$/.test(gtin.slice(0, 14 - length)))
            assert.strictEqual(ok(`/01/${gtin.slice(14 - length)}`).gtin, gtin)
        }
        const wrong = `${gtin.slice(0, 13)}${(Number(gtin[13]) + 1) % 10}`
        refused(`/01/${wrong}`)
      })
  )

  it.effect.prop(
    "qualifiers in any other order are refused",
    { gtin: gtin14, qualifiers: gtinQualifiers },
    ({ gtin, qualifiers }) =>
      Effect.sync(() => {
        const present = (["22", "10", "21"] as const).filter(
          (ai) => ({ "22": qualifiers.cpv, "10": qualifiers.lot, "21": qualifiers.serial })[ai] !== null
        )
        if (present.length < 2) return
        refused(
          `/01/${gtin}${[...present]
            .reverse()
            .map((ai) => `/${ai}/V1`)
            .join("")}`
        )
      })
  )

  it.effect.prop("no string makes the parser throw", { target: Arbitrary.schema(Schema.String) }, ({ target }) =>
    Effect.sync(() => {
      parseDigitalLinkRequest(`/01/${target}`)
      parseDigitalLinkRequest(target)
    })
  )
})
