/**
 * A small, fixed reference catalogue for tests: six ingredients in four
 * categories, two closure types, four materials, four grape varieties with
 * synonyms, four countries, three certifications and two production methods.
 * Every id is a fixed UUID, exported in `catalogIds` so tests can name them.
 */
import {
  CertificationId,
  ClosureTypeId,
  CountryId,
  GrapeVarietyId,
  GrapeVarietySynonymId,
  IngredientCategoryId,
  IngredientId,
  MaterialId,
  ProductionMethodId
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
    germany: CountryId.make(id("50", 1)),
    france: CountryId.make(id("50", 2)),
    italy: CountryId.make(id("50", 3)),
    spain: CountryId.make(id("50", 4))
  },
  productionMethods: {
    traditional: ProductionMethodId.make(id("60", 1)),
    tankFermentation: ProductionMethodId.make(id("60", 2))
  }
} as const

const ing = catalogIds.ingredients
const cat = catalogIds.ingredientCategories
const gv = catalogIds.grapeVarieties
const syn = catalogIds.grapeVarietySynonyms
const mat = catalogIds.materials
const cert = catalogIds.certifications
const country = catalogIds.countries
const method = catalogIds.productionMethods

/** The fixture catalogue, ready for `layerMemory({ catalog })`. */
export const catalogFixture: CatalogSeed = {
  ingredientCategories: [
    {
      id: cat.rawMaterials,
      name: "Raw materials",
      order: 1,
      prints_name: false,
      names: { de: "Rohstoffe", fr: "Matières premières" }
    },
    {
      id: cat.acidityRegulators,
      name: "Acidity regulators",
      order: 2,
      prints_name: true,
      names: { de: "Säureregulatoren" }
    },
    {
      id: cat.preservatives,
      name: "Preservatives",
      order: 3,
      prints_name: true,
      names: { de: "Konservierungsstoffe" }
    },
    { id: cat.finingAgents, name: "Fining agents", order: 4, prints_name: true, names: {} }
  ],
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
  materials: [
    { id: mat.cork, name: "Cork", code: "FOR 51", abbreviation: "FOR", number: 51, names: { de: "Kork", fr: "Liège" } },
    {
      id: mat.aluminium,
      name: "Aluminium",
      code: "ALU 41",
      abbreviation: "ALU",
      number: 41,
      names: { de: "Aluminium", fr: "Aluminium" }
    },
    {
      id: mat.glass,
      name: "Green glass",
      code: "GL 71",
      abbreviation: "GL",
      number: 71,
      names: { de: "Grünes Glas", fr: "Verre vert" }
    },
    {
      id: mat.cardboard,
      name: "Corrugated cardboard",
      code: "PAP 20",
      abbreviation: "PAP",
      number: 20,
      names: { de: "Wellpappe" }
    }
  ],
  countries: [
    { id: country.germany, code: "DE", name: "Germany", names: { de: "Deutschland", fr: "Allemagne" } },
    { id: country.france, code: "FR", name: "France", names: { de: "Frankreich", fr: "France" } },
    { id: country.italy, code: "IT", name: "Italy", names: { de: "Italien", it: "Italia" } },
    { id: country.spain, code: "ES", name: "Spain", names: { de: "Spanien", es: "España" } }
  ],
  certifications: [
    { id: cert.euOrganic, name: "EU organic logo", kind: "organic", names: { de: "EU-Bio-Logo" } },
    { id: cert.demeter, name: "Demeter", kind: "biodynamic", names: {} },
    { id: cert.vegan, name: "V-Label", kind: "vegan", names: {} }
  ],
  productionMethods: [
    {
      id: method.traditional,
      name: "Traditional method",
      names: { de: "Traditionelle Flaschengärung", fr: "Méthode traditionnelle" }
    },
    { id: method.tankFermentation, name: "Tank method", names: { de: "Tankgärung" } }
  ]
}
