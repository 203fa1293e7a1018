/**
 * E-label page strings in English, German, Dutch, Danish and Swedish. The
 * legal texts each field follows are listed in `index.ts`.
 *
 * Verification: Annex XV of Reg. (EU) No 1169/2011 (the row titles) could not
 * be read in any of these five versions: the search tool returns only the
 * opening of stored pages (see `index.ts`). By table:
 * - EN: checked against the English text as legislation.gov.uk publishes it
 *   (the UK's copy of the EU text, not EUR-Lex):
 *   - Annex I point 1, "Original (As adopted by EU)" (page
 *     eur/2011/1169/annexes/2011-10-25): "fat (saturates, mono-unsaturates,
 *     polyunsaturates), carbohydrate (sugars, polyols, starch), salt, fibre,
 *     protein".
 *   - Art. 30(1) (page eur/2011/1169/chapter/IV/section/3, no UK amendment
 *     mark on it): "The mandatory nutrition declaration shall include ...
 *     energy value; and ... the amounts of fat, saturates, carbohydrate,
 *     sugars, protein and salt".
 *   The table's nouns and its heading match these. The row forms "of which
 *   saturates" and "of which sugars" were read only in the nutrition FAQ of
 *   the Food Safety Authority of Ireland (www.fsai.ie/faq/
 *   nutrition_labelling.html, figure "Mandatory nutrients"), a national
 *   authority, not the regulation. "Energy" as a row title is unverified.
 *   `contains`: Art. 21(1) as adopted (page eur/2011/1169/article/21/
 *   adopted, read 2026-11-25): "the word ‘contains’ followed by the name of
 *   the substance or product as listed in Annex II".
 * - DE: "Nährwertdeklaration" is the term of Art. 9(1)(l) and Annex I point 1
 *   as copies of the regulation's text give them (haufe.de, omsels.info).
 *   "Brennwert" is Art. 30(1)(a)'s term; a law firm's note (kwg.eu, 2014)
 *   and a consultant's page say the Annex XV row reads "Energie", and that
 *   the German and Austrian ministries dropped their request for a
 *   corrigendum to "Brennwert", leaving both in use. Kept as "Brennwert";
 *   the Annex XV row is unverified.
 * - DA: rows as the Danish Veterinary and Food Administration reproduces
 *   the Commission's 2013 Q&A on Annex XV ("energi / fedt / heraf -
 *   mættede fedtsyrer / kulhydrat / heraf - sukkerarter / protein / salt",
 *   foedevarestyrelsen.dk, naeringsdeklarationsvejledning/Bilag).
 * - SV: rows unverified (a Swedish page of the Finnish Food Authority writes
 *   "kolhydrater", where this table has "Kolhydrat"). NL rows unverified.
 * - `nutritionDeclaration` (read 2026-11-25): DA "Næringsdeklaration" and SV
 *   "Näringsdeklaration" as the Advocate General's opinion in case C-388/20
 *   quotes Art. 9(1)(l) (CELEX 62020CC0388); NL "Voedingswaardevermelding",
 *   the section 3 heading of the Commission notice 2018/C 196/01.
 * Fields marked "translated" in `index.ts` have no legal wording and were
 * translated for this page.
 */
import type { ELabelStrings } from "./ELabelStrings.ts"

/** English. */
export const en: ELabelStrings = {
  decimalSeparator: ".",
  colon: ": ",
  ingredients: "Ingredients",
  allergens: "Allergens",
  contains: "Contains",
  nutritionDeclaration: "Nutrition declaration",
  per100ml: "per 100 ml",
  energy: "Energy",
  nutrients: {
    fat: "Fat",
    saturates: "of which saturates",
    carbohydrate: "Carbohydrate",
    sugars: "of which sugars",
    protein: "Protein",
    salt: "Salt"
  },
  negligible: {
    intro: "Contains negligible amounts of",
    names: {
      fat: "fat",
      saturates: "saturates",
      carbohydrate: "carbohydrate",
      sugars: "sugars",
      protein: "protein",
      salt: "salt"
    },
    and: "and"
  },
  vintage: "Vintage",
  nonVintage: "Non-vintage",
  nominalVolume: "Nominal volume",
  alcoholicStrength: "Alcoholic strength",
  countryOfOrigin: "Country of origin",
  productionMethod: "Production method",
  grapeVarieties: "Grape varieties",
  packaging: "Packaging",
  recycling: "Recycling",
  collection: "Collection",
  disposal: {
    plastic: "Plastic packaging collection",
    paper: "Paper and cardboard collection",
    metal: "Metal packaging collection",
    wood: "Wood and cork collection",
    textile: "Textile collection",
    glass: "Glass collection",
    composite: "Composite packaging collection",
    local: "Check the collection rules of your municipality."
  },
  certifications: "Certifications",
  producer: "Producer",
  bottler: "Bottler",
  distributor: "Distributor",
  importer: "Importer",
  manufacturer: "Manufacturer",
  language: "Language",
  organic: "from organic farming",
  lot: "Lot",
  inspectionNumber: "Inspection number"
}

/** German. Negligible-amounts names in the dative, as "von" requires. */
export const de: ELabelStrings = {
  decimalSeparator: ",",
  colon: ": ",
  ingredients: "Zutaten",
  allergens: "Allergene",
  contains: "Enthält",
  nutritionDeclaration: "Nährwertdeklaration",
  per100ml: "pro 100 ml",
  energy: "Brennwert",
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
  grapeVarieties: "Rebsorten",
  packaging: "Verpackung",
  recycling: "Recycling",
  collection: "Sammlung",
  disposal: {
    plastic: "Sammlung für Kunststoffverpackungen",
    paper: "Papier- und Kartonsammlung",
    metal: "Sammlung für Metallverpackungen",
    wood: "Sammlung für Holz und Kork",
    textile: "Textilsammlung",
    glass: "Altglassammlung",
    composite: "Sammlung für Verbundverpackungen",
    local: "Beachten Sie die Sammelvorschriften Ihrer Gemeinde."
  },
  certifications: "Zertifizierungen",
  producer: "Erzeuger",
  bottler: "Abfüller",
  distributor: "Vertreiber",
  importer: "Importeur",
  manufacturer: "Hersteller",
  language: "Sprache",
  organic: "aus ökologischer Landwirtschaft",
  lot: "Los",
  inspectionNumber: "Amtliche Prüfungsnummer"
}

