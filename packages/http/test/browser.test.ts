/**
 * The e-label page in a real browser: headless Chromium (Debian's package,
 * driven by `playwright-core`, which never downloads a browser) on a phone
 * viewport opens a published label served by the whole app on a real
 * socket. It reads what a consumer sees (ingredients in order with the
 * allergen in bold, the nutrition table by its accessible roles), follows
 * the language switcher, opens it in Greek (a non-Latin script, legal terms
 * in Greek though the label has no Greek texts), and checks that nothing left for another host, no
 * cookie was set, no script ran and nothing went wrong in the console.
 * Screenshots land in `test-artifacts/` at the repo root for a person to
 * look at (`support/chromium.ts`); without Chromium the test skips, saying why.
 */
import { assert, describe, it, layer } from "@effect/vitest"
import { type BrandId, Brands, domainServicesLayer, Labels } from "@elabel/domain"
import { layerMemory, referenceCatalog, toCatalogSeed } from "@elabel/persistence"
import { createLabel, seedWorkspace, TestIds, users } from "@elabel/testkit"
import { Effect, Layer } from "effect"
import { HttpServer } from "effect/http"
import type { Page } from "playwright-core"
import { AppLive, serveApp } from "../src/server/App.ts"
import { Chromium, ChromiumLive, chromiumMissing, screenshot } from "./support/chromium.ts"
import { named } from "./support/referenceWire.ts"
import { testVerifierLayer } from "./support/tokens.ts"

/** The whole app on 127.0.0.1, a free port, over the memory store with the catalogue the server ships. */
const ServerLive = serveApp(AppLive, { port: 0, host: "127.0.0.1" }).pipe(
  Layer.provide(testVerifierLayer),
  Layer.provideMerge(
    domainServicesLayer.pipe(
      Layer.provideMerge(Layer.mergeAll(layerMemory({ catalog: toCatalogSeed(referenceCatalog) }), TestIds))
    )
  )
)

const ingredient = (name: string) => named(referenceCatalog.ingredients, name).id

/** A published label with ingredients (sulphites among them), nutrition values, packaging and a German text. */
const publishedLabel = Effect.gen(function* () {
  const { workspace, brandId } = yield* seedWorkspace({ name: "Weingut Beispiel" })
  yield* (yield* Brands).patch(users.owner, brandId as BrandId, {
    street: "Moselweg 3",
    zipcode: "54470",
    city: "Bernkastel-Kues"
  })
  const labels = yield* Labels
  const draft = yield* createLabel(users.editor, workspace.id, brandId, {
    name: "Riesling Kabinett",
    vintage: "2023",
    quantity: 750,
    locale: "en"
  })
  yield* labels.patch(users.editor, draft.id, {
    alcohol: 12.5,
    residual_sugar: 6,
    acidity: 7,
    glycerin: 8,
    fat_negligible: true,
    protein_negligible: true,
    salt_negligible: true,
    show_allergen_text: true,
    country_of_origin_id: named(referenceCatalog.countries, "Germany").id
  })
  yield* labels.putIngredients(users.editor, draft.id, [
    { ingredient_id: ingredient("Grapes"), order: 1 },
    { ingredient_id: ingredient("Sucrose"), order: 2 },
    { ingredient_id: ingredient("Tartaric acid"), order: 3 },
    { ingredient_id: ingredient("Sulphites"), order: 4 }
  ])
  yield* labels.putPackagings(users.editor, draft.id, [
    {
      packaging_type: "Bottle",
      collection: "Glass container",
      material_id: named(referenceCatalog.materials, "Green glass").id
    }
  ])
  yield* labels.putTranslation(users.editor, draft.id, "en", { allergen_text: "Contains sulphites" })
  yield* labels.putTranslation(users.editor, draft.id, "de", {
    allergen_text: "Enthält Sulfite",
    message_recycling: "Glas in den Altglascontainer"
  })
  return yield* labels.publish(users.editor, draft.id)
})

