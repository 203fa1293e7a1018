/**
 * The reference catalogue a fresh install starts with: real, translated data
 * under ids that never change. How a store seeded with it serves it is the
 * repository contract's (`catalogSeedContract`).
 */
import { assert, describe, it } from "@effect/vitest"
import { Locale } from "@elabel/domain"
import { CATALOG_LOCALES, referenceCatalog } from "../src/catalog/index.ts"
import { ingredientNameTables } from "../src/catalog/ingredientNames/index.ts"
import { materialMethodNameTables } from "../src/catalog/materialMethodNames/index.ts"

const catalog = referenceCatalog
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

const byName = <A extends { readonly name: string | null }>(entries: ReadonlyArray<A>, name: string): A => {
  const found = entries.find((entry) => entry.name === name)
  assert.isDefined(found, `no entry named ${name}`)
  return found as A
}

/** Every id of the catalogue, synonyms included. */
const allIds = (): ReadonlyArray<string> => [
  ...catalog.ingredientCategories.map((entry) => entry.id),
  ...catalog.ingredients.map((entry) => entry.id),
  ...catalog.closureTypes.map((entry) => entry.id),
  ...catalog.materials.map((entry) => entry.id),
  ...catalog.grapeVarieties.flatMap((entry) => [entry.id, ...entry.synonyms.map((synonym) => synonym.id)]),
  ...catalog.countries.map((entry) => entry.id),
  ...catalog.certifications.map((entry) => entry.id),
  ...catalog.productionMethods.map((entry) => entry.id)
]

/** Asserts a name in every catalogue locale, the English one being the base name. */
const assertTranslated = (what: string, name: string | null, names: Readonly<Record<string, string>>) => {
  for (const locale of CATALOG_LOCALES) {
    assert.isTrue((names[locale] ?? "").trim().length > 0, `${what} ${name} has no ${locale} name`)
  }
  assert.strictEqual(names.en, name, `${what} ${name}: base name is not the English one`)
}

