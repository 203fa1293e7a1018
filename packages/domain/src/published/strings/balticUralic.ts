/**
 * E-label page strings in Lithuanian and Latvian (Baltic) and Estonian,
 * Finnish and Hungarian (Uralic). The legal texts each field follows are
 * listed in `index.ts`. The negligible-amounts names take the case
 * the intro requires: genitive in Lithuanian and Latvian, partitive in
 * Estonian and Finnish, accusative in Hungarian.
 *
 * Verification (per table; sources read on 2026-11-25 unless dated):
 * - Annex XV of Reg. (EU) No 1169/2011 (CELEX 32011R1169; the nutrient row
 *   titles) could not be read in any language version: the search tool
 *   returns only the opening of stored pages (see `index.ts`). No row title
 *   is confirmed by the regulation's own text.
 * - FI rows are the nominatives of the Finnish Food Authority's current
 *   restatement of Art. 30(1) (www.ruokavirasto.fi/yritykset/elintarvikeala/
 *   valmistus/elintarvikkeista-annettavat-tiedot/pakkausmerkinnat/
 *   ravintoarvomerkinnat/): "rasvan, tyydyttyneiden rasvojen, hiilihydraatin,
 *   sokereiden, proteiinin ja suolan määrät grammoina (art. 30.1)", i.e.
 *   "rasva", "tyydyttyneet rasvat", "hiilihydraatti", "sokerit"; "josta"
 *   (agreeing with the singular rows) and "Energia" are this project's.
 *   Other restatements differ in number: Finnish Customs (tulli.fi,
 *   17.2.2017) "energiasisältö, rasva, tyydyttynyt rasva, hiilihydraatit,
 *   sokerit, proteiini ja suola" (optional rows "kertatyydyttymättömät
 *   rasvat, monityydyttymättömät rasvat"); the older Evira page and the
 *   industry site Ruokatieto have "hiilihydraatit". So the number of the
 *   carbohydrate and saturates rows is a doubt to settle against EUR-Lex.
 *   What no source read used is the partitive this table had before ("josta
 *   tyydyttyneitä", "joista sokereita", on-pack usage), which is why it was
 *   replaced.
 * - ET rows: the nouns match a restatement by Ministry of Rural Affairs
 *   officials (online.le.ee, 8.12.2016): "energiasisaldus (kJ ja kcal);
 *   rasvad, sh küllastunud rasvhapped; süsivesikud, sh suhkrud; valgud;
 *   sool". "millest" is unverified.
 * - LT rows: consistent with the genitives of the state institute NMVRVI's
 *   restatement of Art. 30(1) (nmvrvi.lrv.lt, "… riebalų, sočiųjų riebalų
 *   rūgščių, angliavandenių, cukrų, baltymų ir druskos kiekiai").
 * - LV and HU rows: no source found.
 * - `nutritionDeclaration` is the term of Art. 9(1)(l) as the keyword line of
 *   the Court of Justice's judgment (CELEX 62020CJ0388) or Advocate General's
 *   opinion (62020CC0388) in case C-388/20 quotes it, one of the two read per
 *   language: FI "Ravintoarvoilmoitus" (also the Commission notice
 *   2018/C 196/01, CELEX 52018XC0608(01), section 3), LT "Maistingumo
 *   deklaracija", HU "Tápértékjelölés", LV "Paziņojums par uzturvērtību"
 *   (also the notice's section 3 heading; this table had "Uzturvērtības
 *   paziņojums", the form of the notice's sub-headings 3.1 and 3.4). ET
 *   "Toitumisalane teave": the notice's section 3 heading only.
 */
import type { ELabelStrings } from "./ELabelStrings.ts"

/** Lithuanian. */
export const lt: ELabelStrings = {
  decimalSeparator: ",",
  colon: ": ",
  ingredients: "Sudedamosios dalys",
  allergens: "Alergenai",
  contains: "Sudėtyje yra",
  nutritionDeclaration: "Maistingumo deklaracija",
  per100ml: "100 ml",
  energy: "Energinė vertė",
  nutrients: {
    fat: "Riebalai",
    saturates: "iš kurių sočiosios riebalų rūgštys",
    carbohydrate: "Angliavandeniai",
    sugars: "iš kurių cukrūs",
    protein: "Baltymai",
    salt: "Druska"
  },
  negligible: {
    intro: "Sudėtyje yra nedideli kiekiai",
    names: {
      fat: "riebalų",
      saturates: "sočiųjų riebalų rūgščių",
      carbohydrate: "angliavandenių",
      sugars: "cukrų",
      protein: "baltymų",
      salt: "druskos"
    },
    and: "ir"
  },
  vintage: "Derliaus metai",
  nonVintage: "Be derliaus metų",
  nominalVolume: "Vardinis tūris",
  alcoholicStrength: "Alkoholio koncentracija",
  countryOfOrigin: "Kilmės šalis",
  productionMethod: "Gamybos būdas",
  grapeVarieties: "Vynuogių veislės",
  packaging: "Pakuotė",
  recycling: "Perdirbimas",
  collection: "Surinkimas",
  disposal: {
    plastic: "Plastikinių pakuočių surinkimas",
    paper: "Popieriaus ir kartono surinkimas",
    metal: "Metalinių pakuočių surinkimas",
    wood: "Medienos ir kamštienos surinkimas",
    textile: "Tekstilės surinkimas",
    glass: "Stiklo surinkimas",
    composite: "Kombinuotųjų pakuočių surinkimas",
    local: "Pasitikrinkite savo savivaldybės atliekų rūšiavimo taisykles."
  },
  certifications: "Sertifikatai",
  producer: "Gamintojas",
  bottler: "Išpilstytojas",
  distributor: "Platintojas",
  importer: "Importuotojas",
  manufacturer: "Gamintojas",
  language: "Kalba",
  organic: "iš ekologinio ūkininkavimo",
  lot: "Partija",
  inspectionNumber: "Kontrolės numeris"
}