const PHONE = { width: 412, height: 915 }

/** A page on a phone-sized screen, with every request URL and every console error it causes. */
const openPhone = Effect.gen(function* () {
  const browser = yield* Chromium
  const context = yield* Effect.acquireRelease(
    Effect.promise(() =>
      browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: "en-GB" })
    ),
    (context) => Effect.promise(() => context.close())
  )
  const page = yield* Effect.promise(() => context.newPage())
  const requests: Array<string> = []
  const errors: Array<string> = []
  context.on("request", (request) => requests.push(request.url()))
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text())
  })
  page.on("pageerror", (error) => errors.push(error.message))
  return { context, page, requests, errors } as const
})

/** What one language of the page must show. */
interface Expected {
  readonly lang: string
  readonly ingredientsHeading: string
  readonly ingredients: string
  readonly allergen: string
  readonly table: string
  readonly rows: ReadonlyArray<readonly [header: string, value: string]>
}

const ENGLISH: Expected = {
  lang: "en",
  ingredientsHeading: "Ingredients",
  ingredients: "Grapes, Sucrose, Acidity regulators: Tartaric acid, Preservatives and antioxidants: Sulphites",
  allergen: "Sulphites",
  table: "Nutrition declaration, per 100 ml",
  rows: [
    ["Energy", "313 kJ / 75 kcal"],
    ["Fat", "0 g"],
    ["of which saturates", "0 g"],
    // Sugars 0.6 g plus glycerol 0.8 g: carbohydrate includes polyols (Reg. (EU) No 1169/2011 Annex I).
    ["Carbohydrate", "1.4 g"],
    ["of which sugars", "0.6 g"],
    ["Protein", "0 g"],
    ["Salt", "0 g"]
  ]
}

const GERMAN: Expected = {
  lang: "de",
  ingredientsHeading: "Zutaten",
  ingredients:
    "Trauben, Saccharose, Säureregulatoren: Weinsäure, Konservierungsstoffe und Antioxidationsmittel: Sulfite",
  allergen: "Sulfite",
  table: "Nährwertdeklaration, pro 100 ml",
  rows: [
    ["Brennwert", "313 kJ / 75 kcal"],
    ["Fett", "0 g"],
    ["davon gesättigte Fettsäuren", "0 g"],
    ["Kohlenhydrate", "1,4 g"],
    ["davon Zucker", "0,6 g"],
    ["Eiweiß", "0 g"],
    ["Salz", "0 g"]
  ]
}

/** Greek: the label has no Greek texts, so only the page's words and the catalogue's names are Greek. */
const GREEK: Expected = {
  lang: "el",
  ingredientsHeading: "Συστατικά",
  ingredients: "Σταφύλια, Σακχαρόζη, Ρυθμιστές οξύτητας: Τρυγικό οξύ, Συντηρητικά και αντιοξειδωτικά: Θειώδη",
  allergen: "Θειώδη",
  table: "Διατροφική δήλωση, ανά 100 ml",
  rows: [
    ["Ενέργεια", "313 kJ / 75 kcal"],
    ["Λιπαρά", "0 g"],
    ["εκ των οποίων κορεσμένα", "0 g"],
    ["Υδατάνθρακες", "1,4 g"],
    ["εκ των οποίων σάκχαρα", "0,6 g"],
    ["Πρωτεΐνες", "0 g"],
    ["Αλάτι", "0 g"]
  ]
}

