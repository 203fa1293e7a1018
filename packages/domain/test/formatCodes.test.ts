/**
 * What each code of a Digital Link label carries, and what the compliance
 * report says of it: every code opens its own page, and the report's words
 * about a code are true of it.
 */
import { assert, describe, it } from "@effect/vitest"
import { Option } from "effect"
import { digitalLinkWarnings } from "../src/compliance/DigitalLinkWarnings.ts"
import { formatCode, formatQrTarget, labelQrTarget, type QrFormat, type QrLabel } from "../src/qr/QrTarget.ts"
import { FormatId } from "../src/shared/ids.ts"

const BASE = "https://e.example"
const GTIN = "4006381333931"
const GTIN14 = `0${GTIN}`

const format = (ref: string, fields: Partial<QrFormat> = {}): QrFormat => ({
  id: FormatId.make(
    `00000000-0000-4000-8000-${ref
      .padStart(12, "0")
      .slice(-12)
      .replace(/[^0-9a-f]/g, "0")}`
  ),
  ref,
  gtin: null,
  consumer_product_variant: null,
  lot: null,
  ...fields
})

const label = (formats: ReadonlyArray<QrFormat>, gtin: string | null = GTIN): QrLabel => ({
  ref: "label",
  gtin,
  use_gs1_digital_link: true,
  default_format_id: formats[0]?.id ?? null,
  formats
})

const target = (owner: QrLabel, of: QrFormat) => Option.getOrThrow(formatQrTarget(owner, of, BASE))
const codesOf = (owner: QrLabel) => digitalLinkWarnings(owner).map(({ code, field }) => `${code} ${field}`)

describe("the QR code of each format", () => {
  it("a 375 ml bottle without a GTIN of its own gets its short link, not the label's GTIN (the 750 ml page)", () => {
    const bottle = format("b750", { gtin: GTIN })
    const half = format("b375")
    const owner = label([bottle, half])
    assert.strictEqual(target(owner, bottle), `${BASE}/01/${GTIN14}`)
    assert.strictEqual(target(owner, half), `${BASE}/l/b375`)
    assert.strictEqual(Option.getOrThrow(labelQrTarget(owner, BASE)), `${BASE}/01/${GTIN14}`)
    // The report says what the code does.
    const [missing, ...others] = digitalLinkWarnings(owner)
    assert.deepStrictEqual(others, [])
    assert.strictEqual(missing?.code, "gtin-missing-for-digital-link")
    assert.strictEqual(missing?.field, "formats[1].gtin")
    assert.include(missing?.message ?? "", "falls back to its short link, which opens its own page")
  })

  it("formats sharing a GTIN are told apart by their lots and variants; one the link cannot tell apart gets its short link", () => {
    const plain = format("plain", { gtin: GTIN })
    const lot = format("lot", { gtin: GTIN, lot: "L42" })
    const magnum = format("magnum", { gtin: GTIN, consumer_product_variant: "MAGNUM" })
    const twin = format("twin", { gtin: GTIN })
    const spaced = format("spaced", { gtin: GTIN, lot: "L 42" })
    const owner = label([plain, lot, magnum, twin, spaced])
    assert.deepStrictEqual(
      owner.formats.map((each) => target(owner, each)),
      [
        `${BASE}/01/${GTIN14}`,
        `${BASE}/01/${GTIN14}/10/L42`,
        `${BASE}/01/${GTIN14}/22/MAGNUM`,
        `${BASE}/l/twin`,
        `${BASE}/l/spaced`
      ]
    )
    assert.deepStrictEqual(formatCode(owner, twin), {
      _tag: "ShortLink",
      reason: "another-page",
      key: { gtin14: GTIN14 as never, qualifiers: { cpv: null, lot: null } },
      page: "plain"
    })
    assert.sameMembers(codesOf(owner), [
      "digital-link-not-own-page formats[3]",
      "digital-link-not-own-page formats[4]",
      "qualifier-not-in-digital-link formats[4].lot"
    ])
    const [twinWarning] = digitalLinkWarnings(owner)
    assert.include(twinWarning?.message ?? "", "would open the page of formats[0]")
    assert.include(
      digitalLinkWarnings(owner).find((issue) => issue.field === "formats[4].lot")?.message ?? "",
      "carries its short link"
    )
  })

  it("a lot the link cannot carry is left out when the GTIN alone still opens the format's own page", () => {
    const only = format("only", { gtin: "4000000000013", lot: "Cuvée 7" })
    const owner = label([format("default", { gtin: GTIN }), only])
    assert.strictEqual(target(owner, only), `${BASE}/01/04000000000013`)
    const [warning, ...rest] = digitalLinkWarnings(owner)
    assert.deepStrictEqual(rest, [])
    assert.include(warning?.message ?? "", "leaves it out and still opens the format's page")
  })

  it("the label's code names its GTIN when no format carries it, and its short link when another format's page would open", () => {
    const withoutGtin = label([format("default"), format("other")])
    assert.strictEqual(Option.getOrThrow(labelQrTarget(withoutGtin, BASE)), `${BASE}/01/${GTIN14}`)
    const taken = label([format("default"), format("other", { gtin: GTIN })])
    assert.strictEqual(Option.getOrThrow(labelQrTarget(taken, BASE)), `${BASE}/l/label`)
    assert.strictEqual(target(taken, taken.formats[1] as QrFormat), `${BASE}/01/${GTIN14}`)
  })

  it("without Digital Link every code is its short link and the report says nothing of Digital Link", () => {
    const owner = { ...label([format("a", { gtin: GTIN }), format("b")]), use_gs1_digital_link: false }
    assert.deepStrictEqual(
      owner.formats.map((each) => target(owner, each)),
      [`${BASE}/l/a`, `${BASE}/l/b`]
    )
    assert.deepStrictEqual(digitalLinkWarnings(owner), [])
  })
})