/** Latvian. */
export const lv: ELabelStrings = {
  decimalSeparator: ",",
  colon: ": ",
  ingredients: "Sastāvdaļas",
  allergens: "Alergēni",
  contains: "Satur",
  nutritionDeclaration: "Paziņojums par uzturvērtību",
  per100ml: "uz 100 ml",
  energy: "Enerģētiskā vērtība",
  nutrients: {
    fat: "Tauki",
    saturates: "tostarp piesātinātās taukskābes",
    carbohydrate: "Ogļhidrāti",
    sugars: "tostarp cukuri",
    protein: "Olbaltumvielas",
    salt: "Sāls"
  },
  negligible: {
    intro: "Satur nenozīmīgu daudzumu",
    names: {
      fat: "tauku",
      saturates: "piesātināto taukskābju",
      carbohydrate: "ogļhidrātu",
      sugars: "cukuru",
      protein: "olbaltumvielu",
      salt: "sāls"
    },
    and: "un"
  },
  vintage: "Ražas gads",
  nonVintage: "Bez ražas gada",
  nominalVolume: "Nominālais tilpums",
  alcoholicStrength: "Spirta saturs",
  countryOfOrigin: "Izcelsmes valsts",
  productionMethod: "Ražošanas metode",
  grapeVarieties: "Vīnogu šķirnes",
  packaging: "Iepakojums",
  recycling: "Pārstrāde",
  collection: "Savākšana",
  disposal: {
    plastic: "Plastmasas iepakojuma dalītā vākšana",
    paper: "Papīra un kartona dalītā vākšana",
    metal: "Metāla iepakojuma dalītā vākšana",
    wood: "Koksnes un korķa savākšana",
    textile: "Tekstila savākšana",
    glass: "Stikla dalītā vākšana",
    composite: "Kombinētā iepakojuma savākšana",
    local: "Pārbaudiet savas pašvaldības atkritumu šķirošanas noteikumus."
  },
  certifications: "Sertifikāti",
  producer: "Ražotājs",
  bottler: "Pildītājs",
  distributor: "Izplatītājs",
  importer: "Importētājs",
  manufacturer: "Ražotājs",
  language: "Valoda",
  organic: "no bioloģiskās lauksaimniecības",
  lot: "Partija",
  inspectionNumber: "Kontroles numurs"
}

/** Estonian. */
export const et: ELabelStrings = {
  decimalSeparator: ",",
  colon: ": ",
  ingredients: "Koostisosad",
  allergens: "Allergeenid",
  contains: "Sisaldab",
  nutritionDeclaration: "Toitumisalane teave",
  per100ml: "100 ml kohta",
  energy: "Energiasisaldus",
  nutrients: {
    fat: "Rasvad",
    saturates: "millest küllastunud rasvhapped",
    carbohydrate: "Süsivesikud",
    sugars: "millest suhkrud",
    protein: "Valgud",
    salt: "Sool"
  },
  negligible: {
    intro: "Sisaldab tühisel määral",
    names: {
      fat: "rasvu",
      saturates: "küllastunud rasvhappeid",
      carbohydrate: "süsivesikuid",
      sugars: "suhkruid",
      protein: "valke",
      salt: "soola"
    },
    and: "ja"
  },
  vintage: "Aastakäik",
  nonVintage: "Aastakäiguta",
  nominalVolume: "Nimimaht",
  alcoholicStrength: "Alkoholisisaldus",
  countryOfOrigin: "Päritoluriik",
  productionMethod: "Tootmismeetod",
  grapeVarieties: "Viinamarjasordid",
  packaging: "Pakend",
  recycling: "Ringlussevõtt",
  collection: "Kogumine",
  disposal: {
    plastic: "Plastpakendite kogumine",
    paper: "Paberi ja kartongi kogumine",
    metal: "Metallpakendite kogumine",
    wood: "Puidu ja korgi kogumine",
    textile: "Tekstiili kogumine",
    glass: "Klaaspakendite kogumine",
    composite: "Komposiitpakendite kogumine",
    local: "Tutvuge oma omavalitsuse jäätmete sortimise nõuetega."
  },
  certifications: "Sertifikaadid",
  producer: "Tootja",
  bottler: "Villija",
  distributor: "Levitaja",
  importer: "Importija",
  manufacturer: "Tootja",
  language: "Keel",
  organic: "mahepõllumajandusest",
  lot: "Partii",
  inspectionNumber: "Kontrollnumber"
}

