/**
 * The GS1-Conformant Resolver 1.2 rules this resolver claims, one test per
 * rule, named after its clause (the table in docs/gs1-conformance.md points
 * here), over the whole app through the wire, as a scanner app or a browser
 * would ask. Compressed links: `gs1Compressed.test.ts`.
 */
import { assert, describe } from "@effect/vitest"
import { Formats, Labels } from "@elabel/domain"
import { testPublicBaseUrl, users } from "@elabel/testkit"
import { Effect } from "effect"
import {
  ANCHOR,
  assertCors,
  GTIN,
  GTIN14,
  gs1,
  JSON_ACCEPT,
  type Linkset,
  linksetOf,
  pageRef,
  setup,
  type Target,
  targets
} from "./support/gs1Resolver.ts"
import { assertValidDescription, assertValidLinkset, isValidLinkset } from "./support/gs1Schemas.ts"
import { gs1Wine } from "./support/gs1Wine.ts"
import { openApp } from "./support/scanner.ts"

describe("GS1-Conformant Resolver 1.2", () => {
  gs1(
    "§2.2 (5.2) SHALL support GET, HEAD and OPTIONS",
    Effect.gen(function* () {
      const { app, ref } = yield* setup
      const get = yield* app.send("GET", `/01/${GTIN14}`)
      const head = yield* app.send("HEAD", `/01/${GTIN14}`)
      assert.strictEqual(get.status, 307)
      assert.strictEqual(head.status, 307)
      assert.strictEqual(head.headers.get("location"), `${testPublicBaseUrl}/l/${ref}`)
      assert.strictEqual(head.text, "")
      const headLinkset = yield* app.send("HEAD", `/01/${GTIN14}?linkType=linkset`)
      assert.strictEqual(headLinkset.status, 200)
      assert.strictEqual(headLinkset.text, "")
      const options = yield* app.send("OPTIONS", `/01/${GTIN14}`, {
        headers: { origin: "https://app.example", "access-control-request-method": "GET" }
      })
      assert.strictEqual(options.status, 204)
      assert.include(options.headers.get("access-control-allow-methods") ?? "", "OPTIONS")
      assert.include(options.headers.get("allow") ?? "", "HEAD")
      // The Link to the linkset, as on the GET answers (GS1's test suite reads it from the OPTIONS answer).
      const linkset = `<${ANCHOR}?linkType=linkset>; rel="linkset"`
      assert.include(options.headers.get("link") ?? "", linkset)
      const preflight = { origin: "https://app.example", "access-control-request-method": "GET" }
      const compressed = yield* app.send("OPTIONS", "/AQdJnd9bVg", { headers: preflight })
      assert.strictEqual(compressed.status, 204)
      assert.strictEqual(compressed.headers.get("access-control-allow-origin"), "*")
      // A lot no format has walks up: the linkset is the GTIN's, as the GET answer's Link says.
      const lot = yield* app.send("OPTIONS", `/01/${GTIN14}/10/L9`, { headers: preflight })
      assert.strictEqual(lot.headers.get("link"), (yield* app.send("GET", `/01/${GTIN14}/10/L9`)).headers.get("link"))
      // Nothing known, nothing to link: the bare preflight.
      for (const path of ["/01/4000000000013", `/01/${GTIN14}/foo`]) {
        const unknown = yield* app.send("OPTIONS", path, { headers: preflight })
        assert.strictEqual(unknown.status, 204, path)
        assert.isNull(unknown.headers.get("link"), path)
      }
    })
  )

  gs1(
    "§2.2 (5.4) SHALL support CORS: every answer may be read by any origin, Link and Location exposed",
    Effect.gen(function* () {
      const { app } = yield* setup
      for (const path of [
        `/01/${GTIN14}`,
        `/01/${GTIN14}?linkType=linkset`,
        `/01/${GTIN14}?linkType=gs1:pip`,
        `/01/${GTIN14}/foo`,
        "/01/4000000000013",
        `/01/${GTIN14}?linkType=gs1:recallStatus`,
        `/01/${GTIN14}/10/%FF`,
        `/01/${GTIN14}?17=ABCDEF`,
        "/AQdJnd9bVg",
        "/AQnYUc1gmg",
        "/AQnYUc1gmiCNV4J",
        "/.well-known/gs1resolver"
      ]) {
        assertCors(yield* app.send("GET", path))
        assertCors(yield* app.send("HEAD", path))
      }
    })
  )

  gs1(
    "§2.2 (5.4) CORS: a browser app that follows the redirect may read the e-label page, its 304 and its 410",
    Effect.gen(function* () {
      const { app, label } = yield* setup
      const location = (yield* app.send("GET", `/01/${GTIN14}`)).headers.get("location") ?? ""
      const page = yield* app.send("GET", location.slice(testPublicBaseUrl.length), {
        headers: { origin: "https://app.example" }
      })
      assert.strictEqual(page.status, 200)
      assert.strictEqual(page.headers.get("access-control-allow-origin"), "*")
      const again = yield* app.send("GET", location.slice(testPublicBaseUrl.length), {
        headers: { "if-none-match": page.headers.get("etag") ?? "" }
      })
      assert.strictEqual(again.status, 304)
      assert.strictEqual(again.headers.get("access-control-allow-origin"), "*")
      yield* (yield* Labels).unpublish(users.editor, label.id)
      const withdrawn = yield* app.send("GET", location.slice(testPublicBaseUrl.length))
      assert.strictEqual(withdrawn.status, 410)
      assert.strictEqual(withdrawn.headers.get("access-control-allow-origin"), "*")
    })
  )

  gs1(
    "§2.4.1 (5.7) SHALL syntactically validate the URI and report errors with 400",
    Effect.gen(function* () {
      const { app } = yield* setup
      for (const path of [
        `/01/${GTIN14}/foo`,
        "/01/4006381333932",
        `/01/${GTIN14}/21/S1/10/L1`,
        `/01/${GTIN14}/17/261231`,
        `/01/${GTIN14}?10=L1`,
        `/01/${GTIN14}?17=ABCDEF`,
        `/01/${GTIN14}?9999999=1`,
        `/01/${GTIN14}?00=106141412345678907`,
        `/01/${GTIN14}?8006=054123450000130201`
      ]) {
        assert.strictEqual((yield* app.send("GET", path)).status, 400, path)
      }
      // The syntax dictionary permits an SSCC (00) as a data attribute: with its check digit it is one.
      assert.strictEqual((yield* app.send("GET", `/01/${GTIN14}?00=106141412345678908`)).status, 307)
      const problem = yield* app.send("GET", `/01/${GTIN14}/foo`, { headers: JSON_ACCEPT })
      assert.strictEqual(problem.headers.get("content-type"), "application/problem+json")
      assert.strictEqual(JSON.parse(problem.text).type, "/problems/invalid-digital-link")
    })
  )

  gs1(
    "§2.4.1 (5.8, 5.9) a valid URI naming nothing is a 404; no error is ever a 200",
    Effect.gen(function* () {
      const { app } = yield* setup
      const unknown = yield* app.send("GET", "/01/4000000000013", { headers: JSON_ACCEPT })
      assert.strictEqual(unknown.status, 404)
      assert.strictEqual(JSON.parse(unknown.text).type, "/problems/not-found")
      const page = yield* app.send("GET", "/01/4000000000013")
      assert.strictEqual(page.status, 404)
      assert.include(page.headers.get("content-type") ?? "", "text/html")
    })
  )

  gs1(
    "§2.5.8 (5.12, 5.14) SHALL recognise one default link, also typed descriptively; without linkType SHALL redirect to it",
    Effect.gen(function* () {
      const { app, ref } = yield* setup
      const answer = yield* app.send("GET", `/01/${GTIN14}`, { headers: { "accept-language": "fr" } })
      assert.strictEqual(answer.status, 307)
      assert.strictEqual(answer.headers.get("location"), `${testPublicBaseUrl}/l/${ref}`)
      const [context] = linksetOf(yield* app.send("GET", `/01/${GTIN14}?linkType=linkset`)).linkset
      const [defaultLink] = targets(context, "defaultLink")
      assert.deepStrictEqual(defaultLink, {
        href: `${testPublicBaseUrl}/l/${ref}`,
        title: "Riesling Kabinett",
        type: "text/html"
      })
      assert.isTrue(targets(context, "pip").some((link) => link.href === defaultLink?.href && !link.hreflang))
      // The page the default link names speaks the visitor's language itself.
      const page = yield* app.send("GET", `/l/${ref}`, { headers: { "accept-language": "fr" } })
      assert.strictEqual(page.headers.get("content-language"), "fr")
    })
  )

  gs1(
    "§2.6.2 (5.17) SHALL redirect to the requested link type, in the language asked for",
    Effect.gen(function* () {
      const { app, ref } = yield* setup
      const send = (linkType: string, language: string) =>
        app.send("GET", `/01/${GTIN14}?linkType=${encodeURIComponent(linkType)}`, {
          headers: { "accept-language": language }
        })
      const base = `${testPublicBaseUrl}/l/${ref}`
      const ingredients = yield* send("gs1:ingredientsInfo", "de-DE,de;q=0.9")
      assert.strictEqual(ingredients.status, 307)
      assert.strictEqual(
        ingredients.headers.get("location"),
        `${base}?lang=de&linkType=gs1%3AingredientsInfo#ingredients`
      )
      assert.strictEqual(
        (yield* send("gs1:nutritionalInfo", "fr")).headers.get("location"),
        `${base}?lang=fr&linkType=gs1%3AnutritionalInfo#nutrition`
      )
      assert.strictEqual(
        (yield* send("gs1:allergenInfo", "en")).headers.get("location"),
        `${base}?lang=en&linkType=gs1%3AallergenInfo#allergens`
      )
      assert.strictEqual(
        (yield* send("gs1:sustainabilityInfo", "de")).headers.get("location"),
        `${base}?lang=de&linkType=gs1%3AsustainabilityInfo#packaging`
      )
      // A language the label does not have: the page without a language, which negotiates.
      assert.strictEqual((yield* send("gs1:pip", "ja")).headers.get("location"), `${base}?linkType=gs1%3Apip`)
      const page = yield* app.send("GET", `/l/${ref}?lang=de`)
      assert.include(page.text, '<section id="ingredients">')
      assert.include(page.text, '<section id="nutrition">')
    })
  )

  gs1(
    "§2.6.3 an explicit lang in the query wins over Accept-Language and reaches the page once",
    Effect.gen(function* () {
      const { app, ref } = yield* setup
      const answer = yield* app.send("GET", `/01/${GTIN14}?linkType=gs1:pip&lang=fr`, {
        headers: { "accept-language": "de" }
      })
      assert.strictEqual(answer.status, 307)
      const location = answer.headers.get("location") ?? ""
      assert.strictEqual(location, `${testPublicBaseUrl}/l/${ref}?linkType=gs1:pip&lang=fr`)
      assert.strictEqual(new URL(location).searchParams.getAll("lang").length, 1)
      // Without Accept-Language the named language chooses among the links too: no 300.
      const sections = yield* app.send("GET", `/01/${GTIN14}?linkType=gs1:ingredientsInfo&lang=de`)
      assert.strictEqual(
        sections.headers.get("location"),
        `${testPublicBaseUrl}/l/${ref}?linkType=gs1:ingredientsInfo&lang=de#ingredients`
      )
    })
  )

  gs1(
    "§2.6.2 (5.18) SHALL answer 404 when no link of the requested type exists",
    Effect.gen(function* () {
      const { app } = yield* setup
      for (const linkType of ["gs1:recallStatus", "gs1:epil", "nonsense"]) {
        const answer = yield* app.send("GET", `/01/${GTIN14}?linkType=${encodeURIComponent(linkType)}`, {
          headers: JSON_ACCEPT
        })
        assert.strictEqual(answer.status, 404, linkType)
        assert.strictEqual(JSON.parse(answer.text).type, "/problems/link-type-not-found")
        assert.include(answer.headers.get("link") ?? "", 'rel="linkset"')
      }
    })
  )

  gs1(
    "§2.6.3 (5.20) several links of a type and no language to choose by: 300 with them as a linkset",
    Effect.gen(function* () {
      const { app, ref } = yield* setup
      const answer = yield* app.send("GET", `/01/${GTIN14}?linkType=gs1:ingredientsInfo`)
      assert.strictEqual(answer.status, 300)
      assert.strictEqual(answer.headers.get("content-type"), "application/linkset+json")
      const choices = linksetOf(answer)
      assertValidLinkset(choices, "the linkset of a 300")
      const languages = targets(choices.linkset[0], "ingredientsInfo").flatMap((link) => link.hreflang ?? [])
      assert.sameMembers(languages, ["en", "de", "fr"])
      // A type with a link in no language (the page itself, which negotiates its language) goes there.
      const page = yield* app.send("GET", `/01/${GTIN14}?linkType=gs1:pip`)
      assert.strictEqual(page.status, 307)
      assert.strictEqual(page.headers.get("location"), `${testPublicBaseUrl}/l/${ref}?linkType=gs1:pip`)
    })
  )

  gs1(
    "§2.9, §2.10 SHALL answer linkType=linkset and Accept: application/linkset+json with the RFC 9264 linkset",
    Effect.gen(function* () {
      const { app, ref } = yield* setup
      for (const [path, headers] of [
        [`/01/${GTIN14}?linkType=linkset`, {}],
        [`/01/${GTIN14}?linkType=all`, {}],
        [`/01/${GTIN}`, { accept: "application/linkset+json" }]
      ] as const) {
        const answer = yield* app.send("GET", path, { headers })
        assert.strictEqual(answer.status, 200, path)
        assert.strictEqual(answer.headers.get("content-type"), "application/linkset+json")
        assert.include(answer.headers.get("link") ?? "", "http://www.w3.org/ns/json-ld#context")
        assert.include(answer.headers.get("vary") ?? "", "Accept")
        const document = linksetOf(answer)
        // GS1's linkset schema, run by a validator: itemDescription, URI patterns, target members, hreflang.
        assertValidLinkset(document, path)
        const { linkset } = document
        assert.strictEqual(linkset.length, 1)
        assert.strictEqual(linkset[0]?.anchor, ANCHOR)
        assert.strictEqual(linkset[0]?.itemDescription, "Riesling Kabinett 2023, 750 ml")
        for (const [key, value] of Object.entries(linkset[0] ?? {})) {
          if (key === "anchor" || key === "itemDescription") continue
          assert.match(key, /^https:\/\/ref\.gs1\.org\/voc\//)
          for (const link of value as Array<Target>) {
            assert.isTrue(link.href.startsWith(`${testPublicBaseUrl}/l/${ref}`), link.href)
            assert.isNotEmpty(link.title)
            assert.strictEqual(link.type, "text/html")
          }
        }
      }
      // The validator does refuse: a context without itemDescription, as GS1's suite found them before.
      const { itemDescription: _, ...bare } = linksetOf(yield* app.send("GET", `/01/${GTIN14}?linkType=linkset`))
        .linkset[0] as Record<string, unknown>
      assert.isFalse(isValidLinkset({ linkset: [bare] }))
      const json = yield* app.send("GET", `/01/${GTIN14}`, { headers: JSON_ACCEPT })
      assert.strictEqual(json.headers.get("content-type"), "application/json")
    })
  )

  gs1(
    "§2.10 SHOULD answer a browser asking for the linkset, or facing a choice, with a page embedding it as JSON-LD",
    Effect.gen(function* () {
      const { app, ref } = yield* setup
      const browser = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" }
      for (const [path, status] of [
        [`/01/${GTIN14}?linkType=linkset`, 200],
        [`/01/${GTIN14}?linkType=gs1:ingredientsInfo`, 300]
      ] as const) {
        const page = yield* app.send("GET", path, { headers: browser })
        assert.strictEqual(page.status, status, path)
        assert.strictEqual(page.headers.get("content-type"), "text/html; charset=utf-8")
        assert.include(page.text, `<a href="${testPublicBaseUrl}/l/${ref}?lang=de`)
        assert.include(page.text, `hreflang="de" lang="de">`)
        const jsonLd = /<script type="application\/ld\+json">(.*)<\/script>/.exec(page.text)?.[1] ?? "{}"
        const { "@context": context, ...embedded } = JSON.parse(jsonLd) as Linkset & { "@context": string }
        assert.strictEqual(context, "https://ref.gs1.org/standards/resolver/1.2.0/linkset-context")
        assert.strictEqual(embedded.linkset[0]?.anchor, ANCHOR)
        assertValidLinkset(embedded, `${path}, embedded`)
        assertCors(page)
      }
    })
  )

  gs1(
    "§2.10 SHOULD answer application/ld+json with the linkset as JSON-LD, its GS1 context embedded",
    Effect.gen(function* () {
      const { app } = yield* setup
      for (const [path, status] of [
        [`/01/${GTIN}`, 200],
        [`/01/${GTIN14}?linkType=linkset`, 200],
        [`/01/${GTIN14}?linkType=gs1:ingredientsInfo`, 300]
      ] as const) {
        const answer = yield* app.send("GET", path, { headers: { accept: "application/ld+json" } })
        assert.strictEqual(answer.status, status, path)
        assert.strictEqual(answer.headers.get("content-type"), "application/ld+json")
        const { "@context": context, ...document } = JSON.parse(answer.text) as Linkset & { "@context": string }
        assert.strictEqual(context, "https://ref.gs1.org/standards/resolver/1.2.0/linkset-context")
        assert.strictEqual(document.linkset[0]?.anchor, ANCHOR)
        // The linkset beside its context is GS1's linkset.
        assertValidLinkset(document, path)
        // The context is in the body: no context Link beside it (JSON-LD 1.1 §6.1 would ignore it anyway).
        assert.notInclude(answer.headers.get("link") ?? "", "json-ld#context", path)
        assert.include(answer.headers.get("link") ?? "", 'rel="linkset"', path)
        assertCors(answer)
      }
    })
  )

  gs1(
    "§2.5.3 every link has a title in its own language",
    Effect.gen(function* () {
      const { app } = yield* setup
      const [context] = linksetOf(yield* app.send("GET", `/01/${GTIN14}?linkType=linkset`)).linkset
      const ingredients = targets(context, "ingredientsInfo")
      assert.strictEqual(ingredients.find((link) => link.hreflang?.[0] === "de")?.title, "Riesling Kabinett: Zutaten")
      assert.strictEqual(
        ingredients.find((link) => link.hreflang?.[0] === "en")?.title,
        "Riesling Kabinett: Ingredients"
      )
    })
  )

  gs1(
    "§2.5.9 (rule 4) the linkset of a lot holds the links of every level up to the GTIN",
    Effect.gen(function* () {
      const { app, label } = yield* setup
      const lot = yield* (yield* Formats).add(users.editor, label.id, { quantity: 375, gtin: GTIN, lot: "L23-01" })
      const answer = yield* app.send("GET", `/01/${GTIN14}/10/L23-01?linkType=linkset`)
      const { linkset } = linksetOf(answer)
      assert.deepStrictEqual(
        linkset.map((context) => context.anchor),
        [`${ANCHOR}/10/L23-01`, ANCHOR]
      )
      assert.strictEqual(targets(linkset[0], "defaultLink")[0]?.href, `${testPublicBaseUrl}/l/${lot.ref}`)
      // A serial or a variant with no links of its own walks up to the lot, then the GTIN.
      const serial = yield* app.send("GET", `/01/${GTIN14}/22/V1/10/L23-01/21/S9`)
      assert.strictEqual(serial.headers.get("location"), `${testPublicBaseUrl}/l/${lot.ref}`)
    })
  )

  gs1(
    "§2.9 SHOULD expose the linkset in a Link header, even when redirecting",
    Effect.gen(function* () {
      const { app } = yield* setup
      const answer = yield* app.send("GET", `/01/${GTIN14}`)
      assert.strictEqual(
        answer.headers.get("link"),
        `<${ANCHOR}?linkType=linkset>; rel="linkset"; type="application/linkset+json"; title="All links of this product"`
      )
    })
  )

  gs1(
    "§2.12 (5.19) SHALL pass the whole query string on when redirecting",
    Effect.gen(function* () {
      const { app, ref } = yield* setup
      const query = "17=261231&3103=000750&utm_source=qr&context=shelf&flag"
      const answer = yield* app.send("GET", `/01/${GTIN14}?${query}`)
      assert.strictEqual(answer.headers.get("location"), `${testPublicBaseUrl}/l/${ref}?${query}`)
    })
  )

  gs1(
    "§2.13 (5.25) SHOULD tolerate a trailing slash",
    Effect.gen(function* () {
      const { app } = yield* setup
      const plain = yield* app.send("GET", `/01/${GTIN14}`)
      const slash = yield* app.send("GET", `/01/${GTIN14}/`)
      assert.strictEqual(slash.status, plain.status)
      assert.strictEqual(slash.headers.get("location"), plain.headers.get("location"))
    })
  )

  gs1(
    "§2.14 (5.24) SHALL recognise GS1 link types as CURIEs and as vocabulary URIs",
    Effect.gen(function* () {
      const { app } = yield* setup
      const locations = []
      for (const linkType of [
        "gs1:allergenInfo",
        "https://ref.gs1.org/voc/allergenInfo",
        "https://gs1.org/voc/allergenInfo"
      ]) {
        const answer = yield* app.send("GET", `/01/${GTIN14}?linkType=${encodeURIComponent(linkType)}`, {
          headers: { "accept-language": "de" }
        })
        assert.strictEqual(answer.status, 307, linkType)
        locations.push(answer.headers.get("location")?.split("?")[0])
      }
      assert.strictEqual(new Set(locations).size, 1)
    })
  )

  gs1(
    "§3 (5.21, 5.22) SHALL provide the resolver description file with the supported primary keys",
    Effect.gen(function* () {
      const { app } = yield* setup
      const answer = yield* app.send("GET", "/.well-known/gs1resolver")
      assert.strictEqual(answer.status, 200)
      assert.deepStrictEqual(JSON.parse(answer.text), {
        name: "elabel e-label resolver",
        resolverRoot: testPublicBaseUrl,
        supportedPrimaryKeys: ["01"],
        supportedLinkType: [{ namespace: "https://ref.gs1.org/voc/", prefix: "gs1:" }],
        linkTypeDefaultCanBeLinkset: false,
        jsonLdContextLocation: "https://ref.gs1.org/standards/resolver/1.2.0/linkset-context"
      })
      // The standard's JSON schema for description files (release 1.2.0), run by a validator.
      assertValidDescription(JSON.parse(answer.text))
    })
  )
})

describe("publication and tenancy", () => {
  gs1(
    "a draft and a label without use_gs1_digital_link never resolve (404); a withdrawn one is 410",
    Effect.gen(function* () {
      const app = yield* openApp()
      const draft = yield* gs1Wine({ gtin: GTIN, publish: false })
      assert.strictEqual((yield* app.send("GET", `/01/${GTIN14}`)).status, 404)
      assert.strictEqual((yield* app.send("GET", `/01/${GTIN14}?linkType=linkset`)).status, 404)
      const labels = yield* Labels
      yield* labels.publish(users.editor, draft.id)
      assert.strictEqual((yield* app.send("GET", `/01/${GTIN14}`)).status, 307)
      yield* labels.unpublish(users.editor, draft.id)
      // Withdrawn: 410, as its page answers, for people and for apps, readable by any origin.
      const page = yield* app.send("GET", `/01/${GTIN14}`)
      assert.strictEqual(page.status, 410)
      assert.include(page.headers.get("content-type") ?? "", "text/html")
      assert.strictEqual((yield* app.send("GET", `/l/${pageRef(draft)}`)).status, 410)
      assert.strictEqual((yield* app.send("GET", "/AQdJnd9bVg")).status, 410) // /01/04006381333931 compressed
      const problem = yield* app.send("GET", `/01/${GTIN14}/10/L1?linkType=linkset`, { headers: JSON_ACCEPT })
      assert.strictEqual(problem.status, 410)
      assert.strictEqual(JSON.parse(problem.text).type, "/problems/label-withdrawn")
      assertCors(problem)
      yield* labels.publish(users.editor, draft.id)
      yield* labels.patch(users.editor, draft.id, { use_gs1_digital_link: false })
      assert.strictEqual((yield* app.send("GET", `/01/${GTIN14}?linkType=gs1:pip`)).status, 404)
    })
  )

  gs1(
    "resolution ignores tenancy: labels of two workspaces both answer, with or without anybody's token",
    Effect.gen(function* () {
      const app = yield* openApp()
      const first = yield* gs1Wine({ gtin: GTIN, workspace: "Weingut Eins" })
      const second = yield* gs1Wine({ gtin: "96385074", workspace: "Domaine Deux" })
      for (const [gtin, label] of [
        [GTIN14, first],
        ["00000096385074", second]
      ] as const) {
        for (const as of [undefined, users.stranger, users.owner]) {
          const answer = yield* app.send("GET", `/01/${gtin}`, as === undefined ? {} : { as })
          assert.strictEqual(answer.headers.get("location"), `${testPublicBaseUrl}/l/${pageRef(label)}`)
        }
      }
    })
  )
})
