/**
 * E-label page strings in German and Dutch, worded as the German and Dutch
 * versions of Regulation (EU) No 1169/2011. The negligible-amounts names of
 * German are in the dative, as "von" requires.
 */
import type { ELabelStrings } from "./ELabelStrings.ts"

/** German. */
export const de: ELabelStrings = {
  decimalSeparator: ",",
  ingredients: "Zutaten",
  allergens: "Allergene",
  nutritionDeclaration: "Nährwertdeklaration",
  per100ml: "pro 100 ml",
  energy: "Energie",
  nutrients: {
    fat: "Fett",
    saturates: "davon gesättigte Fettsäuren",
    carbohydrate: "Kohlenhydrate",
    sugars: "davon Zucker",
    protein: "Eiweiß",
    salt: "Salz"
  },
  negligible: {
    intro: "Enthält geringfügige Mengen von",
    names: {
      fat: "Fett",
      saturates: "gesättigten Fettsäuren",
      carbohydrate: "Kohlenhydraten",
      sugars: "Zucker",
      protein: "Eiweiß",
      salt: "Salz"
    },
    and: "und"
  },
  vintage: "Jahrgang",
  nonVintage: "Ohne Jahrgang",
  nominalVolume: "Nennfüllmenge",
  alcoholicStrength: "Alkoholgehalt",
  countryOfOrigin: "Ursprungsland",
  productionMethod: "Herstellungsverfahren",
  packaging: "Verpackung",
  recycling: "Recycling",
  collection: "Sammlung",
  certifications: "Zertifizierungen",
  producer: "Erzeuger",
  bottler: "Abfüller",
  distributor: "Vertreiber",
  importer: "Importeur",
  manufacturer: "Hersteller"
}

/** Dutch. */
export const nl: ELabelStrings = {
  decimalSeparator: ",",
  ingredients: "Ingrediënten",
  allergens: "Allergenen",
  nutritionDeclaration: "Voedingswaardevermelding",
  per100ml: "per 100 ml",
  energy: "Energie",
  nutrients: {
    fat: "Vetten",
    saturates: "waarvan verzadigde vetzuren",
    carbohydrate: "Koolhydraten",
    sugars: "waarvan suikers",
    protein: "Eiwitten",
    salt: "Zout"
  },
  negligible: {
    intro: "Bevat verwaarloosbare hoeveelheden",
    names: {
      fat: "vetten",
      saturates: "verzadigde vetzuren",
      carbohydrate: "koolhydraten",
      sugars: "suikers",
      protein: "eiwitten",
      salt: "zout"
    },
    and: "en"
  },
  vintage: "Oogstjaar",
  nonVintage: "Zonder oogstjaar",
  nominalVolume: "Nominale inhoud",
  alcoholicStrength: "Alcoholgehalte",
  countryOfOrigin: "Land van oorsprong",
  productionMethod: "Productiemethode",
  packaging: "Verpakking",
  recycling: "Recycling",
  collection: "Inzameling",
  certifications: "Certificeringen",
  producer: "Producent",
  bottler: "Bottelaar",
  distributor: "Distributeur",
  importer: "Importeur",
  manufacturer: "Fabrikant"
}