/** Finnish. */
export const fi: ELabelStrings = {
  decimalSeparator: ",",
  colon: ": ",
  ingredients: "Ainesosat",
  allergens: "Allergeenit",
  contains: "Sisältää",
  nutritionDeclaration: "Ravintoarvoilmoitus",
  per100ml: "100 ml:ssa",
  energy: "Energia",
  nutrients: {
    fat: "Rasva",
    saturates: "josta tyydyttyneet rasvat",
    carbohydrate: "Hiilihydraatti",
    sugars: "josta sokerit",
    protein: "Proteiini",
    salt: "Suola"
  },
  negligible: {
    intro: "Sisältää merkityksettömiä määriä",
    names: {
      fat: "rasvaa",
      saturates: "tyydyttyneitä rasvoja",
      carbohydrate: "hiilihydraattia",
      sugars: "sokereita",
      protein: "proteiinia",
      salt: "suolaa"
    },
    and: "ja"
  },
  vintage: "Vuosikerta",
  nonVintage: "Ei vuosikertaa",
  nominalVolume: "Nimellistilavuus",
  alcoholicStrength: "Alkoholipitoisuus",
  countryOfOrigin: "Alkuperämaa",
  productionMethod: "Valmistusmenetelmä",
  grapeVarieties: "Rypälelajikkeet",
  packaging: "Pakkaus",
  recycling: "Kierrätys",
  collection: "Keräys",
  disposal: {
    plastic: "Muovipakkausten keräys",
    paper: "Paperin ja kartongin keräys",
    metal: "Metallipakkausten keräys",
    wood: "Puun ja korkin keräys",
    textile: "Tekstiilien keräys",
    glass: "Lasipakkausten keräys",
    composite: "Komposiittipakkausten keräys",
    local: "Tarkista kuntasi jätteiden lajitteluohjeet."
  },
  certifications: "Sertifikaatit",
  producer: "Tuottaja",
  bottler: "Pullottaja",
  distributor: "Jakelija",
  importer: "Maahantuoja",
  manufacturer: "Valmistaja",
  language: "Kieli",
  organic: "luonnonmukaisesta maataloudesta",
  lot: "Erä",
  inspectionNumber: "Tarkastusnumero"
}

/** Hungarian. */
export const hu: ELabelStrings = {
  decimalSeparator: ",",
  colon: ": ",
  ingredients: "Összetevők",
  allergens: "Allergének",
  contains: "Tartalmaz",
  nutritionDeclaration: "Tápértékjelölés",
  per100ml: "100 ml-ben",
  energy: "Energia",
  nutrients: {
    fat: "Zsír",
    saturates: "amelyből telített zsírsavak",
    carbohydrate: "Szénhidrát",
    sugars: "amelyből cukrok",
    protein: "Fehérje",
    salt: "Só"
  },
  negligible: {
    intro: "Elhanyagolható mennyiségben tartalmaz",
    names: {
      fat: "zsírt",
      saturates: "telített zsírsavakat",
      carbohydrate: "szénhidrátot",
      sugars: "cukrokat",
      protein: "fehérjét",
      salt: "sót"
    },
    and: "és"
  },
  vintage: "Évjárat",
  nonVintage: "Évjárat nélkül",
  nominalVolume: "Névleges térfogat",
  alcoholicStrength: "Alkoholtartalom",
  countryOfOrigin: "Származási ország",
  productionMethod: "Előállítási módszer",
  grapeVarieties: "Szőlőfajták",
  packaging: "Csomagolás",
  recycling: "Újrahasznosítás",
  collection: "Gyűjtés",
  disposal: {
    plastic: "Műanyag csomagolások szelektív gyűjtése",
    paper: "Papír és karton szelektív gyűjtése",
    metal: "Fém csomagolások szelektív gyűjtése",
    wood: "Fa és parafa gyűjtése",
    textile: "Textilgyűjtés",
    glass: "Üveg szelektív gyűjtése",
    composite: "Társított csomagolások gyűjtése",
    local: "Tájékozódjon települése hulladékgyűjtési szabályairól."
  },
  certifications: "Tanúsítványok",
  producer: "Termelő",
  bottler: "Palackozó",
  distributor: "Forgalmazó",
  importer: "Importőr",
  manufacturer: "Gyártó",
  language: "Nyelv",
  organic: "ökológiai gazdálkodásból",
  lot: "Tétel",
  inspectionNumber: "Ellenőrzési szám"
}