/** Checks what a consumer reads on the open page, and that it holds no script or cookie and fits the phone. */
const assertPage = (page: Page, expected: Expected) =>
  Effect.gen(function* () {
    assert.strictEqual(yield* Effect.promise(() => page.locator("html").getAttribute("lang")), expected.lang)

    const section = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: expected.ingredientsHeading, exact: true }) })
    const list = section.locator("p").first()
    assert.isTrue(yield* Effect.promise(() => list.isVisible()), "the ingredient list is visible")
    // innerText, not textContent: the rendered text is what a consumer reads
    assert.strictEqual(yield* Effect.promise(() => list.innerText()), expected.ingredients)
    const bold = yield* Effect.promise(() =>
      list
        .locator("strong")
        .evaluateAll((nodes) =>
          nodes.map((node) => ({ text: node.textContent, weight: Number(getComputedStyle(node).fontWeight) }))
        )
    )
    assert.deepStrictEqual(
      bold.map((entry) => entry.text),
      [expected.allergen]
    )
    assert.isAtLeast(bold[0]?.weight ?? 0, 600, "the allergen is shown bold")

    // Found by its role and caption, as a screen reader announces it.
    const table = page.getByRole("table", { name: expected.table, exact: true })
    assert.isTrue(yield* Effect.promise(() => table.isVisible()), "the nutrition table is visible")
    assert.deepStrictEqual(
      yield* Effect.promise(() => table.getByRole("rowheader").allInnerTexts()),
      expected.rows.map(([header]) => header)
    )
    for (const [header, value] of expected.rows) {
      const row = table.getByRole("row", { name: `${header} ${value}`, exact: true })
      assert.isTrue(yield* Effect.promise(() => row.isVisible()), `row ${header}: ${value}`)
    }
    // Nothing cut off or scrolled sideways on the phone.
    const box = yield* Effect.promise(() => table.boundingBox())
    assert.isAtMost((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY), PHONE.width, "the table fits the screen")
    const overflow = yield* Effect.promise(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    )
    assert.strictEqual(overflow, 0, "no horizontal scrolling")

    assert.strictEqual(yield* Effect.promise(() => page.locator("script").count()), 0)
    assert.strictEqual(yield* Effect.promise(() => page.evaluate(() => document.cookie)), "")
  })

const SUITE = "the e-label page in headless Chromium"

if (chromiumMissing === undefined) {
  layer(Layer.merge(ServerLive, ChromiumLive), { excludeTestServices: true, timeout: "60 seconds" })(SUITE, (it) => {
    it.effect(
      "a phone shows the ingredients and the nutrition table, in English, German and Greek, from this server alone",
      () =>
        Effect.gen(function* () {
          const origin = HttpServer.formatAddress((yield* HttpServer.HttpServer).address)
          const label = yield* publishedLabel
          const { context, page, requests, errors } = yield* openPhone
          const url = `${origin}/l/${label.ref}`

          const response = yield* Effect.promise(() => page.goto(url))
          assert.strictEqual(response?.status(), 200)
          yield* assertPage(page, ENGLISH)
          yield* screenshot(page, "elabel-page-en.png")

          // The switcher is a plain link to the same page in another language.
          const languages = page.getByRole("navigation", { name: "Language" })
          yield* Effect.promise(() => languages.getByRole("link", { name: "Deutsch", exact: true }).click())
          yield* Effect.promise(() => page.waitForURL(`${url}?lang=de`))
          yield* assertPage(page, GERMAN)
          yield* screenshot(page, "elabel-page-de.png")

          // Greek by ?lang= (the switcher offers the label's own languages only).
          yield* Effect.promise(() => page.goto(`${url}?lang=el`))
          yield* assertPage(page, GREEK)
          yield* screenshot(page, "elabel-page-el.png")

          assert.deepStrictEqual(
            requests.filter((request) => new URL(request).origin !== origin),
            [],
            "no request left for another host"
          )
          assert.includeMembers(requests, [url, `${url}?lang=de`, `${url}?lang=el`])
          assert.deepStrictEqual(yield* Effect.promise(() => context.cookies()), [])
          assert.deepStrictEqual(errors, [], "no console error")
        }),
      60_000
    )
  })
} else {
  const reason = chromiumMissing
  // Also written to stderr at collection, so the skip shows in a run that lists files rather than tests.
  console.warn(`SKIPPED: ${reason}`)
  describe(SUITE, () => {
    it.skip(reason, () => {})
  })
}
