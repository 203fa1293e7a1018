/**
 * A small, fixed reference catalogue for tests: six ingredients, two closure
 * types, four grape varieties with synonyms, and the ids of the catalogues
 * without entries (materials, certifications, countries, production methods).
 * Every id is a fixed UUID, exported in `catalogIds` so tests can name them.
 */
import {
  CertificationId,
  ClosureTypeId,
  GrapeVarietyId,
  GrapeVarietySynonymId,
  IngredientCategoryId,
  IngredientId,
  MaterialId,
  Uuid
} from "@elabel/domain"
import type { CatalogSeed } from "@elabel/persistence"

/** A fixed UUID: `prefix` (2 hex digits) names the catalogue, `n` the entry. */
const id = (prefix: string, n: number): string => `${prefix}000000-0000-4000-8000-${n.toString(16).padStart(12, "0")}`

/** The fixed ids of every fixture entry, by catalogue and name. */
export const catalogIds = {
  ingredients: {
    grapes: IngredientId.make(id("10", 1)),
    sucrose: IngredientId.make(id("10", 2)),
    tartaricAcid: IngredientId.make(id("10", 3)),
    citricAcid: IngredientId.make(id("10", 4)),
    sulphites: IngredientId.make(id("10", 5)),
    eggAlbumin: IngredientId.make(id("10", 6))
  },
  ingredientCategories: {
    rawMaterials: IngredientCategoryId.make(id("11", 1)),
    acidityRegulators: IngredientCategoryId.make(id("11", 2)),
    preservatives: IngredientCategoryId.make(id("11", 3)),
    finingAgents: IngredientCategoryId.make(id("11", 4))
  },
  grapeVarieties: {
    pinotNoir: GrapeVarietyId.make(id("20", 1)),
    grenache: GrapeVarietyId.make(id("20", 2)),
    riesling: GrapeVarietyId.make(id("20", 3)),
    chardonnay: GrapeVarietyId.make(id("20", 4))
  },
  grapeVarietySynonyms: {
    spaetburgunder: GrapeVarietySynonymId.make(id("21", 1)),
    blauburgunder: GrapeVarietySynonymId.make(id("21", 2)),
    pinotNero: GrapeVarietySynonymId.make(id("21", 3)),
    garnacha: GrapeVarietySynonymId.make(id("21", 4)),
    cannonau: GrapeVarietySynonymId.make(id("21", 5))
  },
  closureTypes: {
    naturalCork: ClosureTypeId.make(id("30", 1)),
    screwCap: ClosureTypeId.make(id("30", 2))
  },
  materials: {
    cork: MaterialId.make(id("31", 1)),
    aluminium: MaterialId.make(id("31", 2)),
    glass: MaterialId.make(id("31", 3)),
    cardboard: MaterialId.make(id("31", 4))
  },
  certifications: {
    euOrganic: CertificationId.make(id("40", 1)),
    demeter: CertificationId.make(id("40", 2)),
    vegan: CertificationId.make(id("40", 3))
  },
  countries: {
    germany: Uuid.make(id("50", 1)),
    france: Uuid.make(id("50", 2)),
    italy: Uuid.make(id("50", 3)),
    spain: Uuid.make(id("50", 4))
  },
  productionMethods: {
    traditional: Uuid.make(id("60", 1)),
    tankFermentation: Uuid.make(id("60", 2))
  }
} as const

const ing = catalogIds.ingredients
const cat = catalogIds.ingredientCategories
const gv = catalogIds.grapeVarieties
const syn = catalogIds.grapeVarietySynonyms
const mat = catalogIds.materials

/** The fixture catalogue, ready for `layerMemory({ catalog })`. */
export const catalogFixture: CatalogSeed = {
  ingredients: [
    {
      id: ing.grapes,
      name: "Grapes",
      organic_name: "Organic grapes",
      is_allergen: false,
      order: 1,
      ingredient_category_id: cat.rawMaterials,
      names: { de: "Trauben", fr: "Raisins" },
      organic_names: { de: "Trauben aus ökologischem Anbau", fr: "Raisins biologiques" }
    },
    {
      id: ing.sucrose,
      name: "Sucrose",
      organic_name: null,
      is_allergen: false,
      order: 2,
      ingredient_category_id: cat.rawMaterials,
      names: { de: "Saccharose", fr: "Saccharose" },
      organic_names: {}
    },
    {
      id: ing.tartaricAcid,
      name: "Tartaric acid",
      organic_name: null,
      is_allergen: false,
      order: 3,
      ingredient_category_id: cat.acidityRegulators,
      names: { de: "Weinsäure", fr: "Acide tartrique" },
      organic_names: {}
    },
    {
      id: ing.citricAcid,
      name: "Citric acid",
      organic_name: null,
      is_allergen: false,
      order: 4,
      ingredient_category_id: cat.acidityRegulators,
      names: { de: "Citronensäure", fr: "Acide citrique" },
      organic_names: {}
    },
    {
      id: ing.sulphites,
      name: "Sulphites",
      organic_name: null,
      is_allergen: true,
      order: 5,
      ingredient_category_id: cat.preservatives,
      names: { de: "Sulfite", fr: "Sulfites" },
      organic_names: {}
    },
    {
      id: ing.eggAlbumin,
      name: "Egg albumin",
      organic_name: null,
      is_allergen: true,
      order: 6,
      ingredient_category_id: cat.finingAgents,
      names: { de: "Hühnereiweiß", fr: "Albumine d'œuf" },
      organic_names: {}
    }
  ],
  closureTypes: [
    {
      id: catalogIds.closureTypes.naturalCork,
      name: "Natural cork",
      weight: 4,
      material: { id: mat.cork, name: "Cork" },
      names: { de: "Naturkorken", fr: "Bouchon en liège naturel" },
      material_names: { de: "Kork", fr: "Liège" }
    },
    {
      id: catalogIds.closureTypes.screwCap,
      name: "Screw cap",
      weight: 5,
      material: { id: mat.aluminium, name: "Aluminium" },
      names: { de: "Schraubverschluss", fr: "Capsule à vis" },
      material_names: { de: "Aluminium", fr: "Aluminium" }
    }
  ],
  grapeVarieties: [
    {
      id: gv.pinotNoir,
      name: "Pinot Noir",
      synonyms: [
        { id: syn.spaetburgunder, name: "Spätburgunder" },
        { id: syn.blauburgunder, name: "Blauburgunder" },
        { id: syn.pinotNero, name: "Pinot Nero" }
      ]
    },
    {
      id: gv.grenache,
      name: "Grenache",
      synonyms: [
        { id: syn.garnacha, name: "Garnacha" },
        { id: syn.cannonau, name: "Cannonau" }
      ]
    },
    { id: gv.riesling, name: "Riesling", synonyms: [] },
    { id: gv.chardonnay, name: "Chardonnay", synonyms: [] }
  ],
  ids: {
    material: Object.values(mat),
    certification: Object.values(catalogIds.certifications),
    country: Object.values(catalogIds.countries),
    production_method: Object.values(catalogIds.productionMethods)
  }
}
