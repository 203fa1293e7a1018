import { assert, describe, it } from "@effect/vitest"
import { answerGs1, linksetMediaType, redirectTarget, wantsLinkset } from "../src/gs1/Gs1Answer.ts"
import type { Gs1Link, Gs1Resolution } from "../src/gs1/Gs1Links.ts"
import { readLinkType } from "../src/gs1/Gs1LinkTypes.ts"
import { linksetOf } from "../src/gs1/Linkset.ts"

const page = "https://e.example/l/ABC"
const link = (type: Gs1Link["type"], lang: string | null, fragment = ""): Gs1Link => ({
  type,
  href: `${page}${lang === null ? "" : `?lang=${lang}`}${fragment}`,
  title: "Wine",
  hreflang: lang === null ? [] : [lang],
  mediaType: "text/html"
})

const gtinLevel = {
  anchor: "https://e.example/01/09506000134352",
  defaultLink: link("gs1:defaultLink", null),
  links: [
    link("gs1:pip", null),
    link("gs1:pip", "de"),
    link("gs1:pip", "pt-BR"),
    link("gs1:nutritionalInfo", "de", "#nutrition")
  ]
}
const lotLevel = {
  anchor: "https://e.example/01/09506000134352/10/L1",
  defaultLink: link("gs1:defaultLink", null),
  links: [link("gs1:pip", null), link("gs1:pip", "en")]
}
const resolution: Gs1Resolution = { location: page, levels: [lotLevel, gtinLevel] }

describe("answerGs1", () => {
  it("without linkType, and for gs1:defaultLink, answers the default link of the most specific level", () => {
    assert.deepStrictEqual(answerGs1(resolution, { linkType: null }), { _tag: "Redirect", link: lotLevel.defaultLink })
    assert.strictEqual(answerGs1(resolution, { linkType: "gs1:defaultLink" })._tag, "Redirect")
  })

  it("walks up the levels to the first that has the type, then chooses by Accept-Language q-values", () => {
    const nutrition = answerGs1(resolution, { linkType: "gs1:nutritionalInfo" })
    assert.deepStrictEqual(nutrition, { _tag: "Redirect", link: gtinLevel.links[3] as Gs1Link })
    // The lot level has one language: no choice to make.
    assert.deepStrictEqual(answerGs1(resolution, { linkType: "gs1:pip" }), {
      _tag: "Redirect",
      link: lotLevel.links[1] as Gs1Link
    })
    const gtinOnly: Gs1Resolution = { location: page, levels: [gtinLevel] }
    const pick = (acceptLanguage: string) => answerGs1(gtinOnly, { linkType: "gs1:pip", acceptLanguage })
    assert.strictEqual(pick("fr;q=0.9, pt;q=0.8, de;q=0.5")._tag, "Redirect")
    assert.deepStrictEqual(pick("fr;q=0.9, pt;q=0.8, de;q=0.5"), {
      _tag: "Redirect",
      link: gtinLevel.links[2] as Gs1Link
    })
    assert.strictEqual(answerGs1(gtinOnly, { linkType: "gs1:pip" })._tag, "Choices")
  })

  it("a linkType wins over Accept; linkset by parameter or by Accept alone", () => {
    assert.strictEqual(answerGs1(resolution, { linkType: "linkset" })._tag, "Linkset")
    assert.strictEqual(answerGs1(resolution, { linkType: null, accept: "application/linkset+json" })._tag, "Linkset")
    assert.strictEqual(
      answerGs1(resolution, { linkType: "gs1:epil", accept: "application/json" })._tag,
      "NoSuchLinkType"
    )
    assert.isFalse(wantsLinkset("text/html,application/xhtml+xml,application/json;q=0.9,*/*;q=0.8"))
    assert.isFalse(wantsLinkset("application/linkset+json;q=0"))
    assert.isTrue(wantsLinkset("application/json"))
  })

  it("answers a linkset in the type the client takes, never in one it refuses with q=0", () => {
    assert.strictEqual(linksetMediaType(undefined), "application/linkset+json")
    assert.strictEqual(linksetMediaType("*/*"), "application/linkset+json")
    assert.strictEqual(linksetMediaType("application/ld+json"), "application/ld+json")
    assert.strictEqual(linksetMediaType("application/json, application/linkset+json"), "application/linkset+json")
    assert.strictEqual(linksetMediaType("application/ld+json;q=0, application/json"), "application/json")
    assert.strictEqual(linksetMediaType("application/linkset+json;q=0, application/ld+json"), "application/ld+json")
    assert.isTrue(wantsLinkset("application/ld+json"))
    assert.isFalse(wantsLinkset("application/ld+json, text/html"))
  })

  it("reads link types as CURIEs or vocabulary URIs", () => {
    assert.deepStrictEqual(readLinkType("https://gs1.org/voc/pip"), { _tag: "Type", type: "gs1:pip" })
    assert.deepStrictEqual(readLinkType("all"), { _tag: "Linkset" })
    assert.deepStrictEqual(readLinkType("gs1:recallStatus"), { _tag: "Unknown", value: "gs1:recallStatus" })
  })
})

describe("redirectTarget and linksetOf", () => {
  it("passes the query string on before the fragment, joining an existing query", () => {
    assert.strictEqual(redirectTarget(gtinLevel.links[3] as Gs1Link, "a=1&b"), `${page}?lang=de&a=1&b#nutrition`)
    assert.strictEqual(redirectTarget(gtinLevel.defaultLink, "a=1"), `${page}?a=1`)
    assert.strictEqual(redirectTarget(gtinLevel.defaultLink, ""), page)
    assert.strictEqual(redirectTarget(gtinLevel.defaultLink, "q=caf\u00e9 x\ud800"), `${page}?q=caf%C3%A9%20x`)
  })

  it("a lang the request names replaces the link's own: the page gets one", () => {
    const german = gtinLevel.links[3] as Gs1Link
    assert.strictEqual(redirectTarget(german, "linkType=x&lang=fr"), `${page}?linkType=x&lang=fr#nutrition`)
    assert.strictEqual(redirectTarget(german, "language=fr"), `${page}?lang=de&language=fr#nutrition`)
    const gtinOnly: Gs1Resolution = { location: page, levels: [gtinLevel] }
    assert.deepStrictEqual(answerGs1(gtinOnly, { linkType: "gs1:pip", lang: "de", acceptLanguage: "pt" }), {
      _tag: "Redirect",
      link: gtinLevel.links[1] as Gs1Link
    })
  })

  it("groups the targets of each level under the full vocabulary URI of their type", () => {
    const { linkset } = linksetOf(resolution)
    assert.deepStrictEqual(
      linkset.map((context) => context.anchor),
      [lotLevel.anchor, gtinLevel.anchor]
    )
    assert.deepStrictEqual(Object.keys(linkset[1] ?? {}), [
      "anchor",
      "https://ref.gs1.org/voc/defaultLink",
      "https://ref.gs1.org/voc/pip",
      "https://ref.gs1.org/voc/nutritionalInfo"
    ])
  })
})
