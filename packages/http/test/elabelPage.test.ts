/**
 * `GET /l/{ref}` and `GET /01/{gtin}[/10/{lot}]` over the wire, through the
 * whole app, on the REAL reference catalogue: what a consumer scanning the
 * bottle reads (ingredients, allergens, nutrition, packaging, certifications,
 * in their language), that the page is self-contained and safe, and which
 * links answer 404, 410, 400 or a 307 to the right page.
 */
import { assert, describe, it } from "@effect/vitest"
import { Formats, type Label, Labels } from "@elabel/domain"
import { createLabel, seedWorkspace, testPublicBaseUrl, users } from "@elabel/testkit"
import { Effect } from "effect"
import { ReferenceDomain } from "./support/referenceWire.ts"
import { richLabel } from "./support/richLabel.ts"
import { type Answer, openApp } from "./support/scanner.ts"

const CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
const GTIN = "4006381333931"

/** A page for people: HTML with the public headers, and nothing that runs or loads from elsewhere. */
const assertSafePage = (answer: Answer, status: number) => {
  assert.strictEqual(answer.status, status, answer.text)
  assert.strictEqual(answer.headers.get("content-type"), "text/html; charset=utf-8")
  assert.strictEqual(answer.headers.get("content-security-policy"), CSP)
  assert.strictEqual(answer.headers.get("referrer-policy"), "no-referrer")
  assert.isNull(answer.headers.get("set-cookie"))
  assert.notMatch(answer.text, /<script/i)
  assert.notMatch(answer.text, /<(?:link|img|iframe|object|form)\b/i)
  assert.notMatch(answer.text, /(?:src|href|action)\s*=\s*["']?(?:[a-z][a-z0-9+.-]*:|\/\/)/i)
}

const pathOf = (label: Label.Label) => `/l/${label.ref}`

describe("the e-label page", () => {
  it.effect("shows ingredients in order with allergens bold, the nutrition table, packaging and certifications", () =>
    Effect.gen(function* () {
      const app = yield* openApp()
      const label = yield* richLabel()
      const answer = yield* app.send("GET", pathOf(label))
      assertSafePage(answer, 200)
      assert.strictEqual(answer.headers.get("cache-control"), "public, max-age=0, s-maxage=60")
      assert.strictEqual(answer.headers.get("vary"), "Accept-Language, Accept-Encoding")
      assert.strictEqual(answer.headers.get("content-language"), "en")
      const html = answer.text
      assert.include(html, '<html lang="en">')
      assert.include(html, '<meta name="viewport" content="width=device-width, initial-scale=1">')
      assert.include(html, "<h1><span>Riesling Kabinett</span></h1>")
      assert.include(html, "<dt>Vintage</dt><dd>2023</dd>")
      assert.include(html, "<dt>Nominal volume</dt><dd>750 ml</dd>")
      assert.include(html, "<dt>Alcoholic strength</dt><dd>12.5 % vol</dd>")
      assert.include(html, "<dt>Country of origin</dt><dd>Germany</dd>")
      const order = ["Organic grapes*", "Sucrose", "Tartaric acid", "<strong>Sulphites</strong>"].map((s) =>
        html.indexOf(s)
      )
      assert.isTrue(
        order.every((at, i) => at > 0 && (i === 0 || at > (order[i - 1] ?? 0))),
        String(order)
      )
      assert.include(html, "Acidity regulators: Tartaric acid")
      // Raw materials and sweetening products are listed by their own names, without a category heading.
      assert.notInclude(html, "Raw materials")
      assert.notInclude(html, "Enrichment and sweetening products")
      assert.include(html, "* from organic farming")
      assert.include(html, "<h2>Allergens</h2><p>Contains: Sulphites</p><p>Contains sulphites</p>")
      assert.include(html, '<caption class="vh">Nutrition declaration, per 100 ml</caption>')
      assert.include(html, '<th scope="col">per 100 ml</th>')
      assert.include(html, '<tr><th scope="row">Energy</th><td>313 kJ / 75 kcal</td></tr>')
      // Carbohydrate includes the glycerol the energy counts (0.6 g sugars + 0.8 g glycerol, Annex I).
      assert.include(html, '<tr><th scope="row">Carbohydrate</th><td>1.4 g</td></tr>')
      assert.include(html, '<tr class="sub"><th scope="row">of which sugars</th><td>0.6 g</td></tr>')
      assert.notInclude(html, ">Fat<")
      assert.include(html, "<p>Contains negligible amounts of fat, saturates, protein and salt</p>")
      assert.include(
        html,
        "<li>Bottle: Green glass (GL 71) – Recycling: Glass collection – Collection: Glass container</li>"
      )
      assert.include(html, '<p class="note">Check the collection rules of your municipality.</p>')
      assert.include(html, "<li>EU organic logo (Euro-leaf)</li>")
      assert.include(html, "<dt>Producer</dt><dd>Weingut Beispiel<br>Moselweg 3, 54470 Bernkastel-Kues</dd>")
    }).pipe(Effect.scoped, Effect.provide(ReferenceDomain))
  )

  it.effect("speaks ?lang=, else Accept-Language, else the label's locale, with a switcher of plain links", () =>
    Effect.gen(function* () {
      const app = yield* openApp()
      const label = yield* richLabel()
      const german = yield* app.send("GET", `${pathOf(label)}?lang=de`, { headers: { "accept-language": "fr" } })
      assertSafePage(german, 200)
      assert.strictEqual(german.headers.get("content-language"), "de")
      assert.include(german.text, '<html lang="de">')
      assert.include(german.text, "<h2>Zutaten</h2>")
      assert.include(german.text, "Trauben aus ökologischem Anbau*")
      assert.include(german.text, "<strong>Sulfite</strong>")
      assert.include(german.text, "<dt>Alkoholgehalt</dt><dd>12,5 % vol</dd>")
      assert.include(german.text, "<dt>Ursprungsland</dt><dd>Deutschland</dd>")
      assert.include(german.text, "<p>Enthält Sulfite</p>")
      assert.include(german.text, "<p>Glas in den Altglascontainer</p>")
      // Sales texts are not part of an e-label.
      assert.notInclude(german.text, "Sonderangebot")
      assert.include(german.text, '<a href="?lang=fr" hreflang="fr" lang="fr">Français</a>')
      assert.include(german.text, '<a href="?lang=de" hreflang="de" lang="de" aria-current="true">Deutsch</a>')
      assert.include(german.text, '<a href="?lang=en" hreflang="en" lang="en">English</a>')

      const french = yield* app.send("GET", pathOf(label), { headers: { "accept-language": "fr-CH, it;q=0.8" } })
      assert.strictEqual(french.headers.get("content-language"), "fr")
      assert.include(french.text, "<p>Contient des sulfites</p>")
      assert.include(french.text, "<h2>Ingrédients</h2>")
      assert.include(french.text, "Correcteurs d&#39;acidité\u00a0: Acide tartrique")
      // The meta description follows the page's typography: a no-break space before the French colon.
      assert.include(
        french.text,
        '<meta name="description" content="Riesling Kabinett 2023\u00a0: Ingrédients, Allergènes, Déclaration nutritionnelle">'
      )
      assert.include(german.text, '<meta name="description" content="Riesling Kabinett 2023: Zutaten, Allergene,')

      // No Italian texts on the label: the legal terms in Italian, the label's texts in French, marked as such.
      const italian = yield* app.send("GET", pathOf(label), { headers: { "accept-language": "it, fr-CH;q=0.8" } })
      assert.strictEqual(italian.headers.get("content-language"), "it")
      assert.include(italian.text, '<html lang="it">')
      assert.include(italian.text, "<h2>Ingredienti</h2>")
      assert.include(italian.text, '<p lang="fr">Contient des sulfites</p>')
      assert.include(italian.text, "<p>Contiene: Solfiti</p>")

      const fallback = yield* app.send("GET", `${pathOf(label)}?lang=xx`, { headers: { "accept-language": "tr" } })
      assert.strictEqual(fallback.headers.get("content-language"), "en")
      assert.include(fallback.text, '<html lang="en">')
    }).pipe(Effect.scoped, Effect.provide(ReferenceDomain))
  )

  it.effect("hand-entered energy is shown as entered; a format ref shows the format's volume and lot", () =>
    Effect.gen(function* () {
      const app = yield* openApp()
      const label = yield* richLabel({ calculate_manually: true, energy_kj: 300, energy_kcal: 72 })
      const format = yield* (yield* Formats).add(users.editor, label.id, { quantity: 1500, lot: "L2301" })
      const page = yield* app.send("GET", `/l/${format.ref}`)
      assertSafePage(page, 200)
      assert.include(page.text, '<tr><th scope="row">Energy</th><td>300 kJ / 72 kcal</td></tr>')
      assert.include(page.text, "<dt>Nominal volume</dt><dd>1.5 l</dd>")
      assert.include(page.text, "<dt>Lot</dt><dd>L2301</dd>")
      const head = yield* app.send("HEAD", `/l/${format.ref}`)
      assert.strictEqual(head.status, 200)
      assert.strictEqual(head.text, "")
    }).pipe(Effect.scoped, Effect.provide(ReferenceDomain))
  )

  it.effect("escapes every label text: a <script> in a name is shown, never run", () =>
    Effect.gen(function* () {
      const app = yield* openApp()
      const label = yield* richLabel(
        { name_line_2: `"><img src=x onerror=alert(1)>` },
        { name: `<script>alert("x")</script>` }
      )
      const answer = yield* app.send("GET", pathOf(label))
      assertSafePage(answer, 200)
      assert.include(answer.text, "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;")
      assert.include(answer.text, "&quot;&gt;&lt;img src=x onerror=alert(1)&gt;")
      assert.notInclude(answer.text, "<img")
    }).pipe(Effect.scoped, Effect.provide(ReferenceDomain))
  )

  it.effect("a draft and an unknown ref are a 404 page; a withdrawn label a 410 page", () =>
    Effect.gen(function* () {
      const app = yield* openApp()
      const { workspace, brandId } = yield* seedWorkspace()
      const draft = yield* createLabel(users.editor, workspace.id, brandId)
      const label = yield* richLabel()
      yield* (yield* Labels).unpublish(users.editor, label.id)
      for (const path of [pathOf(draft), "/l/NoSuchRef"]) {
        const answer = yield* app.send("GET", path)
        assertSafePage(answer, 404)
        assert.include(answer.text, "Label not found")
      }
      const gone = yield* app.send("GET", pathOf(label))
      assertSafePage(gone, 410)
      assert.include(gone.text, "withdrawn")
      assert.strictEqual((yield* app.send("POST", pathOf(label))).status, 405)
    }).pipe(Effect.scoped, Effect.provide(ReferenceDomain))
  )
})

describe("GS1 Digital Link", () => {
  it.effect("/01/{gtin-13} answers 307 to the page of the format with that GTIN; /10/{lot} picks the lot", () =>
    Effect.gen(function* () {
      const app = yield* openApp()
      const label = yield* richLabel({ use_gs1_digital_link: true })
      const formats = yield* Formats
      const plain = yield* formats.add(users.editor, label.id, { quantity: 750, gtin: GTIN })
      const lot = yield* formats.add(users.editor, label.id, { quantity: 750, gtin: GTIN, lot: "L 23/01" })
      const answer = yield* app.send("GET", `/01/${GTIN}`)
      assert.strictEqual(answer.status, 307)
      assert.strictEqual(answer.headers.get("location"), `${testPublicBaseUrl}/l/${plain.ref}`)
      assert.isNull(answer.headers.get("set-cookie"))
      const byLot = yield* app.send("GET", `/01/0${GTIN}/10/${encodeURIComponent("L 23/01")}`)
      assert.strictEqual(byLot.status, 307)
      assert.strictEqual(byLot.headers.get("location"), `${testPublicBaseUrl}/l/${lot.ref}`)
      assertSafePage(yield* app.send("GET", `/l/${lot.ref}`), 200)
    }).pipe(Effect.scoped, Effect.provide(ReferenceDomain))
  )

  it.effect("a wrong check digit is a 400 page; unknown GTINs and labels without Digital Link a 404 page", () =>
    Effect.gen(function* () {
      const app = yield* openApp()
      const label = yield* richLabel()
      yield* (yield* Formats).add(users.editor, label.id, { gtin: GTIN })
      const invalid = yield* app.send("GET", "/01/4006381333932")
      assertSafePage(invalid, 400)
      assert.include(invalid.text, "Invalid product code")
      assertSafePage(yield* app.send("GET", "/01/4000000000013"), 404)
      assertSafePage(yield* app.send("GET", `/01/${GTIN}`), 404)
    }).pipe(Effect.scoped, Effect.provide(ReferenceDomain))
  )
})