describe("reference catalogue contents", () => {
  it("holds real catalogues of useful size", () => {
    assert.isAtLeast(catalog.ingredients.length, 60)
    assert.isAtLeast(catalog.ingredientCategories.length, 8)
    assert.isAtLeast(catalog.grapeVarieties.length, 250)
    assert.strictEqual(catalog.countries.length, 249)
    assert.isAtLeast(catalog.closureTypes.length, 10)
    assert.isAtLeast(catalog.materials.length, 20)
    assert.isAtLeast(catalog.certifications.length, 30)
    assert.isAtLeast(catalog.productionMethods.length, 10)
  })

  it("gives every entry a lowercase UUID, unique across the whole catalogue", () => {
    const ids = allIds()
    for (const id of ids) assert.match(id, UUID)
    assert.strictEqual(new Set(ids).size, ids.length)
  })

  it("keeps ids stable across installs", () => {
    const pinotNoir = byName(catalog.grapeVarieties, "Pinot Noir")
    assert.strictEqual(pinotNoir.id, "7f08b915-be11-578c-b2ad-edd402e11d8c")
    assert.strictEqual(byName(pinotNoir.synonyms, "Spätburgunder").id, "42f6d658-8939-54bf-84d2-4491c0559d85")
    assert.strictEqual(byName(catalog.ingredients, "Sulphites").id, "11b0d498-482e-5b14-a7f6-d8267d68edb0")
    assert.strictEqual(
      byName(catalog.ingredientCategories, "Preservatives and antioxidants").id,
      "a3ffed3c-8468-5b80-a411-b4b99dca99c3"
    )
    assert.strictEqual(catalog.materials.find((m) => m.code === "GL 70")?.id, "6e7df4d7-dfdb-58fb-b203-fbf86acf99d0")
    assert.strictEqual(byName(catalog.closureTypes, "Natural cork").id, "ecc43474-ce33-595d-b90c-363b9813887e")
    assert.strictEqual(catalog.countries.find((c) => c.code === "DE")?.id, "f8888b46-64c7-56a0-84b4-20b536dd455b")
    assert.strictEqual(
      byName(catalog.certifications, "EU organic logo (Euro-leaf)").id,
      "91d3f030-1b98-5454-8f6b-9c70d976700b"
    )
    assert.strictEqual(
      byName(catalog.productionMethods, "Traditional method (bottle fermentation)").id,
      "4ad2741b-b31a-56c4-b6e3-fa3e262b1e43"
    )
  })

  it("names ingredients, categories, closures, materials and methods in en, de, fr, it, es, pt, nl", () => {
    for (const entry of catalog.ingredients) {
      assertTranslated("ingredient", entry.name, entry.names)
      if (entry.organic_name !== null) assertTranslated("organic ingredient", entry.organic_name, entry.organic_names)
    }
    for (const entry of catalog.ingredientCategories) assertTranslated("category", entry.name, entry.names)
    for (const entry of catalog.closureTypes) {
      assertTranslated("closure type", entry.name, entry.names)
      assertTranslated("closure material", entry.material.name, entry.material_names)
    }
    for (const entry of catalog.materials) assertTranslated("material", entry.name, entry.names)
    for (const entry of catalog.productionMethods) assertTranslated("production method", entry.name, entry.names)
    for (const entry of catalog.countries) assertTranslated("country", entry.name, entry.names)
  })

  it("names every ingredient, category and country in all 24 official EU languages, tables naming only real entries", () => {
    for (const entry of [...catalog.ingredientCategories, ...catalog.ingredients]) {
      for (const locale of Locale.OFFICIAL_EU_LANGUAGES) {
        assert.isTrue((entry.names[locale] ?? "").trim().length > 0, `${entry.name} has no ${locale} name`)
      }
    }
    const categories = new Set(catalog.ingredientCategories.map((entry) => entry.name))
    const ingredients = new Set(catalog.ingredients.map((entry) => entry.name))
    for (const [locale, table] of Object.entries(ingredientNameTables)) {
      assert.deepStrictEqual(Object.keys(table.categories).sort(), [...categories].sort(), locale)
      assert.deepStrictEqual(Object.keys(table.ingredients).sort(), [...ingredients].sort(), locale)
    }
    // Countries in the further languages come from the runtime's CLDR, which names nearly all of them.
    for (const locale of Locale.OFFICIAL_EU_LANGUAGES) {
      const named = catalog.countries.filter((entry) => (entry.names[locale] ?? "") !== "")
      assert.isAtLeast(named.length, 240, `countries named in ${locale}`)
    }
    const germany = byName(catalog.countries, "Germany").names
    assert.deepStrictEqual([germany.el, germany.pl, germany.fi], ["Γερμανία", "Niemcy", "Saksa"])
    const sulphites = byName(catalog.ingredients, "Sulphites").names
    assert.deepStrictEqual(
      [sulphites.bg, sulphites.el, sulphites.pl, sulphites.sv],
      ["Сулфити", "Θειώδη", "Siarczyny", "Sulfiter"]
    )
  })

  it("names every packaging material and production method in all 24 official EU languages", () => {
    for (const entry of [...catalog.materials, ...catalog.productionMethods]) {
      for (const locale of Locale.OFFICIAL_EU_LANGUAGES) {
        assert.isTrue((entry.names[locale] ?? "").trim().length > 0, `${entry.name} has no ${locale} name`)
      }
    }
    const materials = catalog.materials.map((entry) => entry.name).sort()
    const methods = catalog.productionMethods.map((entry) => entry.name).sort()
    for (const [locale, table] of Object.entries(materialMethodNameTables)) {
      assert.deepStrictEqual(Object.keys(table.materials).sort(), materials, locale)
      assert.deepStrictEqual(Object.keys(table.productionMethods).sort(), methods, locale)
    }
    assert.deepStrictEqual(
      [byName(catalog.materials, "Colourless glass").names.pl, byName(catalog.materials, "Cork").names.sv],
      ["Szkło bezbarwne", "Kork"]
    )
    // A closure names its material in every language too.
    const cork = catalog.closureTypes.find((entry) => entry.material.name === "Cork")
    assert.strictEqual(cork?.material_names.el, "Φελλός")
  })

  it("uses the EU terms, with E-numbers kept apart from the names", () => {
    const sulphites = byName(catalog.ingredients, "Sulphites")
    assert.deepStrictEqual(
      [sulphites.names.de, sulphites.names.fr, sulphites.names.it, sulphites.names.nl],
      ["Sulfite", "Sulfites", "Solfiti", "Sulfieten"]
    )
    const eNumbers = Object.fromEntries(catalog.ingredients.map((entry) => [entry.name, entry.e_number]))
    assert.strictEqual(eNumbers["Sulphur dioxide"], "E 220")
    assert.strictEqual(eNumbers["Potassium metabisulphite"], "E 224")
    assert.strictEqual(eNumbers["Potassium bisulphite"], "E 228")
    assert.strictEqual(eNumbers["Egg lysozyme"], "E 1105")
    assert.strictEqual(eNumbers["L-ascorbic acid"], "E 300")
    assert.strictEqual(eNumbers["Carboxymethylcellulose (cellulose gum)"], "E 466")
    assert.isNull(eNumbers["Yeast mannoproteins"])
    for (const entry of catalog.ingredients) {
      if (entry.e_number !== null) assert.match(entry.e_number, /^E \d{3,4}$/)
      assert.notInclude(entry.name ?? "", "E ", `${entry.name} carries its E-number in its name`)
    }
    for (const name of [
      "Grapes",
      "Sucrose",
      "Concentrated grape must",
      "Rectified concentrated grape must",
      "Tartaric acid",
      "Malic acid",
      "Lactic acid",
      "Citric acid",
      "Calcium sulphate",
      "Potassium sorbate",
      "Metatartaric acid",
      "Gum arabic",
      "Potassium polyaspartate",
      "Argon",
      "Nitrogen",
      "Carbon dioxide",
      "Tirage liqueur",
      "Expedition liqueur"
    ]) {
      byName(catalog.ingredients, name)
    }
  })

  it("marks sulphites, egg and milk products as allergens, and nothing else", () => {
    const allergens = catalog.ingredients.filter((entry) => entry.is_allergen === true).map((entry) => entry.name)
    for (const name of [
      "Sulphites",
      "Sulphur dioxide",
      "Potassium bisulphite",
      "Potassium metabisulphite",
      "Egg lysozyme",
      "Egg albumin",
      "Egg",
      "Milk",
      "Milk casein",
      "Potassium caseinate (milk)"
    ]) {
      assert.include(allergens, name)
    }
    for (const name of allergens) assert.match(name ?? "", /sulph|egg|milk/i)
  })

  it("groups ingredients into listed categories, with organic names for agricultural ones", () => {
    const categoryIds = new Set(catalog.ingredientCategories.map((entry) => entry.id))
    // The packaging-gas statements stand alone in the list; every other ingredient has a listed category.
    const statements = [
      "Bottled under a protective atmosphere",
      "Bottling may take place under a protective atmosphere"
    ]
    for (const entry of catalog.ingredients) {
      if (statements.includes(entry.name ?? "")) assert.isNull(entry.ingredient_category_id)
      else assert.isTrue(categoryIds.has(entry.ingredient_category_id!))
    }
    const orders = catalog.ingredients.map((entry) => entry.order)
    assert.strictEqual(new Set(orders).size, orders.length)
    assert.strictEqual(byName(catalog.ingredients, "Grapes").organic_name, "Organic grapes")
    assert.strictEqual(byName(catalog.ingredients, "Sucrose").organic_names.de, "Saccharose aus ökologischer Erzeugung")
    assert.isNotNull(byName(catalog.ingredients, "Rectified concentrated grape must").organic_name)
    assert.isNull(byName(catalog.ingredients, "Potassium sorbate").organic_name)
  })

  it("knows the common synonyms of the main varieties, with their accents", () => {
    const synonymsOf = (name: string) => byName(catalog.grapeVarieties, name).synonyms.map((synonym) => synonym.name)
    const expected: ReadonlyArray<readonly [string, ReadonlyArray<string>]> = [
      ["Pinot Noir", ["Spätburgunder", "Blauburgunder", "Pinot Nero"]],
      ["Grenache", ["Garnacha", "Cannonau"]],
      ["Syrah", ["Shiraz"]],
      ["Zinfandel", ["Primitivo", "Crljenak Kaštelanski"]],
      ["Tempranillo", ["Tinta Roriz", "Aragonez", "Cencibel", "Tinto Fino"]],
      ["Pinot Gris", ["Grauburgunder", "Ruländer", "Pinot Grigio"]],
      ["Trebbiano Toscano", ["Ugni Blanc"]],
      ["Mourvèdre", ["Monastrell", "Mataro"]],
      ["Blaufränkisch", ["Lemberger", "Kékfrankos"]],
      ["Welschriesling", ["Graševina", "Olaszrizling"]],
      ["Chasselas", ["Gutedel", "Fendant"]],
      ["Albariño", ["Alvarinho"]]
    ]
    for (const [variety, synonyms] of expected) {
      for (const synonym of synonyms) assert.include(synonymsOf(variety), synonym, `${synonym} of ${variety}`)
    }
    const names = catalog.grapeVarieties.map((entry) => entry.name)
    assert.strictEqual(new Set(names).size, names.length)
    for (const entry of catalog.grapeVarieties) {
      const synonyms = entry.synonyms.map((synonym) => synonym.name)
      assert.strictEqual(new Set(synonyms).size, synonyms.length, `${entry.name} lists a synonym twice`)
    }
  })

  it("codes materials as EU packaging labels print them", () => {
    const codes = catalog.materials.map((entry) => entry.code)
    for (const code of ["GL 70", "GL 71", "GL 72", "ALU 41", "FE 40", "FOR 50", "FOR 51", "PAP 20", "PAP 21"]) {
      assert.include(codes, code)
    }
    for (const code of ["PAP 22", "PET 1", "HDPE 2", "LDPE 4", "PP 5", "C/PAP 84"]) assert.include(codes, code)
    assert.strictEqual(new Set(codes).size, codes.length)
    for (const entry of catalog.materials) assert.strictEqual(entry.code, `${entry.abbreviation} ${entry.number}`)
    const cork = catalog.materials.find((entry) => entry.code === "FOR 51")
    assert.deepStrictEqual([cork?.name, cork?.names.de, cork?.names.pt], ["Cork", "Kork", "Cortiça"])
  })

  it("gives closure types a typical weight and a catalogued material", () => {
    const materialIds = new Set(catalog.materials.map((entry) => entry.id))
    for (const entry of catalog.closureTypes) {
      assert.isTrue((entry.weight ?? 0) > 0 && (entry.weight ?? 0) < 50, `${entry.name} weight`)
      assert.isTrue(materialIds.has(entry.material.id))
    }
    const screwCap = byName(catalog.closureTypes, "Screw cap (aluminium, with liner)")
    assert.strictEqual(screwCap.material.name, "Aluminium")
    assert.strictEqual(byName(catalog.closureTypes, "Natural cork").material_names.fr, "Liège")
  })

  it("lists every ISO 3166-1 country once, by its alpha-2 code", () => {
    const codes = catalog.countries.map((entry) => entry.code)
    for (const code of codes) assert.match(code, /^[A-Z]{2}$/)
    assert.strictEqual(new Set(codes).size, 249)
    const names = (code: string) => catalog.countries.find((entry) => entry.code === code)?.names
    assert.deepInclude(names("DE"), {
      en: "Germany",
      de: "Deutschland",
      fr: "Allemagne",
      it: "Germania",
      es: "Alemania",
      pt: "Alemanha",
      nl: "Duitsland"
    })
    assert.strictEqual(names("ZA")?.fr, "Afrique du Sud")
    assert.strictEqual(names("GE")?.de, "Georgien")
  })

  it("sorts certifications by kind, translating scheme names where they differ", () => {
    const kinds = new Set(catalog.certifications.map((entry) => entry.kind))
    for (const kind of ["organic", "biodynamic", "vegan", "sustainability", "other"])
      assert.isTrue(kinds.has(kind as never))
    for (const name of ["Demeter", "Biodyvin", "Bioland", "Naturland", "ECOVIN", "USDA Organic", "Equalitas"]) {
      byName(catalog.certifications, name)
    }
    const euOrganic = byName(catalog.certifications, "EU organic logo (Euro-leaf)")
    assert.strictEqual(euOrganic.kind, "organic")
    assert.strictEqual(euOrganic.names.de, "EU-Bio-Logo")
    assert.strictEqual(
      byName(catalog.certifications, "High Environmental Value (HVE)").names.fr,
      "Haute Valeur Environnementale (HVE)"
    )
    assert.strictEqual(byName(catalog.certifications, "Demeter").kind, "biodynamic")
  })
})