/** Dutch. */
export const nl: ELabelStrings = {
  decimalSeparator: ",",
  colon: ": ",
  ingredients: "Ingrediënten",
  allergens: "Allergenen",
  contains: "Bevat",
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
  grapeVarieties: "Druivenrassen",
  packaging: "Verpakking",
  recycling: "Recycling",
  collection: "Inzameling",
  disposal: {
    plastic: "Inzameling van plastic verpakkingen",
    paper: "Inzameling van papier en karton",
    metal: "Inzameling van metalen verpakkingen",
    wood: "Inzameling van hout en kurk",
    textile: "Textielinzameling",
    glass: "Glasbak",
    composite: "Inzameling van drankkartons en samengestelde verpakkingen",
    local: "Raadpleeg de inzamelregels van uw gemeente."
  },
  certifications: "Certificeringen",
  producer: "Producent",
  bottler: "Bottelaar",
  distributor: "Distributeur",
  importer: "Importeur",
  manufacturer: "Fabrikant",
  language: "Taal",
  organic: "van biologische landbouw",
  lot: "Partij",
  inspectionNumber: "Controlenummer"
}

/** Danish. */
export const da: ELabelStrings = {
  decimalSeparator: ",",
  colon: ": ",
  ingredients: "Ingredienser",
  allergens: "Allergener",
  contains: "Indeholder",
  nutritionDeclaration: "Næringsdeklaration",
  per100ml: "pr. 100 ml",
  energy: "Energi",
  nutrients: {
    fat: "Fedt",
    saturates: "heraf mættede fedtsyrer",
    carbohydrate: "Kulhydrat",
    sugars: "heraf sukkerarter",
    protein: "Protein",
    salt: "Salt"
  },
  negligible: {
    intro: "Indeholder ubetydelige mængder af",
    names: {
      fat: "fedt",
      saturates: "mættede fedtsyrer",
      carbohydrate: "kulhydrat",
      sugars: "sukkerarter",
      protein: "protein",
      salt: "salt"
    },
    and: "og"
  },
  vintage: "Årgang",
  nonVintage: "Uden årgang",
  nominalVolume: "Nominelt volumen",
  alcoholicStrength: "Alkoholindhold",
  countryOfOrigin: "Oprindelsesland",
  productionMethod: "Fremstillingsmetode",
  grapeVarieties: "Druesorter",
  packaging: "Emballage",
  recycling: "Genanvendelse",
  collection: "Indsamling",
  disposal: {
    plastic: "Indsamling af plastemballage",
    paper: "Indsamling af papir og pap",
    metal: "Indsamling af metalemballage",
    wood: "Indsamling af træ og kork",
    textile: "Tekstilindsamling",
    glass: "Glasindsamling",
    composite: "Indsamling af kompositemballage",
    local: "Følg din kommunes regler for affaldssortering."
  },
  certifications: "Certificeringer",
  producer: "Producent",
  bottler: "Aftapper",
  distributor: "Distributør",
  importer: "Importør",
  manufacturer: "Fabrikant",
  language: "Sprog",
  organic: "fra økologisk landbrug",
  lot: "Parti",
  inspectionNumber: "Kontrolnummer"
}

/** Swedish. */
export const sv: ELabelStrings = {
  decimalSeparator: ",",
  colon: ": ",
  ingredients: "Ingredienser",
  allergens: "Allergener",
  contains: "Innehåller",
  nutritionDeclaration: "Näringsdeklaration",
  per100ml: "per 100 ml",
  energy: "Energi",
  nutrients: {
    fat: "Fett",
    saturates: "varav mättat fett",
    carbohydrate: "Kolhydrat",
    sugars: "varav sockerarter",
    protein: "Protein",
    salt: "Salt"
  },
  negligible: {
    intro: "Innehåller försumbara mängder",
    names: {
      fat: "fett",
      saturates: "mättat fett",
      carbohydrate: "kolhydrat",
      sugars: "sockerarter",
      protein: "protein",
      salt: "salt"
    },
    and: "och"
  },
  vintage: "Årgång",
  nonVintage: "Utan årgång",
  nominalVolume: "Nominell volym",
  alcoholicStrength: "Alkoholhalt",
  countryOfOrigin: "Ursprungsland",
  productionMethod: "Framställningsmetod",
  grapeVarieties: "Druvsorter",
  packaging: "Förpackning",
  recycling: "Återvinning",
  collection: "Insamling",
  disposal: {
    plastic: "Insamling av plastförpackningar",
    paper: "Insamling av pappersförpackningar",
    metal: "Insamling av metallförpackningar",
    wood: "Insamling av trä och kork",
    textile: "Textilinsamling",
    glass: "Glasinsamling",
    composite: "Insamling av kompositförpackningar",
    local: "Följ din kommuns regler för avfallssortering."
  },
  certifications: "Certifieringar",
  producer: "Producent",
  bottler: "Buteljerare",
  distributor: "Distributör",
  importer: "Importör",
  manufacturer: "Tillverkare",
  language: "Språk",
  organic: "från ekologiskt jordbruk",
  lot: "Parti",
  inspectionNumber: "Kontrollnummer"
}
