/**
 * E-label page strings in French, Italian, Spanish and Portuguese, worded as
 * those language versions of Regulation (EU) No 1169/2011. French names in
 * the negligible-amounts statement carry their own "de"/"d'", as elision
 * requires. (Spanish "y" would become "e" before "hidratos", but
 * carbohydrate is never last: its sugars always follow it.)
 */
import type { ELabelStrings } from "./ELabelStrings.ts"

/** French. */
export const fr: ELabelStrings = {
  decimalSeparator: ",",
  ingredients: "Ingrédients",
  allergens: "Allergènes",
  nutritionDeclaration: "Déclaration nutritionnelle",
  per100ml: "pour 100 ml",
  energy: "Énergie",
  nutrients: {
    fat: "Matières grasses",
    saturates: "dont acides gras saturés",
    carbohydrate: "Glucides",
    sugars: "dont sucres",
    protein: "Protéines",
    salt: "Sel"
  },
  negligible: {
    intro: "Contient des quantités négligeables",
    names: {
      fat: "de matières grasses",
      saturates: "d'acides gras saturés",
      carbohydrate: "de glucides",
      sugars: "de sucres",
      protein: "de protéines",
      salt: "de sel"
    },
    and: "et"
  },
  vintage: "Millésime",
  nonVintage: "Non millésimé",
  nominalVolume: "Volume nominal",
  alcoholicStrength: "Titre alcoométrique",
  countryOfOrigin: "Pays d'origine",
  productionMethod: "Méthode d'élaboration",
  packaging: "Emballage",
  recycling: "Recyclage",
  collection: "Collecte",
  certifications: "Certifications",
  producer: "Producteur",
  bottler: "Embouteilleur",
  distributor: "Distributeur",
  importer: "Importateur",
  manufacturer: "Fabricant"
}

/** Italian. */
export const it: ELabelStrings = {
  decimalSeparator: ",",
  ingredients: "Ingredienti",
  allergens: "Allergeni",
  nutritionDeclaration: "Dichiarazione nutrizionale",
  per100ml: "per 100 ml",
  energy: "Energia",
  nutrients: {
    fat: "Grassi",
    saturates: "di cui acidi grassi saturi",
    carbohydrate: "Carboidrati",
    sugars: "di cui zuccheri",
    protein: "Proteine",
    salt: "Sale"
  },
  negligible: {
    intro: "Contiene quantità trascurabili di",
    names: {
      fat: "grassi",
      saturates: "acidi grassi saturi",
      carbohydrate: "carboidrati",
      sugars: "zuccheri",
      protein: "proteine",
      salt: "sale"
    },
    and: "e"
  },
  vintage: "Annata",
  nonVintage: "Senza annata",
  nominalVolume: "Volume nominale",
  alcoholicStrength: "Titolo alcolometrico",
  countryOfOrigin: "Paese d'origine",
  productionMethod: "Metodo di produzione",
  packaging: "Imballaggio",
  recycling: "Riciclo",
  collection: "Raccolta",
  certifications: "Certificazioni",
  producer: "Produttore",
  bottler: "Imbottigliatore",
  distributor: "Distributore",
  importer: "Importatore",
  manufacturer: "Fabbricante"
}

/** Spanish. */
export const es: ELabelStrings = {
  decimalSeparator: ",",
  ingredients: "Ingredientes",
  allergens: "Alérgenos",
  nutritionDeclaration: "Información nutricional",
  per100ml: "por 100 ml",
  energy: "Valor energético",
  nutrients: {
    fat: "Grasas",
    saturates: "de las cuales saturadas",
    carbohydrate: "Hidratos de carbono",
    sugars: "de los cuales azúcares",
    protein: "Proteínas",
    salt: "Sal"
  },
  negligible: {
    intro: "Contiene cantidades insignificantes de",
    names: {
      fat: "grasas",
      saturates: "grasas saturadas",
      carbohydrate: "hidratos de carbono",
      sugars: "azúcares",
      protein: "proteínas",
      salt: "sal"
    },
    and: "y"
  },
  vintage: "Añada",
  nonVintage: "Sin añada",
  nominalVolume: "Volumen nominal",
  alcoholicStrength: "Grado alcohólico",
  countryOfOrigin: "País de origen",
  productionMethod: "Método de elaboración",
  packaging: "Envase",
  recycling: "Reciclaje",
  collection: "Recogida",
  certifications: "Certificaciones",
  producer: "Productor",
  bottler: "Embotellador",
  distributor: "Distribuidor",
  importer: "Importador",
  manufacturer: "Fabricante"
}

/** Portuguese. */
export const pt: ELabelStrings = {
  decimalSeparator: ",",
  ingredients: "Ingredientes",
  allergens: "Alergénios",
  nutritionDeclaration: "Declaração nutricional",
  per100ml: "por 100 ml",
  energy: "Energia",
  nutrients: {
    fat: "Lípidos",
    saturates: "dos quais saturados",
    carbohydrate: "Hidratos de carbono",
    sugars: "dos quais açúcares",
    protein: "Proteínas",
    salt: "Sal"
  },
  negligible: {
    intro: "Contém quantidades insignificantes de",
    names: {
      fat: "lípidos",
      saturates: "ácidos gordos saturados",
      carbohydrate: "hidratos de carbono",
      sugars: "açúcares",
      protein: "proteínas",
      salt: "sal"
    },
    and: "e"
  },
  vintage: "Colheita",
  nonVintage: "Sem ano de colheita",
  nominalVolume: "Volume nominal",
  alcoholicStrength: "Teor alcoólico",
  countryOfOrigin: "País de origem",
  productionMethod: "Método de produção",
  packaging: "Embalagem",
  recycling: "Reciclagem",
  collection: "Recolha",
  certifications: "Certificações",
  producer: "Produtor",
  bottler: "Engarrafador",
  distributor: "Distribuidor",
  importer: "Importador",
  manufacturer: "Fabricante"
}
